/**
 * Named path builders for every public URL of the site (spec section 2).
 * Components and loaders link through these helpers, so a Romanian URL changes in one place.
 */
import { PRODUCT_SLUG } from './route-segments';

function withQuery(path: string, query: Record<string, string | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Reason codes understood by the profile page (`/cont/profil?motiv=`). */
export type ProfileReason = 'doar-persoane-juridice';

export { PRODUCT_SLUG };

export const paths = {
  home: () => '/',
  contact: () => '/contact',
  funds: () => '/finantari',
  fund: (slug: string) => `/finantari/${encodeURIComponent(slug)}`,
  team: () => '/echipa',
  teamLegacy: () => '/echipa-noastra',
  ourServices: () => '/serviciile-noastre',
  portfolio: () => '/portofoliu',
  partnerships: () => '/parteneriate',
  solutions: () => '/solutii',
  partners: () => '/partenerii-nostri',
  businessesForSale: (query?: { q?: string }) => withQuery('/vanzare-cumparare-afaceri', { q: query?.q }),
  investors: () => '/vreau-sa-investesc',
  partnerSearch: () => '/caut-partener',
  news: () => '/noutati',
  assets: (category = 'all') => `/active/${encodeURIComponent(category)}`,
  services: () => '/servicii',
  businessServices: () => `/servicii-${PRODUCT_SLUG}`,
  businessService: (slug: string) => `/servicii-${PRODUCT_SLUG}/${encodeURIComponent(slug)}`,
  valuation: () => '/evaluare-afaceri',
  newsletter: () => '/newsletter',
  scoreCalculator: () => '/calculeaza-punctaj',
  eligibilityCheck: () => '/verifica-eligibilitate-finantare',
  eligibilityMeasure3: () => '/verifica-eligibilitate-masura-3',
  eligibilityForms: () => '/formulare-eligibilitate',
  documentUpload: () => '/incarcare-documente',
  payment: () => '/plata',
  /** The promotion packages page for one of the user's listings. */
  promoteListing: (listingId: string) => withQuery('/plata', { anunt: listingId }),
  /**
   * The billing step of an order: `produs` the product id, `anunt` the listing to promote; for a
   * valuation report the company typed on the valuation page (`firma`, `cui-firma`, `note`) and the
   * instant estimate it follows (`estimare`).
   */
  billingData: (query?: { produs?: string; anunt?: string; firma?: string; 'cui-firma'?: string; note?: string; estimare?: string }) =>
    withQuery('/plata/date-facturare', { ...query }),
  /** An order of the signed-in user; `nou` marks the visit right after placing it. */
  order: (id: string, query?: { nou?: '1' }) => withQuery(`/plata/comanda/${encodeURIComponent(id)}`, { ...query }),
  /** The valuation report order form (with an instant estimate: features/valuation/valuation-paths.ts). */
  valuationOrder: () => '/evaluare-afaceri#comanda',
  authHub: () => '/auth',
  login: (redirectTo?: string | null) => withQuery('/auth/login', { redirect: redirectTo }),
  register: () => '/auth/inregistrare',
  lostPassword: () => '/auth/recupereaza-parola',
  resetPassword: (token?: string) => withQuery('/auth/reseteaza-parola', { token }),
  verifyEmail: (token?: string) => withQuery('/auth/verifica-email', { token }),
  logout: () => '/auth/logout',
  faq: () => '/faq',
  primeDashboard: () => '/prime-dash',
  mindsetOwners: () => '/mindset-owners',
  mobileApp: () => '/app',
  terms: () => '/termeni-conditii',
  termsGdpr: () => '/termeni-conditii#gdpr',
  termsCookies: () => '/termeni-conditii#cookies',
  /** Where the cookie dialog's form posts without JavaScript (routes/cookie-consent.ts). */
  cookieConsent: () => '/acord-cookie-uri',
  accessDenied: () => '/access-denied',
  sitemap: () => '/sitemap.xml',
  // login required
  newListing: () => '/anunt-nou',
  account: () => '/cont',
  profile: (reason?: ProfileReason) => withQuery('/cont/profil', { motiv: reason }),
  /**
   * `stare`: status tab; `trimis` / `actualizat`: the id of a listing the publishing form has just
   * created / saved (the page shows the matching message); `retrage`: the listing whose withdrawal
   * asks for confirmation.
   */
  myListings: (query?: { stare?: string; trimis?: string; actualizat?: string; retrage?: string; statistici?: string }) =>
    withQuery('/cont/anunturile-mele', { ...query }),
  favorites: () => '/cont/favorite',
  /** The user's orders, listed on the account page. */
  myOrders: () => '/cont#comenzi',
  addCompany: () => '/adauga-companie',
  addActive: () => '/adauga-active',
  addService: () => '/adauga-serviciu',
  addInvestor: () => '/adauga-vreau-sa-investesc',
  addPartnerSearch: () => '/adauga-caut-partener',
} as const;

/** The funding detail path that replaced the old IT-innovation grant page. */
export { IT_FUNDING_SLUG } from '@contracts/public-pages';

/**
 * A redirect target taken from a query string is only followed when it stays on this site:
 * a single leading slash, no protocol-relative `//` and no backslash tricks.
 */
export function safeRedirectTarget(value: FormDataEntryValue | string | null | undefined, fallback = paths.home()): string {
  if (typeof value !== 'string' || value === '') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** API paths (all under /api, spec section 7). */
export const apiPaths = {
  login: '/api/login',
  logout: '/api/auth/logout',
  lostPassword: '/api/auth/lostPassword',
  resetPassword: '/api/auth/resetPassword',
  verifyEmail: '/api/auth/verifyEmail',
  register: '/api/account/register',
  account: '/api/account',
  profile: '/api/account/profile',
  password: '/api/account/password',
  deleteAccount: '/api/account/delete',
  subscribeToWebPush: '/api/account/subscribeToWebPush',
  pushPublicKey: '/api/push/public-key',
  favoriteCount: '/api/favorite/count',
  newsletter: '/api/newsletter',
} as const;
