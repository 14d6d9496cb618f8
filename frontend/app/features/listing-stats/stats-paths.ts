/**
 * API paths of seller analytics, in a module of their own so that the first-load bundle every page
 * ships (lib/paths.ts) does not grow with them. Routes: backend/src/contracts/listing-stats.ts.
 */
const id = (value: string) => encodeURIComponent(value);

export const statsApi = {
  listing: (listingId: string, days: number) => `/api/listings/mine/${id(listingId)}/stats?days=${days}`,
  overview: (days: number) => `/api/listings/mine/stats/overview?days=${days}`,
};
