import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '../../../../contracts/admin.js';
import { NEWSLETTER_CAMPAIGN_STATUSES, type NewsletterCampaignStatus } from '../../../../contracts/newsletter.js';
import { TrimmedText } from '../../../../core/validation/decorators.js';
import { PageQueryDto } from '../../../listing-core/dto/listing-list-query.dto.js';

const TOPIC_IDS = NEWSLETTER_TOPICS.map((topic) => topic.id);
const STATUS_IDS = NEWSLETTER_CAMPAIGN_STATUSES.map((status) => status.id);
const TOPIC_MESSAGE = 'Subiectul ales nu există (general, funds sau business).';

/** Longest campaign body accepted (HTML, before it is sanitised). */
export const CAMPAIGN_BODY_MAX = 100_000;

/** A campaign as staff write it (create and edit of a draft). */
export class CampaignInputDto {
  @ApiProperty({ minLength: 3, maxLength: 200, example: 'Apeluri de finanțare deschise în iunie' })
  @TrimmedText(3, 200)
  subject: string;

  @ApiProperty({ description: 'Rich text (HTML); sanitised on the server before it is stored', maxLength: CAMPAIGN_BODY_MAX })
  @IsString({ message: 'Conținutul campaniei este obligatoriu.' })
  @MinLength(10, { message: 'Conținutul campaniei trebuie să aibă cel puțin 10 caractere.' })
  @MaxLength(CAMPAIGN_BODY_MAX, { message: `Conținutul campaniei poate avea cel mult ${CAMPAIGN_BODY_MAX} de caractere.` })
  bodyHtml: string;

  @ApiProperty({ enum: TOPIC_IDS, description: 'Who receives it: the confirmed subscribers of this topic' })
  @IsIn(TOPIC_IDS, { message: TOPIC_MESSAGE })
  topic: NewsletterTopic;
}

/** `GET /api/admin/newsletter-campaigns`: newest first, by status and topic. */
export class CampaignListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: STATUS_IDS })
  @IsOptional()
  @IsIn(STATUS_IDS, { message: 'Starea aleasă nu există (draft, sending sau sent).' })
  status?: NewsletterCampaignStatus;

  @ApiPropertyOptional({ enum: TOPIC_IDS })
  @IsOptional()
  @IsIn(TOPIC_IDS, { message: TOPIC_MESSAGE })
  topic?: NewsletterTopic;
}
