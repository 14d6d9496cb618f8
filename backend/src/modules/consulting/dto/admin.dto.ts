import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsUUID, Matches, ValidateIf } from 'class-validator';
import {
  CONSULTING_KINDS,
  CONSULTING_STATUSES,
  CONSULTING_TOPICS,
  type ConsultingKind,
  type ConsultingStatus,
  type ConsultingTopic,
} from '../../../contracts/consulting.js';
import { TrimmedText } from '../../../core/validation/decorators.js';
import { PageNumber, PageSize, SearchText } from '../../../core/validation/page-query.js';
import { OptionalText } from './consulting-fields.js';

/** A whole number from the query string (a negative one stays text and fails as not whole). */
const toInt = Transform(({ value }) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : value));
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const CONSULTING_SORTS = ['createdAt', 'updatedAt', 'number', 'status'] as const;
export type ConsultingSort = (typeof CONSULTING_SORTS)[number];

/** `GET /api/admin/consulting`: filters, sort and page. */
export class ConsultingListQueryDto {
  @PageNumber(toInt)
  page?: number;

  @PageSize({ default: 25, parse: toInt, refuseAboveMax: true })
  pageSize?: number;

  @ApiPropertyOptional({ enum: CONSULTING_STATUSES.map((item) => item.id) })
  @IsOptional()
  @IsIn(CONSULTING_STATUSES.map((item) => item.id), { message: 'Starea aleasă nu există.' })
  status?: ConsultingStatus;

  @ApiPropertyOptional({ enum: CONSULTING_KINDS.map((item) => item.id) })
  @IsOptional()
  @IsIn(CONSULTING_KINDS.map((item) => item.id), { message: 'Tipul cererii nu există.' })
  kind?: ConsultingKind;

  @ApiPropertyOptional({ enum: CONSULTING_TOPICS.map((item) => item.id) })
  @IsOptional()
  @IsIn(CONSULTING_TOPICS.map((item) => item.id), { message: 'Subiectul ales nu există.' })
  topic?: ConsultingTopic;

  @ApiPropertyOptional({ description: '`me`, `any` (any consultant), `none` (unassigned) or a consultant id' })
  @IsOptional()
  @ValidateIf((dto: ConsultingListQueryDto) => !['me', 'any', 'none'].includes(dto.assigned as string))
  @IsUUID('all', { message: 'Alege „me”, „any”, „none” sau identificatorul unui consultant.' })
  assigned?: string;

  @ApiPropertyOptional({ description: 'Part of the name, email or number' })
  @SearchText()
  q?: string;

  @ApiPropertyOptional({ description: 'Created on or after this day (YYYY-MM-DD, Romanian time)' })
  @IsOptional()
  @Matches(DATE, { message: 'Data de început nu este validă (AAAA-LL-ZZ).' })
  from?: string;

  @ApiPropertyOptional({ description: 'Created on or before this day (YYYY-MM-DD, Romanian time)' })
  @IsOptional()
  @Matches(DATE, { message: 'Data de sfârșit nu este validă (AAAA-LL-ZZ).' })
  to?: string;

  @ApiPropertyOptional({ enum: CONSULTING_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsIn(CONSULTING_SORTS, { message: 'Ordonarea aleasă nu există.' })
  sort?: ConsultingSort;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.toLowerCase() : value))
  @IsIn(['asc', 'desc'], { message: 'Sensul ordonării trebuie să fie „asc” sau „desc”.' })
  order?: 'asc' | 'desc';
}

export class AssignConsultingDto {
  /** The consultant (or admin) to assign; null unassigns. */
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  @ValidateIf((dto: AssignConsultingDto) => dto.consultantId !== null)
  @IsUUID('all', { message: 'Alege un consultant (sau null pentru a elibera cererea).' })
  consultantId: string | null;
}

export class ChangeConsultingStatusDto {
  @ApiProperty({ enum: CONSULTING_STATUSES.map((item) => item.id) })
  @IsIn(CONSULTING_STATUSES.map((item) => item.id), { message: 'Starea aleasă nu există.' })
  status: ConsultingStatus;

  /** Sent to the client with the status mail. */
  @ApiPropertyOptional({ maxLength: 2000 })
  @OptionalText(2000)
  message?: string;
}

export class ConsultingNoteDto {
  @ApiProperty({ minLength: 2, maxLength: 5000 })
  @TrimmedText(2, 5000)
  text: string;
}

/** `GET /api/consulting/mine`: the page of the user's own requests. */
export class MineQueryDto {
  @PageNumber(toInt)
  page?: number;

  @PageSize({ default: 20, parse: toInt, refuseAboveMax: true })
  pageSize?: number;
}
