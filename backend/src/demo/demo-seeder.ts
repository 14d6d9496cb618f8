import { Logger } from '@nestjs/common';
import type { INestApplicationContext } from '@nestjs/common';
import { AccountService } from '../modules/account/account.service.js';
import { UserRepository } from '../modules/account/user.repository.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { seedDemoListings, type DemoListingsOptions } from './demo-listings-seeder.js';
import { seedDemoOrders } from './demo-orders-seeder.js';
import { seedDemoFundingForms } from './demo-funding-forms-seeder.js';
import { seedDemoNewsletter } from './demo-newsletter-seeder.js';
import { seedDemoEligibilityCheck } from './demo-eligibility-seeder.js';
import { seedDemoValuation } from './demo-valuation-seeder.js';
import { seedDemoDealRoom } from './demo-deal-room-seeder.js';
import { seedDemoListingStats } from './demo-listing-stats-seeder.js';
import { seedDemoMessaging } from './demo-messaging-seeder.js';
import { seedDemoSavedSearches } from './demo-saved-searches-seeder.js';

/**
 * Idempotent: creates the demo accounts that do not exist yet (leaving existing ones untouched),
 * then the demo listings when there are no listings at all, then two orders of the demo company
 * account when there are no orders at all, and the funding programmes' demo forms when there are none,
 * a few newsletter subscribers with one sent campaign when there is no campaign, one kept
 * eligibility check of the demo company account when it has none, and one instant valuation of it
 * (shown on its company listing) when there is no estimate, and one confidential company listing
 * with a pending access request when there is no confidential listing (the deal room), four
 * weeks of seller analytics for the demo members' published listings when no listing has any, and
 * one conversation of the demo buyer with the demo company (three messages, the last one unread)
 * when there is no conversation, and the demo buyer's three saved searches with their matches (and
 * the demo investor profiles' searches) when there is no saved search.
 */
export async function seedDemoData(app: INestApplicationContext, options: DemoListingsOptions = {}): Promise<void> {
  const accounts = app.get(AccountService);
  const users = app.get(UserRepository);
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await users.users.existsBy({ email: account.email })) continue;
    await accounts.createVerified(account);
    created++;
  }
  if (created) new Logger('Demo').log(`Created ${created} demo accounts (see README).`);
  await seedDemoListings(app, options);
  await seedDemoOrders(app);
  await seedDemoFundingForms(app);
  await seedDemoNewsletter(app);
  await seedDemoEligibilityCheck(app);
  await seedDemoValuation(app);
  await seedDemoDealRoom(app);
  await seedDemoListingStats(app);
  await seedDemoMessaging(app);
  await seedDemoSavedSearches(app);
}
