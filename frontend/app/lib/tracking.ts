/**
 * The site's side of analytics: the Google Analytics and Meta pixel code (lib/analytics.ts) loads
 * only when a visitor has given marketing consent on a site configured with tracking ids, so
 * visitors without that consent never download it (spec section 9).
 */
import type { CookieConsent } from '@contracts/auth';
import type { TrackingIds } from './analytics';

type Analytics = typeof import('./analytics');

let analytics: Promise<Analytics> | null = null;
let loadedAnalytics: Analytics | null = null;

/** Starts tracking after marketing consent, stops it when consent is withdrawn. */
export function onMarketingConsent(consent: CookieConsent, ids: TrackingIds): void {
  if (typeof window === 'undefined') return;
  if (!consent.showMarketing || (!ids.gaMeasurementId && !ids.metaPixelId)) {
    loadedAnalytics?.onMarketingConsent(consent, ids);
    return;
  }
  analytics ??= import('./analytics').then((module) => (loadedAnalytics = module));
  void analytics.then((module) => module.onMarketingConsent(consent, ids));
}

/** One page view per route change; a no-op until tracking has started. */
export function trackPageView(path: string): void {
  loadedAnalytics?.trackPageView(path);
}
