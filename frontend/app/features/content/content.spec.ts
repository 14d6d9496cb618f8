import { RouterContextProvider } from 'react-router';
import type { FaqGroup, Partner, PortfolioProject, SpecialPost, SuccessStory, TeamMember } from '@contracts/content';
import { apiFetchContext, type ApiFetch } from '~/lib/api-context';
import { loader as serviceLoader } from '~/routes/business-service-detail';
import { loader as faqLoader } from '~/routes/faq';
import { loader as portfolioLoader } from '~/routes/portfolio';
import { action as teamAction, loader as teamLoader } from '~/routes/team';
import { contentApiPaths, fetchContent } from './content.server';
import { faqLd } from './content-ld';
import { validateReview } from './review-form';
import { groupPartners, initialsOf } from './partners';
import { categoryFilters, categoryFrom, fundingTotal, portfolioPath } from './portfolio';

type Answer = { status: number; body?: unknown };

/** Loader arguments with an in-process API stub answering `routes` (path → answer), 404 otherwise. */
function loaderArgs(url: string, routes: Record<string, Answer>, params: Record<string, string> = {}) {
  const calls: string[] = [];
  const apiFetch: ApiFetch = async (path) => {
    calls.push(path);
    const answer = routes[path] ?? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
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
const PROJECTS = [
  project('a', 'finantare', 100_000),
  project('b', 'tranzactie', 400_000),
  project('c', 'finantare', 50_000),
  project('d', 'evaluare', 1_000_000),
];

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

const FAQ_GROUPS: FaqGroup[] = [
  { id: 'cont', title: 'Contul tău', items: [{ question: 'De ce am nevoie de cont?', answer: 'Ca să publici anunțuri.' }] },
  {
    id: 'plati',
    title: 'Plăți și facturare',
    items: [
      { question: 'Cum plătesc?', answer: 'Cu cardul sau prin transfer.' },
      { question: 'Când primesc factura?', answer: 'După plată.' },
    ],
  },
];

describe('FAQ', () => {
  it('reads the topics and their questions from the API, and shows the error page when it fails', async () => {
    const { calls, args } = loaderArgs('/faq', { [contentApiPaths.faq]: { status: 200, body: { docs: FAQ_GROUPS, count: 2 } } });
    expect(await faqLoader(args as never)).toEqual({ groups: FAQ_GROUPS });
    expect(calls).toEqual(['/api/content/faq']);
    const down = loaderArgs('/faq', { [contentApiPaths.faq]: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } });
    expect(await thrownStatus(faqLoader(down.args as never))).toBe(503);
  });

  it('describes every question as FAQPage structured data', () => {
    const ld = faqLd(FAQ_GROUPS) as { '@type': string; mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity).toHaveLength(3);
    expect(ld.mainEntity[0]).toMatchObject({ name: 'De ce am nevoie de cont?', acceptedAnswer: { text: 'Ca să publici anunțuri.' } });
    expect(ld.mainEntity[2]).toMatchObject({ name: 'Când primesc factura?', acceptedAnswer: { text: 'După plată.' } });
  });
});

describe('team page', () => {
  const member: TeamMember = { name: 'Ana Vlad', role: 'Consultant', experience: '9 ani', focus: 'ferme' };
  const story: SuccessStory = { name: 'Dan Toma', company: 'Toma SRL', quote: 'Foarte mulțumit de colaborare.', rating: 5 };
  const services = { status: 200, body: { docs: [], count: 0 } };

  it('reads the services, the consultants and every approved story', async () => {
    const { calls, args } = loaderArgs('/echipa', {
      [contentApiPaths.businessServices]: services,
      [contentApiPaths.team]: { status: 200, body: { docs: [member], count: 1 } },
      [contentApiPaths.successStoriesAll]: { status: 200, body: [story] },
    });
    expect(await teamLoader(args as never)).toEqual({ services: [], consultants: [member], stories: [story] });
    expect(calls.sort()).toEqual(['/api/content/team', '/api/masterdata/successStoriesAll', '/api/special-posts/servicii-roafaceri/list']);
  });

  it('still shows the page without the stories when they cannot be read', async () => {
    const { args } = loaderArgs('/echipa', {
      [contentApiPaths.businessServices]: services,
      [contentApiPaths.team]: { status: 200, body: { docs: [member], count: 1 } },
      [contentApiPaths.successStoriesAll]: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    });
    expect((await teamLoader(args as never)).stories).toEqual([]);
  });
});

describe('review form', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };
  const valid = {
    name: 'Dan Toma',
    company: 'Toma SRL',
    city: '',
    text: 'Am obținut finanțarea pentru depozit, cu sprijinul lor.',
    rating: '5',
    consent: 'true',
  };

  /** The team page's action with an API stub that records what it was sent and answers `answer`. */
  async function submit(fields: Record<string, string>, answer: Answer, photo?: File) {
    const sent: { path: string; method?: string; body?: FormData }[] = [];
    const apiFetch: ApiFetch = async (path, init) => {
      sent.push({ path, method: init?.method, body: init?.body as FormData });
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    };
    const context = new RouterContextProvider();
    context.set(apiFetchContext, apiFetch);
    const body = form(fields);
    if (photo) body.set('photo', photo);
    const request = new Request('http://localhost/echipa', { method: 'POST', body });
    const result = (await teamAction({ request, context, params: {}, url: new URL(request.url), unstable_pattern: '' } as never)) as {
      data: unknown;
      init: { status?: number } | null;
    };
    return { sent, data: result.data, status: result.init?.status ?? 200 };
  }

  it('checks the fields as the API does, with Romanian messages', () => {
    expect(validateReview(form(valid))).toEqual({});
    expect(validateReview(form({ name: 'D', company: '', text: 'Scurt.', rating: '7' }))).toEqual({
      name: 'Minimum 2 caractere.',
      company: 'Câmpul este obligatoriu.',
      text: 'Minimum 20 caractere.',
      rating: 'Alege o notă de la 1 la 5 stele.',
      consent: 'Bifează acordul pentru publicarea recenziei pe site.',
    });
  });

  it('sends a valid review to the API as multipart, with the photo', async () => {
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'eu.png', { type: 'image/png' });
    const { sent, data, status } = await submit(valid, { status: 201, body: { ok: true, message: 'Mulțumim!' } }, photo);
    expect(status).toBe(200);
    expect(data).toEqual({ ok: true, message: 'Mulțumim!' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: '/api/masterdata/successStories', method: 'POST' });
    const body = sent[0]!.body!;
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      name: 'Dan Toma',
      company: 'Toma SRL',
      text: valid.text,
      rating: '5',
      consent: 'true',
    });
    expect((body.get('photo') as File).name).toBe('eu.png');
  });

  it('does not call the API with invalid fields, and shows the API field messages next to the fields', async () => {
    const refused = await submit({ ...valid, consent: '' }, { status: 500, body: {} });
    expect(refused.sent).toEqual([]);
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      ok: false,
      fieldErrors: { consent: 'Bifează acordul pentru publicarea recenziei pe site.' },
      values: { name: 'Dan Toma' },
    });

    const photoRefused = await submit(valid, {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'x',
          details: [{ field: 'photo', message: 'Fișierul nu este o imagine acceptată (JPEG, PNG, WebP sau AVIF).' }],
        },
      },
    });
    expect(photoRefused.status).toBe(400);
    expect(photoRefused.data).toMatchObject({ ok: false, fieldErrors: { photo: 'Fișierul nu este o imagine acceptată (JPEG, PNG, WebP sau AVIF).' } });

    const limited = await submit(valid, { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'x' } } });
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ ok: false, message: 'Ai trimis deja câteva recenzii în ultima oră. Încearcă din nou mai târziu.' });
  });
});
