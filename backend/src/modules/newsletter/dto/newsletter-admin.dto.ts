import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  NEWSLETTER_SORTS,
  NEWSLETTER_STATUS_FILTERS,
  NEWSLETTER_TOPICS,
  type NewsletterSort,
  type NewsletterStatusFilter,
  type NewsletterTopic,
} from '../../../contracts/admin.js';
import { PageQueryDto } from '../../listing-core/dto/listing-list-query.dto.js';

const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Filters shared by the subscribers list and its CSV export. */
export class NewsletterFilterDto {
  @ApiPropertyOptional({ enum: NEWSLETTER_TOPICS.map((item) => item.id) })
  @IsOptional()
  @IsIn(NEWSLETTER_TOPICS.map((item) => item.id), { message: 'Subiectul ales nu există (general, funds sau business).' })
  topic?: NewsletterTopic;

  @ApiPropertyOptional({ description: 'Part of the email address' })
  @IsOptional()
  @trimmed
  @IsString({ message: 'Căutarea trebuie să fie text.' })
  @MaxLength(100, { message: 'Căutarea poate avea cel mult 100 de caractere.' })
  q?: string;

  @ApiPropertyOptional({ enum: NEWSLETTER_STATUS_FILTERS, default: 'subscribed' })
  @IsOptional()
  @IsIn(NEWSLETTER_STATUS_FILTERS, { message: 'Starea aleasă nu există (subscribed, pending, unsubscribed sau all).' })
  status?: NewsletterStatusFilter;

  @ApiPropertyOptional({ enum: NEWSLETTER_SORTS, default: 'newest' })
  @IsOptional()
  @IsIn(NEWSLETTER_SORTS, { message: 'Ordonarea aleasă nu există.' })
  sort?: NewsletterSort;
}

/** `GET /api/admin/newsletter`: the filters plus `page` and `pageSize` (validated as in every staff list). */
export class NewsletterListQueryDto extends IntersectionType(PageQueryDto, NewsletterFilterDto) {}
