import { stubbedArgs } from '~/lib/stubbed-api.fixture';
import { RouterContextProvider } from 'react-router';
import { apiFetchContext } from '~/lib/api-context';
import { UserType, type SessionUser } from '@contracts/index';
import { ELIGIBILITY_GROUPS, MEASURE_3_GROUPS, MEASURE_3_PROGRAMMES, SCORE_GROUPS } from './funding-answers';
import { MEASURE_3_RESULT, PNRR_RESULT } from './funding.fixture';
import { fundingCheckAction, loadFundingCheck, loadScore } from './funding.server';
import { skipOwnPosts } from './revalidate';
import { savedChecksAction } from './saved-checks.server';

const user: SessionUser = {
  id: 'u1',
  fullName: 'Maria Ionescu',
  email: 'maria@firma.ro',
  userType: UserType.PersoanaJuridica,
  emailVerified: true,
  claims: { role: 'user' },
};
const args = stubbedArgs;

const SIGNED_IN = { 'GET /api/account': { status: 200, body: { user } } };
const RESULTS = { 'POST /api/consulting/eligibility': { status: 200, body: { results: [MEASURE_3_RESULT, PNRR_RESULT] } } };
const PROGRAMMES = {
  'GET /api/consulting/programmes': {
    status: 200,
    body: [
      { id: 'masura-3', kind: 'programme' },
      { id: 'apel-granturi-it-cluj', kind: 'call' },
    ],
  },
};
const CAEN = {
  'GET /api/masterdata/caen?q=6201': {
    status: 200,
    body: [{ code: '6201', name: 'Activități de realizare a soft-ului la comandă', section: 'J', sectionName: 'Informații și comunicații' }],
  },
};

describe('eligibility check loader', () => {
  it('computes the answers of the address for every programme, with the CAEN class named', async () => {
    const { args: loaderArgs, calls } = args('/verifica-eligibilitate-finantare?caen=6201&employees=8&turnoverEur=400.000&profitable=true&county=', {
      ...RESULTS,
      ...CAEN,
      ...PROGRAMMES,
    });
    const page = await loadFundingCheck(loaderArgs, { groups: ELIGIBILITY_GROUPS });
    expect(page.init?.status).toBe(200);
    expect(page.data).toEqual({
      check: {
        values: { caen: '6201', employees: '8', turnoverEur: '400.000', profitable: 'true' },
        errors: {},
        results: [MEASURE_3_RESULT, PNRR_RESULT],
        message: null,
        caenName: 'Activități de realizare a soft-ului la comandă',
        // The open funding calls are told apart from the programmes.
        callIds: ['apel-granturi-it-cluj'],
      },
      prefilled: false,
      company: null,
      signedIn: false,
    });
    expect(calls.find((call) => call.key === 'POST /api/consulting/eligibility')?.body).toEqual({
      answers: { caen: '6201', employees: 8, turnoverEur: 400_000, profitable: true },
    });
  });

  it('answers 400 with the Romanian messages and still computes what could be read', async () => {
    const { args: loaderArgs, calls } = args('/verifica-eligibilitate-finantare?employees=opt&turnoverEur=1000', RESULTS);
    const page = await loadFundingCheck(loaderArgs, { groups: ELIGIBILITY_GROUPS });
    expect(page.init?.status).toBe(400);
    expect(page.data.check.errors).toEqual({ employees: 'Scrie un număr întreg, de exemplu 8.' });
    expect(page.data.check.values.employees).toBe('opt');
    expect(calls.find((call) => call.key === 'POST /api/consulting/eligibility')?.body).toEqual({ answers: { turnoverEur: 1000 } });
  });

  it('asks nothing of the API when nothing was answered', async () => {
    const { args: loaderArgs, calls } = args('/verifica-eligibilitate-finantare', RESULTS);
    const page = await loadFundingCheck(loaderArgs, { groups: ELIGIBILITY_GROUPS });
    expect(page.data.check.results).toBeNull();
    expect(calls.map((call) => call.key)).not.toContain('POST /api/consulting/eligibility');
  });

  it("prefills a signed-in company's profile when opened without answers, only Măsura 3's fields on its page", async () => {
    const { args: loaderArgs, calls } = args(
      '/verifica-eligibilitate-masura-3',
      {
        ...SIGNED_IN,
        ...RESULTS,
        ...CAEN,
        'GET /api/consulting/eligibility/prefill': {
          status: 200,
          body: { companyName: 'Brutăria Artizanală SRL', cui: 'RO18547290', legalForm: 1, caen: '6201', employees: 12, digitalLevel: 'basic' },
        },
      },
      { signedIn: true },
    );
    const page = await loadFundingCheck(loaderArgs, { groups: MEASURE_3_GROUPS, programmeIds: MEASURE_3_PROGRAMMES });
    expect(page.data.prefilled).toBe(true);
    expect(page.data.company).toBe('Brutăria Artizanală SRL');
    expect(page.data.signedIn).toBe(true);
    expect(page.data.check.values).toEqual({ legalForm: '1', caen: '6201', employees: '12' });
    expect(calls.find((call) => call.key === 'POST /api/consulting/eligibility')?.body).toEqual({
      answers: { legalForm: 1, caen: '6201', employees: 12 },
      programmeIds: ['masura-3'],
    });
  });

  it('keeps the answers of the address over the profile', async () => {
    const { args: loaderArgs, calls } = args('/verifica-eligibilitate-finantare?employees=3', { ...SIGNED_IN, ...RESULTS }, { signedIn: true });
    const page = await loadFundingCheck(loaderArgs, { groups: ELIGIBILITY_GROUPS });
    expect(page.data.prefilled).toBe(false);
    expect(calls.map((call) => call.key)).not.toContain('GET /api/consulting/eligibility/prefill');
  });

  it("shows the API's message when it cannot compute", async () => {
    const { args: loaderArgs } = args('/verifica-eligibilitate-finantare?employees=3', {
      'POST /api/consulting/eligibility': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    });
    const page = await loadFundingCheck(loaderArgs, { groups: ELIGIBILITY_GROUPS });
    expect(page.data.check.results).toBeNull();
    expect(page.data.check.message).toBeTruthy();
  });
});

describe('eligibility check action', () => {
  const answers = { intent: 'request', employees: '8', caen: '6201', investments: 'software,cloud' };

  it('turns the result into a consulting request carrying the answers', async () => {
    const { args: actionArgs, calls } = args(
      '/verifica-eligibilitate-masura-3',
      {
        'POST /api/consulting/eligibility/request': { status: 201, body: { id: 'r1', number: 'RC-2026-000042', message: 'Cererea ta a fost înregistrată.' } },
      },
      { form: { ...answers, fullName: 'Ioana Pop', email: 'ioana@example.ro', phone: '', message: 'Vreau să aplic.', website: '' } },
    );
    const answer = await fundingCheckAction(actionArgs, { groups: MEASURE_3_GROUPS, programmeIds: MEASURE_3_PROGRAMMES });
    expect(answer.data).toEqual({ intent: 'request', ok: true, number: 'RC-2026-000042', message: 'Cererea ta a fost înregistrată.' });
    expect(calls[0].body).toEqual({
      fullName: 'Ioana Pop',
      email: 'ioana@example.ro',
      message: 'Vreau să aplic.',
      answers: { caen: '6201', employees: 8 },
      programmeIds: ['masura-3'],
    });
  });

  it('refuses a request without contact details in Romanian, sending nothing', async () => {
    const { args: actionArgs, calls } = args('/verifica-eligibilitate-finantare', {}, { form: { ...answers, fullName: '', email: 'ioana@' } });
    const answer = await fundingCheckAction(actionArgs, { groups: ELIGIBILITY_GROUPS });
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      intent: 'request',
      ok: false,
      fieldErrors: { fullName: 'Câmpul este obligatoriu.', email: 'Adresa de email nu este validă.' },
    });
    expect(calls).toEqual([]);
  });

  it('keeps a signed-in check with save: true, and only then', async () => {
    const saved = args(
      '/verifica-eligibilitate-finantare',
      { ...SIGNED_IN, 'POST /api/consulting/eligibility': { status: 200, body: { results: [PNRR_RESULT], checkId: 'c1' } } },
      { form: { intent: 'save', employees: '8' }, signedIn: true },
    );
    const answer = await fundingCheckAction(saved.args, { groups: ELIGIBILITY_GROUPS });
    expect(answer.data).toMatchObject({ intent: 'save', ok: true, checkId: 'c1', check: { values: { employees: '8' }, results: [PNRR_RESULT] } });
    expect(saved.calls.find((call) => call.key === 'POST /api/consulting/eligibility')?.body).toEqual({ answers: { employees: 8 }, save: true });

    const anonymous = args('/verifica-eligibilitate-finantare', {}, { form: { intent: 'save', employees: '8' } });
    expect((await fundingCheckAction(anonymous.args, { groups: ELIGIBILITY_GROUPS })).init?.status).toBe(401);
    expect(anonymous.calls).toEqual([]);
  });

  it('emails a kept check', async () => {
    const { args: actionArgs, calls } = args(
      '/verifica-eligibilitate-finantare',
      { 'POST /api/consulting/eligibility/mine/c1/email': { status: 202, body: { ok: true } } },
      { form: { intent: 'email', checkId: 'c1' }, signedIn: true },
    );
    expect((await fundingCheckAction(actionArgs, { groups: ELIGIBILITY_GROUPS })).data).toEqual({
      intent: 'email',
      ok: true,
      checkId: 'c1',
      message: 'Ți-am trimis rezultatul pe email.',
    });
    expect(calls.map((call) => call.key)).toEqual(['POST /api/consulting/eligibility/mine/c1/email']);
  });

  it("does not read the page's answers again after its own POSTs", () => {
    const base = {
      currentUrl: new URL('http://localhost/verifica-eligibilitate-finantare?employees=8'),
      nextUrl: new URL('http://localhost/verifica-eligibilitate-finantare?employees=8'),
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate: true,
    };
    expect(skipOwnPosts({ ...base, formMethod: 'POST', formAction: '/verifica-eligibilitate-finantare?employees=8' })).toBe(false);
    expect(skipOwnPosts({ ...base, formMethod: 'POST', formAction: '/auth/login' })).toBe(true);
    expect(skipOwnPosts({ ...base, formMethod: 'GET', formAction: '/verifica-eligibilitate-finantare' })).toBe(true);
  });
});

describe('points calculator loader', () => {
  const full = 'foundedYear=2018&employees=12&turnoverEur=300000&profitable=true&county=16&digitalLevel=basic&investments=software&investments=cloud';
  const points = { criteria: [{ key: 'age', name: 'Vechimea firmei', points: 10, max: 15 }], total: 10, max: 15, threshold: 50, passesThreshold: false };

  it('computes the points of a complete form', async () => {
    const { args: loaderArgs, calls } = args(`/calculeaza-punctaj?${full}`, {
      'POST /api/consulting/calculateDigitalizarePoints': { status: 200, body: { result: points } },
    });
    const page = await loadScore(loaderArgs, SCORE_GROUPS);
    expect(page.data.score.result).toEqual(points);
    expect(calls[0].body).toEqual({
      foundedYear: 2018,
      employees: 12,
      turnoverEur: 300_000,
      profitable: true,
      county: 16,
      digitalLevel: 'basic',
      investments: ['software', 'cloud'],
    });
  });

  it('names what is missing, with errors only once the form was sent', async () => {
    const opened = await loadScore(args('/calculeaza-punctaj', {}).args, SCORE_GROUPS);
    expect(opened.data.score).toMatchObject({ errors: {}, result: null });
    expect(opened.data.score.missing).toHaveLength(7);
    const sent = await loadScore(args('/calculeaza-punctaj?foundedYear=2018&employees=multi', {}).args, SCORE_GROUPS);
    expect(sent.init?.status).toBe(400);
    expect(sent.data.score.errors).toMatchObject({ employees: 'Scrie un număr întreg, de exemplu 8.', county: 'Câmpul este obligatoriu.' });
    // An empty form sent (its hidden marker only: the page cache drops empty values) shows the errors too.
    const empty = await loadScore(args('/calculeaza-punctaj?calcul=1&foundedYear=&county=', {}).args, SCORE_GROUPS);
    expect(Object.keys(empty.data.score.errors)).toHaveLength(7);
  });
});

describe('„Verificările mele” actions', () => {
  it('deletes and emails a kept check; other intents are not theirs', async () => {
    const routes = {
      ...SIGNED_IN,
      'DELETE /api/consulting/eligibility/mine/c1': { status: 204 },
      'POST /api/consulting/eligibility/mine/c2/email': { status: 200, body: {} },
    };
    const remove = args('/cont', routes, { signedIn: true });
    expect((await savedChecksAction(remove.args, new URLSearchParams({ intent: 'delete-check', checkId: 'c1' }) as unknown as FormData))?.data).toEqual({
      intent: 'delete-check',
      ok: true,
      checkId: 'c1',
      message: 'Verificarea a fost ștearsă.',
    });
    const mail = args('/cont', routes, { signedIn: true });
    expect((await savedChecksAction(mail.args, new URLSearchParams({ intent: 'email-check', checkId: 'c2' }) as unknown as FormData))?.data).toMatchObject({
      ok: true,
      checkId: 'c2',
    });
    const missing = args('/cont', routes, { signedIn: true });
    expect((await savedChecksAction(missing.args, new URLSearchParams({ intent: 'delete-check', checkId: 'c9' }) as unknown as FormData))?.data).toMatchObject({
      ok: false,
      message: 'Verificarea nu există printre verificările tale.',
    });
    expect(await savedChecksAction(missing.args, new URLSearchParams({ intent: 'other' }) as unknown as FormData)).toBeNull();
  });
});

describe('answers the API refuses', () => {
  it('names a CAEN code that is no class next to its field and still shows the other results', async () => {
    const bodies: unknown[] = [];
    const context = new RouterContextProvider();
    context.set(apiFetchContext, async (_path, init) => {
      const body = JSON.parse(String(init?.body)) as { answers: Record<string, unknown> };
      bodies.push(body);
      return body.answers.caen
        ? new Response(
            JSON.stringify({
              error: { code: 'VALIDATION_FAILED', message: 'x', details: [{ field: 'answers.caen', message: 'Codul CAEN nu există în CAEN Rev. 2.' }] },
            }),
            { status: 400 },
          )
        : new Response(JSON.stringify({ results: [PNRR_RESULT] }), { status: 200 });
    });
    const request = new Request('http://localhost/verifica-eligibilitate-finantare?caen=9999&employees=4');
    const page = await loadFundingCheck({ request, context, params: {} } as never, { groups: ELIGIBILITY_GROUPS });
    expect(page.data.check.errors).toEqual({ caen: 'Codul CAEN nu există în CAEN Rev. 2.' });
    expect(page.data.check.results).toEqual([PNRR_RESULT]);
    expect(bodies).toEqual([{ answers: { caen: '9999', employees: 4 } }, { answers: { employees: 4 } }]);
  });
});
