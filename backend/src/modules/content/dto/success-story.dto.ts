import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { SUCCESS_STORY_RATING_MAX, SUCCESS_STORY_RATING_MIN } from '../../../contracts/content.js';
import { TrimmedText } from '../../../core/validation/decorators.js';

const RATING_MESSAGE = 'Nota trebuie să fie un număr întreg de la 1 la 5.';

/**
 * `POST /api/masterdata/successStories` (multipart or JSON): a visitor's review. The photo is the
 * file field `photo`. The review is published only after a moderator approves it.
 */
export class SubmitSuccessStoryDto {
  @ApiProperty({ minLength: 2, maxLength: 100 })
  @TrimmedText(2, 100)
  name: string;

  @ApiProperty({ minLength: 2, maxLength: 120 })
  @TrimmedText(2, 120)
  company: string;

  @ApiPropertyOptional({ maxLength: 80 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsOptional()
  @IsString({ message: 'Localitatea trebuie să fie text.' })
  @MinLength(2, { message: 'Minimum 2 caractere.' })
  @MaxLength(80, { message: 'Maximum 80 caractere.' })
  city?: string;

  @ApiProperty({ minLength: 20, maxLength: 1000, description: 'The review' })
  @TrimmedText(20, 1000)
  text: string;

  @ApiProperty({ minimum: SUCCESS_STORY_RATING_MIN, maximum: SUCCESS_STORY_RATING_MAX })
  @Transform(({ value }) => (typeof value === 'string' && /^\s*\d{1,2}\s*$/.test(value) ? Number(value) : value))
  @IsInt({ message: RATING_MESSAGE })
  @Min(SUCCESS_STORY_RATING_MIN, { message: RATING_MESSAGE })
  @Max(SUCCESS_STORY_RATING_MAX, { message: RATING_MESSAGE })
  rating: number;

  @ApiProperty({ description: 'The visitor agrees to the review (name, company, photo) being published', example: 'true' })
  @IsIn([true, 'true', 'on'], { message: 'Bifează acordul pentru publicarea recenziei pe site.' })
  consent: true | 'true' | 'on';
}

/** `POST /api/admin/content/success-stories/{id}/reject`. */
export class RejectSuccessStoryDto {
  @ApiProperty({ minLength: 5, maxLength: 500 })
  @TrimmedText(5, 500)
  reason: string;
}
