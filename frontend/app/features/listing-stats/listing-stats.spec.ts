import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '@contracts/index';
import { UserType } from '@contracts/index';
import type { ListingStatDay, ListingStats, ListingStatsOverview } from '@contracts/listing-stats';
import { ListingType } from '@contracts/lists';
import { loadAccountOverview } from '~/features/account/overview.server';
import { loadMyListings } from '~/features/account/my-listings.server';
import { testListing } from '~/features/listings/detail/listing-fixture';
import { stubbedArgs } from '~/lib/stubbed-api.fixture';
import { ListingStatsChart } from './ListingStatsChart';
import { PerformanceCard } from './PerformanceCard';
import { chartBars } from './stats-format';

const APPROVED = '11111111-2222-4333-8444-555555555555';
const PENDING = '66666666-7777-4888-9999-aaaaaaaaaaaa';
const OTHER = 'bbbbbbbb-cccc-4ddd-8eee-ffffffffffff';
const FUTURE = new Date(Date.now() + 30 * 86_400_000).toISOString();
const user: SessionUser = {
  id: 'u1',
  fullName: 'Ion Popescu',
  email: 'ion@example.ro',
  userType: UserType.PersoanaFizica,
  emailVerified: true,
  claims: { role: 'user' },
};

const day = (date: string, views = 0, rest: Partial<ListingStatDay> = {}): ListingStatDay => ({
  date,
  views,
  favourites: 0,
  conversations: 0,
  accessRequests: 0,
  ...rest,
});
const stats: ListingStats = {
  listingId: APPROVED,
  days: [day('2026-03-08', 4, { favourites: 1 }), day('2026-03-09'), day('2026-03-10', 2, { conversations: 3, accessRequests: 1 })],
  totals: { views: 6, favourites: 1, conversations: 3, accessRequests: 1 },
};

function render(element: ReturnType<typeof createElement>): string {
  const router = createMemoryRouter([{ path: '/cont', element }], { initialEntries: ['/cont'] });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe('the chart of a listing’s figures', () => {
  it('draws one bar per day with views, scaled to the highest day, and none for days without', () => {
    const { bars, max } = chartBars(stats.days);
    expect(max).toBe(4);
    expect(bars.map((bar) => [bar.date, bar.value, bar.height])).toEqual([
      ['2026-03-08', 4, 100],
      ['2026-03-09', 0, 0],
      ['2026-03-10', 2, 50],
    ]);
    expect(bars[1]!.x).toBeGreaterThan(bars[0]!.x + bars[0]!.width);

    const html = render(createElement(ListingStatsChart, { stats }));
    expect(html.match(/<rect /g)).toHaveLength(2);
    expect(html).toContain('data-date="2026-03-08" data-value="4"');
    expect(html).not.toContain('data-date="2026-03-09"');
    expect(html).toContain('<title>8 mar.: 4 vizualizări</title>');
    // Totals of every metric, and the caption the picture is labelled by.
    expect(html).toMatch(/<div data-metric="views"><dt>Vizualizări<\/dt><dd>6<\/dd><\/div>/);
    expect(html).toMatch(/<div data-metric="conversations"><dt>Conversații<\/dt><dd>3<\/dd><\/div>/);
    expect(html).toMatch(/<div data-metric="accessRequests"><dt>Cereri de acces<\/dt><dd>1<\/dd><\/div>/);
    expect(html).toContain('Vizualizări pe zi între 8 martie 2026 și 10 martie 2026: 6 vizualizări în total, cel mult 4 într-o zi.');
    const labelled = /aria-labelledby="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`<figcaption id="${labelled}">`);
    // Every day's figures in the table, zero days included.
    expect(html).toContain('<tr><th scope="row">9 martie 2026</th><td>0</td><td>0</td><td>0</td><td>0</td></tr>');
    expect(html).toContain('<tr><th scope="row">10 martie 2026</th><td>2</td><td>0</td><td>3</td><td>1</td></tr>');
  });

  it('draws a period without any view as an empty baseline', () => {
    const empty: ListingStats = {
      listingId: APPROVED,
      days: [day('2026-03-09'), day('2026-03-10')],
      totals: { views: 0, favourites: 0, conversations: 0, accessRequests: 0 },
    };
    expect(chartBars(empty.days).bars.every((bar) => bar.height === 0)).toBe(true);
    const html = render(createElement(ListingStatsChart, { stats: empty }));
    expect(html).not.toContain('<rect');
    expect(html).toContain('<line');
    expect(html).toContain('Nicio vizualizare între 9 martie 2026 și 10 martie 2026.');
    expect(html).toMatch(/<dt>Vizualizări<\/dt><dd>0<\/dd>/);
  });
});

const mine = {
  docs: [
    testListing(ListingType.Investor, { id: PENDING, title: 'În verificare', status: 'pending', statusName: 'În așteptare', publishedAt: null }),
    testListing(ListingType.Company, { id: APPROVED, slug: 'brutarie', title: 'Brutărie', status: 'approved', statusName: 'Publicat', expiresAt: FUTURE }),
  ],
  count: 2,
  pagination: { page: 1, perPage: 100, prevPage: null, nextPage: null, total: 2, totalPages: 1, featuredCount: 0 },
};
const SIGNED_IN = {
  'GET /api/account': { status: 200, body: { user } },
  'GET /api/listings/mine?page=1&pageSize=100': { status: 200, body: mine },
  'GET /api/listings/mine?page=1&pageSize=20': { status: 200, body: mine },
  'GET /api/listings/mine?page=1&pageSize=3': { status: 200, body: mine },
};
const STATS_PATH = `GET /api/listings/mine/${APPROVED}/stats?days=30`;

describe('the figures on cont/anunturile-mele', () => {
  it('reads the 30 days of the listing named by ?statistici= from the owner route', async () => {
    const { args, calls } = stubbedArgs(
      `/cont/anunturile-mele?statistici=${APPROVED}`,
      { ...SIGNED_IN, [STATS_PATH]: { status: 200, body: stats } },
      { signedIn: true },
    );
    const result = await loadMyListings(args);
    expect(result.stats).toEqual({ listingId: APPROVED, data: stats });
    expect(calls.map((call) => call.key)).toContain(STATS_PATH);
  });

  it('asks nothing for a listing never published, one not the user’s, or without the parameter', async () => {
    for (const id of [PENDING, OTHER, 'nu-e-un-id']) {
      const { args, calls } = stubbedArgs(`/cont/anunturile-mele?statistici=${id}`, SIGNED_IN, { signedIn: true });
      expect((await loadMyListings(args)).stats).toBeNull();
      expect(calls.some((call) => call.key.includes('/stats'))).toBe(false);
    }
    const { args } = stubbedArgs('/cont/anunturile-mele', SIGNED_IN, { signedIn: true });
    expect((await loadMyListings(args)).stats).toBeNull();
  });

  it('says the figures could not be read when the API does not answer them', async () => {
    const { args } = stubbedArgs(
      `/cont/anunturile-mele?statistici=${APPROVED}`,
      { ...SIGNED_IN, [STATS_PATH]: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } },
      { signedIn: true },
    );
    expect((await loadMyListings(args)).stats).toEqual({ listingId: APPROVED, data: null });
  });
});

const overview: ListingStatsOverview = {
  days: 30,
  best: [
    {
      listingId: APPROVED,
      type: 1,
      slug: 'brutarie',
      title: 'Brutărie <b>veche</b>',
      totals: { views: 21, favourites: 2, conversations: 0, accessRequests: 0 },
    },
  ],
  worst: [{ listingId: OTHER, type: 1, slug: 'moara', title: 'Moară', totals: { views: 1, favourites: 0, conversations: 0, accessRequests: 0 } }],
};

describe('the performance card of the account', () => {
  it('reads the best and worst listings of the last 30 days', async () => {
    const { args, calls } = stubbedArgs(
      '/cont',
      { ...SIGNED_IN, 'GET /api/listings/mine/stats/overview?days=30': { status: 200, body: overview } },
      { signedIn: true },
    );
    const result = await loadAccountOverview(args);
    expect(result.performance).toEqual(overview);
    expect(calls.map((call) => call.key)).toContain('GET /api/listings/mine/stats/overview?days=30');
    const failed = stubbedArgs('/cont', SIGNED_IN, { signedIn: true });
    expect((await loadAccountOverview(failed.args)).performance).toBeNull();
  });

  it('names each listing with its views and links to its figures, the title as text', () => {
    const html = render(createElement(PerformanceCard, { overview }));
    expect(html).toContain('Cele mai văzute');
    expect(html).toContain('Cele mai puțin văzute');
    expect(html).toContain(`href="/cont/anunturile-mele?statistici=${APPROVED}#anunt-${APPROVED}"`);
    expect(html).toContain('Brutărie &lt;b&gt;veche&lt;/b&gt;');
    expect(html).toContain('21 de vizualizări');
    expect(html).toContain('1 vizualizare');
    expect(render(createElement(PerformanceCard, { overview: { days: 30, best: [], worst: [] } }))).toContain('Când ai anunțuri publicate');
    expect(render(createElement(PerformanceCard, { overview: null }))).toContain('nu pot fi afișate acum');
  });
});
