import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ORDER_KINDS, ORDER_SORTS, ORDER_STATUSES, type OrderKind, type OrderSort, type OrderStatus } from '../../../contracts/orders.js';
import { PageQueryDto } from '../../listing-core/dto/listing-list-query.dto.js';

const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** `GET /api/admin/orders`: filters, sort and page. */
export class OrderAdminQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ORDER_STATUSES.map((item) => item.id), description: 'Every status when absent' })
  @IsOptional()
  @IsIn(ORDER_STATUSES.map((item) => item.id), { message: 'Starea trebuie să fie awaiting_payment, paid sau cancelled.' })
  status?: OrderStatus;

  @ApiPropertyOptional({ enum: ORDER_KINDS.map((item) => item.id) })
  @IsOptional()
  @IsIn(ORDER_KINDS.map((item) => item.id), { message: 'Tipul comenzii trebuie să fie promotion sau valuation.' })
  kind?: OrderKind;

  @ApiPropertyOptional({ description: 'Part of the order number, of the billing or account email, or of the billing or account name (diacritics ignored)' })
  @IsOptional()
  @trimmed
  @IsString({ message: 'Căutarea trebuie să fie text.' })
  @MaxLength(100, { message: 'Căutarea poate avea cel mult 100 de caractere.' })
  q?: string;

  @ApiPropertyOptional({ enum: ORDER_SORTS, default: 'newest' })
  @IsOptional()
  @IsIn(ORDER_SORTS, { message: 'Ordonarea aleasă nu există.' })
  sort?: OrderSort;
}

/** `POST /api/admin/orders/{id}/mark-paid`. */
export class MarkOrderPaidDto {
  @ApiProperty({ maxLength: 100, description: 'The reference of the transfer on the bank statement' })
  @trimmed
  @MaxLength(100, { message: 'Referința plății poate avea cel mult 100 de caractere.' })
  @IsNotEmpty({ message: 'Scrie referința plății din extrasul de cont.' })
  @IsString({ message: 'Scrie referința plății din extrasul de cont.' })
  paymentReference: string;
}

/** `POST /api/admin/orders/{id}/cancel`. */
export class CancelOrderDto {
  @ApiProperty({ minLength: 5, maxLength: 500, description: 'Sent to the client' })
  @trimmed
  @MaxLength(500, { message: 'Motivul poate avea cel mult 500 de caractere.' })
  @MinLength(5, { message: 'Motivul anulării trebuie să aibă cel puțin 5 caractere.' })
  @IsNotEmpty({ message: 'Scrie motivul anulării (îl primește clientul).' })
  @IsString({ message: 'Scrie motivul anulării (îl primește clientul).' })
  reason: string;
}
