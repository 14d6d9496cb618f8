/**
 * Saved searches, their alerts and investor matching (issue 22).
 *
 * A saved search is a family page's filters remembered for a signed-in user, with a name and a
 * frequency. When a listing is approved (or an approved edit changes what it matches) the worker
 * finds the saved searches it matches, with the public list's own query code, and records one match
 * per listing and search (exactly once); instant searches are told by push and email (at most one
 * email per search per hour, grouping what came in meanwhile), daily and weekly ones by one digest
 * email per user. An approved investor profile acts as a saved search of its owner over companies and
 * investment offers (`kind: 'investor'`). A saved search on funds is also told when a matching call
 * opens and 7 days before its deadline.
 *
 * Routes (signed in; another user's search answers 404):
 * - `GET /api/saved-searches` → SavedSearchList
 * - `POST /api/saved-searches` SavedSearchInput → 201 SavedSearch (400 with field errors; 400 `SAVED_SEARCH_LIMIT` past SAVED_SEARCHES_MAX)
 * - `PATCH /api/saved-searches/{id}` SavedSearchPatch → SavedSearch
 * - `DELETE /api/saved-searches/{id}` → 204
 * - `POST /api/saved-searches/{id}/visit` → 204 (the user opened its results: `newMatches` starts again from 0)
 * - `GET /api/saved-searches/pause/{token}` → 302 to `/cautari-salvate/oprita?nume=…` (the alert emails' one-click pause; no session needed)
 * - `POST /api/saved-searches/pause/{token}` → 204 (RFC 8058 one-click, `List-Unsubscribe-Post`)
 * - `GET /api/listings/mine/investor-matches?listingIds={id},{id}…` (1–100 ids) → InvestorMatchesBatch (the ids that are not the user's company or investment listings are left out; 400 for a bad id)
 * - `GET /api/listings/mine/{id}/investor-matches` → InvestorMatches (the owner of a company or investment listing; 404 for anyone else)
 * - `GET /api/listings/mine/{id}/investor-matches/list?page=&pageSize=` → ListResponse of investor profile views (public data of public profiles)
 */
import type { ListingListQuery } from './listings.js';

export const SAVED_SEARCH_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number];

export const SAVED_SEARCH_FREQUENCY_LABELS: Record<SavedSearchFrequency, string> = {
  instant: 'Imediat',
  daily: 'Zilnic',
  weekly: 'Săptămânal',
};

/** Searches a user saves (investor profiles' own searches are not counted). */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCH_NAME_MAX = 80;
/** At most one instant alert email per search per this many minutes; what comes in meanwhile waits for the next. */
export const SAVED_SEARCH_INSTANT_EMAIL_MINUTES = 60;
/** A fund call's saved-search alert is sent this many days before its deadline. */
export const FUND_DEADLINE_ALERT_DAYS = 7;

/**
 * The filters of a family page (what its URL holds), validated as that family's `list/web` query.
 * `domain` and `features` are lists; funds add `callStatus`, `region`, `beneficiary` and `caen`
 * (the fund type is `category`). Investor profiles' searches add `counties` (any of them).
 */
export interface SavedSearchFilters extends Omit<ListingListQuery, 'page' | 'pageSize' | 'sort'> {
  callStatus?: string;
  region?: string;
  beneficiary?: string;
  caen?: string;
  counties?: number[];
}

export type SavedSearchKind = 'search' | 'investor';

export interface SavedSearch {
  id: string;
  kind: SavedSearchKind;
  /** The listing family searched (ListingType). */
  type: number;
  name: string;
  frequency: SavedSearchFrequency;
  paused: boolean;
  filters: SavedSearchFilters;
  /** Matches recorded since the user last opened the search (`visit`). */
  newMatches: number;
  /** The family page with these filters (path and query), e.g. `/vanzare-cumparare-afaceri?county=13`. */
  path: string;
  /** For `kind: 'investor'`: the investor profile listing it comes from. */
  investorListingId: string | null;
  lastVisitedAt: string | null;
  createdAt: string;
}

export interface SavedSearchList {
  items: SavedSearch[];
  /** SAVED_SEARCHES_MAX, and how many of the user's own searches count towards it. */
  max: number;
  used: number;
}

export interface SavedSearchInput {
  type: number;
  name: string;
  frequency: SavedSearchFrequency;
  filters: SavedSearchFilters;
}

export interface SavedSearchPatch {
  name?: string;
  frequency?: SavedSearchFrequency;
  paused?: boolean;
}

export interface InvestorMatches {
  listingId: string;
  /** Approved, visible investor profiles whose interests, ticket range and counties fit the listing. */
  count: number;
}

/** `GET /api/listings/mine/investor-matches?listingIds=…`: one entry per asked id that is the user's company or investment listing. */
export interface InvestorMatchesBatch {
  matches: InvestorMatches[];
}
