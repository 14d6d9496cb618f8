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
