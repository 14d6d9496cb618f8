import { NO_RATE_MESSAGE } from '../../../src/modules/invoices/exchange-rates.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { freePort, romanianDayFromNow, startBnrStandIn, UNREACHABLE_BNR_URL } from '../invoices/bnr-stand-in.js';

/**
 * The instant valuation in lei never fails because BNR does not answer: it converts at BNR's rate of
 * today, its last kept rate, or the configured fallback, and says which (`inputs.eurRon.source` and
 * its date). Only with no rate at all (production without a fallback) does a valuation in lei answer
 * 503, named for the outside service (EXTERNAL_SERVICE_UNAVAILABLE), and one in EUR still works.
 * Real PostgreSQL; BNR is a closed loopback port, or a stand-in answering its XML.
 */

const API = '/api/termene/evaluation';
const thisYear = new Date().getUTCFullYear();

const figures = (currency: 'RON' | 'EUR' = 'RON') => ({
  caen: '1071',
  currency,
  countyId: 16,
  years: [
    { year: thisYear - 1, turnover: 2_450_000, netProfit: 310_000, employees: 14 },
    { year: thisYear - 2, turnover: 2_150_000, netProfit: 270_000, employees: 13 },
  ],
  includes: { kind: 'shares', realEstate: false },
});

describe('the instant valuation in lei while BNR is unreachable', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { INVOICE_EUR_RON_RATE: '', BNR_RATES_URL: UNREACHABLE_BNR_URL } });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.dataSource.query(`DELETE FROM rate_counters`);
    await t.dataSource.query(`DELETE FROM exchange_rates`);
  });

  it("converts at BNR's last kept rate and says it is yesterday's", async () => {
    const yesterday = romanianDayFromNow(-1);
    await t.dataSource.query(
      `INSERT INTO exchange_rates (currency, rate_date, ron_per_unit, source, fetched_at) VALUES ('EUR', $1, 4.9000, 'bnr', now() - interval '1 day')`,
      [yesterday],
    );
    const created = await t.http.post(API).send(figures());
    expect(created.status).toBe(201);
    expect(created.body.inputs.eurRon).toEqual({ rate: 4.9, date: yesterday, source: 'bnr_last_known' });
    expect(created.body.inputs.years[0]).toMatchObject({ turnover: 500_000, netProfit: 63_265.31 });
    // The stored estimate keeps it.
    expect((await t.http.get(`${API}/${created.body.id}`).expect(200)).body.inputs.eurRon).toEqual({ rate: 4.9, date: yesterday, source: 'bnr_last_known' });
  });

  it('converts at the configured fallback rate when no BNR rate was ever kept, and says so', async () => {
    const created = await t.http.post(API).send(figures());
    expect(created.status).toBe(201);
    expect(created.body.inputs.eurRon).toEqual({ rate: 5, date: romanianDayFromNow(0), source: 'fallback' });
    expect(created.body.low).toBeGreaterThan(0);
  });
});

describe('the instant valuation when BNR answers', () => {
  it("converts at today's BNR rate, keeps it, and says it is BNR's", async () => {
    const bnr = await startBnrStandIn('5.0912', romanianDayFromNow(0));
    const t = await startTestApp({ env: { INVOICE_EUR_RON_RATE: '', BNR_RATES_URL: bnr.url } });
    try {
      const created = await t.http.post(API).send(figures());
      expect(created.status).toBe(201);
      expect(created.body.inputs.eurRon).toEqual({ rate: 5.0912, date: romanianDayFromNow(0), source: 'bnr' });
      expect(await t.dataSource.query(`SELECT ron_per_unit FROM exchange_rates WHERE currency = 'EUR'`)).toEqual([{ ron_per_unit: '5.0912' }]);
      await t.http.post(API).send(figures()).expect(201);
      expect(bnr.hits()).toBe(1);
    } finally {
      await t.close();
      await bnr.close();
    }
  });
});

describe('the instant valuation with no rate at all (no fallback configured, BNR never read)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      env: { INVOICE_EUR_RON_RATE: '', INVOICE_FALLBACK_EUR_RON_RATE: 'none', BNR_RATES_URL: `http://127.0.0.1:${await freePort()}/nbrfxrates.xml` },
    });
  });
  afterAll(() => t?.close());

  it('answers a valuation in lei 503 named for the outside service (not the database), and one in EUR as usual', async () => {
    const inLei = await t.http.post(API).send(figures());
    expect(inLei.status).toBe(503);
    expect(inLei.body.error).toEqual({ code: 'EXTERNAL_SERVICE_UNAVAILABLE', message: NO_RATE_MESSAGE });
    const inEur = await t.http.post(API).send(figures('EUR'));
    expect(inEur.status).toBe(201);
    expect(inEur.body.inputs.eurRon).toBeNull();
  });
});
