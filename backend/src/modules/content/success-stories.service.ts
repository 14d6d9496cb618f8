import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { EntityManager } from 'typeorm';
import type { SuccessStorySubmitted } from '../../contracts/content.js';
import { CONTENT_RESOURCES } from '../../contracts/content-admin.js';
import { activeStaffContacts } from '../../core/auth/staff-contacts.js';
import { AppException } from '../../core/errors/app.exception.js';
import { sniffImage } from '../../core/http/multipart.js';
import { addressLimit, RateCounters } from '../../core/rate-limit/rate-counters.js';
import { MailService } from '../mail/mail.service.js';
import { IMAGE_TYPE_MESSAGE } from '../uploads/image-processor.js';
import type { SuccessStoryData } from './content.mapper.js';
import { ContentRepository } from './content.repository.js';
import { cleanTexts } from './content-text.js';
import type { SubmitSuccessStoryDto } from './dto/success-story.dto.js';
import { SuccessStoryPhotos } from './success-story-photos.js';

/** The console's screen of success stories (admin/src/content/resources.ts: `content-` + the API path). */
const STORIES_CONSOLE_RESOURCE = `content-${CONTENT_RESOURCES.success_story.path}`;

/** Reviews a client address may send (any outcome) in the window. */
export const SUCCESS_STORY_LIMIT = { max: 3, windowSeconds: 60 * 60 } as const;
export const SUCCESS_STORY_LIMIT_MESSAGE = 'Ai trimis deja câteva recenzii în ultima oră. Încearcă din nou mai târziu.';
export const SUCCESS_STORY_SENT_MESSAGE = 'Mulțumim! Recenzia ta a fost trimisă și va apărea pe site după ce o verifică echipa noastră.';

/**
 * Visitors' reviews (spec section 7: multipart POST masterdata/successStories). A review is stored
 * pending, is not public until a moderator approves it (ContentAdminService.approveStory), and
 * counts against a per-address limit once it has passed validation.
 */
@Injectable()
export class SuccessStoriesService {
  constructor(
    private readonly repository: ContentRepository,
    private readonly counters: RateCounters,
    private readonly photos: SuccessStoryPhotos,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async submit(input: SubmitSuccessStoryDto, photo: Buffer | undefined, clientAddress: string): Promise<SuccessStorySubmitted> {
    // The cheap check of the picture's type comes before the count; decoding it comes after.
    if (photo && !sniffImage(photo)) throw AppException.validation([{ field: 'photo', message: IMAGE_TYPE_MESSAGE }]);
    await this.counters.take([addressLimit('success-story', clientAddress, SUCCESS_STORY_LIMIT, SUCCESS_STORY_LIMIT_MESSAGE)]);
    const photoKey = photo ? await this.photos.store(photo) : undefined;
    const data: SuccessStoryData = cleanTexts({
      name: input.name,
      company: input.company,
      ...(input.city ? { city: input.city } : {}),
      quote: input.text,
      rating: input.rating,
      ...(photoKey ? { photoKey } : {}),
      source: 'visitor' as const,
    });
    try {
      await this.repository.transaction(async (manager) => {
        const entry = await this.repository.insert(manager, {
          kind: 'success_story',
          slug: null,
          position: await this.repository.nextPosition(manager, 'success_story'),
          published: false,
          data: data as unknown as Record<string, unknown>,
          reviewStatus: 'pending',
        });
        await this.alertModerators(manager, entry.id, data);
      });
    } catch (error) {
      if (photoKey) await this.photos.remove(photoKey);
      throw error;
    }
    return { ok: true, message: SUCCESS_STORY_SENT_MESSAGE };
  }

  /** One email per moderator and admin about the review waiting for them, sent once the review is stored. */
  private async alertModerators(manager: EntityManager, id: string, story: SuccessStoryData): Promise<void> {
    const data = {
      name: story.name,
      company: story.company,
      rating: String(story.rating),
      quote: story.quote,
      url: `${this.config.http.publicUrl}/admin/${STORIES_CONSOLE_RESOURCE}/${id}`,
    };
    for (const member of await activeStaffContacts(manager, ['admin', 'moderator'])) {
      await this.mail.send('success-story-staff-alert', member.email, data, { jobId: `success-story-alert-${id}-${member.id}`, transaction: manager });
    }
  }
}
