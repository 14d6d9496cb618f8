import type { MetaDescriptor } from 'react-router';
import { site } from './site';

/** Title and description of a page (the canonical link is added by the root layout). */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  const fullTitle = `${title} | ${site.brand}`;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: site.brand },
    { property: 'og:locale', content: 'ro_RO' },
  ];
}
