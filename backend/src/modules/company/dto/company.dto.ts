import { PartialType } from '@nestjs/swagger';
import { BUSINESS_TYPES, PROPERTY_TYPES } from '../../../contracts/lists.js';
import { Choice, OptionalAmount, OptionalInt, OptionalText } from '../../listing-core/dto/field-decorators.js';
import { ListingInputDto } from '../../listing-core/dto/listing-input.dto.js';
import { Matches, IsOptional } from 'class-validator';
import { YEAR_MIN } from '../../../contracts/years.js';
import { OptionalYear } from '../../../core/validation/year.js';

/** A business for sale: `price` is the asking price; the rest is what a buyer weighs. */
export class CreateCompanyDto extends ListingInputDto {
  @Choice(BUSINESS_TYPES)
  businessType?: number | null;

  /** CAEN code of the main activity (4 digits). */
  @IsOptional()
  @Matches(/^\d{4}$/, { message: 'Codul CAEN are 4 cifre.' })
  domainCaen?: string | null;

  @OptionalAmount()
  yearlyTurnover?: number | null;

  @OptionalAmount(-1e13)
  yearlyProfit?: number | null;

  @OptionalInt(0, 1_000_000)
  employees?: number | null;

  @OptionalYear(YEAR_MIN.yearFounded)
  yearFounded?: number | null;

  @OptionalText(2000)
  reasonForSale?: string | null;

  @OptionalText(2000)
  priceIncludes?: string | null;

  /** Whether the premises are owned, rented or on loan (comodat). */
  @Choice(PROPERTY_TYPES)
  propertyType?: number | null;
}

export class UpdateCompanyDto extends PartialType(CreateCompanyDto) {}
