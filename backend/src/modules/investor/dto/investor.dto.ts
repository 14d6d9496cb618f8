import { PartialType } from '@nestjs/swagger';
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
}

export class UpdateInvestorDto extends PartialType(CreateInvestorDto) {}
