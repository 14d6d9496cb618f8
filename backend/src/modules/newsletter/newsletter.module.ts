import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { NewsletterCampaignSender } from './campaigns/newsletter-campaign-sender.js';
import { NewsletterCampaignsAdminController } from './campaigns/newsletter-campaigns.admin.controller.js';
import { NewsletterCampaignsRepository } from './campaigns/newsletter-campaigns.repository.js';
import { NewsletterCampaignsService } from './campaigns/newsletter-campaigns.service.js';
import { NewsletterAdminController } from './newsletter.admin.controller.js';
import { NewsletterAdminService } from './newsletter-admin.service.js';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterLinksModule } from './newsletter-links.js';
import { NewsletterRepository } from './newsletter.repository.js';
import { NewsletterService } from './newsletter.service.js';

/**
 * The newsletter: double opt-in sign-ups, confirmation, preferences and one-click unsubscribe
 * (public), the subscribers list (`/api/admin/newsletter`) and campaigns
 * (`/api/admin/newsletter-campaigns`, sent through the `newsletter` queue). Exports the sign-up for
 * `POST /api/masterdata/letterScribers`.
 */
@Module({
  imports: [MailModule, NewsletterLinksModule],
  controllers: [NewsletterController, NewsletterAdminController, NewsletterCampaignsAdminController],
  providers: [
    NewsletterService,
    NewsletterRepository,
    NewsletterAdminService,
    NewsletterCampaignsRepository,
    NewsletterCampaignsService,
    NewsletterCampaignSender,
  ],
  exports: [NewsletterService],
})
export class NewsletterModule {}
