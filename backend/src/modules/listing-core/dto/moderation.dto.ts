import { Transform } from 'class-transformer';
import { IsDateString, IsIn, IsInt, IsOptional, IsString, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { LISTING_TYPES } from '../../../contracts/lists.js';

const toInt = Transform(({ value }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value));

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
export class ListingPageQueryDto {
  @IsOptional()
  @toInt
  @IsInt({ message: 'Pagina trebuie să fie un număr întreg.' })
  @Min(1, { message: 'Pagina minimă este 1.' })
  page?: number;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Math.min(Number(value), 100) : value))
  @IsInt({ message: 'Numărul de rezultate pe pagină trebuie să fie un număr întreg.' })
  @Min(1, { message: 'Cel puțin un rezultat pe pagină.' })
  pageSize?: number;

  @IsOptional()
  @toInt
  @IsIn(LISTING_TYPES.map((item) => item.id), { message: 'Tipul anunțului nu este valid.' })
  type?: number;
}
