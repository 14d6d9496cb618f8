/**
 * Meta tags and JSON-LD computed in a route's loader: the page's `meta` export and `<JsonLd>`
 * then only copy them from the loader's data, and the builders (seo.ts, meta.ts) stay out of the
 * browser's code. Used by the root and the listing pages, which every visit loads.
 */
import type { MetaDescriptor } from 'react-router';
import { siteConfig } from './site-config';
import { jsonLdText, seoMetaAt, type JsonLdObject, type SeoFields } from './seo';

/** The public site's URL without a trailing slash: PUBLIC_URL, else the API's default http://localhost:<PORT>. */
export function serverPublicUrl(): string {
  return siteConfig().publicUrl;
}

/** A page's tags and structured data, ready for the page's data. */
export interface PageSeo {
  meta: MetaDescriptor[];
  /** JSON-LD text for `<JsonLd>` (already escaped), or null for none. */
  jsonLd: string | null;
}

export function pageSeo(url: URL, fields: SeoFields, structuredData?: (publicUrl: string) => JsonLdObject | JsonLdObject[] | null): PageSeo {
  const publicUrl = serverPublicUrl();
  const jsonLd = structuredData?.(publicUrl) ?? null;
  return { meta: seoMetaAt(publicUrl, url, fields), jsonLd: jsonLd ? jsonLdText(jsonLd) : null };
}
