import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { EMAIL_PATTERN } from '../../../contracts/auth.js';
import { CURRENCIES, LISTING_MAX_DOCUMENTS, LISTING_MAX_IMAGES, type Currency } from '../../../contracts/listings.js';
import { TrimmedString } from '../../../core/validation/decorators.js';

const trimOrNull = Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value));

/** Accepts one id, a numeric string, an array, or a comma-joined list (spec: "number, string or array"). */
export const toIdList = Transform(({ value }) => {
  if (value === null || value === undefined || value === '') return value === '' ? [] : value;
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  return items.map((item) => (typeof item === 'string' && /^\s*\d{1,6}\s*$/.test(item) ? Number(item) : item));
});

/** Accepts an array or a comma-joined string of short tokens. */
export const toTokenList = Transform(({ value }) => {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return value;
});

/**
 * The deal room's fields of a listing (company and investment families; see contracts/deal-room.ts):
 * checked against the family and each other by the listing core.
 */
export class ConfidentialInputDto {
  @IsOptional()
  @IsBoolean({ message: 'Alege dacă anunțul este confidențial.' })
  confidential?: boolean;

  /** The public description of a confidential listing; rich text, sanitised on save. */
  @IsOptional()
  @IsString({ message: 'Descrierea publică trebuie să fie text.' })
  @MaxLength(3000, { message: 'Descrierea publică poate avea cel mult 3.000 de caractere.' })
  teaser?: string | null;

  @IsOptional()
  @trimOrNull
  @IsString({ message: 'Denumirea firmei trebuie să fie text.' })
  @MaxLength(200, { message: 'Denumirea firmei poate avea cel mult 200 de caractere.' })
  companyName?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'Figure fields of the family shown in the teaser.' })
  @IsOptional()
  @toTokenList
  @IsArray({ message: 'Lista de cifre publice nu este validă.' })
  @ArrayMaxSize(10, { message: 'Lista de cifre publice nu este validă.' })
  @IsString({ each: true, message: 'Cifra publică nu este validă.' })
  @Matches(/^[A-Za-z]{2,40}$/, { each: true, message: 'Cifra publică nu este validă.' })
  publicFigures?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Keys of gallery images kept for approved buyers.' })
  @IsOptional()
  @IsArray({ message: 'Lista de imagini private nu este validă.' })
  @ArrayMaxSize(LISTING_MAX_IMAGES, { message: 'Lista de imagini private nu este validă.' })
  @IsString({ each: true, message: 'Imaginea privată nu este validă.' })
  @Matches(/^[a-z0-9/_-]{8,120}$/, { each: true, message: 'Imaginea privată nu este validă.' })
  privateGallery?: string[];
}

/**
 * Fields every family's create/update input shares. Each family's DTO extends this with its own
 * validated fields; list-bound values (domain, category, features, county) are checked against the
 * family's definition by the listing core.
 */
export class ListingInputDto extends ConfidentialInputDto {
  @TrimmedString(160)
  @MinLength(5, { message: 'Titlul trebuie să aibă cel puțin 5 caractere.' })
  title: string;

  /** Rich text (HTML); sanitised on save. */
  @IsOptional()
  @IsString({ message: 'Descrierea trebuie să fie text.' })
  @MaxLength(20000, { message: 'Descrierea poate avea cel mult 20.000 de caractere.' })
  description?: string;

  @ApiPropertyOptional({ description: 'Asking price / amount; null for "on request".' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'Prețul trebuie să fie un număr cu cel mult două zecimale.' })
  @Min(0, { message: 'Prețul nu poate fi negativ.' })
  @Max(1e12, { message: 'Prețul este prea mare.' })
  price?: number | null;

  @IsOptional()
  @IsIn(CURRENCIES, { message: 'Moneda trebuie să fie EUR, RON sau USD.' })
  currency?: Currency;

  @ApiPropertyOptional({ description: 'County id (GET /api/masterdata/counties); 0 is not a county.' })
  @IsOptional()
  @IsInt({ message: 'Județul nu este valid.' })
  @Min(1, { message: 'Alege un județ.' })
  @Max(42, { message: 'Județul nu este valid.' })
  county?: number | null;

  @IsOptional()
  @trimOrNull
  @IsString({ message: 'Localitatea trebuie să fie text.' })
  @MaxLength(120, { message: 'Maximum 120 de caractere.' })
  city?: string | null;

  @ApiPropertyOptional({ type: [Number], description: 'Domain ids (one, several, or comma-joined).' })
  @IsOptional()
  @toIdList
  @IsArray({ message: 'Domeniul nu este valid.' })
  @ArrayMaxSize(25, { message: 'Prea multe domenii.' })
  @IsInt({ each: true, message: 'Domeniul nu este valid.' })
  domain?: number[];

  @IsOptional()
  @IsInt({ message: 'Subdomeniul nu este valid.' })
  @Min(1, { message: 'Subdomeniul nu este valid.' })
  subdomain?: number | null;

  @IsOptional()
  @IsString({ message: 'Categoria nu este validă.' })
  @MaxLength(40, { message: 'Categoria nu este validă.' })
  category?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @toTokenList
  @IsArray({ message: 'Lista de facilități nu este validă.' })
  @ArrayMaxSize(10, { message: 'Cel mult 10 valori.' })
  @IsString({ each: true, message: 'Facilitatea nu este validă.' })
  @Matches(/^[a-z0-9-]{2,40}$/, { each: true, message: 'Facilitatea nu este validă.' })
  features?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Keys of uploaded images (POST /api/uploads/images), in display order.' })
  @IsOptional()
  @IsArray({ message: 'Galeria nu este validă.' })
  @ArrayMaxSize(LISTING_MAX_IMAGES, { message: `O listare poate avea cel mult ${LISTING_MAX_IMAGES} de imagini.` })
  @IsString({ each: true, message: 'Imaginea nu este validă.' })
  @Matches(/^[a-z0-9/_-]{8,120}$/, { each: true, message: 'Imaginea nu este validă.' })
  gallery?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Keys of uploaded private documents.' })
  @IsOptional()
  @IsArray({ message: 'Lista de documente nu este validă.' })
  @ArrayMaxSize(LISTING_MAX_DOCUMENTS, { message: `Cel mult ${LISTING_MAX_DOCUMENTS} documente.` })
  @IsString({ each: true, message: 'Documentul nu este valid.' })
  @Matches(/^[a-z0-9/_.-]{8,120}$/, { each: true, message: 'Documentul nu este valid.' })
  documents?: string[];

  @IsOptional()
  @trimOrNull
  @IsString({ message: 'Numele de contact trebuie să fie text.' })
  @MaxLength(120, { message: 'Maximum 120 de caractere.' })
  contactName?: string | null;

  @IsOptional()
  @trimOrNull
  @IsString({ message: 'Telefonul trebuie să fie text.' })
  @Matches(/^\+?[0-9 ().-]{6,25}$/, { message: 'Numărul de telefon nu este valid.' })
  contactPhone?: string | null;

  @IsOptional()
  @trimOrNull
  @IsString({ message: 'Adresa de email nu este validă.' })
  @MaxLength(254, { message: 'Adresa de email este prea lungă.' })
  @Matches(EMAIL_PATTERN, { message: 'Adresa de email nu este validă.' })
  contactEmail?: string | null;
}

/** `PUT /api/{family}` carries the listing's id in the body. */
export class ListingIdBodyDto {
  @IsUUID('all', { message: 'Identificatorul anunțului nu este valid.' })
  id: string;
}
