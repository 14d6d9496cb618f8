import type { EntryContext } from 'react-router';

/**
 * Seller analytics (issue 21): a published listing's page is cached for anonymous visitors, so the
 * browser says it was seen. A route's loader names the beacon URL (`viewBeacon`); the script posts
 * to it once the page is visible (not for a tab opened in the background until it is looked at).
 * Written here, on the server, so it adds nothing to the page's JavaScript files (a listing reached by a
 * move within the site is counted by the page's code instead: a few dozen bytes). Crawlers that run
 * no script never send it, the API drops the others (isbot). It is anonymous first-party counting,
 * without cookies and without storing who sent it (only a day-bound keyed hash), so it needs no consent.
 */
export const VIEW_BEACON = /^\/api\/listings\/[0-9a-f-]{36}\/views$/;

export function viewBeaconScript(context: EntryContext, nonce: string | undefined): string {
  const beacon = Object.values(context.staticHandlerContext.loaderData ?? {})
    .map((value) => (value && typeof value === 'object' ? (value as { viewBeacon?: unknown }).viewBeacon : undefined))
    .find((value): value is string => typeof value === 'string' && VIEW_BEACON.test(value));
  if (!beacon) return '';
  // `__vb`: the listing this document counted, so that the page's code (routes/listings/listing-detail.tsx), which
  // counts listings reached by moves within the site, does not send it a second time once hydrated.
  const code = `!function(d,e,u,f){window.__vb=u;(f=function(){d.hidden||(d.removeEventListener(e,f),navigator.sendBeacon(u))})();d.hidden&&d.addEventListener(e,f)}(document,'visibilitychange','${beacon}')`;
  return `<script${nonce ? ` nonce="${nonce}"` : ''}>${code}</script>`;
}
