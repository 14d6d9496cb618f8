import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The site of these journeys runs on the embedded default (e2e/support/global-setup.ts).
process.env.E2E_DATABASE = 'embedded';

/** One journey per kind of work that goes through jobs, schedules and cross-service transactions. */
const JOURNEYS = [
  'a legal entity publishes a company listing through every step',
  'a moderator finds a new listing in the queue, reviews it and approves it',
  'approval reaches the owner: an email with a working link',
  'a saved search tells its owner of a new matching listing approved in the console',
  'the buyer writes from the listing, the seller answers',
  'marks it paid with the bank reference',
  'an admin cancels an order with a reason the client receives',
  'a client pays a promotion by card and gets the invoice',
  'a rejected invoice shows ANAF',
  'deal room: publish with a document, teaser, access with the NDA',
  'a reader comments, the comment waits, a moderator approves it',
  'footer sign-up → confirmation email → confirmed → a console campaign arrives',
  // Outside services unreachable, as on an offline first start.
  'the instant valuation in lei works and names its rate',
  'staff mark an order paid in the console; its invoice is issued at the configured rate',
  'the home page, a family page and a listing render while the map tiles are refused or never answer',
];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The journeys of publishing, moderation, saved-search alerts, messaging, orders and invoices,
 * e-Factura, the deal room, comments and newsletters, on the embedded default as `npm start` runs it:
 * one database connection, jobs and schedules in-process. A query sent past its transaction freezes
 * that database (and fails at once outside production), so these catch what PostgreSQL's pool hides.
 */
export default defineConfig({
  ...base,
  testMatch: ['publishing/*.spec.ts', 'admin/*.spec.ts', 'account/*.spec.ts', 'checkout/*.spec.ts', 'listings/*.spec.ts', 'content/*.spec.ts'],
  grep: new RegExp(JOURNEYS.map(escape).join('|')),
});
