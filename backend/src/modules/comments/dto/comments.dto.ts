import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { COMMENT_STATUSES, COMMENT_TEXT_MAX, COMMENT_TEXT_MIN, type CommentStatus } from '../../../contracts/comments.js';
import { TrimmedText } from '../../../core/validation/decorators.js';
import { PageQueryDto } from '../../listing-core/dto/listing-list-query.dto.js';

const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const TEXT_MESSAGE = `Comentariul trebuie să aibă între ${COMMENT_TEXT_MIN} și ${COMMENT_TEXT_MAX} de caractere.`;

/** `POST /api/comments`: a comment on a published news article. */
export class CreateCommentDto {
  @ApiProperty({ format: 'uuid', description: 'The news article (listing id)' })
  @trimmed
  @IsUUID('all', { message: 'Identificatorul articolului nu este valid.' })
  @IsNotEmpty({ message: 'Alege articolul pe care îl comentezi.' })
  listingId: string;

  @ApiProperty({ minLength: COMMENT_TEXT_MIN, maxLength: COMMENT_TEXT_MAX, description: 'Plain text; markup is removed' })
  @trimmed
  @IsString({ message: 'Comentariul trebuie să fie text.' })
  @IsNotEmpty({ message: 'Scrie comentariul.' })
  @MaxLength(COMMENT_TEXT_MAX, { message: TEXT_MESSAGE })
  text: string;
}

/** `GET /api/admin/comments`: the moderation queue and its filters. */
export class CommentAdminQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: [...COMMENT_STATUSES, 'all'], default: 'pending' })
  @IsOptional()
  @IsIn([...COMMENT_STATUSES, 'all'], { message: 'Starea trebuie să fie pending, approved, rejected sau all.' })
  status?: CommentStatus | 'all';

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the comments of this listing' })
  @IsOptional()
  @trimmed
  @IsUUID('all', { message: 'Identificatorul articolului nu este valid.' })
  listingId?: string;

  @ApiPropertyOptional({ description: 'Text of the comment, article title or author (diacritics ignored)' })
  @IsOptional()
  @trimmed
  @IsString({ message: 'Căutarea trebuie să fie text.' })
  @MaxLength(100, { message: 'Căutarea poate avea cel mult 100 de caractere.' })
  q?: string;
}

/** `POST /api/admin/comments/{id}/reject`. */
export class RejectCommentDto {
  @ApiProperty({ minLength: 5, maxLength: 500 })
  @TrimmedText(5, 500)
  reason: string;
}
