/**
 * Search and sharing metadata: meta tags from a route's MetaArgs, the canonical URL, and
 * schema.org JSON-LD objects.
 *
 * Usage in a route module:
 *
 *   import { seoMeta, publicUrlOf, offerLd, breadcrumbLd } from '~/lib/seo';
 *   import { JsonLd } from '~/components/JsonLd';
 *
 *   export const meta: Route.MetaFunction = (args) =>
 *     seoMeta(args, { title: view.title, description: view.excerpt, image: view.photo, type: 'product' });
 *
 *   // in the component (publicUrl from useRootData()):
 *   <JsonLd data={[offerLd({ publicUrl, name, description, image, path, price, currency }), breadcrumbLd(publicUrl, crumbs)]} />
 *
 * `seoMeta` writes title, description, Open Graph (og:url = the canonical URL, og:image absolute)
 * and Twitter card tags; `noindex: true` adds `robots: noindex` (owner previews). The canonical
 * `<link>` itself comes from the root layout (`canonicalUrl`), so pages never add one. The
 * Organization JSON-LD is in the root layout too. Builders return plain objects; `<JsonLd>`
 * renders them with the CSP nonce and escapes them so text typed by users cannot close the script.
 */
import type { MetaDescriptor } from 'react-router';
import { absoluteUrl, canonicalUrl } from './canonical';
import { pageMeta, type OpenGraphType } from './meta';
import type { RootData } from './root-data';
import { site } from './site';
import { shortenAtWord } from '@contracts/text';

export { absoluteUrl, canonicalUrl } from './canonical';

/** What `seoMeta` needs of a route's MetaArgs (any route's `Route.MetaArgs` fits). */
export interface SeoMetaArgs {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string; search: string };
}

export interface SeoFields {
  title: string;
  description: string;
  /** Absolute URL or site path of the sharing picture. */
  image?: string | null;
  type?: OpenGraphType;
  noindex?: boolean;
}

/** The root loader's public URL (no trailing slash), from a route's meta matches. */
export function publicUrlOf(matches: SeoMetaArgs['matches']): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as Partial<RootData> | undefined;
  return root?.publicUrl ?? site.defaultPublicUrl;
}

/** Meta tags of a page from its MetaArgs: see the usage note at the top of this file. */
export function seoMeta(args: SeoMetaArgs, fields: SeoFields): MetaDescriptor[] {
  return seoMetaAt(publicUrlOf(args.matches), args.location, fields);
}

/** The same tags for a known public URL and location (loaders: see seo.server.ts). */
export function seoMetaAt(publicUrl: string, location: SeoMetaArgs['location'], fields: SeoFields): MetaDescriptor[] {
  return pageMeta(fields.title, fields.description, {
    image: fields.image ?? undefined,
    type: fields.type ?? 'website',
    noindex: fields.noindex,
    url: canonicalUrl(publicUrl, location.pathname, location.search),
    publicUrl,
  });
}

// ------------------------------------------------------------------ JSON-LD

export type JsonLdObject = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

function organizationNode(publicUrl: string): JsonLdObject {
  return { '@type': 'Organization', name: site.brand, url: `${publicUrl.replace(/\/+$/, '')}/`, logo: absoluteUrl(publicUrl, '/favicon.svg') };
}

/** The site's publisher: name, URL, logo, contact e-mail and social profiles (root layout). */
export function organizationLd(publicUrl: string): JsonLdObject {
  return {
    '@context': CONTEXT,
    ...organizationNode(publicUrl),
    '@id': `${publicUrl.replace(/\/+$/, '')}/#organization`,
    email: site.contactEmail,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', email: site.contactEmail, availableLanguage: ['ro'] },
    sameAs: site.social.map((social) => social.href),
  };
}

/** Breadcrumb trail (home first is up to the caller), each item a site path. */
export function breadcrumbLd(publicUrl: string, items: ReadonlyArray<{ name: string; path: string }>): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absoluteUrl(publicUrl, item.path) })),
  };
}

export interface OfferInput {
  publicUrl: string;
  name: string;
  description: string;
  /** Absolute URL or site path. */
  image?: string | null;
  /** Site path of the listing. */
  path: string;
  price: number;
  /** ISO 4217 code (EUR by default, spec section 9). */
  currency?: string;
}

/** A priced listing as a Product with one Offer (in stock while published). */
export function offerLd(input: OfferInput): JsonLdObject {
  const url = absoluteUrl(input.publicUrl, input.path);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name,
    description: input.description,
    ...(input.image ? { image: absoluteUrl(input.publicUrl, input.image) } : {}),
    url,
    offers: {
      '@type': 'Offer',
      price: String(input.price),
      priceCurrency: (input.currency || 'EUR').toUpperCase(),
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}

export interface NewsArticleInput {
  publicUrl: string;
  headline: string;
  path: string;
  image?: string | null;
  /** ISO dates. */
  datePublished: string | null;
  dateModified?: string | null;
  /** Author's name; the organisation when unknown. */
  author?: string | null;
  description?: string;
}

/** A news listing as a NewsArticle published by the site's organisation. */
export function newsArticleLd(input: NewsArticleInput): JsonLdObject {
  const publisher = organizationNode(input.publicUrl);
  const published = input.datePublished ?? input.dateModified ?? undefined;
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: shortenAtWord(input.headline, 110),
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: [absoluteUrl(input.publicUrl, input.image)] } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(input.publicUrl, input.path) },
    url: absoluteUrl(input.publicUrl, input.path),
    ...(published ? { datePublished: published } : {}),
    ...(input.dateModified || published ? { dateModified: input.dateModified ?? published } : {}),
    author: input.author ? { '@type': 'Person', name: input.author } : publisher,
    publisher,
  };
}

/**
 * JSON for a `<script type="application/ld+json">` element: `<`, `>` and `&` as \u escapes (so
 * `</script>` or `<!--` inside a title cannot end the element), and the two line separators that
 * old parsers reject.
 */
export function jsonLdText(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
