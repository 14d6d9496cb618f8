import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ContentAdminService } from './content-admin.service.js';
import { CONTENT_ADMIN_CONTROLLERS, SuccessStoriesAdminController } from './content.admin.controller.js';
import { ContentMasterdataController, ContentPagesController, SpecialPostsController } from './content.controller.js';
import { ContentRepository } from './content.repository.js';
import { ContentService } from './content.service.js';
import { SuccessStoriesService } from './success-stories.service.js';
import { SuccessStoryPhotos } from './success-story-photos.js';

/**
 * The provider's editorial content, stored in `content_entries` and edited by staff: portfolio,
 * partners, featured links, special posts, team, FAQ and success stories. Public reads
 * (`/api/masterdata/*`, `/api/special-posts/*`, `/api/content/*`), visitors' reviews, and the staff
 * API (`/api/admin/content/*`, audited).
 */
@Module({
  imports: [AuditModule, MailModule],
  controllers: [ContentMasterdataController, ContentPagesController, SpecialPostsController, ...CONTENT_ADMIN_CONTROLLERS, SuccessStoriesAdminController],
  providers: [ContentRepository, ContentService, ContentAdminService, SuccessStoriesService, SuccessStoryPhotos],
  exports: [ContentService],
})
export class ContentModule {}
