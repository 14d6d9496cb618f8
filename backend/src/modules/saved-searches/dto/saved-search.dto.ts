import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX, type SavedSearchFilters, type SavedSearchFrequency } from '../../../contracts/saved-searches.js';

const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : value));
const FREQUENCY_MESSAGE = 'Alege cât de des vrei alertele: imediat, zilnic sau săptămânal.';

/** `POST /api/saved-searches`: the filters are checked as the family's list query (SavedSearchesService). */
export class CreateSavedSearchDto {
  @ApiProperty({ description: 'The listing family (ListingType, 1–7).' })
  @IsInt({ message: 'Tipul de anunț nu este valid.' })
  @Min(1, { message: 'Tipul de anunț nu este valid.' })
  @Max(7, { message: 'Tipul de anunț nu este valid.' })
  type: number;

  @ApiProperty({ maxLength: SAVED_SEARCH_NAME_MAX })
  @trimmed
  @IsString({ message: 'Numele căutării trebuie să fie text.' })
  @MinLength(1, { message: 'Dă un nume căutării.' })
  @MaxLength(SAVED_SEARCH_NAME_MAX, { message: `Numele poate avea cel mult ${SAVED_SEARCH_NAME_MAX} de caractere.` })
  name: string;

  @ApiProperty({ enum: SAVED_SEARCH_FREQUENCIES })
  @IsIn(SAVED_SEARCH_FREQUENCIES, { message: FREQUENCY_MESSAGE })
  frequency: SavedSearchFrequency;

  @ApiPropertyOptional({ description: 'The family page filters (as its list/web query).' })
  @IsOptional()
  @IsObject({ message: 'Filtrele căutării nu sunt valide.' })
  filters?: SavedSearchFilters;
}

/** `PATCH /api/saved-searches/{id}`. */
export class UpdateSavedSearchDto {
  @IsOptional()
  @trimmed
  @IsString({ message: 'Numele căutării trebuie să fie text.' })
  @MinLength(1, { message: 'Dă un nume căutării.' })
  @MaxLength(SAVED_SEARCH_NAME_MAX, { message: `Numele poate avea cel mult ${SAVED_SEARCH_NAME_MAX} de caractere.` })
  name?: string;

  @IsOptional()
  @IsIn(SAVED_SEARCH_FREQUENCIES, { message: FREQUENCY_MESSAGE })
  frequency?: SavedSearchFrequency;

  @IsOptional()
  @IsBoolean({ message: 'Starea de pauză trebuie să fie da sau nu.' })
  paused?: boolean;
}

/** `GET /api/listings/mine/investor-matches?listingIds=a,b,…`: the listings of one page of cont/anunturile-mele. */
export class InvestorMatchesQueryDto {
  @ApiProperty({ description: 'Comma-separated listing ids (1–100).' })
  @Transform(({ value }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean)
      : value,
  )
  @IsArray({ message: 'Lista de anunțuri lipsește.' })
  @ArrayMinSize(1, { message: 'Alege cel puțin un anunț.' })
  @ArrayMaxSize(100, { message: 'Cel mult 100 de anunțuri o dată.' })
  @IsUUID('all', { each: true, message: 'Identificatorul anunțului nu este valid.' })
  listingIds: string[];
}
