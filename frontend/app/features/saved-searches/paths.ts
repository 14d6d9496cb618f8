/** Paths of the saved-search pages and of their API (contracts/saved-searches.ts). */

export const savedSearchPaths = {
  /** The user's saved searches; `salvata=1` right after saving one. */
  list: (query?: { salvata?: '1' }) => (query?.salvata ? '/cont/cautari-salvate?salvata=1' : '/cont/cautari-salvate'),
  /** The save form of a family page's filters is built by save-link.ts (the family page's scripts import only that). */
  /** Marks the search's new matches as seen, then opens its family page with its filters. */
  open: (id: string) => `/cont/cautari-salvate/${encodeURIComponent(id)}/deschide`,
  /** Where an alert email's one-click pause lands (public). */
  paused: () => '/cautari-salvate/oprita',
  /** The investor profiles matching one of the owner's listings. */
  investorMatches: (listingId: string) => `/cont/investitori-potriviti/${encodeURIComponent(listingId)}`,
} as const;

export const savedSearchApi = {
  list: () => '/api/saved-searches',
  one: (id: string) => `/api/saved-searches/${encodeURIComponent(id)}`,
  visit: (id: string) => `/api/saved-searches/${encodeURIComponent(id)}/visit`,
  /** Pauses the search of an alert email's link (POST; its GET only leads to the page that asks). */
  pause: (token: string) => `/api/saved-searches/pause/${encodeURIComponent(token)}`,
  investorMatches: (listingId: string) => `/api/listings/mine/${encodeURIComponent(listingId)}/investor-matches`,
  /** The counts of several of the user's listings in one request (at most 100 ids). */
  investorMatchCounts: (listingIds: readonly string[]) => `/api/listings/mine/investor-matches?listingIds=${listingIds.map(encodeURIComponent).join(',')}`,
  investorMatchList: (listingId: string, page: number, pageSize: number) =>
    `/api/listings/mine/${encodeURIComponent(listingId)}/investor-matches/list?page=${page}&pageSize=${pageSize}`,
} as const;
