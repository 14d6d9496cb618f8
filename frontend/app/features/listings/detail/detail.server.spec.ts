import { RouterContextProvider } from 'react-router';
import { UserType, type SessionUser } from '@contracts/index';
import { ListingType } from '@contracts/lists';
import { apiFetchContext, type ApiFetch } from '~/lib/api-context';
import { listingDetailAction, loadListingDetail } from './detail.server';
import { testListing } from './listing-fixture';

const user: SessionUser = {
  id: 'u1',
  fullName: 'Ion Popescu',
  email: 'ion@example.ro',
  userType: UserType.PersoanaFizica,
  emailVerified: true,
  claims: { role: 'user' },
};
const ID = '7d1c6f9e-8a52-4a07-9d55-2f4b0e5e7c11';
const asset = testListing(ListingType.Active, {
  id: ID,
  slug: 'hala-ploiesti',
  title: 'Hală, Ploiești',
  excerpt: 'Hală.',
  description: '<p>Hală.</p>',
  price: 100,
  city: 'Ploiești',
  countyName: 'Prahova',
  category: 'imobiliare',
  categoryName: 'Imobiliare',
  contactEmail: 'proprietar@example.ro',
});
const card = (id: string) => ({ ...asset, id, slug: `anunt-${id}`, title: `Anunț ${id}` });
const NOT_FOUND = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };

type Answer = { status: number; body?: unknown };

/** Loader/action arguments with a stubbed in-process API (`routes`: method + path → answer). */
function args(path: string, routes: Record<string, Answer>, options: { cookie?: string; form?: Record<string, string> } = {}) {
  const calls: { method: string; path: string; body?: string }[] = [];
  const apiFetch: ApiFetch = async (apiPath, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, path: apiPath, body: typeof init?.body === 'string' ? init.body : undefined });
    const answer = routes[`${method} ${apiPath}`] ?? NOT_FOUND;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  const context = new RouterContextProvider();
  context.set(apiFetchContext, apiFetch);
  const url = new URL(`http://localhost${path}`);
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  const request = options.form ? new Request(url, { method: 'POST', headers, body: new URLSearchParams(options.form) }) : new Request(url, { headers });
  const [, , category, slug] = url.pathname.split('/');
  const params = url.pathname.startsWith('/active/') ? { category, slug } : { slug: url.pathname.split('/')[2] };
  return { calls, args: { request, context, url, params } };
}

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    // `data(null, { status })` throws a DataWithResponseInit.
    const init = (error as { init?: ResponseInit }).init;
    if (init) return new Response(null, init);
    throw error;
  }
  throw new Error('expected the loader to throw');
}

describe('detail loader', () => {
  it('loads the listing with related and featured (without duplicates) and no private field', async () => {
    const { args: loaderArgs } = args('/active/imobiliare/hala-ploiesti', {
      'GET /api/active/hala-ploiesti': { status: 200, body: asset },
      [`GET /api/active/related/${ID}`]: { status: 200, body: [card('a'), card('b')] },
      [`GET /api/active/featured/${ID}`]: { status: 200, body: [card('b'), card('c'), { ...asset }] },
    });
    const result = await loadListingDetail(loaderArgs);
    expect(result.view.title).toBe('Hală, Ploiești');
    expect(result.related.map((item) => item.id)).toEqual(['a', 'b']);
    expect(result.featured.map((item) => item.id)).toEqual(['c']);
    expect(result.isFavorite).toBe(false);
    expect(result.preview).toBeNull();
    expect(JSON.stringify(result)).not.toContain('proprietar@example.ro');
  });

  it('keeps the page when related and featured fail', async () => {
    const { args: loaderArgs } = args('/active/imobiliare/hala-ploiesti', {
      'GET /api/active/hala-ploiesti': { status: 200, body: asset },
      [`GET /api/active/related/${ID}`]: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    });
    const result = await loadListingDetail(loaderArgs);
    expect(result.related).toEqual([]);
    expect(result.featured).toEqual([]);
  });

  it('answers 404 for an unknown slug', async () => {
    const { args: loaderArgs } = args('/vanzare-cumparare-afaceri/nu-exista', {});
    expect((await thrown(loadListingDetail(loaderArgs))).status).toBe(404);
  });

  it('moves an asset opened under another category to its own URL (301, query kept)', async () => {
    const { args: loaderArgs } = args('/active/financiare/hala-ploiesti?x=1', { 'GET /api/active/hala-ploiesti': { status: 200, body: asset } });
    const response = await thrown(loadListingDetail(loaderArgs));
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/active/imobiliare/hala-ploiesti?x=1');
  });

  it('shows the owner a pending listing through ?id= only when the slug matches', async () => {
    const pending = { ...asset, type: ListingType.Company, status: 'pending', statusName: 'În așteptarea aprobării' };
    const routes = { [`GET /api/company/id/${ID}`]: { status: 200, body: pending } };
    const { args: owner } = args(`/vanzare-cumparare-afaceri/hala-ploiesti?id=${ID}`, routes);
    expect((await loadListingDetail(owner)).preview).toEqual({ status: 'pending', statusName: 'În așteptarea aprobării' });
    const { args: otherSlug } = args(`/vanzare-cumparare-afaceri/alt-anunt?id=${ID}`, routes);
    expect((await thrown(loadListingDetail(otherSlug))).status).toBe(404);
    const { args: badId, calls } = args('/vanzare-cumparare-afaceri/hala-ploiesti?id=1%20OR%201', routes);
    expect((await thrown(loadListingDetail(badId))).status).toBe(404);
    expect(calls.map((call) => call.path)).toEqual(['/api/company/hala-ploiesti']);
  });

  it('tells a signed-in visitor whether the listing is among their favourites', async () => {
    const { args: loaderArgs } = args(
      '/active/imobiliare/hala-ploiesti',
      {
        'GET /api/account': { status: 200, body: { user } },
        'GET /api/active/hala-ploiesti': { status: 200, body: asset },
        'GET /api/favorite': {
          status: 200,
          body: [
            { entityId: 'altul', type: 1 },
            { entityId: ID, type: 2 },
          ],
        },
      },
      { cookie: 'auth_token=abc' },
    );
    expect((await loadListingDetail(loaderArgs)).isFavorite).toBe(true);
  });
});

describe('detail action', () => {
  const signedIn = { 'GET /api/account': { status: 200, body: { user } }, 'GET /api/active/hala-ploiesti': { status: 200, body: asset } };

  it('adds and removes a favourite with the listing taken from the URL', async () => {
    const added = args(
      '/active/imobiliare/hala-ploiesti',
      { ...signedIn, 'POST /api/favorite': { status: 201, body: {} } },
      { cookie: 'auth_token=abc', form: { intent: 'favorite', favorite: 'add' } },
    );
    const result = await listingDetailAction(added.args);
    expect(result.data).toEqual({ intent: 'favorite', ok: true, favorite: true, message: '„Hală, Ploiești” a fost adăugat la favorite.' });
    expect(JSON.parse(added.calls.find((call) => call.method === 'POST')!.body!)).toEqual({
      entityId: ID,
      type: 2,
      entitySlug: 'hala-ploiesti',
      title: 'Hală, Ploiești',
    });

    const removed = args(
      '/active/imobiliare/hala-ploiesti',
      { ...signedIn, [`DELETE /api/favorite/${ID}?type=2`]: { status: 204 } },
      { cookie: 'auth_token=abc', form: { intent: 'favorite', favorite: 'remove' } },
    );
    expect((await listingDetailAction(removed.args)).data).toMatchObject({ ok: true, favorite: false });
  });

  it('sends an anonymous favourite to the login page', async () => {
    const { args: actionArgs } = args(
      '/active/imobiliare/hala-ploiesti',
      { 'GET /api/active/hala-ploiesti': { status: 200, body: asset } },
      { form: { intent: 'favorite', favorite: 'add' } },
    );
    const response = await thrown(listingDetailAction(actionArgs));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth/login?redirect=%2Factive%2Fimobiliare%2Fhala-ploiesti');
  });

  const contact = { name: 'Elena', email: 'elena@example.ro', phone: '', message: 'Bună ziua, mă interesează.' };
  const listingRoute = { 'GET /api/active/hala-ploiesti': { status: 200, body: asset } };

  it('checks the contact form before asking the API', async () => {
    const { args: actionArgs, calls } = args('/active/imobiliare/hala-ploiesti', listingRoute, { form: { intent: 'contact', ...contact, email: 'elena@' } });
    const result = await listingDetailAction(actionArgs);
    expect(result.init?.status).toBe(400);
    expect(result.data).toEqual({ intent: 'contact', ok: false, fieldErrors: { email: 'Adresa de email nu este validă.' } });
    expect(calls.some((call) => call.path.includes('/contact'))).toBe(false);
  });

  it('sends the message to the API and maps its field errors and throttling', async () => {
    const path = `POST /api/listings/${ID}/contact`;
    const sent = args(
      '/active/imobiliare/hala-ploiesti',
      { ...listingRoute, [path]: { status: 200, body: { ok: true, message: 'Mesajul a fost trimis.' } } },
      { form: { intent: 'contact', ...contact } },
    );
    expect((await listingDetailAction(sent.args)).data).toEqual({ intent: 'contact', ok: true, fieldErrors: {}, message: 'Mesajul a fost trimis.' });
    expect(JSON.parse(sent.calls.find((call) => call.method === 'POST')!.body!)).toEqual({
      name: 'Elena',
      email: 'elena@example.ro',
      message: 'Bună ziua, mă interesează.',
    });

    const invalid = args(
      '/active/imobiliare/hala-ploiesti',
      {
        ...listingRoute,
        [path]: {
          status: 400,
          body: { error: { code: 'VALIDATION_FAILED', message: 'x', details: [{ field: 'message', message: 'Mesajul este prea scurt.' }] } },
        },
      },
      { form: { intent: 'contact', ...contact } },
    );
    expect((await listingDetailAction(invalid.args)).data).toMatchObject({ ok: false, fieldErrors: { message: 'Mesajul este prea scurt.' } });

    const throttled = args(
      '/active/imobiliare/hala-ploiesti',
      { ...listingRoute, [path]: { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'x' } } } },
      { form: { intent: 'contact', ...contact } },
    );
    const result = await listingDetailAction(throttled.args);
    expect(result.init?.status).toBe(429);
    expect(result.data).toMatchObject({ ok: false, message: 'Prea multe încercări. Te rugăm să aștepți puțin și să încerci din nou.' });
  });

  it('starts (or continues) the conversation of a signed-in visitor instead of emailing, and links to it', async () => {
    const conversationId = '0b7c2d3e-4f50-4a61-8b72-9c8d7e6f5a41';
    const started = args(
      '/active/imobiliare/hala-ploiesti',
      { ...signedIn, 'POST /api/conversations': { status: 201, body: { conversation: { id: conversationId }, messages: [] } } },
      { cookie: 'auth_token=abc', form: { intent: 'contact', name: 'Ion Popescu', email: 'ion@example.ro', message: 'Bună ziua, mă interesează.' } },
    );
    expect((await listingDetailAction(started.args)).data).toEqual({
      intent: 'contact',
      ok: true,
      fieldErrors: {},
      message: 'Mesajul tău a fost trimis proprietarului anunțului.',
      conversationId,
    });
    expect(JSON.parse(started.calls.find((call) => call.method === 'POST')!.body!)).toEqual({ listingId: ID, message: 'Bună ziua, mă interesează.' });
    expect(started.calls.some((call) => call.path.endsWith('/contact'))).toBe(false);

    const blocked = args(
      '/active/imobiliare/hala-ploiesti',
      { ...signedIn, 'POST /api/conversations': { status: 403, body: { error: { code: 'FORBIDDEN', message: 'x' } } } },
      { cookie: 'auth_token=abc', form: { intent: 'contact', name: 'Ion Popescu', email: 'ion@example.ro', message: 'Bună ziua, mă interesează.' } },
    );
    const refused = await listingDetailAction(blocked.args);
    expect(refused.init?.status).toBe(403);
    expect(refused.data).toMatchObject({ intent: 'contact', ok: false });
  });

  it('refuses a contact message for families without a contact form', async () => {
    const news = { ...asset, type: ListingType.News, category: null };
    const { args: actionArgs } = args(
      '/noutati/hala-ploiesti',
      { 'GET /api/news/hala-ploiesti': { status: 200, body: news } },
      { form: { intent: 'contact', ...contact } },
    );
    expect((await thrown(listingDetailAction(actionArgs))).status).toBe(400);
  });
});
