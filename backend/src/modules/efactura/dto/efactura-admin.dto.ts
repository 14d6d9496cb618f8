import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { EFACTURA_STATUS_NAMES, type EfacturaStatus } from '../../../contracts/invoices.js';
import { PageQueryDto } from '../../listing-core/dto/listing-list-query.dto.js';

const STATUS_IDS = Object.keys(EFACTURA_STATUS_NAMES) as EfacturaStatus[];

/** `GET /api/admin/efactura`: invoices and credit notes, newest first, by e-Factura state, number/buyer or risk. */
export class EfacturaListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: STATUS_IDS })
  @IsOptional()
  @IsIn(STATUS_IDS, { message: `Starea aleasă nu există (${STATUS_IDS.join(', ')}).` })
  status?: EfacturaStatus;

  @ApiPropertyOptional({ description: 'Part of the number or of the buyer’s name', maxLength: 100 })
  @IsOptional()
  @IsString({ message: 'Căutarea trebuie să fie text.' })
  @MaxLength(100, { message: 'Căutarea poate avea cel mult 100 de caractere.' })
  q?: string;

  @ApiPropertyOptional({
    type: Boolean,
    description: 'true: only those not validated within 4 working days of issue (at risk of missing the 5-day deadline); false: only the others',
  })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'Filtrul „la risc” trebuie să fie true sau false.' })
  atRisk?: boolean;
}
