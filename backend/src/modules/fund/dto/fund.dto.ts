import { PartialType } from '@nestjs/swagger';
import { IsIn, IsISO8601, IsOptional } from 'class-validator';
import { FUND_TYPES, FUND_REGIONS } from '../../../contracts/lists.js';
import { FUND_CALL_STATUSES, type FundCallStatus } from '../../../contracts/listings.js';
import { Choice, OptionalAmount, OptionalPercent, OptionalText, OptionalUrl } from '../../listing-core/dto/field-decorators.js';
import { ListingInputDto } from '../../listing-core/dto/listing-input.dto.js';
import { ListingListQueryDto } from '../../listing-core/dto/listing-list-query.dto.js';

/** A funding or grant call (staff publish these). */
export class CreateFundDto extends ListingInputDto {
  @Choice(FUND_TYPES, { optional: false })
  fundType: number;

  @Choice(FUND_REGIONS, { optional: false })
  region: string;

  @Choice(FUND_CALL_STATUSES, { optional: false })
  callStatus: FundCallStatus;

  /** Submission deadline, a calendar date (YYYY-MM-DD). */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'Termenul limită nu este o dată validă.' })
  deadline?: string | null;

  @OptionalAmount()
  budget?: number | null;

  @OptionalAmount()
  grantMin?: number | null;

  @OptionalAmount()
  grantMax?: number | null;

  @OptionalPercent()
  cofinancingPercent?: number | null;

  @OptionalText(4000)
  eligibleBeneficiaries?: string | null;

  @OptionalUrl()
  sourceUrl?: string | null;
}

export class UpdateFundDto extends PartialType(CreateFundDto) {}

/** Funds also filter by call status and development region. */
export class FundListQueryDto extends ListingListQueryDto {
  @IsOptional()
  @IsIn(FUND_CALL_STATUSES.map((item) => item.id), { message: 'Starea apelului nu este validă.' })
  callStatus?: FundCallStatus;

  @IsOptional()
  @IsIn(FUND_REGIONS.map((item) => item.id), { message: 'Regiunea nu este validă.' })
  region?: string;
}
