import { PartialType } from '@nestjs/swagger';
import { FUELS, POLLUTION_CLASSES, PROPERTY_TYPES } from '../../../contracts/lists.js';
import { Choice, OptionalAmount, OptionalText } from '../../listing-core/dto/field-decorators.js';
import { ListingInputDto } from '../../listing-core/dto/listing-input.dto.js';
import { YEAR_MIN } from '../../../contracts/years.js';
import { OptionalYear } from '../../../core/validation/year.js';

/** A business asset; `category` is the asset category (utilaje-auto, imobiliare, ...). */
export class CreateActiveDto extends ListingInputDto {
  @Choice(FUELS)
  fuel?: number | null;

  @Choice(POLLUTION_CLASSES)
  pollutionClass?: number | null;

  @Choice(PROPERTY_TYPES)
  propertyType?: number | null;

  @OptionalYear(YEAR_MIN.manufactureYear)
  manufactureYear?: number | null;

  @OptionalAmount(0, 1e9)
  surfaceSqm?: number | null;

  @OptionalText(40)
  condition?: string | null;
}

export class UpdateActiveDto extends PartialType(CreateActiveDto) {}
