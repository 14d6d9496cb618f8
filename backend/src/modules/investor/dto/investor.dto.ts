import { ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, Max, Min } from 'class-validator';
import { INVESTOR_KINDS, type InvestorKind } from '../../../contracts/listings.js';
import { Choice, OptionalAmount, OptionalInt } from '../../listing-core/dto/field-decorators.js';
import { ListingInputDto } from '../../listing-core/dto/listing-input.dto.js';

/** An investor profile; `domain` holds the investor's interests (the spec's list of 21). */
export class CreateInvestorDto extends ListingInputDto {
  @Choice(INVESTOR_KINDS, { optional: false })
  investorKind: InvestorKind;

  @OptionalAmount()
  ticketMin?: number | null;

  @OptionalAmount()
  ticketMax?: number | null;

  @OptionalInt(0, 100000)
  portfolioSize?: number | null;

  @ApiPropertyOptional({ type: [Number], description: 'County ids (1-42) the investor invests in; none: all of Romania.' })
  @IsOptional()
  @Transform(({ value }) => {
    if (value === null || value === '') return [];
    const items = typeof value === 'string' ? value.split(',') : typeof value === 'number' ? [value] : value;
    if (!Array.isArray(items)) return items;
    const ids = items.map((item) => (typeof item === 'string' && /^\s*\d{1,2}\s*$/.test(item) ? Number(item) : item)).filter((item) => item !== '');
    return [...new Set(ids)];
  })
  @IsArray({ message: 'Județul nu este valid.' })
  @ArrayMaxSize(42, { message: 'Județul nu este valid.' })
  @IsInt({ each: true, message: 'Județul nu este valid.' })
  @Min(1, { each: true, message: 'Județul nu este valid.' })
  @Max(42, { each: true, message: 'Județul nu este valid.' })
  targetCounties?: number[];
}

export class UpdateInvestorDto extends PartialType(CreateInvestorDto) {}
