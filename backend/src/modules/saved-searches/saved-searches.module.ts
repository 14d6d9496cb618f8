import { Module } from '@nestjs/common';
import { AccountModule } from '../account/index.js';
import { ListingCoreModule } from '../listing-core/index.js';
import { MailModule } from '../mail/index.js';
import { SignedLinksModule } from '../notifications/index.js';
import { SavedSearchAlerts } from './saved-search-alerts.js';
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
  providers: [SavedSearchesService, SavedSearchMatcher, SavedSearchAlerts],
  exports: [SavedSearchMatcher],
})
export class SavedSearchesModule {}
