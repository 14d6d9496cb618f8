import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MetaDescriptor } from 'react-router';
import { JsonLd } from '~/components/JsonLd';
import { pageMeta } from './meta';
import { NonceContext } from './nonce';
import { breadcrumbLd, canonicalUrl, jsonLdText, newsArticleLd, offerLd, organizationLd, publicUrlOf, seoMeta } from './seo';
import { site } from './site';

const PUBLIC_URL = 'https://roafaceri.ro';

/** `content` of the meta tag with this name or property. */
function tag(tags: MetaDescriptor[], key: string): string | undefined {
  const found = tags.find((item) => (item as { name?: string }).name === key || (item as { property?: string }).property === key);
  return (found as { content?: string } | undefined)?.content;
}

function metaArgs(pathname: string, search = '', publicUrl: string | null = PUBLIC_URL) {
  return {
    matches: [publicUrl ? { id: 'root', loaderData: { publicUrl } } : undefined, { id: 'detail-company', loaderData: {} }],
    location: { pathname, search },
  };
}

describe('pageMeta', () => {
  it('keeps the two-argument form: title, description, Open Graph basics and a summary card, no og:type', () => {
    const tags = pageMeta('Contact', 'Scrie-ne.');
    expect(tags[0]).toEqual({ title: 'Contact | RoAfaceri' });
    expect(tag(tags, 'description')).toBe('Scrie-ne.');
    expect(tag(tags, 'og:title')).toBe('Contact | RoAfaceri');
    expect(tag(tags, 'og:locale')).toBe('ro_RO');
    expect(tag(tags, 'og:type')).toBeUndefined();
    expect(tag(tags, 'og:image')).toBeUndefined();
    expect(tag(tags, 'twitter:card')).toBe('summary');
    expect(tag(tags, 'twitter:title')).toBe('Contact | RoAfaceri');
    expect(tag(tags, 'twitter:description')).toBe('Scrie-ne.');
    expect(tag(tags, 'robots')).toBeUndefined();
  });

  it('makes a site-relative picture absolute and switches to the large card', () => {
    const tags = pageMeta('Brutărie', 'De vânzare.', { image: '/uploads/a.webp', type: 'product', publicUrl: PUBLIC_URL, noindex: true });
    expect(tag(tags, 'og:type')).toBe('product');
    expect(tag(tags, 'og:image')).toBe('https://roafaceri.ro/uploads/a.webp');
    expect(tag(tags, 'twitter:image')).toBe('https://roafaceri.ro/uploads/a.webp');
    expect(tag(tags, 'twitter:card')).toBe('summary_large_image');
    expect(tag(tags, 'robots')).toBe('noindex');
  });

  it('leaves absolute pictures as they are', () => {
    expect(tag(pageMeta('A', 'B', { image: 'https://cdn.example.ro/x.jpg', publicUrl: PUBLIC_URL }), 'og:image')).toBe('https://cdn.example.ro/x.jpg');
  });
});

describe('canonicalUrl', () => {
  it('drops filters, sort and tracking parameters', () => {
    expect(canonicalUrl(PUBLIC_URL, '/vanzare-cumparare-afaceri', '?county=12&sort=price_asc&utm_source=fb')).toBe(
      'https://roafaceri.ro/vanzare-cumparare-afaceri',
    );
    expect(canonicalUrl(`${PUBLIC_URL}/`, '/', '')).toBe('https://roafaceri.ro/');
  });

  it('keeps a page number above 1, normalised', () => {
    expect(canonicalUrl(PUBLIC_URL, '/stiri', '?q=x&page=03')).toBe('https://roafaceri.ro/stiri?page=3');
    expect(canonicalUrl(PUBLIC_URL, '/stiri', '?page=1')).toBe('https://roafaceri.ro/stiri');
    expect(canonicalUrl(PUBLIC_URL, '/stiri', '?page=abc')).toBe('https://roafaceri.ro/stiri');
  });
});

describe('seoMeta', () => {
  it('takes the public URL from the root match: og:url is the canonical URL, og:image absolute', () => {
    const tags = seoMeta(metaArgs('/vanzare-cumparare-afaceri/brutarie', '?ref=x'), {
      title: 'Brutărie',
      description: 'D',
      image: '/uploads/b.webp',
      type: 'product',
    });
    expect(tag(tags, 'og:url')).toBe('https://roafaceri.ro/vanzare-cumparare-afaceri/brutarie');
    expect(tag(tags, 'og:image')).toBe('https://roafaceri.ro/uploads/b.webp');
    expect(tag(tags, 'og:type')).toBe('product');
  });

  it('falls back to the default public URL and website type', () => {
    const tags = seoMeta(metaArgs('/contact', '', null), { title: 'Contact', description: 'D', image: null });
    expect(tag(tags, 'og:url')).toBe(`${site.defaultPublicUrl}/contact`);
    expect(tag(tags, 'og:type')).toBe('website');
    expect(tag(tags, 'og:image')).toBeUndefined();
    expect(publicUrlOf([])).toBe(site.defaultPublicUrl);
  });
});

describe('JSON-LD builders', () => {
  it('Organization: name, url, logo, contact point and the social profiles', () => {
    const ld = organizationLd(PUBLIC_URL);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'RoAfaceri',
      url: 'https://roafaceri.ro/',
      logo: 'https://roafaceri.ro/favicon.svg',
      contactPoint: { '@type': 'ContactPoint', email: 'contact@roafaceri.ro' },
    });
    expect(ld.sameAs).toEqual(site.social.map((social) => social.href));
  });

  it('BreadcrumbList: positions from 1 and absolute item URLs', () => {
    expect(
      breadcrumbLd(PUBLIC_URL, [
        { name: 'Acasă', path: '/' },
        { name: 'Afaceri de vânzare', path: '/vanzare-cumparare-afaceri' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Acasă', item: 'https://roafaceri.ro/' },
        { '@type': 'ListItem', position: 2, name: 'Afaceri de vânzare', item: 'https://roafaceri.ro/vanzare-cumparare-afaceri' },
      ],
    });
  });

  it('Product with an in-stock Offer, EUR by default', () => {
    const ld = offerLd({
      publicUrl: PUBLIC_URL,
      name: 'Brutărie',
      description: 'Afacere profitabilă',
      image: '/uploads/b.webp',
      path: '/vanzare-cumparare-afaceri/brutarie',
      price: 125000,
    });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Brutărie',
      description: 'Afacere profitabilă',
      image: 'https://roafaceri.ro/uploads/b.webp',
      url: 'https://roafaceri.ro/vanzare-cumparare-afaceri/brutarie',
      offers: {
        '@type': 'Offer',
        price: '125000',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://roafaceri.ro/vanzare-cumparare-afaceri/brutarie',
      },
    });
    expect(offerLd({ publicUrl: PUBLIC_URL, name: 'x', description: 'y', path: '/a', price: 10, currency: 'ron' }).offers).toMatchObject({
      priceCurrency: 'RON',
    });
  });

  it('NewsArticle: headline, picture, dates, author and the publishing organisation', () => {
    const ld = newsArticleLd({
      publicUrl: PUBLIC_URL,
      headline: 'Apel nou PNRR',
      path: '/stiri/apel-nou-pnrr',
      image: '/uploads/n.webp',
      datePublished: '2026-03-01T08:00:00.000Z',
      dateModified: '2026-03-02T08:00:00.000Z',
      author: 'Ana Ionescu',
    });
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Apel nou PNRR',
      image: ['https://roafaceri.ro/uploads/n.webp'],
      datePublished: '2026-03-01T08:00:00.000Z',
      dateModified: '2026-03-02T08:00:00.000Z',
      author: { '@type': 'Person', name: 'Ana Ionescu' },
      publisher: { '@type': 'Organization', name: 'RoAfaceri', logo: 'https://roafaceri.ro/favicon.svg' },
      mainEntityOfPage: { '@id': 'https://roafaceri.ro/stiri/apel-nou-pnrr' },
    });
    const anonymous = newsArticleLd({
      publicUrl: PUBLIC_URL,
      headline: 'x'.repeat(200),
      path: '/stiri/x',
      datePublished: null,
      dateModified: '2026-03-02T08:00:00.000Z',
    });
    expect(anonymous.author).toMatchObject({ '@type': 'Organization', name: 'RoAfaceri' });
    expect(anonymous.datePublished).toBe('2026-03-02T08:00:00.000Z');
    expect(String(anonymous.headline)).toHaveLength(110);
  });
});

describe('JSON-LD in the page', () => {
  const hostile = { '@type': 'Product', name: '</script><script>alert(1)</script><!-- & \u2028' };

  it('jsonLdText escapes what could end the script element and stays valid JSON', () => {
    const text = jsonLdText(hostile);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it('<JsonLd> renders one ld+json script with the nonce, and a hostile title cannot break out', () => {
    const html = renderToStaticMarkup(
      createElement(NonceContext.Provider, { value: 'abc123' }, createElement(JsonLd, { text: jsonLdText([hostile, breadcrumbLd(PUBLIC_URL, [])]) })),
    );
    expect(html.startsWith('<script type="application/ld+json" nonce="abc123">')).toBe(true);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.match(/<script/g)).toHaveLength(1);
    const json = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual([hostile, breadcrumbLd(PUBLIC_URL, [])]);
  });
});
