import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsString, MaxLength } from 'class-validator';
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '../../../contracts/admin.js';
import { IsRoEmail, TrimmedText } from '../../../core/validation/decorators.js';

const TOPIC_IDS = NEWSLETTER_TOPICS.map((topic) => topic.id);
const TOKEN_MESSAGE = 'Linkul nu este valid. Deschide-l din nou din emailul primit de la RoAfaceri.';

/** `POST /api/newsletter`, `/newsletter/funds`, `/newsletter/business` (spec: newsletter form: email). */
export class NewsletterEmailDto {
  @ApiProperty({ example: 'ana@firma.ro' })
  @IsRoEmail()
  email: string;
}

/** `POST /api/masterdata/letterScribers` (spec: "letterScribers (POST with a name)"): the general newsletter. */
export class LetterScriberDto extends NewsletterEmailDto {
  @ApiProperty({ minLength: 2, maxLength: 100, example: 'Ana Popescu' })
  @TrimmedText(2, 100)
  name: string;
}

/** A link's token (confirmation, preferences, unsubscribe). */
export class NewsletterTokenDto {
  @ApiProperty({ description: 'The token of the link mailed to the subscriber' })
  @IsString({ message: TOKEN_MESSAGE })
  @MaxLength(200, { message: TOKEN_MESSAGE })
  token: string;
}

/** `PUT /api/newsletter/preferences`: the topics to receive from now on; none unsubscribes. */
export class NewsletterPreferencesDto extends NewsletterTokenDto {
  @ApiProperty({ enum: TOPIC_IDS, isArray: true })
  @Transform(({ value }) => (typeof value === 'string' ? (value ? value.split(',') : []) : value))
  @IsArray({ message: 'Alege subiectele pe care vrei să le primești.' })
  @ArrayMaxSize(TOPIC_IDS.length, { message: 'Alege cel mult trei subiecte.' })
  @IsIn(TOPIC_IDS, { each: true, message: 'Subiectul ales nu există (general, funds sau business).' })
  topics: NewsletterTopic[];
}
