/** Public pages of spec section 2 that are indexable (the sitemap lists them; listings are added by their module). */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/contact',
  '/finantari',
  '/echipa',
  '/serviciile-noastre',
  '/portofoliu',
  '/parteneriate',
  '/solutii',
  '/partenerii-nostri',
  '/vanzare-cumparare-afaceri',
  '/vreau-sa-investesc',
  '/caut-partener',
  '/noutati',
  '/servicii',
  '/servicii-roafaceri',
  '/evaluare-afaceri',
  '/newsletter',
  '/calculeaza-punctaj',
  '/verifica-eligibilitate-finantare',
  '/verifica-eligibilitate-masura-3',
  '/formulare-eligibilitate',
  '/plata',
  '/faq',
  '/mindset-owners',
  '/app',
  '/termeni-conditii',
];

/**
 * First URL segment of each listing family's public pages (list at `/{segment}`, detail at
 * `/{segment}/{slug}`; assets are listed by category: `/active/{category}/{slug}`).
 * The sitemap and the public site build listing URLs from this table.
 */
export const LISTING_SEGMENTS = {
  company: 'vanzare-cumparare-afaceri',
  active: 'active',
  fund: 'finantari',
  service: 'servicii',
  news: 'noutati',
  investment: 'caut-partener',
  investor: 'vreau-sa-investesc',
} as const;

export type ListingFamilyKey = keyof typeof LISTING_SEGMENTS;

/** Listing type number (spec section 3) → family key. */
export const LISTING_FAMILY_KEYS: Record<number, ListingFamilyKey> = {
  1: 'company',
  2: 'active',
  3: 'fund',
  4: 'service',
  5: 'news',
  6: 'investment',
  7: 'investor',
};

/** Public URL path of one listing. */
export function listingPublicPath(listing: { type: number; slug: string; category?: string | null }): string {
  const key = LISTING_FAMILY_KEYS[listing.type];
  const slug = encodeURIComponent(listing.slug);
  if (key === 'active') return `/${LISTING_SEGMENTS.active}/${encodeURIComponent(listing.category || 'all')}/${slug}`;
  return `/${LISTING_SEGMENTS[key]}/${slug}`;
}

/**
 * The funding page that replaced the old IT-innovation grant page (`/finantari/granturi-inovare-it`
 * redirects here; spec section 2). The demo data publishes a fund under this slug.
 */
export const IT_FUNDING_SLUG = 'finantare-nerambursabila-it-500000-3000000-euro';
