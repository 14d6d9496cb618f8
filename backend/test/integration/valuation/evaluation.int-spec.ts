import { ListingType } from '../../../src/contracts/lists.js';
import { VALUATION_NEEDS_FIGURES_MESSAGE } from '../../../src/contracts/valuation.js';
import { addressKey } from '../../../src/core/rate-limit/rate-counters.js';
import { ESTIMATES_PER_ADDRESS } from '../../../src/modules/valuation/valuation.service.js';
import { startAnafCompanyStandIn, type AnafCompanyStandIn } from '../../support/anaf-company-stand-in.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { validCui } from '../company-data/cuis.js';

const API = '/api/termene/evaluation';
const thisYear = new Date().getUTCFullYear();

/** A small bakery's last three years, typed in RON. */
const figures = (over: Record<string, unknown> = {}) => ({
  caen: '1071',
  currency: 'RON',
  countyId: 16,
  years: [
    { year: thisYear - 1, turnover: 2_450_000, netProfit: 310_000, employees: 14 },
    { year: thisYear - 2, turnover: 2_150_000, netProfit: 270_000, employees: 13 },
    { year: thisYear - 3, turnover: 1_850_000, netProfit: 230_000, employees: 12 },
  ],
  assets: 1_360_000,
  debts: 395_000,
  includes: { kind: 'shares', realEstate: false },
  ...over,
});

const estimateCount = async (t: TestApp): Promise<number> => Number((await t.dataSource.query(`SELECT count(*) AS n FROM valuation_estimates`))[0].n);

describe('instant valuation (termene/evaluation)', () => {
  let anaf: AnafCompanyStandIn;
  let t: TestApp;
  let alice: Member;
  let bob: Member;

  beforeAll(async () => {
    anaf = await startAnafCompanyStandIn();
    t = await startTestApp({ env: { ...anaf.env, ANAF_TIMEOUT_MS: '5000', ANAF_MIN_INTERVAL_MS: '20', ANAF_MAX_WAIT_MS: '10000' } });
    alice = await newMember(t);
    bob = await newMember(t);
  });
  afterAll(async () => {
    await t.close();
    await anaf.close();
  });
  beforeEach(async () => {
    anaf.reset();
    await t.dataSource.query(`DELETE FROM rate_counters WHERE key LIKE 'valuation-ip:%'`);
  });

  it('values typed figures for anyone, stores the estimate under an unguessable id and answers it to whoever holds the id', async () => {
    const created = await t.http.post(API).send(figures());
    expect(created.status).toBe(201);
    const estimate = created.body;
    expect(estimate.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(estimate.currency).toBe('EUR');
    expect(estimate.low).toBeGreaterThan(0);
    expect(estimate.low).toBeLessThan(estimate.mid);
    expect(estimate.mid).toBeLessThan(estimate.high);
    expect(estimate.mine).toBe(false);
    // RON figures converted at the BNR rate the app uses (fixed at 5 RON/EUR in tests).
    expect(estimate.inputs).toMatchObject({ origin: 'figures', caen: '1071', section: 'C', givenCurrency: 'RON', eurRon: { rate: 5 }, countyId: 16 });
    expect(estimate.inputs.years[0]).toEqual({ year: thisYear - 1, turnover: 490_000, netProfit: 62_000, employees: 14 });
    expect(estimate.inputs.assets).toBe(272_000);
    expect(estimate.multiples).toMatchObject({ section: 'C', sectionName: 'Industria prelucrătoare' });
    expect(estimate.adjustments.map((item: { key: string }) => item.key)).toEqual(['liquidity', 'small_company', 'trend', 'margin']);
    expect(estimate.method.summary.length).toBeGreaterThan(5);
    expect(estimate.sensitivities.map((item: { label: string }) => item.label)).toContain('Profit net +10%');
    expect(estimate.source).toMatchObject({ author: expect.stringContaining('Damodaran'), url: expect.stringContaining('stern.nyu.edu') });

    const [row] = await t.dataSource.query(`SELECT owner_id, low, mid, high FROM valuation_estimates WHERE id = $1`, [estimate.id]);
    expect(row.owner_id).toBeNull();
    expect(Number(row.mid)).toBe(estimate.mid);

    const read = await t.http.get(`${API}/${estimate.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(estimate);
    expect((await t.http.get(`${API}/${'A'.repeat(22)}`)).status).toBe(404);
    expect((await t.http.get(`${API}/not-an-id`)).status).toBe(404);
  });

  it('answers bad or implausible figures with 400 and Romanian field messages, storing nothing', async () => {
    const before = await estimateCount(t);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [figures({ years: undefined }), 'years', /cel puțin unui an/],
      [
        figures({ years: [{ year: thisYear - 1, turnover: 100_000, netProfit: 150_000, employees: 2 }] }),
        'years.0.netProfit',
        /nu poate depăși cifra de afaceri/,
      ],
      [figures({ years: [{ year: thisYear - 1, turnover: -5, netProfit: 0, employees: 2 }] }), 'years.0.turnover', /Cifra de afaceri/],
      [figures({ years: [{ year: thisYear + 1, turnover: 100_000, netProfit: 5_000, employees: 2 }] }), 'years.0.year', /viitor/],
      [figures({ years: [{ year: thisYear - 1, turnover: 100_000, netProfit: 5_000, employees: 2.5 }] }), 'years.0.employees', /întreg/],
      [figures({ caen: '9999' }), 'caen', /CAEN/],
      [figures({ caen: '6419' }), 'caen', /bănci/],
      [figures({ caen: undefined }), 'caen', /codul CAEN sau domeniul/],
      [figures({ countyId: 999 }), 'countyId', /Județul/],
      [figures({ currency: 'USD' }), 'currency', /RON sau EUR/],
      [figures({ includes: { kind: 'everything', realEstate: false } }), 'includes.kind', /ce include/],
      [figures({ price: 1 }), 'price', /nu este permis/],
      [{ cui: '12345678' }, 'cui', /CUI/],
      [{ cui: '18547290', years: figures().years }, 'years', /fie CUI-ul, fie cifrele/],
    ];
    for (const [body, field, message] of cases) {
      const response = await t.http.post(API).send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      const detail = response.body.error.details.find((item: { field: string }) => item.field === field);
      expect(detail, `${field} in ${JSON.stringify(response.body.error.details)}`).toBeDefined();
      expect(detail.message).toMatch(message);
    }
    // A domain instead of a CAEN class works; an unknown domain does not.
    expect((await t.http.post(API).send(figures({ caen: undefined, domainId: 7 }))).status).toBe(201);
    expect((await t.http.post(API).send(figures({ caen: undefined, domainId: 77 }))).status).toBe(400);
    expect(await estimateCount(t)).toBe(before + 1);
  });

  it('reads the figures from ANAF by CUI, and asks for typed figures when ANAF cannot give them', async () => {
    const created = await t.http.post(API).send({ cui: 'RO18547290' });
    expect(created.status).toBe(201);
    expect(created.body.inputs).toMatchObject({
      origin: 'cui',
      cui: '18547290',
      companyName: 'BRUTĂRIA ARTIZANALĂ SRL',
      caen: '1071',
      section: 'C',
      countyId: 16,
      givenCurrency: 'RON',
    });
    expect(created.body.inputs.years).toHaveLength(3);
    expect(anaf.requests.some((request) => request.path === '/bilant')).toBe(true);

    const before = await estimateCount(t);
    anaf.setMode({ mode: 'error', status: 503 });
    await t.dataSource.query(`DELETE FROM company_data_cache`);
    const down = await t.http.post(API).send({ cui: '18547290' });
    expect(down.status).toBe(400);
    expect(down.body.error.details).toEqual([{ field: 'cui', message: VALUATION_NEEDS_FIGURES_MESSAGE }]);
    anaf.reset();
    const unknown = await t.http.post(API).send({ cui: validCui(2_345_671) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0]).toMatchObject({ field: 'cui', message: expect.stringContaining('Completează cifrele') });
    expect(await estimateCount(t)).toBe(before);
  });

  it('throttles estimates per client address', async () => {
    await t.dataSource.query(`INSERT INTO rate_counters (key, count, window_start) VALUES ($1, $2, now())`, [
      addressKey('valuation', '127.0.0.1'),
      ESTIMATES_PER_ADDRESS.max,
    ]);
    const before = await estimateCount(t);
    const response = await t.http.post(API).send(figures());
    expect(response.status).toBe(429);
    expect(response.body.error.message).toMatch(/prea multe evaluări/);
    expect(await estimateCount(t)).toBe(before);
  });

  it("lists a signed-in user's own estimates only; another user reads one only by its id, never as its owner", async () => {
    const mineA = await t.http
      .post(API)
      .set(...alice.auth)
      .send(figures());
    expect(mineA.status).toBe(201);
    expect(mineA.body.mine).toBe(true);
    const mineB = await t.http
      .post(API)
      .set(...bob.auth)
      .send(figures({ caen: '6201' }));

    const listA = await t.http.get(API).set(...alice.auth);
    expect(listA.status).toBe(200);
    expect(listA.body.docs.map((doc: { id: string }) => doc.id)).toEqual([mineA.body.id]);
    expect(listA.body.docs[0]).toMatchObject({ mid: mineA.body.mid, currency: 'EUR', caen: '1071', section: 'C', attachedListingIds: [] });
    const listB = await t.http.get(API).set(...bob.auth);
    expect(listB.body.docs.map((doc: { id: string }) => doc.id)).toEqual([mineB.body.id]);
    expect((await t.http.get(API)).status).toBe(401);

    const byBob = await t.http.get(`${API}/${mineA.body.id}`).set(...bob.auth);
    expect(byBob.status).toBe(200);
    expect(byBob.body).toMatchObject({ id: mineA.body.id, mid: mineA.body.mid, mine: false });
    expect((await t.http.get(`${API}/${mineA.body.id}`).set(...alice.auth)).body.mine).toBe(true);
  });

  it("shows the estimate on its owner's company listing, refuses anyone else's listing, and detaches", async () => {
    const estimate = (
      await t.http
        .post(API)
        .set(...alice.auth)
        .send(figures())
    ).body;
    const own = await insertListing(t, alice.id, { title: 'Brutărie artizanală în Cluj' });
    const others = await insertListing(t, bob.id, { title: 'Patiserie în Brașov' });
    const notCompany = await insertListing(t, alice.id, { family: ListingType.Active, title: 'Cuptor de panificație' });

    const before = await t.http.get(`/api/company/${own.slug}`);
    expect(before.status).toBe(200);
    expect(before.body.estimatedValue).toBeNull();

    const refused = await t.http
      .post(`${API}/${estimate.id}/attach`)
      .set(...alice.auth)
      .send({ listingId: others.id });
    expect(refused.status).toBe(403);
    expect(
      (
        await t.http
          .post(`${API}/${estimate.id}/attach`)
          .set(...bob.auth)
          .send({ listingId: others.id })
      ).status,
    ).toBe(403);
    const wrongFamily = await t.http
      .post(`${API}/${estimate.id}/attach`)
      .set(...alice.auth)
      .send({ listingId: notCompany.id });
    expect(wrongFamily.status).toBe(400);
    expect(wrongFamily.body.error.details[0]).toMatchObject({ field: 'listingId', message: expect.stringContaining('vânzare a unei afaceri') });
    expect(
      (
        await t.http
          .post(`${API}/${estimate.id}/attach`)
          .set(...alice.auth)
          .send({ listingId: 'x' })
      ).status,
    ).toBe(400);
    expect((await t.http.post(`${API}/${estimate.id}/attach`).send({ listingId: own.id })).status).toBe(401);
    expect(Number((await t.dataSource.query(`SELECT count(*) AS n FROM valuation_listing_estimates`))[0].n)).toBe(0);

    const attached = await t.http
      .post(`${API}/${estimate.id}/attach`)
      .set(...alice.auth)
      .send({ listingId: own.id });
    expect(attached.status).toBe(200);
    expect(attached.body.attachedListingIds).toEqual([own.id]);
    // The owner sees where it is shown; someone holding the id does not.
    expect((await t.http.get(`${API}/${estimate.id}`).set(...bob.auth)).body.attachedListingIds).toEqual([]);

    const shown = { low: estimate.low, mid: estimate.mid, high: estimate.high, currency: 'EUR', estimateId: estimate.id, createdAt: estimate.createdAt };
    const detail = await t.http.get(`/api/company/${own.slug}`);
    expect(detail.body.estimatedValue).toEqual(shown);
    expect((await t.http.get(`/api/company/id/${own.id}`)).body.estimatedValue).toEqual(shown);
    expect((await t.http.get(`/api/company/${others.slug}`)).body.estimatedValue).toBeNull();

    expect((await t.http.delete(`${API}/${estimate.id}/attach/${own.id}`).set(...bob.auth)).status).toBe(403);
    const detached = await t.http.delete(`${API}/${estimate.id}/attach/${own.id}`).set(...alice.auth);
    expect(detached.status).toBe(204);
    expect((await t.http.get(`/api/company/${own.slug}`)).body.estimatedValue).toBeNull();
    expect((await t.http.delete(`${API}/${estimate.id}/attach/${own.id}`).set(...alice.auth)).status).toBe(404);
  });

  it('refuses to attach an estimate made signed out (it has no owner)', async () => {
    const anonymous = (await t.http.post(API).send(figures())).body;
    const own = await insertListing(t, alice.id);
    const response = await t.http
      .post(`${API}/${anonymous.id}/attach`)
      .set(...alice.auth)
      .send({ listingId: own.id });
    expect(response.status).toBe(403);
  });
});
