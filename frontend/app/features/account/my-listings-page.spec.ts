import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ListingType } from '@contracts/lists';
import { testListing } from '~/features/listings/detail/listing-fixture';
import MyListings from '~/routes/protected/my-listings';
import { toMyListing } from './my-listings';
import type { MyListingsData } from './my-listings.server';

const FUTURE = new Date(Date.now() + 30 * 86_400_000).toISOString();

function page(overrides: Partial<MyListingsData>): MyListingsData {
  const listing = toMyListing(
    testListing(ListingType.Company, {
      id: '11111111-2222-4333-8444-555555555555',
      slug: 'brutarie',
      title: 'Brutărie',
      status: 'approved',
      statusName: 'Publicat',
      expiresAt: FUTURE,
    }),
  );
  return {
    listings: [listing],
    shown: [listing],
    tab: 'publicate',
    family: 'company',
    counts: { toate: 60, 'in-asteptare': 5, publicate: 50, respinse: 3, expirate: 2 },
    page: 2,
    totalPages: 3,
    flash: null,
    confirmWithdraw: null,
    now: new Date().toISOString(),
    stats: null,
    investorMatches: {},
    ...overrides,
  };
}

function render(data: MyListingsData): string {
  const element = createElement(MyListings as never, { loaderData: data, actionData: undefined, params: {}, matches: [] });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/cont/anunturile-mele'] });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe('cont/anunturile-mele, page by page', () => {
  it('links the previous and next pages keeping the tab and family, as plain links', () => {
    const html = render(page({}));
    expect(html).toContain('href="/cont/anunturile-mele?stare=publicate&amp;tip=company"');
    expect(html).toContain('href="/cont/anunturile-mele?stare=publicate&amp;tip=company&amp;pagina=3"');
    expect(html).toContain('Pagina 2 din 3');
    expect(html).toContain('Pagina anterioară');
    expect(html).toContain('Pagina următoare');
  });

  it('filters by family and state with a GET form that works before the page’s code loads', () => {
    const html = render(page({}));
    expect(html).toMatch(/<form class="my-listings__filters"[^>]*action="\/cont\/anunturile-mele" method="get">/);
    expect(html).toMatch(/<select id="my-listings-family" name="tip"/);
    expect(html).toMatch(/<option value="company" selected="">Afacere de vânzare<\/option>/);
    expect(html).toMatch(/<option value="publicate" selected="">Publicate<\/option>/);
    expect(html).toContain('Tipul anunțului');
    // Tabs keep the chosen family and start again from the first page.
    expect(html).toContain('href="/cont/anunturile-mele?stare=respinse&amp;tip=company"');
  });

  it('shows no page links for a single page, and the empty state only when the owner has nothing at all', () => {
    const single = render(page({ page: 1, totalPages: 1 }));
    expect(single).not.toContain('Pagina următoare');
    const noneOfFamily = render(
      page({ listings: [], shown: [], counts: { toate: 0, 'in-asteptare': 0, publicate: 0, respinse: 0, expirate: 0 }, page: 1, totalPages: 1 }),
    );
    expect(noneOfFamily).toContain('Nu ai anunțuri de acest tip în această stare.');
    const nothing = render(
      page({
        listings: [],
        shown: [],
        family: null,
        tab: 'toate',
        counts: { toate: 0, 'in-asteptare': 0, publicate: 0, respinse: 0, expirate: 0 },
        page: 1,
        totalPages: 1,
      }),
    );
    expect(nothing).toContain('data-testid="my-listings-empty"');
  });
});
