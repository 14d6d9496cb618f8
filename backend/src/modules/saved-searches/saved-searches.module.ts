import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module.js';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { MailModule } from '../mail/mail.module.js';
import { SignedLinksModule } from '../notifications/signed-links.js';
import { SavedSearchAlertMail } from './saved-search-alerts.js';
import { SavedSearchAlertsRepository } from './saved-search-alerts.repository.js';
import { SavedSearchDigests } from './saved-search-digests.job.js';
import { SavedSearchInstantAlerts } from './saved-search-instant-alerts.job.js';
import { SavedSearchMatching } from './saved-search-matching.job.js';
import { SavedSearchMatcher } from './saved-search.matcher.js';
import { InvestorMatchesController, SavedSearchesController } from './saved-searches.controller.js';
import { SavedSearchesService } from './saved-searches.service.js';

/**
 * Saved searches, their alerts and investor matching (issue 22): the account's API, the worker's
 * matching of published listings against the searches (the public list's own filters, reversed), the
 * instant alerts and digests, and the count of investor profiles matching an owner's listing.
 */
@Module({
  imports: [AccountModule, ListingCoreModule, MailModule, SignedLinksModule],
  controllers: [SavedSearchesController, InvestorMatchesController],
  providers: [
    SavedSearchesService,
    SavedSearchMatcher,
    SavedSearchAlertsRepository,
    SavedSearchAlertMail,
    SavedSearchMatching,
    SavedSearchInstantAlerts,
    SavedSearchDigests,
  ],
  exports: [SavedSearchMatcher],
})
export class SavedSearchesModule {}
