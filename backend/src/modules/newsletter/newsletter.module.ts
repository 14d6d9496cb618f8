import { Module } from '@nestjs/common';
import { NewsletterAdminController } from './newsletter.admin.controller.js';
import { NewsletterAdminService } from './newsletter-admin.service.js';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterRepository } from './newsletter.repository.js';
import { NewsletterService } from './newsletter.service.js';

/** Newsletter sign-ups (public) and their list for staff (`/api/admin/newsletter`). */
@Module({
  controllers: [NewsletterController, NewsletterAdminController],
  providers: [NewsletterService, NewsletterRepository, NewsletterAdminService],
})
export class NewsletterModule {}
