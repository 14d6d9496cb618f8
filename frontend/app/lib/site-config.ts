/**
 * The site's server settings, read from the environment here and nowhere else (the API's configuration
 * validates the same variables at boot: the site's server runs in the API's process). Called on the
 * server only; it is not a `.server` module because the API client, which also runs in the browser,
 * reads its fallback address here.
 */
export interface SiteConfig {
  /** PUBLIC_URL without a trailing slash, else http://localhost:<PORT>. */
  publicUrl: string;
  production: boolean;
  /** Where the site's server calls the API when the request carries no in-process client (API_URL). */
  apiUrl: string;
  vapidPublicKey: string | null;
  /** Measurement ids, only when well formed: any other value stays out of the page. */
  gaMeasurementId: string | null;
  metaPixelId: string | null;
}

const wellFormed = (value: string | undefined, pattern: RegExp): string | null => (value && pattern.test(value) ? value : null);

export function siteConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  return {
    publicUrl: (env.PUBLIC_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, ''),
    production: env.NODE_ENV === 'production',
    apiUrl: (env.API_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    vapidPublicKey: env.VAPID_PUBLIC_KEY || null,
    gaMeasurementId: wellFormed(env.GA_MEASUREMENT_ID, /^G-[A-Z0-9]{4,20}$/),
    metaPixelId: wellFormed(env.META_PIXEL_ID, /^\d{5,20}$/),
  };
}
