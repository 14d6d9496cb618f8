import { PartialType } from '@nestjs/swagger';
import { Choice, OptionalInt, OptionalText, OptionalUrl } from '../../listing-core/dto/field-decorators.js';
import { ListingInputDto } from '../../listing-core/dto/listing-input.dto.js';
import { SERVICE_COVERAGE } from '../service.definition.js';

/** A service offered by a company; `domain` and `subdomain` come from the service domains. */
export class CreateServiceDto extends ListingInputDto {
  /** What the price is per: hour, project, month... */
  @OptionalText(40)
  priceUnit?: string | null;

  @Choice(SERVICE_COVERAGE)
  coverage?: string | null;

  @OptionalInt(0, 80)
  experienceYears?: number | null;

  @OptionalUrl()
  website?: string | null;
}

export class UpdateServiceDto extends PartialType(CreateServiceDto) {}
