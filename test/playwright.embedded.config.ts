import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The site of these journeys runs on the embedded default (e2e/support/global-setup.ts).
process.env.E2E_DATABASE = 'embedded';

/**
 * One journey per kind of work that goes through jobs, schedules and cross-service transactions.
 * BNR, ANAF and the map tiles are unreachable for every journey here (as on an offline first start),
 * so marking an order paid also shows the payment does not wait for BNR.
 */
const JOURNEYS = [
  'a legal entity publishes a company listing through every step',
  'a moderator finds a new listing in the queue, reviews it and approves it',
  'a saved search tells its owner of a new matching listing approved in the console',
  'the buyer writes from the listing, the seller answers',
  'marks it paid with the bank reference',
  'a client pays a promotion by card and gets the invoice',
  'a rejected invoice shows ANAF',
  'deal room: publish with a document, teaser, access with the NDA',
  'a reader comments, the comment waits, a moderator approves it',
  'footer sign-up → confirmation email → confirmed → a console campaign arrives',
  // Outside services unreachable, as on an offline first start.
  'the instant valuation in lei works and names its rate',
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
  // The headless shell only (the full browser's project would take this config's grep as its own).
  projects: base.projects!.filter((project) => project.name === 'chromium'),
});
