/** Structured data of the content pages: service posts and the FAQ. */
import type { FaqGroup, SpecialPost } from '@contracts/content';
import { paths } from '~/lib/paths';
import { absoluteUrl, type JsonLdObject } from '~/lib/seo';
import { site } from '~/lib/site';

/** A service post as a schema.org Service offered by the site's organisation in Romania. */
export function serviceLd(publicUrl: string, post: SpecialPost): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: post.title,
    description: post.excerpt,
    url: absoluteUrl(publicUrl, paths.businessService(post.slug)),
    areaServed: { '@type': 'Country', name: 'România' },
    provider: { '@type': 'Organization', name: site.brand, url: `${publicUrl.replace(/\/+$/, '')}/` },
  };
}

/** schema.org FAQPage of every question, for search results. */
export function faqLd(groups: readonly FaqGroup[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((group) =>
      group.items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
    ),
  };
}
