import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ListingType } from '@contracts/lists';
import { loader } from '~/routes/home';
import { stubbedArgs } from '~/lib/stubbed-api.fixture';
import { testListing } from './detail/listing-fixture';
import { FundCallSections } from './FundCallSections';
import { toCard } from './ListingCard';

const call = (slug: string, title: string, callStatus: string, callStatusName: string, deadline: string) =>
  testListing(ListingType.Fund, { id: `id-${slug}`, slug, title, callStatus, callStatusName, deadline });
const OPEN = call('digitalizare-imm', 'Digitalizare IMM Nord-Vest', 'open', 'Apel deschis', '2027-02-15');
const ANNOUNCED = call('tineri-fermieri', 'Tineri fermieri', 'upcoming', 'Apel în curând', '2027-04-01');
const page = (docs: unknown[]) => ({ status: 200, body: { docs, total: docs.length, page: 1, pageSize: 4, totalPages: 1 } });

function render(element: ReturnType<typeof createElement>): string {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}
/** The markup of one section (by its test id), up to the next section. */
const section = (html: string, testId: string) => {
  const start = html.indexOf(`data-testid="${testId}"`);
  return start < 0 ? null : html.slice(start, html.indexOf('</section>', start));
};

describe('the home page’s funding calls', () => {
  it('asks the API for open calls for „Apeluri de finanțare deschise” and for announced ones apart', async () => {
    const { args, calls } = stubbedArgs('/', {
      'GET /api/fund/list/web-new?pageSize=4&callStatus=open': page([OPEN]),
      'GET /api/fund/list/web-new?pageSize=4&callStatus=upcoming': page([ANNOUNCED]),
    });
    const data = await loader(args as never);
    expect(calls.map((item) => item.key).filter((key) => key.includes('/api/fund/'))).toEqual([
      'GET /api/fund/list/web-new?pageSize=4&callStatus=open',
      'GET /api/fund/list/web-new?pageSize=4&callStatus=upcoming',
    ]);
    expect(data.funds.map((card) => card.title)).toEqual(['Digitalizare IMM Nord-Vest']);
    expect(data.announcedFunds.map((card) => card.title)).toEqual(['Tineri fermieri']);
  });

  it('shows open calls under „deschise”, announced ones in their own section, and no „Apel în curând” card under „deschise”', () => {
    const html = render(createElement(FundCallSections, { open: [toCard(OPEN)], announced: [toCard(ANNOUNCED)] }));
    const open = section(html, 'home-funds')!;
    expect(open).toContain('Apeluri de finanțare deschise');
    expect(open).toContain('Digitalizare IMM Nord-Vest');
    expect(open).toContain('Apel deschis · termen 15 februarie 2027');
    expect(open).not.toContain('Apel în curând');
    expect(open).not.toContain('Tineri fermieri');
    const announced = section(html, 'home-funds-announced')!;
    expect(announced).toContain('Apeluri anunțate');
    expect(announced).toContain('Tineri fermieri');
    expect(announced).toContain('href="/finantari?callStatus=upcoming"');
  });

  it('leaves out the announced section when no call is announced, and the open one when none is open', () => {
    const onlyOpen = render(createElement(FundCallSections, { open: [toCard(OPEN)], announced: [] }));
    expect(section(onlyOpen, 'home-funds')).not.toBeNull();
    expect(onlyOpen).not.toContain('Apeluri anunțate');
    const onlyAnnounced = render(createElement(FundCallSections, { open: [], announced: [toCard(ANNOUNCED)] }));
    expect(onlyAnnounced).not.toContain('Apeluri de finanțare deschise');
    expect(section(onlyAnnounced, 'home-funds-announced')).toContain('Tineri fermieri');
  });
});
