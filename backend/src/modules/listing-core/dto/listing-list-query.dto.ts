import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { LIST_PAGE_SIZE_DEFAULT, LISTING_SORTS, type ListingSort } from '../../../contracts/listings.js';
import { PageNumber, PageSize, SearchText, toInt, trimmed } from '../../../core/validation/page-query.js';
import { toIdList, toTokenList } from './listing-input.dto.js';

export { toInt };

const toAmount = Transform(({ value }) => (typeof value === 'string' && /^\d{1,13}(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : value));

/** `page` and `pageSize` of every paginated listing query (list/web, my listings, moderation). */
export class PageQueryDto {
  @PageNumber()
  page?: number;

  @PageSize({ default: LIST_PAGE_SIZE_DEFAULT })
  pageSize?: number;
}

/** `GET /api/{family}/list/web` query (spec section 7; arrays comma-joined). */
export class ListingListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Text search; ignores diacritics and tolerates typos in titles.' })
  @SearchText()
  q?: string;

  @ApiPropertyOptional({ description: 'County id; 0 means all counties.' })
  @IsOptional()
  @toInt
  @IsInt({ message: 'Județul nu este valid.' })
  @Min(0, { message: 'Județul nu este valid.' })
  @Max(42, { message: 'Județul nu este valid.' })
  county?: number;

  @IsOptional()
  @trimmed
  @IsString({ message: 'Localitatea trebuie să fie text.' })
  @MaxLength(120, { message: 'Maximum 120 de caractere.' })
  city?: string;

  @ApiPropertyOptional({ type: String, description: 'Comma-joined domain ids.' })
  @IsOptional()
  @toIdList
  @IsArray({ message: 'Domeniul nu este valid.' })
  @ArrayMaxSize(25, { message: 'Prea multe domenii.' })
  @IsInt({ each: true, message: 'Domeniul nu este valid.' })
  @Min(1, { each: true, message: 'Domeniul nu este valid.' })
  @Max(32767, { each: true, message: 'Domeniul nu este valid.' })
  domain?: number[];

  @IsOptional()
  @toInt
  @IsInt({ message: 'Subdomeniul nu este valid.' })
  @Min(1, { message: 'Subdomeniul nu este valid.' })
  @Max(32767, { message: 'Subdomeniul nu este valid.' })
  subdomain?: number;

  @ApiPropertyOptional({ description: 'Active category slug or fund type id; "all" means any.' })
  @IsOptional()
  @trimmed
  @IsString({ message: 'Categoria nu este validă.' })
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'Categoria nu este validă.' })
  category?: string;

  @IsOptional()
  @toAmount
  @IsNumber({}, { message: 'Prețul minim trebuie să fie un număr.' })
  @Min(0, { message: 'Prețul minim nu poate fi negativ.' })
  priceMin?: number;

  @IsOptional()
  @toAmount
  @IsNumber({}, { message: 'Prețul maxim trebuie să fie un număr.' })
  @Min(0, { message: 'Prețul maxim nu poate fi negativ.' })
  priceMax?: number;

  @ApiPropertyOptional({ type: String, description: 'Comma-joined features (all must match).' })
  @IsOptional()
  @toTokenList
  @IsArray({ message: 'Lista de facilități nu este validă.' })
  @ArrayMaxSize(10, { message: 'Cel mult 10 valori.' })
  @Matches(/^[a-z0-9-]{1,40}$/, { each: true, message: 'Facilitatea nu este validă.' })
  features?: string[];

  @ApiPropertyOptional({ enum: LISTING_SORTS })
  @IsOptional()
  @IsIn(LISTING_SORTS, { message: 'Ordonarea aleasă nu există.' })
  sort?: ListingSort;
}
