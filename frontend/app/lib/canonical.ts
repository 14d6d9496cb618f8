/**
 * Absolute and canonical URLs of the public site. The root layout writes the canonical link of
 * every page with `canonicalUrl` and keeps it in line with client-side navigation, so this module
 * ships with every page: keep it small (the meta and JSON-LD builders are in meta.ts and seo.ts).
 */

/** A site path or an absolute URL as an absolute URL on the public site. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return publicUrl.replace(/\/+$/, '') + (pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
}

/** Query parameters that make a different page (kept in the canonical URL); filters are not. */
const CANONICAL_PARAMS = ['page'] as const;

/**
 * The canonical URL of a location: public URL + path, without filters, sort or tracking
 * parameters; a page number above 1 stays, since that page lists other listings.
 */
export function canonicalUrl(publicUrl: string, pathname: string, search = ''): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name);
    if (value && /^\d{1,6}$/.test(value) && Number(value) > 1) kept.set(name, String(Number(value)));
  }
  const query = kept.toString();
  return absoluteUrl(publicUrl, pathname) + (query ? `?${query}` : '');
}
