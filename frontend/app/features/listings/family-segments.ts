/**
 * The route config (routes.ts) is loaded by the build tooling without the app's path aliases, so
 * it cannot import @contracts: it keeps this copy of `LISTING_SEGMENTS`, and
 * family-segments.spec.ts fails when the two differ.
 */
export const ROUTE_SEGMENTS = {
  company: 'vanzare-cumparare-afaceri',
  active: 'active',
  fund: 'finantari',
  service: 'servicii',
  news: 'noutati',
  investment: 'caut-partener',
  investor: 'vreau-sa-investesc',
} as const;
