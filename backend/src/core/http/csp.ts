/**
 * The Content-Security-Policy. API answers get it through helmet; server-rendered pages get the
 * same policy with a per-response nonce in script-src instead of any inline allowance, plus the
 * hosts of the configured analytics and pixel (the page loads them only after marketing consent).
 */
export interface TrackingConfig {
  gaMeasurementId: string | null;
  metaPixelId: string | null;
}

type TrackingSources = Record<'scriptSrc' | 'connectSrc' | 'imgSrc', string[]>;

/** Exactly the hosts Google Analytics 4 (gtag.js) and the Meta pixel (fbevents.js) use. */
const GOOGLE_ANALYTICS: TrackingSources = {
  scriptSrc: ['https://www.googletagmanager.com'],
  connectSrc: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  imgSrc: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
};
const META_PIXEL: TrackingSources = {
  scriptSrc: ['https://connect.facebook.net'],
  connectSrc: ['https://connect.facebook.net', 'https://www.facebook.com'],
  imgSrc: ['https://www.facebook.com'],
};

function trackingSources(tracking: TrackingConfig | undefined, directive: keyof TrackingSources): string[] {
  return [...(tracking?.gaMeasurementId ? GOOGLE_ANALYTICS[directive] : []), ...(tracking?.metaPixelId ? META_PIXEL[directive] : [])];
}

/**
 * Where the site's own forms may lead besides itself: the card form of an order page posts to the
 * site, which redirects to Stripe's hosted payment page (browsers hold a redirect after a form post
 * to form-action). Stripe Checkout's origin, or the host STRIPE_API_URL names (the stand-in's page).
 */
export function paymentFormTargets(payments: { driver: 'stripe'; apiUrl: string | null } | { driver: 'bank-transfer' }): string[] {
  if (payments.driver !== 'stripe') return [];
  return [payments.apiUrl ? new URL(payments.apiUrl).origin : 'https://checkout.stripe.com'];
}

export function cspDirectives(
  isProduction: boolean,
  nonce?: string,
  tracking?: TrackingConfig,
  formTargets: readonly string[] = [],
): Record<string, string[] | null> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [...(nonce ? ["'self'", `'nonce-${nonce}'`] : ["'self'"]), ...trackingSources(tracking, 'scriptSrc')],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...trackingSources(tracking, 'imgSrc')],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...trackingSources(tracking, 'connectSrc')],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", ...formTargets],
    upgradeInsecureRequests: isProduction ? [] : null,
  };
}

/** Serialises directives as a header value (camelCase names to kebab-case; null drops a directive). */
export function cspHeader(directives: Record<string, string[] | null>): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`), ...values].join(' '))
    .join('; ');
}
