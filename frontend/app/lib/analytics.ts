import type { CookieConsent } from '@contracts/auth';

/**
 * Hook for analytics and pixel tracking. Nothing may load before marketing consent
 * (spec section 9). A later issue loads the analytics and pixel scripts here; the cookie dialog
 * calls this when consent is saved and on every page load where consent was already given.
 */
let marketingStarted = false;

export function onMarketingConsent(consent: CookieConsent): void {
  if (!consent.showMarketing || marketingStarted) return;
  marketingStarted = true;
  // Intentionally empty until the analytics issue: load the tag manager / pixel scripts here.
}

/** Page-view tracking for each navigation; a no-op until marketing consent started analytics. */
export function trackPageView(_path: string): void {
  if (!marketingStarted) return;
  // Intentionally empty until the analytics issue.
}
