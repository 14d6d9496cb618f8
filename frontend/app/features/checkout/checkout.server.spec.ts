import { stubbedArgs, type StubAnswer } from '~/lib/stubbed-api.fixture';
import { UserType, type SessionUser } from '@contracts/index';
import { ListingType } from '@contracts/lists';
import { ORDER_PRODUCTS, type OrderView } from '@contracts/orders';
import { testListing } from '~/features/listings/detail/listing-fixture';
import { billingAction, loadBillingPage } from './billing.server';
import { loadOrderPage, orderAction } from './order.server';
import { loadPackagesPage } from './packages.server';
import { loadMyOrderSummaries } from './my-orders.server';
import { valuationAction } from './valuation.server';

const owner: SessionUser = {
  id: 'u1',
  fullName: 'Maria Ionescu',
  email: 'maria@firma.ro',
  userType: UserType.PersoanaJuridica,
  emailVerified: true,
  claims: { role: 'user' },
};
const LISTING = '11111111-2222-4333-8444-555555555555';
const PENDING = '66666666-7777-4888-9999-aaaaaaaaaaaa';
const ORDER = '99999999-8888-4777-8666-555555555555';
const FUTURE = new Date(Date.now() + 30 * 86_400_000).toISOString();

const approved = testListing(ListingType.Company, {
  id: LISTING,
  slug: 'brutarie',
  title: 'Brutărie <i>artizanală</i>',
  status: 'approved',
  statusName: 'Publicat',
  expiresAt: FUTURE,
});
const pending = testListing(ListingType.Company, {
  id: PENDING,
  slug: 'cafenea',
  title: 'Cafenea',
  status: 'pending',
  statusName: 'În așteptarea aprobării',
  publishedAt: null,
});
const mine = { docs: [approved, pending] };

const order: OrderView = {
  id: ORDER,
  number: 'CMD-2026-000007',
  kind: 'promotion',
  kindName: 'Promovare anunț',
  product: 'promotion-30',
  productName: 'Promovat',
  status: 'awaiting_payment',
  statusName: 'Așteaptă plata',
  netEur: 49,
  vatEur: 10.29,
  totalEur: 59.29,
  currency: 'EUR',
  billing: { type: 'company', name: 'Firma SRL', cui: '18547290', address: 'Str. Lungă 1', city: 'Cluj-Napoca', county: 16, email: 'maria@firma.ro' },
  listing: { id: LISTING, type: ListingType.Company, title: 'Brutărie', slug: 'brutarie' },
  valuation: null,
  payment: null,
  promotedUntil: null,
  paidAt: null,
  cancelledAt: null,
  cancelReason: null,
  refund: null,
  // Issued when paid (the invoices part of the contract).
  ...({ invoice: null, creditNotes: [] } as object),
  createdAt: '2026-11-23T10:00:00.000Z',
} as OrderView;
const payment = {
  method: 'bank_transfer',
  beneficiary: 'RoAfaceri SRL',
  bank: 'Banca Transilvania',
  iban: 'RO49AAAA1B31007593840000',
  reference: order.number,
  amountEur: 59.29,
  dueDays: 14,
  methods: ['card', 'bank_transfer'],
  redirectUrl: null,
};

type Answer = StubAnswer;

/** Signed in unless `signedIn: false` (see stubbedArgs). */
const args = (path: string, routes: Record<string, Answer>, options: Parameters<typeof stubbedArgs>[2] = {}) =>
  stubbedArgs(path, routes, { ...options, signedIn: options.signedIn !== false });

const SIGNED_IN = { 'GET /api/account': { status: 200, body: { user: owner } } };
const PROFILE = {
  'GET /api/account/profile': {
    status: 200,
    body: { ...owner, phone: '0740 000 111', companyName: 'Brutăria Artizanală SRL', cui: 'RO18547290', avatarUrl: null, createdAt: '' },
  },
};
const PRODUCTS = { 'GET /api/checkout/products': { status: 200, body: ORDER_PRODUCTS } };
/** `GET /api/listings/mine/{id}`: the user's own listings answer; any other id is a 404, as the API does. */
const MINE = Object.fromEntries(mine.docs.map((listing) => [`GET /api/listings/mine/${listing.id}`, { status: 200, body: listing }]));
const billing = {
  type: 'company',
  name: 'Brutăria Artizanală SRL',
  cui: 'RO18547290',
  regCom: '',
  address: 'Str. Memorandumului 10',
  city: 'Cluj-Napoca',
  county: '16',
  email: 'maria@firma.ro',
  phone: '',
};

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    if (error && typeof error === 'object' && 'init' in error) return new Response(null, { status: (error as { init: { status: number } }).init.status });
    throw error;
  }
  throw new Error('expected a thrown response');
}

describe('packages page', () => {
  it("shows the API's promotion packages with VAT, and the listing of ?anunt= when it is the user's and public", async () => {
    const { args: loaderArgs } = args(`/plata?anunt=${LISTING}`, { ...SIGNED_IN, ...PRODUCTS, ...MINE });
    const page = await loadPackagesPage(loaderArgs);
    expect(page.promotions?.map((product) => [product.id, product.netEur, product.vatEur, product.totalEur])).toEqual([
      ['promotion-30', 49, 10.29, 59.29],
      ['premium-60', 99, 20.79, 119.79],
    ]);
    expect(page.valuation?.totalEur).toBe(350.9);
    expect(page.vatPercent).toBe(21);
    // The API did not say it takes cards: the page speaks of the transfer only.
    expect(page.cardOffered).toBe(false);
    expect(page.listing).toEqual({
      id: LISTING,
      title: 'Brutărie <i>artizanală</i>',
      familyLabel: 'Afacere de vânzare',
      path: '/vanzare-cumparare-afaceri/brutarie',
      promotedUntil: null,
    });
  });

  it('tells the page whether the site takes cards', async () => {
    const methods = (list: string[]) => ({ 'GET /api/checkout/methods': { status: 200, body: { methods: list } } });
    expect((await loadPackagesPage(args('/plata', { ...PRODUCTS, ...methods(['card', 'bank_transfer']) }, { signedIn: false }).args)).cardOffered).toBe(true);
    expect((await loadPackagesPage(args('/plata', { ...PRODUCTS, ...methods(['bank_transfer']) }, { signedIn: false }).args)).cardOffered).toBe(false);
  });

  it("explains why a pending listing or someone else's cannot be promoted, and asks anonymous visitors to sign in", async () => {
    expect((await loadPackagesPage(args(`/plata?anunt=${PENDING}`, { ...SIGNED_IN, ...PRODUCTS, ...MINE }).args)).listingProblem).toBe(
      'Anunțul „Cafenea” nu este publicat acum. Poți promova doar un anunț aprobat, aflat în perioada de publicare.',
    );
    expect((await loadPackagesPage(args(`/plata?anunt=${ORDER}`, { ...SIGNED_IN, ...PRODUCTS, ...MINE }).args)).listingProblem).toMatch(
      /nu se află printre anunțurile tale/,
    );
    const anonymous = await loadPackagesPage(args(`/plata?anunt=${LISTING}`, PRODUCTS, { signedIn: false }).args);
    expect(anonymous).toMatchObject({
      listing: null,
      listingProblem: null,
      listingNeedsSignIn: true,
      signInPath: `/auth/login?redirect=%2Fplata%3Fanunt%3D${LISTING}`,
    });
  });

  it('says the prices are unavailable when the API does not answer, instead of inventing them', async () => {
    const page = await loadPackagesPage(
      args('/plata', { 'GET /api/checkout/products': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } }, { signedIn: false }).args,
    );
    expect(page.promotions).toBeNull();
    expect(page.valuation).toBeNull();
  });
});

describe('billing page loader', () => {
  it('is a public explanation without a product', async () => {
    expect(await loadBillingPage(args('/plata/date-facturare', {}, { signedIn: false }).args)).toEqual({ mode: 'info' });
  });

  it('sends anonymous visitors with a product to the login page, coming back with the same query', async () => {
    const response = await thrown(loadBillingPage(args(`/plata/date-facturare?anunt=${LISTING}&produs=promotion-30`, PRODUCTS, { signedIn: false }).args));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/auth/login?redirect=${encodeURIComponent(`/plata/date-facturare?anunt=${LISTING}&produs=promotion-30`)}`);
  });

  it("prefills a legal entity's company and shows the product with its price and the listing", async () => {
    const page = await loadBillingPage(
      args(`/plata/date-facturare?anunt=${LISTING}&produs=premium-60`, { ...SIGNED_IN, ...PROFILE, ...PRODUCTS, ...MINE }).args,
    );
    expect(page).toMatchObject({
      mode: 'form',
      product: { id: 'premium-60', netEur: 99, vatEur: 20.79, totalEur: 119.79 },
      listing: { id: LISTING },
      prefill: { type: 'company', name: 'Brutăria Artizanală SRL', cui: 'RO18547290', email: 'maria@firma.ro', phone: '0740 000 111' },
      actionPath: `/plata/date-facturare?produs=premium-60&anunt=${LISTING}`,
    });
  });

  it('refuses an unknown product and a listing that is not public', async () => {
    expect(await loadBillingPage(args('/plata/date-facturare?produs=aur', { ...SIGNED_IN, ...PRODUCTS }).args)).toMatchObject({
      mode: 'problem',
      message: expect.stringMatching(/^Produsul ales nu există/),
    });
    expect(
      await loadBillingPage(args(`/plata/date-facturare?produs=promotion-30&anunt=${PENDING}`, { ...SIGNED_IN, ...PROFILE, ...PRODUCTS, ...MINE }).args),
    ).toMatchObject({
      mode: 'problem',
      link: { to: '/cont/anunturile-mele?stare=publicate' },
    });
  });

  it("brings the valuation page's company along, clipped to the field lengths", async () => {
    const page = await loadBillingPage(
      args(`/plata/date-facturare?produs=valuation-report&firma=${encodeURIComponent('Fabrica <b>SA</b>')}&cui-firma=123&note=${'n'.repeat(2500)}`, {
        ...SIGNED_IN,
        ...PROFILE,
        ...PRODUCTS,
      }).args,
    );
    expect(page).toMatchObject({
      mode: 'form',
      listing: null,
      product: { id: 'valuation-report' },
      prefill: { companyName: 'Fabrica <b>SA</b>', companyCui: '123' },
    });
    expect(page.mode === 'form' && page.prefill.notes.length).toBe(2000);
  });
});

describe('billing action', () => {
  const path = `/plata/date-facturare?produs=promotion-30&anunt=${LISTING}`;

  it('answers the same rules as the browser without calling the API, keeping what was typed', async () => {
    const { args: actionArgs, calls } = args(path, { ...SIGNED_IN, ...PRODUCTS }, { form: { ...billing, cui: '', name: 'Firma Nouă' } });
    const result = await billingAction(actionArgs);
    expect(result).toMatchObject({
      init: { status: 400 },
      data: { ok: false, fieldErrors: { cui: 'Câmpul este obligatoriu.' }, values: { name: 'Firma Nouă', cui: '' } },
    });
    expect(calls.filter((call) => call.key.startsWith('POST'))).toEqual([]);
  });

  it("shows the API's CUI message on the CUI field and goes no further", async () => {
    const refused = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'x',
          details: [{ field: 'billing.cui', message: 'Codul fiscal (CUI) nu este valid: cifra de control nu se potrivește.' }],
        },
      },
    };
    const { args: actionArgs, calls } = args(
      path,
      { ...SIGNED_IN, ...PRODUCTS, 'POST /api/checkout/orderForEntity': refused },
      { form: { ...billing, cui: 'RO18547291' } },
    );
    const result = await billingAction(actionArgs);
    expect(result).toMatchObject({
      init: { status: 400 },
      data: {
        fieldErrors: { cui: 'Codul fiscal (CUI) nu este valid: cifra de control nu se potrivește.' },
        message: 'Unele câmpuri nu sunt completate corect.',
        values: { cui: 'RO18547291' },
      },
    });
    expect(calls.map((call) => call.key)).not.toContain('POST /api/checkout');
  });

  it('places the promotion order, chooses the bank transfer and moves on to the order page', async () => {
    const { args: actionArgs, calls } = args(
      path,
      {
        ...SIGNED_IN,
        ...PRODUCTS,
        'POST /api/checkout/orderForEntity': { status: 201, body: order },
        'POST /api/checkout': { status: 200, body: { ...order, payment } },
      },
      { form: billing },
    );
    const response = await billingAction(actionArgs);
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get('location')).toBe(`/plata/comanda/${ORDER}?nou=1`);
    expect(calls.find((call) => call.key === 'POST /api/checkout/orderForEntity')?.body).toEqual({
      listingId: LISTING,
      product: 'promotion-30',
      billing: {
        type: 'company',
        country: 'RO',
        name: 'Brutăria Artizanală SRL',
        cui: 'RO18547290',
        address: 'Str. Memorandumului 10',
        city: 'Cluj-Napoca',
        county: 16,
        email: 'maria@firma.ro',
      },
    });
    expect(calls.find((call) => call.key === 'POST /api/checkout')?.body).toEqual({ orderId: ORDER, method: 'bank_transfer' });
  });

  it('orders a valuation report through raportEvaluare with the company to value', async () => {
    const { args: actionArgs, calls } = args(
      '/plata/date-facturare?produs=valuation-report',
      {
        ...SIGNED_IN,
        ...PRODUCTS,
        'POST /api/checkout/raportEvaluare': { status: 201, body: { ...order, kind: 'valuation', listing: null } },
        'POST /api/checkout': { status: 200, body: order },
      },
      { form: { ...billing, type: 'person', name: 'Maria Ionescu', companyName: 'Fabrica de Mobilă SA', companyCui: '', notes: 'Pentru vânzare.' } },
    );
    const response = (await billingAction(actionArgs)) as Response;
    expect(response.status).toBe(302);
    expect(calls.find((call) => call.key === 'POST /api/checkout/raportEvaluare')?.body).toEqual({
      product: 'valuation-report',
      companyName: 'Fabrica de Mobilă SA',
      notes: 'Pentru vânzare.',
      billing: {
        type: 'person',
        country: 'RO',
        name: 'Maria Ionescu',
        address: 'Str. Memorandumului 10',
        city: 'Cluj-Napoca',
        county: 16,
        email: 'maria@firma.ro',
      },
    });
  });

  it("passes on a refusal about the listing as the form's message", async () => {
    const refused = {
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'x', details: [{ field: 'listingId', message: 'Anunțul nu este publicat.' }] } },
    };
    const { args: actionArgs } = args(path, { ...SIGNED_IN, ...PRODUCTS, 'POST /api/checkout/orderForEntity': refused }, { form: billing });
    expect(await billingAction(actionArgs)).toMatchObject({
      data: { fieldErrors: {}, message: 'Unele câmpuri nu sunt completate corect. Anunțul nu este publicat.' },
    });
  });
});

describe('billing action on a double submit', () => {
  it('shows the order already waiting for payment without announcing a new one', async () => {
    const { args: actionArgs } = args(
      `/plata/date-facturare?produs=promotion-30&anunt=${LISTING}`,
      {
        ...SIGNED_IN,
        ...PRODUCTS,
        'POST /api/checkout/orderForEntity': { status: 200, body: { ...order, payment } },
        'POST /api/checkout': { status: 200, body: { ...order, payment } },
      },
      { form: billing },
    );
    expect(((await billingAction(actionArgs)) as Response).headers.get('location')).toBe(`/plata/comanda/${ORDER}`);
  });
});

describe('billing action refusals', () => {
  const path = `/plata/date-facturare?produs=promotion-30&anunt=${LISTING}`;

  it("explains an unconfirmed email and a listing that is not the user's, whatever the API's own wording", async () => {
    const forbidden = args(
      path,
      { ...SIGNED_IN, ...PRODUCTS, 'POST /api/checkout/orderForEntity': { status: 403, body: { error: { code: 'FORBIDDEN', message: 'x' } } } },
      { form: billing },
    );
    expect(await billingAction(forbidden.args)).toMatchObject({
      init: { status: 403 },
      data: { message: expect.stringMatching(/^Confirmă adresa de email înainte de a plasa o comandă/) },
    });
    const foreign = args(path, { ...SIGNED_IN, ...PRODUCTS }, { form: billing });
    expect(await billingAction(foreign.args)).toMatchObject({
      init: { status: 404 },
      data: { message: expect.stringMatching(/nu se află printre anunțurile tale/) },
    });
    expect(foreign.calls.map((call) => call.key)).not.toContain('POST /api/checkout');
  });
});

describe('valuation action', () => {
  it('continues to the billing step with the company in the query, or answers the errors', async () => {
    const ok = (await valuationAction(
      args('/evaluare-afaceri', {}, { form: { companyName: 'Fabrica & Co', companyCui: '', notes: 'Vânzare' }, signedIn: false }).args,
    )) as Response;
    expect(ok.headers.get('location')).toBe('/plata/date-facturare?produs=valuation-report&firma=Fabrica+%26+Co&note=V%C3%A2nzare');
    expect(await valuationAction(args('/evaluare-afaceri', {}, { form: { companyName: '' }, signedIn: false }).args)).toMatchObject({
      init: { status: 400 },
      data: { fieldErrors: { companyName: 'Câmpul este obligatoriu.' } },
    });
  });
});

describe('order page', () => {
  it("shows the user's own order, with the ?nou=1 message", async () => {
    const { args: loaderArgs } = args(
      `/plata/comanda/${ORDER}?nou=1`,
      { ...SIGNED_IN, [`GET /api/checkout/status/${ORDER}`]: { status: 200, body: { ...order, payment } } },
      { params: { id: ORDER } },
    );
    expect(await loadOrderPage(loaderArgs)).toMatchObject({ order: { number: 'CMD-2026-000007', payment: { iban: payment.iban } }, justPlaced: true });
  });

  it("is the 404 page for someone else's order and for a malformed id, without asking the API about the latter", async () => {
    expect((await thrown(loadOrderPage(args(`/plata/comanda/${ORDER}`, SIGNED_IN, { params: { id: ORDER } }).args))).status).toBe(404);
    const bad = args('/plata/comanda/1%27%20or%201', SIGNED_IN, { params: { id: "1' or 1" } });
    expect((await thrown(loadOrderPage(bad.args))).status).toBe(404);
    expect(bad.calls.map((call) => call.key).filter((key) => key.includes('checkout'))).toEqual([]);
  });

  it('chooses the bank transfer again for an order that has no instructions yet', async () => {
    const { args: actionArgs, calls } = args(
      `/plata/comanda/${ORDER}`,
      {
        ...SIGNED_IN,
        [`GET /api/checkout/status/${ORDER}`]: { status: 200, body: order },
        'POST /api/checkout': { status: 200, body: { ...order, payment } },
      },
      { params: { id: ORDER }, form: { intent: 'pay' } },
    );
    const response = (await orderAction(actionArgs)) as Response;
    expect(response.headers.get('location')).toBe(`/plata/comanda/${ORDER}`);
    expect(calls.find((call) => call.key === 'POST /api/checkout')?.body).toEqual({ orderId: ORDER, method: 'bank_transfer' });
  });

  it('completes the billing data of an order saved without a București sector: fields kept on a refusal, then saved through the API', async () => {
    const incomplete = {
      ...order,
      billing: { ...order.billing, county: 41, city: 'București' },
      billingIncomplete: { field: 'billing.city', message: 'Sectorul lipsește.' },
    };
    const status = { [`GET /api/checkout/status/${ORDER}`]: { status: 200, body: incomplete } };
    const form = {
      intent: 'billing',
      type: 'company',
      country: 'RO',
      name: 'Firma SRL',
      cui: '18547290',
      address: 'Calea Victoriei 12',
      city: 'București',
      county: '41',
      sector: '',
      email: 'maria@firma.ro',
    };
    // No sector chosen: refused here, nothing sent to the API, what was typed comes back with the message on the sector.
    const refused = args(`/plata/comanda/${ORDER}`, { ...SIGNED_IN, ...status }, { params: { id: ORDER }, form });
    expect(await orderAction(refused.args)).toMatchObject({
      init: { status: 400 },
      data: {
        ok: false,
        fieldErrors: { sector: 'În București, scrie la localitate sectorul (Sector 1–6): factura electronică îl cere.' },
        values: { name: 'Firma SRL', county: '41', address: 'Calea Victoriei 12' },
      },
    });
    expect(refused.calls.map((call) => call.key)).not.toContain(`PUT /api/checkout/${ORDER}/billing`);

    const saved = args(
      `/plata/comanda/${ORDER}`,
      { ...SIGNED_IN, ...status, [`PUT /api/checkout/${ORDER}/billing`]: { status: 200, body: order } },
      { params: { id: ORDER }, form: { ...form, sector: '3' } },
    );
    const response = (await orderAction(saved.args)) as Response;
    expect(response.headers.get('location')).toBe(`/plata/comanda/${ORDER}`);
    expect(saved.calls.find((call) => call.key === `PUT /api/checkout/${ORDER}/billing`)?.body).toEqual({
      billing: {
        type: 'company',
        country: 'RO',
        name: 'Firma SRL',
        cui: '18547290',
        address: 'Calea Victoriei 12',
        city: 'Sector 3',
        county: 41,
        email: 'maria@firma.ro',
      },
    });

    // The API's refusal lands on the fields too (a București locality's message on the sector).
    const apiRefused = args(
      `/plata/comanda/${ORDER}`,
      {
        ...SIGNED_IN,
        ...status,
        [`PUT /api/checkout/${ORDER}/billing`]: {
          status: 400,
          body: { error: { code: 'VALIDATION_FAILED', message: 'x', details: [{ field: 'billing.city', message: 'Sectorul lipsește.' }] } },
        },
      },
      { params: { id: ORDER }, form: { ...form, sector: '3' } },
    );
    expect(await orderAction(apiRefused.args)).toMatchObject({
      init: { status: 400 },
      data: { fieldErrors: { sector: 'Sectorul lipsește.' }, values: { sector: '3' } },
    });
  });

  it("sends the buyer to Stripe's hosted page for a card payment, or tells why it could not start", async () => {
    const stripePage = 'https://checkout.stripe.com/c/pay/cs_test_1';
    const { args: actionArgs, calls } = args(
      `/plata/comanda/${ORDER}`,
      {
        ...SIGNED_IN,
        [`GET /api/checkout/status/${ORDER}`]: { status: 200, body: { ...order, payment } },
        'POST /api/checkout': { status: 200, body: { ...order, payment: { ...payment, method: 'card', redirectUrl: stripePage } } },
      },
      { params: { id: ORDER }, form: { intent: 'card' } },
    );
    const response = (await orderAction(actionArgs)) as Response;
    expect(response.headers.get('location')).toBe(stripePage);
    expect(calls.find((call) => call.key === 'POST /api/checkout')?.body).toEqual({ orderId: ORDER, method: 'card' });

    const refused = args(
      `/plata/comanda/${ORDER}`,
      {
        ...SIGNED_IN,
        [`GET /api/checkout/status/${ORDER}`]: { status: 200, body: { ...order, payment } },
        'POST /api/checkout': {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'x',
              details: [{ field: 'method', message: 'Plata cu cardul nu este disponibilă acum. Alege transferul bancar.' }],
            },
          },
        },
      },
      { params: { id: ORDER }, form: { intent: 'card' } },
    );
    expect(await orderAction(refused.args)).toMatchObject({
      init: { status: 400 },
      data: { ok: false, message: 'Plata cu cardul nu este disponibilă acum. Alege transferul bancar.' },
    });

    // A declined card: the API's Romanian reason is the form's message.
    const declinedReason =
      'Plata cu cardul a fost refuzată: Fondurile de pe card nu sunt suficiente. Poți încerca din nou, cu același card sau cu altul, ori poți plăti prin transfer bancar.';
    const declined = args(
      `/plata/comanda/${ORDER}`,
      {
        ...SIGNED_IN,
        [`GET /api/checkout/status/${ORDER}`]: { status: 200, body: { ...order, payment } },
        'POST /api/checkout': {
          status: 400,
          body: { error: { code: 'VALIDATION_FAILED', message: declinedReason, details: [{ field: 'method', message: declinedReason }] } },
        },
      },
      { params: { id: ORDER }, form: { intent: 'card' } },
    );
    expect(await orderAction(declined.args)).toMatchObject({ init: { status: 400 }, data: { ok: false, message: declinedReason } });

    // Stripe said the earlier session was paid when asked before a new one: back to the order page, now paid.
    const paidMeanwhile = args(
      `/plata/comanda/${ORDER}`,
      {
        ...SIGNED_IN,
        [`GET /api/checkout/status/${ORDER}`]: { status: 200, body: { ...order, payment } },
        'POST /api/checkout': { status: 200, body: { ...order, status: 'paid', payment: null } },
      },
      { params: { id: ORDER }, form: { intent: 'card' } },
    );
    expect(((await orderAction(paidMeanwhile.args)) as Response).headers.get('location')).toBe(`/plata/comanda/${ORDER}`);
  });

  it('back from the card page: reloads itself a limited number of times while the payment is being confirmed, not once paid', async () => {
    const waiting = { ...SIGNED_IN, [`GET /api/checkout/status/${ORDER}`]: { status: 200, body: { ...order, payment } } };
    expect(await loadOrderPage(args(`/plata/comanda/${ORDER}?plata=card`, waiting, { params: { id: ORDER } }).args)).toMatchObject({
      cardReturn: 'paid',
      reloadUrl: `/plata/comanda/${ORDER}?plata=card&reincarcare=1`,
    });
    expect(await loadOrderPage(args(`/plata/comanda/${ORDER}?plata=card&reincarcare=10`, waiting, { params: { id: ORDER } }).args)).toMatchObject({
      cardReturn: 'paid',
      reloadUrl: null,
    });
    const paid = { ...SIGNED_IN, [`GET /api/checkout/status/${ORDER}`]: { status: 200, body: { ...order, status: 'paid', payment: null } } };
    expect(await loadOrderPage(args(`/plata/comanda/${ORDER}?plata=card`, paid, { params: { id: ORDER } }).args)).toMatchObject({
      cardReturn: 'paid',
      reloadUrl: null,
    });
    expect(await loadOrderPage(args(`/plata/comanda/${ORDER}?plata=anulata`, waiting, { params: { id: ORDER } }).args)).toMatchObject({
      cardReturn: 'cancelled',
      reloadUrl: null,
    });

    // Paid, its invoice not yet through the official rules: the page reloads until the links can be shown.
    const invoice = {
      id: 'f1',
      kind: 'invoice',
      number: 'RAF-2026-000001',
      issuedAt: '2026-11-24T10:00:00.000Z',
      pdfUrl: '/api/checkout/invoices/f1/pdf',
      xmlUrl: '/api/checkout/invoices/f1/xml',
      totalCents: 5929,
      efactura: { status: 'not_sent', message: null },
    } as const;
    const preparing = {
      ...SIGNED_IN,
      [`GET /api/checkout/status/${ORDER}`]: { status: 200, body: { ...order, status: 'paid', payment: null, invoice: { ...invoice, ready: false } } },
    };
    expect(await loadOrderPage(args(`/plata/comanda/${ORDER}`, preparing, { params: { id: ORDER } }).args)).toMatchObject({
      reloadUrl: `/plata/comanda/${ORDER}?reincarcare=1`,
    });
    expect(await loadOrderPage(args(`/plata/comanda/${ORDER}?plata=card&reincarcare=2`, preparing, { params: { id: ORDER } }).args)).toMatchObject({
      reloadUrl: `/plata/comanda/${ORDER}?plata=card&reincarcare=3`,
    });
    expect(await loadOrderPage(args(`/plata/comanda/${ORDER}?reincarcare=10`, preparing, { params: { id: ORDER } }).args)).toMatchObject({ reloadUrl: null });
    const ready = {
      ...SIGNED_IN,
      [`GET /api/checkout/status/${ORDER}`]: { status: 200, body: { ...order, status: 'paid', payment: null, invoice: { ...invoice, ready: true } } },
    };
    expect(await loadOrderPage(args(`/plata/comanda/${ORDER}`, ready, { params: { id: ORDER } }).args)).toMatchObject({ reloadUrl: null });
  });
});

describe('my orders', () => {
  it('reads a list or a page of orders, newest first', async () => {
    const older = { ...order, id: 'a', number: 'CMD-2026-000001', createdAt: '2026-10-01T10:00:00.000Z' };
    const listed = await loadMyOrderSummaries(args('/cont', { 'GET /api/checkout/mine?pageSize=100': { status: 200, body: [older, order] } }).args);
    expect(listed?.map((item) => item.number)).toEqual(['CMD-2026-000007', 'CMD-2026-000001']);
    expect(listed?.[0]).toMatchObject({ listingTitle: 'Brutărie', companyName: null, totalEur: 59.29, statusName: 'Așteaptă plata', documents: [] });
    const invoice = {
      id: 'f1',
      kind: 'invoice',
      number: 'RAF-2026-000001',
      issuedAt: '2026-11-24T10:00:00.000Z',
      pdfUrl: '/api/checkout/invoices/f1/pdf',
      xmlUrl: '/api/checkout/invoices/f1/xml',
      totalCents: 5929,
      efactura: { status: 'not_sent', message: null },
    } as const;
    const storno = {
      ...invoice,
      id: 'f2',
      kind: 'credit_note',
      number: 'RAF-S-2026-000001',
      pdfUrl: '/api/checkout/invoices/f2/pdf',
      totalCents: -5929,
    } as const;
    const cancelled = await loadMyOrderSummaries(
      args('/cont', { 'GET /api/checkout/mine?pageSize=100': { status: 200, body: [{ ...order, invoice, creditNotes: [storno] }] } }).args,
    );
    expect(cancelled?.[0].documents).toEqual([
      { id: 'f1', kind: 'invoice', number: 'RAF-2026-000001', pdfUrl: '/api/checkout/invoices/f1/pdf' },
      { id: 'f2', kind: 'credit_note', number: 'RAF-S-2026-000001', pdfUrl: '/api/checkout/invoices/f2/pdf' },
    ]);
    // A document still being prepared (not passed the official e-Factura rules) offers no download.
    const preparing = await loadMyOrderSummaries(
      args('/cont', {
        'GET /api/checkout/mine?pageSize=100': {
          status: 200,
          body: [{ ...order, invoice: { ...invoice, ready: false }, creditNotes: [{ ...storno, ready: true }] }],
        },
      }).args,
    );
    expect(preparing?.[0].documents.map((document) => document.id)).toEqual(['f2']);
    const paged = await loadMyOrderSummaries(args('/cont', { 'GET /api/checkout/mine?pageSize=100': { status: 200, body: { docs: [order], count: 1 } } }).args);
    expect(paged).toHaveLength(1);
    expect(await loadMyOrderSummaries(args('/cont', {}).args)).toBeNull();
  });
});
