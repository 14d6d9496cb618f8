import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The site of these journeys runs on the embedded default (e2e/support/global-setup.ts).
process.env.E2E_DATABASE = 'embedded';

/**
 * The journeys that go through jobs and schedules, on the embedded default as `npm start` runs it:
 * one database connection, jobs and schedules in-process. A query sent past its transaction freezes
 * that database (and fails at once outside production), so these catch what PostgreSQL hides.
 */
export default defineConfig({
  ...base,
  testMatch: [
    'publishing/publish.spec.ts',
    'admin/moderation.spec.ts',
    'account/saved-searches.spec.ts',
    'account/messaging.spec.ts',
    'admin/orders.spec.ts',
    'admin/efactura.spec.ts',
    'checkout/checkout.spec.ts',
    'checkout/card-payment.spec.ts',
    'listings/deal-room.spec.ts',
    'listings/deal-room-site.spec.ts',
    'listings/comments.spec.ts',
    'content/newsletter-campaign.spec.ts',
  ],
});
