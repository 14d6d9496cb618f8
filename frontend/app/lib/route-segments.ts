/**
 * URL segments the route config (routes.ts) needs. The build tooling loads routes.ts without the
 * app's path aliases, so this file imports nothing: it keeps a copy of the contracts'
 * `LISTING_SEGMENTS`, and route-segments.spec.ts fails when the two differ.
 */

/** The spec's `{product}` in `servicii-{product}` and the local storage prefix. */
export const PRODUCT_SLUG = 'roafaceri';

export const ROUTE_SEGMENTS = {
  company: 'vanzare-cumparare-afaceri',
  active: 'active',
  fund: 'finantari',
  service: 'servicii',
  news: 'noutati',
  investment: 'caut-partener',
  investor: 'vreau-sa-investesc',
} as const;
