/**
 * A visitor's own data on request (GDPR articles 15 and 20): „Descarcă datele mele” on the account
 * page asks for a ZIP of everything the account holds; a job builds it and emails a link that works
 * once, for DATA_EXPORT_LINK_HOURS, signed in to the same account. Opening the link changes nothing
 * (mail scanners open links): its page asks, and its button downloads the archive and uses the link.
 *
 * Routes (signed in):
 * - `POST /api/account/data-export` → 202 DataExportRequested (at most one archive in preparation per
 *   user: asking again answers that one, `created: false`; 429 RATE_LIMITED past DATA_EXPORTS_PER_DAY)
 * - `GET /api/account/data-export` → { export: DataExportSummary | null } (the latest archive asked for)
 * - `GET /api/account/data-export/link?token=…` → DataExportLinkState (changes nothing)
 * - `POST /api/account/data-export/download` { token } → 200 the ZIP (attachment), once; refused with
 *   404 (used, expired, not valid) or 403 (another account's link) — a browser's plain form post is
 *   sent back to the link's page (303) instead, which says why
 */

export const DATA_EXPORT_LINK_HOURS = 24;
export const DATA_EXPORTS_PER_DAY = 3;

/** The link's token: 32 random bytes, base64url. */
export const DATA_EXPORT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The site's page of the emailed link (`?token=…`). */
export const DATA_EXPORT_PAGE_PATH = '/cont/datele-mele';

export type DataExportState = 'pending' | 'ready' | 'used' | 'expired';

export interface DataExportSummary {
  state: DataExportState;
  requestedAt: string;
  readyAt: string | null;
  /** When the link stops working (ready archives). */
  expiresAt: string | null;
  /** The ZIP's bytes (ready archives). */
  size: number | null;
}

export interface DataExportRequested {
  export: DataExportSummary;
  /** False when an archive was already being prepared (this is it). */
  created: boolean;
  message: string;
}

/** What the link's page shows: the archive to download, or why it cannot be. */
export type DataExportLinkState =
  { state: 'ready'; requestedAt: string; expiresAt: string; size: number } | { state: 'used' | 'expired' | 'invalid' | 'other-account' };
