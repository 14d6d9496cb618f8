import type { CookieConsent } from '@contracts/auth';

/**
 * Google Analytics 4 and the Meta pixel, loaded only after marketing consent (spec section 9).
 *
 * The cookie dialog calls `onMarketingConsent` when a choice is saved and on every page load where
 * a choice was stored; only a choice with marketing consent, on a site configured with
 * GA_MEASUREMENT_ID and/or META_PIXEL_ID, inserts the vendors' scripts (with the page's CSP nonce;
 * the server's policy allows exactly these hosts when they are configured). Before that, and
 * always after a refusal, no request goes to a tracking host. `trackPageView` sends one page view
 * per route change (the Shell calls it); the current page is counted when tracking starts.
 */
export interface TrackingIds {
  gaMeasurementId: string | null;
  metaPixelId: string | null;
}

export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';
export const FBEVENTS_URL = 'https://connect.facebook.net/en_US/fbevents.js';

type Command = (...args: unknown[]) => void;

interface PixelQueue extends Command {
  callMethod?: Command;
  queue: unknown[];
  push: PixelQueue;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Command;
    fbq?: PixelQueue;
    _fbq?: PixelQueue;
  }
}

/** The ids tracking was started with; null before marketing consent or after it was withdrawn. */
let active: TrackingIds | null = null;
const loaded = { ga: false, pixel: false };
let lastTrackedPath: string | null = null;

/** The nonce of this page's scripts (the browser keeps it in the `nonce` property only). */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

function insertScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  const nonce = pageNonce();
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

function startGoogleAnalytics(id: string): void {
  if (loaded.ga) return;
  loaded.ga = true;
  const dataLayer = (window.dataLayer = window.dataLayer ?? []);
  // gtag.js reads `arguments` objects from the data layer, exactly as Google's snippet pushes them.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- an `arguments` object, not an array, is what gtag.js reads
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by trackPageView, once per route change.
  window.gtag('config', id, { send_page_view: false });
  insertScript(`${GTAG_URL}?id=${encodeURIComponent(id)}`);
}

function startMetaPixel(id: string): void {
  if (loaded.pixel) return;
  loaded.pixel = true;
  // Meta's bootstrap: calls queue up until fbevents.js replaces the queue with the real pixel.
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as PixelQueue;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  window.fbq = fbq;
  window._fbq = window._fbq ?? fbq;
  fbq('init', id);
  insertScript(FBEVENTS_URL);
}

export function onMarketingConsent(consent: CookieConsent, ids: TrackingIds): void {
  if (typeof window === 'undefined') return;
  if (!consent.showMarketing) {
    active = null;
    return;
  }
  if (active || (!ids.gaMeasurementId && !ids.metaPixelId)) return;
  active = ids;
  if (ids.gaMeasurementId) startGoogleAnalytics(ids.gaMeasurementId);
  if (ids.metaPixelId) startMetaPixel(ids.metaPixelId);
  lastTrackedPath = null;
  trackPageView(window.location.pathname);
}

/** One page view per route change; a no-op without marketing consent. */
export function trackPageView(path: string): void {
  if (!active || path === lastTrackedPath) return;
  lastTrackedPath = path;
  if (active.gaMeasurementId) window.gtag?.('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title });
  if (active.metaPixelId) window.fbq?.('track', 'PageView');
}
