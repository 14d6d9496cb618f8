/**
 * First URL segment of each listing family's public pages. Kept free of imports, because the
 * route config (routes.ts) is loaded by the build tooling without the app's path aliases.
 */
export const FAMILY_SEGMENTS = {
  company: 'vanzare-cumparare-afaceri',
  active: 'active',
  fund: 'finantari',
  service: 'servicii',
  news: 'noutati',
  investment: 'caut-partener',
  investor: 'vreau-sa-investesc',
} as const;

export type FamilyKey = keyof typeof FAMILY_SEGMENTS;
