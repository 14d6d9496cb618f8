import { RouterContextProvider } from 'react-router';
import type { Partner, PortfolioProject, SpecialPost } from '@contracts/content';
import { apiFetchContext, type ApiFetch } from '~/lib/api-context';
import { loader as serviceLoader } from '~/routes/business-service-detail';
import { loader as portfolioLoader } from '~/routes/portfolio';
import { contentApiPaths, fetchContent } from './content.server';
import { faqLd } from './content-ld';
import { FAQ_GROUPS } from './faq';
import { groupPartners, initialsOf } from './partners';
import { categoryFilters, categoryFrom, fundingTotal, portfolioPath } from './portfolio';

type Answer = { status: number; body?: unknown };

/** Loader arguments with an in-process API stub answering `routes` (path → answer), 404 otherwise. */
function loaderArgs(url: string, routes: Record<string, Answer>, params: Record<string, string> = {}) {
  const calls: string[] = [];
  const apiFetch: ApiFetch = async (path) => {
    calls.push(path);
    const answer = routes[path] ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  const context = new RouterContextProvider();
  context.set(apiFetchContext, apiFetch);
  return { calls, args: { request: new Request(`http://localhost${url}`), context, params, url: new URL(`http://localhost${url}`), unstable_pattern: '' } };
}

async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
  throw new Error('expected a thrown response');
}

const project = (id: string, category: PortfolioProject['category'], amountEur: number): PortfolioProject => ({
  id,
  title: id,
  clientType: 'SRL',
  sector: 'IT',
  region: 'Nord-Vest',
  city: 'Cluj-Napoca',
  programme: 'PNRR',
  amountEur,
  year: 2025,
  result: 'Rezultat.',
  category,
  categoryName: category,
});
const PROJECTS = [project('a', 'finantare', 100_000), project('b', 'tranzactie', 400_000), project('c', 'finantare', 50_000), project('d', 'evaluare', 1_000_000)];

describe('portfolio filter', () => {
  it('reads a known category from the URL and ignores anything else', () => {
    expect(categoryFrom(new URLSearchParams('categorie=evaluare'))).toBe('evaluare');
    expect(categoryFrom(new URLSearchParams('categorie=Evaluare'))).toBeNull();
    expect(categoryFrom(new URLSearchParams('categorie=finanțare'))).toBeNull();
    expect(categoryFrom(new URLSearchParams(''))).toBeNull();
  });

  it('builds the filter links with their counts, "Toate" first', () => {
    expect(portfolioPath(null)).toBe('/portofoliu');
    expect(portfolioPath('tranzactie')).toBe('/portofoliu?categorie=tranzactie');
    expect(categoryFilters(PROJECTS).map((filter) => [filter.label, filter.count, filter.path])).toEqual([
      ['Toate', 4, '/portofoliu'],
      ['Finanțare', 2, '/portofoliu?categorie=finantare'],
      ['Tranzacție', 1, '/portofoliu?categorie=tranzactie'],
      ['Evaluare', 1, '/portofoliu?categorie=evaluare'],
    ]);
    expect(fundingTotal(PROJECTS)).toBe(150_000);
  });

  it('loads every project once and filters by the URL category', async () => {
    const { calls, args } = loaderArgs('/portofoliu?categorie=finantare', { [contentApiPaths.portfolio]: { status: 200, body: PROJECTS } });
    const data = await portfolioLoader(args as never);
    expect(calls).toEqual(['/api/masterdata/portfolio']);
    expect(data.category).toBe('finantare');
    expect(data.projects.map((item) => item.id)).toEqual(['a', 'c']);
    expect(data.filters[0]?.count).toBe(4);
  });
});

describe('content loaders', () => {
  it('shows the 404 page for an unknown or malformed post and the error page when the API fails', async () => {
    const list = { status: 200, body: { docs: [], count: 0 } };
    const unknown = loaderArgs('/servicii-roafaceri/nu-exista', { [contentApiPaths.businessServices]: list }, { slug: 'nu-exista' });
    expect(await thrownStatus(serviceLoader(unknown.args as never))).toBe(404);
    const malformed = loaderArgs('/servicii-roafaceri/X_Y', {
      [contentApiPaths.businessServices]: list,
      [contentApiPaths.businessService('X_Y')]: { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'x' } } },
    });
    expect(await thrownStatus(serviceLoader({ ...malformed.args, params: { slug: 'X_Y' } } as never))).toBe(404);
    const down = loaderArgs('/portofoliu', { [contentApiPaths.portfolio]: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } });
    expect(await thrownStatus(fetchContent(down.args as never, contentApiPaths.portfolio))).toBe(503);
  });

  it('gives a post its breadcrumb and the other services', async () => {
    const post = { slug: 'due-diligence', title: 'Due diligence' } as SpecialPost;
    const other = { slug: 'evaluarea-afacerilor', title: 'Evaluarea afacerilor' };
    const { args } = loaderArgs(
      '/servicii-roafaceri/due-diligence',
      {
        [contentApiPaths.businessService('due-diligence')]: { status: 200, body: post },
        [contentApiPaths.businessServices]: { status: 200, body: { docs: [post, other], count: 2 } },
      },
      { slug: 'due-diligence' },
    );
    const data = await serviceLoader(args as never);
    expect(data.crumbs).toEqual([
      { name: 'Acasă', path: '/' },
      { name: 'Servicii RoAfaceri', path: '/servicii-roafaceri' },
      { name: 'Due diligence', path: '/servicii-roafaceri/due-diligence' },
    ]);
    expect(data.others).toEqual([other]);
  });
});

describe('partners', () => {
  const partner = (id: string, kind: Partner['kind']): Partner => ({ id, name: id, kind, kindName: kind, description: '', city: '' });

  it('groups partners in the order of their kinds and leaves out empty kinds', () => {
    const groups = groupPartners([partner('c1', 'client'), partner('b1', 'banca'), partner('c2', 'client')]);
    expect(groups.map((group) => [group.kind, group.title, group.partners.map((item) => item.id)])).toEqual([
      ['banca', 'Bănci', ['b1']],
      ['client', 'Clienți', ['c1', 'c2']],
    ]);
  });

  it('takes the initials of the first and last words', () => {
    expect(initialsOf('Banca Meridian')).toBe('BM');
    expect(initialsOf('Legis & Asociații')).toBe('LA');
    expect(initialsOf('Asociația Antreprenorilor din Moldova')).toBe('AM');
    expect(initialsOf('ștefan')).toBe('Ș');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('FAQ', () => {
  it('groups the questions by the spec topics, in Romanian with comma-below diacritics', () => {
    expect(FAQ_GROUPS.map((group) => group.id)).toEqual(['cont', 'anunturi', 'promovare', 'finantari', 'plati']);
    const texts = FAQ_GROUPS.flatMap((group) => [group.title, ...group.items.flatMap((item) => [item.question, item.answer])]);
    expect(texts.filter((text) => /[şţŞŢ]/.test(text))).toEqual([]);
    expect(FAQ_GROUPS.every((group) => group.items.length >= 3)).toBe(true);
  });

  it('describes every question as FAQPage structured data', () => {
    const ld = faqLd(FAQ_GROUPS) as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toHaveLength(FAQ_GROUPS.reduce((sum, group) => sum + group.items.length, 0));
    expect(ld.mainEntity[0]).toMatchObject({ name: FAQ_GROUPS[0]!.items[0]!.question, acceptedAnswer: { text: FAQ_GROUPS[0]!.items[0]!.answer } });
  });
});
