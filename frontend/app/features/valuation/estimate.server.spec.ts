import { stubbedArgs } from '~/lib/stubbed-api.fixture';
import { UserType, type SessionUser } from '@contracts/index';
import { ListingType } from '@contracts/lists';
import { ORDER_PRODUCTS } from '@contracts/orders';
import { testListing } from '~/features/listings/detail/listing-fixture';
import { billingAction, loadBillingPage } from '~/features/checkout/billing.server';
import { valuationAction, loadValuationPage } from '~/features/checkout/valuation.server';
import { attachEstimateAction, loadStoredEstimate } from './estimate.server';
import { ESTIMATE_ID, testEstimate } from './estimate-fixture';

const owner: SessionUser = {
  id: 'u1',
  fullName: 'Maria Ionescu',
  email: 'maria@firma.ro',
  userType: UserType.PersoanaJuridica,
  emailVerified: true,
  claims: { role: 'user' },
};
const SIGNED_IN = { 'GET /api/account': { status: 200, body: { user: owner } } };
const COMPANY = '11111111-2222-4333-8444-555555555555';
const SERVICE = '66666666-7777-4888-9999-aaaaaaaaaaaa';

const args = stubbedArgs;

async function thrownStatus(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error.status;
    if (error && typeof error === 'object' && 'init' in error) return (error as { init: { status: number } }).init.status;
    throw error;
  }
  throw new Error('expected a thrown response');
}

const figures = {
  intent: 'estimate',
  mode: 'figures',
  caen: '5610',
  countyId: '12',
  'years.0.turnover': '2.000.000',
  'years.0.netProfit': '200.000',
  'years.0.employees': '12',
};

describe('estimate action', () => {
  it('posts the typed figures to the API and answers the stored estimate', async () => {
    const { args: actionArgs, calls } = args('/evaluare-afaceri', { 'POST /api/termene/evaluation': { status: 201, body: testEstimate() } }, { form: figures });
    const answer = (await valuationAction(actionArgs)) as { data: { ok: boolean; estimate?: { id: string } } };
    expect(answer.data).toMatchObject({ intent: 'estimate', mode: 'figures', ok: true, estimate: { id: ESTIMATE_ID } });
    const sent = calls.find((call) => call.key === 'POST /api/termene/evaluation')?.body as { years: { year: number }[] };
    expect(sent).toMatchObject({ caen: '5610', currency: 'RON', countyId: 12, years: [{ turnover: 2_000_000, netProfit: 200_000, employees: 12 }] });
    expect(sent.years).toHaveLength(1);
  });

  it('answers 400 with Romanian field messages before asking the API when the figures are bad', async () => {
    const { args: actionArgs, calls } = args('/evaluare-afaceri', {}, { form: { ...figures, 'years.0.turnover': 'mult' } });
    const answer = (await valuationAction(actionArgs)) as {
      init: { status: number };
      data: { ok: boolean; fieldErrors: Record<string, string>; values: Record<string, string> };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({ 'years.0.turnover': 'Scrie o sumă în cifre, de exemplu 1.250.000.' });
    // What was typed comes back, so the form is shown again as it was.
    expect(answer.data.values['years.0.netProfit']).toBe('200.000');
    expect(calls.filter((call) => call.key.includes('termene'))).toEqual([]);
  });

  it("places the API's 400 messages next to their fields and the others above the form", async () => {
    const refusal = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'x',
          details: [
            { field: 'years.0.netProfit', message: 'Profitul net nu poate fi mai mare decât cifra de afaceri.' },
            { field: 'years', message: 'Anii trebuie să fie consecutivi.' },
          ],
        },
      },
    };
    const { args: actionArgs } = args('/evaluare-afaceri', { 'POST /api/termene/evaluation': refusal }, { form: figures });
    const answer = (await valuationAction(actionArgs)) as { init: { status: number }; data: { fieldErrors: Record<string, string>; message: string } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({ 'years.0.netProfit': 'Profitul net nu poate fi mai mare decât cifra de afaceri.' });
    expect(answer.data.message).toBe('Anii trebuie să fie consecutivi.');
  });

  it('by CUI: a CUI message goes to the CUI field; an API that does not answer leaves the typed figures as the way on', async () => {
    const cui = { intent: 'estimate', mode: 'cui', cui: 'RO18547290' };
    const notFound = {
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'x', details: [{ field: 'cui', message: 'ANAF nu are date pentru acest CUI.' }] } },
    };
    const first = (await valuationAction(args('/evaluare-afaceri', { 'POST /api/termene/evaluation': notFound }, { form: cui }).args)) as {
      data: { fieldErrors: Record<string, string>; message: string };
    };
    expect(first.data.fieldErrors).toEqual({ cui: 'ANAF nu are date pentru acest CUI.' });
    expect(first.data.message).toBe('Verifică valorile marcate mai jos.');
    const down = (await valuationAction(
      args('/evaluare-afaceri', { 'POST /api/termene/evaluation': { status: 503, body: { error: { code: 'INTERNAL', message: 'x' } } } }, { form: cui }).args,
    )) as {
      init: { status: number };
      data: { message: string };
    };
    expect(down.init.status).toBe(503);
    expect(down.data.message).toMatch(/Poți completa cifrele firmei în formularul de mai jos/);
    const busy = (await valuationAction(
      args('/evaluare-afaceri', { 'POST /api/termene/evaluation': { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'x' } } } }, { form: cui })
        .args,
    )) as { data: { message: string } };
    expect(busy.data.message).toMatch(/multe estimări/);
  });

  it('still takes the report order, with the estimate id carried to the billing step', async () => {
    const order = { companyName: 'Bistro Central SRL', companyCui: 'RO18547290', notes: '', estimateId: ESTIMATE_ID };
    const response = (await valuationAction(args('/evaluare-afaceri', {}, { form: order }).args)) as Response;
    expect(response.headers.get('location')).toBe(
      `/plata/date-facturare?produs=valuation-report&firma=Bistro+Central+SRL&cui-firma=RO18547290&estimare=${ESTIMATE_ID}`,
    );
    const odd = (await valuationAction(args('/evaluare-afaceri', {}, { form: { ...order, estimateId: '../x' } }).args)) as Response;
    expect(odd.headers.get('location')).not.toContain('estimare');
  });
});

describe('valuation page loader', () => {
  it('shows the estimate of ?estimare= again for the order, and nothing for an id that is not one', async () => {
    const routes = { [`GET /api/termene/evaluation/${ESTIMATE_ID}`]: { status: 200, body: testEstimate() } };
    expect((await loadValuationPage(args(`/evaluare-afaceri?estimare=${ESTIMATE_ID}`, routes).args)).estimate?.id).toBe(ESTIMATE_ID);
    const bad = args('/evaluare-afaceri?estimare=%27or%201', routes);
    expect((await loadValuationPage(bad.args)).estimate).toBeNull();
    expect(bad.calls.filter((call) => call.key.includes('termene'))).toEqual([]);
  });
});

describe('stored estimate page', () => {
  const mineList = {
    docs: [
      testListing(ListingType.Company, { id: COMPANY, title: 'Bistro în centrul Brașovului', status: 'approved', statusName: 'Publicat' }),
      testListing(ListingType.Service, { id: SERVICE, title: 'Contabilitate' }),
    ],
  };

  it("is readable by id by anyone, without the owner's listing form", async () => {
    const { args: loaderArgs, calls } = args(
      `/evaluare-afaceri/estimare/${ESTIMATE_ID}`,
      { [`GET /api/termene/evaluation/${ESTIMATE_ID}`]: { status: 200, body: testEstimate() } },
      { params: { id: ESTIMATE_ID } },
    );
    expect(await loadStoredEstimate(loaderArgs)).toMatchObject({ estimate: { id: ESTIMATE_ID }, listings: null });
    expect(calls.some((call) => call.key.startsWith('GET /api/listings/mine'))).toBe(false);
  });

  it('offers its owner their company listings only', async () => {
    const routes = {
      ...SIGNED_IN,
      [`GET /api/termene/evaluation/${ESTIMATE_ID}`]: { status: 200, body: testEstimate({ mine: true }) },
      'GET /api/listings/mine?page=1&pageSize=100': { status: 200, body: mineList },
    };
    const page = await loadStoredEstimate(args(`/evaluare-afaceri/estimare/${ESTIMATE_ID}`, routes, { params: { id: ESTIMATE_ID }, signedIn: true }).args);
    expect(page.listings).toEqual([{ id: COMPANY, title: 'Bistro în centrul Brașovului', statusName: 'Publicat' }]);
  });

  it('is the 404 page for an unknown or malformed id', async () => {
    expect(
      await thrownStatus(loadStoredEstimate(args('/evaluare-afaceri/estimare/Necunoscut12345678', {}, { params: { id: 'Necunoscut12345678' } }).args)),
    ).toBe(404);
    const bad = args('/evaluare-afaceri/estimare/x', {}, { params: { id: "1' or 1" } });
    expect(await thrownStatus(loadStoredEstimate(bad.args))).toBe(404);
    expect(bad.calls).toEqual([]);
  });

  it('attaches the estimate to the chosen listing, and says why when the API refuses', async () => {
    const path = `/api/termene/evaluation/${ESTIMATE_ID}/attach`;
    const done = args(
      `/evaluare-afaceri/estimare/${ESTIMATE_ID}`,
      { [`POST ${path}`]: { status: 200, body: { ok: true } } },
      { params: { id: ESTIMATE_ID }, form: { listingId: COMPANY }, signedIn: true },
    );
    expect(await attachEstimateAction(done.args)).toMatchObject({ data: { ok: true, listingId: COMPANY } });
    expect(done.calls.find((call) => call.key === `POST ${path}`)?.body).toEqual({ listingId: COMPANY });
    const refused = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'x',
          details: [{ field: 'listingId', message: 'Poți afișa estimarea doar pe anunțurile tale de vânzare a unei afaceri.' }],
        },
      },
    };
    const other = args(
      `/evaluare-afaceri/estimare/${ESTIMATE_ID}`,
      { [`POST ${path}`]: refused },
      { params: { id: ESTIMATE_ID }, form: { listingId: SERVICE }, signedIn: true },
    );
    expect(await attachEstimateAction(other.args)).toMatchObject({
      init: { status: 400 },
      data: { ok: false, message: 'Poți afișa estimarea doar pe anunțurile tale de vânzare a unei afaceri.' },
    });
  });
});

describe('report order after an estimate (billing step)', () => {
  const PRODUCTS = { 'GET /api/checkout/products': { status: 200, body: ORDER_PRODUCTS } };
  const PROFILE = {
    'GET /api/account/profile': {
      status: 200,
      body: { ...owner, phone: '', companyName: 'Bistro Central SRL', cui: 'RO18547290', avatarUrl: null, createdAt: '' },
    },
  };
  const ORDER_ID = '99999999-8888-4777-8666-555555555555';
  const person = {
    type: 'person',
    name: 'Maria Ionescu',
    address: 'Str. Memorandumului 10',
    city: 'Cluj-Napoca',
    county: '16',
    email: 'maria@firma.ro',
    companyName: 'Bistro Central SRL',
    companyCui: '',
    notes: '',
  };

  it("keeps the estimate in the form's address and sends its id with the order", async () => {
    const page = await loadBillingPage(
      args(`/plata/date-facturare?produs=valuation-report&firma=Bistro&estimare=${ESTIMATE_ID}`, { ...SIGNED_IN, ...PRODUCTS, ...PROFILE }, { signedIn: true })
        .args,
    );
    expect(page).toMatchObject({ mode: 'form', actionPath: `/plata/date-facturare?produs=valuation-report&estimare=${ESTIMATE_ID}` });

    const { args: actionArgs, calls } = args(
      `/plata/date-facturare?produs=valuation-report&estimare=${ESTIMATE_ID}`,
      {
        ...SIGNED_IN,
        ...PRODUCTS,
        'POST /api/checkout/raportEvaluare': { status: 201, body: { id: ORDER_ID } },
        'POST /api/checkout': { status: 200, body: { id: ORDER_ID } },
      },
      { form: person, signedIn: true },
    );
    expect(((await billingAction(actionArgs)) as Response).status).toBe(302);
    expect(calls.find((call) => call.key === 'POST /api/checkout/raportEvaluare')?.body).toMatchObject({
      companyName: 'Bistro Central SRL',
      estimateId: ESTIMATE_ID,
    });
  });

  it('drops an estimare that is not an estimate id', async () => {
    const { args: actionArgs, calls } = args(
      '/plata/date-facturare?produs=valuation-report&estimare=%3Cscript%3E',
      {
        ...SIGNED_IN,
        ...PRODUCTS,
        'POST /api/checkout/raportEvaluare': { status: 201, body: { id: ORDER_ID } },
        'POST /api/checkout': { status: 200, body: { id: ORDER_ID } },
      },
      { form: person, signedIn: true },
    );
    await billingAction(actionArgs);
    expect(calls.find((call) => call.key === 'POST /api/checkout/raportEvaluare')?.body).not.toHaveProperty('estimateId');
  });
});
