import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The integration tests of work that runs in jobs, schedules and transactions spanning services, on
 * the embedded database as `npm start` opens it (one connection, jobs in-process): a query sent past
 * its transaction fails them at once (transaction-guard.ts) where PostgreSQL's pool would hide it.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // One connection serialises what PostgreSQL runs side by side (50 concurrent payments), and a
    // test app's embedded database starts slower.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    include: [
      'test/integration/saved-searches/saved-searches.int-spec.ts',
      'test/integration/listings/listing-lifecycle.int-spec.ts',
      'test/integration/staff/staff-listings.int-spec.ts',
      'test/integration/notifications/listing-notifications.int-spec.ts',
      'test/integration/notifications/staff-alerts.int-spec.ts',
      'test/integration/notifications/pruning.int-spec.ts',
      'test/integration/comments/comments.int-spec.ts',
      'test/integration/messaging/messaging.int-spec.ts',
      'test/integration/deal-room/deal-room.int-spec.ts',
      'test/integration/listing-contact/listing-contact.int-spec.ts',
      'test/integration/consulting/staff-and-client.int-spec.ts',
      'test/integration/orders/checkout.int-spec.ts',
      'test/integration/orders/card-payment.int-spec.ts',
      'test/integration/orders/card-payment-once.int-spec.ts',
      'test/integration/orders/staff-orders.int-spec.ts',
      'test/integration/orders/incomplete-billing.int-spec.ts',
      'test/integration/orders/unpaid-orders-schedule.int-spec.ts',
      'test/integration/invoices/invoices.int-spec.ts',
      'test/integration/invoices/bnr-unreachable.int-spec.ts',
      'test/integration/valuation/valuation-rate.int-spec.ts',
      'test/integration/efactura/spv-upload.int-spec.ts',
      'test/integration/efactura/spv-exactly-once.int-spec.ts',
      'test/integration/efactura/spv-deadline.int-spec.ts',
      'test/integration/efactura/official-rules-gate.int-spec.ts',
      'test/integration/valuation-reports/valuation-reports.int-spec.ts',
      'test/integration/newsletter/double-opt-in.int-spec.ts',
      'test/integration/newsletter/newsletter-admin.int-spec.ts',
      'test/integration/staff/users-admin.int-spec.ts',
      'test/integration/uploads/uploads.int-spec.ts',
      'test/integration/http/health.int-spec.ts',
      'test/integration/notifications/schedules-every-minute.int-spec.ts',
      'test/integration/queue/in-process-turns.int-spec.ts',
      'test/integration/account/data-export.int-spec.ts',
      'test/integration/account/personal-data-erasure.int-spec.ts',
      'test/integration/http/creates-once.int-spec.ts',
    ],
  },
});
