/**
 * Seller analytics: per listing per day, views (once per visitor per day, bots excluded), favourites,
 * conversations started and access requests.
 *
 * Routes:
 * - `POST /api/listings/{id}/views` → 204 (sent by the detail page in the browser; counted once per visitor per day)
 * - `GET /api/listings/mine/{id}/stats?days=30` → ListingStats (the owner; 404 for anyone else)
 * - `GET /api/listings/mine/stats/overview?days=30` → ListingStatsOverview (the owner's best and worst listings)
 * - `GET /api/admin/listings/{id}/stats?days=30` → ListingStats (staff)
 */
export const LISTING_STAT_METRICS = ['views', 'favourites', 'conversations', 'accessRequests'] as const;
export type ListingStatMetric = (typeof LISTING_STAT_METRICS)[number];

/** `days`: 1–365, 30 when absent. */
export const LISTING_STATS_MAX_DAYS = 365;
export const LISTING_STATS_DEFAULT_DAYS = 30;

export type ListingStatCounts = Record<ListingStatMetric, number>;

export interface ListingStatDay extends ListingStatCounts {
  /** YYYY-MM-DD, Europe/Bucharest. */
  date: string;
}

export interface ListingStats {
  listingId: string;
  /** Every day of the period, oldest first, zeros included. */
  days: ListingStatDay[];
  totals: ListingStatCounts;
}

export interface ListingStatsOverviewEntry {
  listingId: string;
  type: number;
  slug: string;
  title: string;
  totals: ListingStatCounts;
}

export interface ListingStatsOverview {
  days: number;
  /** Up to 3 of the owner's approved listings with the most views in the period, then the fewest. */
  best: ListingStatsOverviewEntry[];
  worst: ListingStatsOverviewEntry[];
}
