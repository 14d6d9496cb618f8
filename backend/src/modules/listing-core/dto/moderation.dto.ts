import { Transform } from 'class-transformer';
import { IsDateString, IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { LISTING_TYPES } from '../../../contracts/lists.js';
import { PageQueryDto, toInt } from './listing-list-query.dto.js';

export class RejectListingDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Motivul respingerii este obligatoriu.' })
  @MinLength(5, { message: 'Scrie motivul respingerii (cel puțin 5 caractere).' })
  @MaxLength(1000, { message: 'Maximum 1000 de caractere.' })
  reason: string;
}

export class PromoteListingDto {
  /** End of the promotion (ISO date-time); null ends it now. */
  @ValidateIf((dto: PromoteListingDto) => dto.until !== null)
  @IsDateString({}, { message: 'Data de final a promovării nu este validă.' })
  until: string | null;
}

/** Page query of the staff and owner lists, optionally one family. */
export class ListingPageQueryDto extends PageQueryDto {
  @IsOptional()
  @toInt
  @IsIn(LISTING_TYPES.map((item) => item.id), { message: 'Tipul anunțului nu este valid.' })
  type?: number;
}

/** States the owner's list filters by (`archived` is never shown there). */
export const MY_LISTING_STATUSES = ['pending', 'approved', 'rejected', 'changes_requested', 'expired'] as const;
export type MyListingStatus = (typeof MY_LISTING_STATUSES)[number];

/** `GET /api/listings/mine`: a page of the owner's listings, optionally one family, one state, only confidential ones. */
export class MyListingsQueryDto extends ListingPageQueryDto {
  /** As the owner sees it: an approved listing past its end date counts as expired (the nightly job may not have run yet). */
  @IsOptional()
  @IsIn(MY_LISTING_STATUSES, { message: 'Starea anunțului nu este validă.' })
  status?: MyListingStatus;

  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsIn([true, false], { message: 'Filtrul „confidențial” trebuie să fie true sau false.' })
  confidential?: boolean;
}
