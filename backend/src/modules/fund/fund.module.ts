import { Module } from '@nestjs/common';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { MailModule } from '../mail/mail.module.js';
import { NewsletterLinksModule } from '../newsletter/newsletter-links.js';
import { FundCallsService } from './fund-calls.service.js';
import { FUND_FAMILY } from './fund.definition.js';
import { FundController } from './fund.controller.js';

/** Funds and grants: `/api/fund` (also `/list/web-new`); calls close past their deadline; the weekly digest. */
@Module({
  imports: [ListingCoreModule.forFamily(FUND_FAMILY), MailModule, NewsletterLinksModule],
  controllers: [FundController],
  providers: [FundCallsService],
})
export class FundModule {}
