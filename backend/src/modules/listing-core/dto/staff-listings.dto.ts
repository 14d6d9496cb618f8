import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  ADMIN_LISTING_SORTS,
  BULK_MODERATION_ACTIONS,
  BULK_MODERATION_MAX_IDS,
  type AdminListingSort,
  type BulkModerationAction,
} from '../../../contracts/admin.js';
import { LISTING_STATUSES, type ListingStatus } from '../../../contracts/listings.js';
import { LISTING_TYPES } from '../../../contracts/lists.js';
import { PageQueryDto, toInt } from './listing-list-query.dto.js';
import { SearchText } from '../../../core/validation/page-query.js';

const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** `POST /api/admin/listings/{id}/request-changes`: what the owner should change. */
export class RequestChangesDto {
  @trimmed
  @IsString({ message: 'Mesajul pentru proprietar este obligatoriu.' })
  @MinLength(5, { message: 'Scrie ce trebuie modificat (cel puțin 5 caractere).' })
  @MaxLength(1000, { message: 'Maximum 1000 de caractere.' })
  message: string;
}

/** `POST /api/admin/listings/bulk`: one decision for 1–100 listings; `reason` is required to reject. */
export class BulkModerationDto {
  @ApiProperty({ enum: BULK_MODERATION_ACTIONS })
  @IsIn(BULK_MODERATION_ACTIONS, { message: 'Acțiunea trebuie să fie approve sau reject.' })
  action: BulkModerationAction;

  @ApiProperty({ type: [String], minItems: 1, maxItems: BULK_MODERATION_MAX_IDS })
  @IsArray({ message: 'Lista de anunțuri trebuie să fie o listă de identificatori.' })
  @ArrayMinSize(1, { message: 'Alege cel puțin un anunț.' })
  @ArrayMaxSize(BULK_MODERATION_MAX_IDS, { message: `Cel mult ${BULK_MODERATION_MAX_IDS} de anunțuri odată.` })
  @ArrayUnique({ message: 'Un anunț apare de mai multe ori în listă.' })
  @IsUUID('all', { each: true, message: 'Identificatorul anunțului nu este valid.' })
  ids: string[];

  @ValidateIf((dto: BulkModerationDto) => dto.action === 'reject' || dto.reason !== undefined)
  @trimmed
  @IsString({ message: 'Motivul respingerii este obligatoriu.' })
  @MinLength(5, { message: 'Scrie motivul respingerii (cel puțin 5 caractere).' })
  @MaxLength(1000, { message: 'Maximum 1000 de caractere.' })
  reason?: string;
}

/** `GET /api/admin/listings`: every family and state, for the staff index. */
export class StaffListingQueryDto extends PageQueryDto {
  @IsOptional()
  @toInt
  @IsIn(LISTING_TYPES.map((item) => item.id), { message: 'Tipul anunțului nu este valid.' })
  type?: number;

  @ApiPropertyOptional({ enum: LISTING_STATUSES })
  @IsOptional()
  @IsIn(LISTING_STATUSES, { message: 'Starea anunțului nu este validă.' })
  status?: ListingStatus;

  @ApiPropertyOptional({ description: "Owner's user id" })
  @IsOptional()
  @IsUUID('all', { message: 'Identificatorul proprietarului nu este valid.' })
  owner?: string;

  @IsOptional()
  @toInt
  @IsInt({ message: 'Județul nu este valid.' })
  @Min(1, { message: 'Județul nu este valid.' })
  @Max(42, { message: 'Județul nu este valid.' })
  county?: number;

  @ApiPropertyOptional({ description: 'Part of the title (diacritics ignored) or of the slug' })
  @SearchText()
  q?: string;

  @ApiPropertyOptional({ enum: ADMIN_LISTING_SORTS })
  @IsOptional()
  @IsIn(ADMIN_LISTING_SORTS, { message: 'Ordonarea aleasă nu există.' })
  sort?: AdminListingSort;
}
