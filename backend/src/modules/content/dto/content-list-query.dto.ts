import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { CONTENT_LIST_SORTS, REVIEW_STATUSES, type ContentListSort, type ReviewStatus } from '../../../contracts/content-admin.js';
import { PageQueryDto } from '../../listing-core/dto/listing-list-query.dto.js';

const REVIEW_STATUS_IDS = REVIEW_STATUSES.map((status) => status.id);
const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const toBoolean = Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));

/** `GET /api/admin/content/{resource}`: pages, a text search, and the filters of the console's lists. */
export class ContentListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Text anywhere in the entry (diacritics ignored)' })
  @IsOptional()
  @trimmed
  @IsString({ message: 'Căutarea trebuie să fie text.' })
  @MaxLength(100, { message: 'Căutarea poate avea cel mult 100 de caractere.' })
  q?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @toBoolean
  @IsBoolean({ message: 'Filtrul „publicat” trebuie să fie true sau false.' })
  published?: boolean;

  @ApiPropertyOptional({ description: "The kind's grouping field: portfolio category, partner kind, link placement, post collection, FAQ topic" })
  @IsOptional()
  @trimmed
  @IsString({ message: 'Filtrul nu este valid.' })
  @MaxLength(40, { message: 'Filtrul nu este valid.' })
  group?: string;

  @ApiPropertyOptional({ enum: REVIEW_STATUS_IDS, description: 'Success stories only' })
  @IsOptional()
  @IsIn(REVIEW_STATUS_IDS, { message: 'Starea trebuie să fie pending, approved sau rejected.' })
  status?: ReviewStatus;

  @ApiPropertyOptional({ enum: CONTENT_LIST_SORTS, default: 'position' })
  @IsOptional()
  @IsIn(CONTENT_LIST_SORTS, { message: 'Ordinea trebuie să fie una dintre: position, newest, oldest, updated.' })
  sort?: ContentListSort;
}
