import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import type { SpecialPost, SpecialPostSummary } from '@contracts/content';
import { ORDER_PRODUCTS, priceOf, productById, VAT_RATE } from '@contracts/orders';
import { catalogueAmounts, fillPricesIn, SERVICE_PRICES } from '@contracts/price-list';
import { OrderSummary } from '~/features/checkout/OrderSummary';
import { ReportOrder } from '~/features/valuation/ReportOrder';
import BusinessServiceDetail from './business-service-detail';
import BusinessServices from './business-services';
import Payment from './payment';
import Team from './team';

/**
 * The price test of the pages: each page that states a price is rendered as the server renders it,
 * with what its API answers (the catalogue's products, the service posts as the content API fills
 * them from the price list), and every euro amount it shows must be one of the price list's. A page
 * that writes an amount of its own fails as soon as the price list changes.
 */
const html = (Component: ComponentType) => renderToString(createElement(createRoutesStub([{ path: '/', Component }]), { initialEntries: ['/'] }));

/** A route's component or a feature's, given the props its loader or page gives it (only what it reads here). */
const page = (Component: unknown, props: Record<string, unknown>) => html(() => createElement(Component as ComponentType<Record<string, unknown>>, props));

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');

/** Every euro amount of a page: „1.490 €”, „350,90 €”. */
function euroAmounts(markup: string): number[] {
  return [...text(markup).matchAll(/(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{2}))?\s?€/g)].map(
    ([, whole, cents]) => Number(whole.replace(/\./g, '')) + (cents ? Number(cents) / 100 : 0),
  );
}

const products = ORDER_PRODUCTS.map((product) => ({ ...product, ...priceOf(product.netEur) }));
const vatPercent = Math.round(VAT_RATE * 100);

/** The service posts as the content API answers them: the stored texts name prices by placeholder (migration PriceListInContent). */
const posts: SpecialPost[] = Object.keys(SERVICE_PRICES).map((slug) =>
  fillPricesIn({
    slug,
    collection: 'servicii-roafaceri' as const,
    title: `Serviciul ${slug}`,
    excerpt: 'Ce face echipa pentru tine.',
    duration: `{{durata:${slug}}}`,
    priceHint: `de la {{pret:${slug}}}`,
    body: [{ type: 'paragraph' as const, text: 'Onorariul pornește de la {{pret:' + slug + '}}.' }],
    deliverables: ['raport'],
    cta: { label: 'Cere o ofertă', path: '/contact' },
  }),
);
const summaries: SpecialPostSummary[] = posts.map(({ slug, collection, title, excerpt, duration, priceHint }) => ({
  slug,
  collection,
  title,
  excerpt,
  duration,
  priceHint,
}));

const PAGES: Record<string, () => string> = {
  '/plata': () =>
    page(Payment, {
      loaderData: {
        promotions: products.filter((product) => product.kind === 'promotion'),
        valuation: products.find((product) => product.kind === 'valuation'),
        vatPercent,
        cardOffered: false,
        signedIn: false,
        listing: null,
        listingProblem: null,
        listingNeedsSignIn: false,
        signInPath: '/autentificare',
      },
    }),
  '/echipa': () => page(Team, { loaderData: { services: summaries, consultants: [], stories: [] } }),
  '/servicii-roafaceri': () => page(BusinessServices, { loaderData: { posts: summaries } }),
  '/servicii-roafaceri/evaluarea-afacerilor': () =>
    page(BusinessServiceDetail, {
      loaderData: {
        post: posts.find((post) => post.slug === 'evaluarea-afacerilor'),
        crumbs: [],
        others: summaries.filter((post) => post.slug !== 'evaluarea-afacerilor'),
      },
    }),
  '/evaluare-afaceri (comanda raportului)': () =>
    page(ReportOrder, {
      product: products.find((product) => product.id === 'valuation-report')!,
      vatPercent,
      cardOffered: false,
      signedIn: true,
      estimate: null,
    }),
  '/plata/date-facturare (rezumatul comenzii)': () =>
    page(OrderSummary, { product: products.find((product) => product.id === 'premium-60')!, vatPercent, listing: null }),
};

describe('every price a page shows is the price list’s', () => {
  const allowed = new Set(catalogueAmounts());

  it.each(Object.keys(PAGES))('%s', (page) => {
    const markup = PAGES[page]();
    const amounts = euroAmounts(markup);
    expect(amounts.length).toBeGreaterThan(0);
    expect(amounts.filter((amount) => !allowed.has(amount))).toEqual([]);
    expect(markup).not.toContain('{{');
  });

  it('shows the valuation report at the checkout price, and each package with its own days', () => {
    const report = productById('valuation-report')!;
    const team = text(PAGES['/echipa']());
    expect(team).toContain(`de la ${report.netEur} € + TVA`);
    expect(team).toContain(`în cel mult ${report.features.join(' ').match(/(\d+) zile lucrătoare/)![1]} zile lucrătoare de la plată`);
    for (const product of products.filter((item) => item.kind === 'promotion')) expect(team).toContain(String(product.promotionDays));
    const packages = text(PAGES['/plata']());
    for (const product of products) expect(packages).toContain(`${product.totalEur.toFixed(2).replace('.', ',')} €`);
  });
});
