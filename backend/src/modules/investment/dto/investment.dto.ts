import { PartialType } from '@nestjs/swagger';
import { INVESTMENT_KINDS, type InvestmentKind } from '../../../contracts/listings.js';
import { Choice, OptionalPercent, OptionalText } from '../../listing-core/dto/field-decorators.js';
import { ListingInputDto } from '../../listing-core/dto/listing-input.dto.js';

/** An investment offer / partner search; `price` is the amount sought. */
export class CreateInvestmentDto extends ListingInputDto {
  @Choice(INVESTMENT_KINDS, { optional: false })
  investmentKind: InvestmentKind;

  @OptionalPercent()
  equityOfferedPercent?: number | null;

  @OptionalText(60)
  stage?: string | null;

  @OptionalText(200)
  expectedReturn?: string | null;
}

export class UpdateInvestmentDto extends PartialType(CreateInvestmentDto) {}
