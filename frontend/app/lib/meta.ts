import type { MetaDescriptor } from 'react-router';
import { absoluteUrl } from './canonical';
import { site } from './site';

export { absoluteUrl } from './canonical';

export type OpenGraphType = 'website' | 'article' | 'product';

export interface PageMetaOptions {
  /** Picture shown when the page is shared: an absolute URL, or a site path resolved against `publicUrl`. */
  image?: string;
  /** Open Graph type; `og:type` is written whenever options are given (default `website`). */
  type?: OpenGraphType;
  /** Keeps the page out of search results (owner previews, account pages). */
  noindex?: boolean;
  /** The page's canonical URL (`og:url`). */
  url?: string;
  /** Base for site-relative image paths, without a trailing slash (RootData.publicUrl). */
  publicUrl?: string;
}

/**
 * Title, description, Open Graph and Twitter card tags of a page (the canonical link is added by
 * the root layout). Pages with a loader usually call `seoMeta(args, …)` from lib/seo.ts, which
 * fills `url` and `publicUrl` from the root loader's data.
 */
export function pageMeta(title: string, description: string, options?: PageMetaOptions): MetaDescriptor[] {
  const fullTitle = `${title} | ${site.brand}`;
  const image = options?.image ? absoluteUrl(options.publicUrl ?? site.defaultPublicUrl, options.image) : undefined;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:locale', content: 'ro_RO' },
  ];
  if (options) tags.push({ property: 'og:type', content: options.type ?? 'website' });
  if (options?.url) tags.push({ property: 'og:url', content: options.url });
  if (image) tags.push({ property: 'og:image', content: image }, { property: 'og:image:alt', content: title });
  tags.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
  );
  if (image) tags.push({ name: 'twitter:image', content: image });
  if (options?.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
