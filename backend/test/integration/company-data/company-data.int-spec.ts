import { addressKey } from '../../../src/core/rate-limit/rate-counters.js';
import { startAnafCompanyStandIn, type AnafCompanyStandIn } from '../../support/anaf-company-stand-in.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { validCui } from './cuis.js';

const newestYear = () => {
  const now = new Date();
  return now.getUTCMonth() >= 6 ? now.getUTCFullYear() - 1 : now.getUTCFullYear() - 2;
};

describe('company data by CUI from ANAF (stand-in)', () => {
  let anaf: AnafCompanyStandIn;
  let t: TestApp;
  let member: Member;

  beforeAll(async () => {
    anaf = await startAnafCompanyStandIn();
    t = await startTestApp({ env: { ...anaf.env, ANAF_TIMEOUT_MS: '400', ANAF_MIN_INTERVAL_MS: '50', ANAF_MAX_WAIT_MS: '2000' } });
    member = await newMember(t);
  });
  afterAll(async () => {
    await t.close();
    await anaf.close();
  });
  beforeEach(() => anaf.reset());

  it('answers a known CUI with its registration data and last three balance sheets, then from the cache', async () => {
    const response = await t.http.get('/api/company-data/RO18547290').set(...member.auth);
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('found');
    const data = response.body.data;
    expect(data).toMatchObject({
      cui: '18547290',
      name: 'BRUTĂRIA ARTIZANALĂ SRL',
      county: 'CLUJ',
      countyId: 16,
      city: 'Mun. Cluj-Napoca',
      street: 'Str. Memorandumului nr. 28',
      postalCode: '400114',
      tradeRegisterNumber: 'J12/1234/2015',
      caen: '1071',
      vatPayer: true,
      inactive: false,
      registeredAt: '2015-03-12',
      source: 'anaf',
    });
    expect(data.years.map((year: { year: number }) => year.year)).toEqual([newestYear(), newestYear() - 1, newestYear() - 2]);
    expect(data.years[0]).toMatchObject({ turnover: 2_450_000, netProfit: 310_000, employees: 14, assets: 1_360_000, debts: 395_000, caen: '1071' });
    expect(anaf.requests.map((request) => request.path)).toEqual(['/api/PlatitorTvaRest/v9/tva', '/bilant', '/bilant', '/bilant']);

    const [row] = await t.dataSource.query(`SELECT status, source, fetched_at FROM company_data_cache WHERE cui = '18547290'`);
    expect(row).toMatchObject({ status: 'found', source: 'anaf' });
    expect(new Date(row.fetched_at).toISOString()).toBe(data.fetchedAt);

    const again = await t.http.get('/api/company-data/18547290').set(...member.auth);
    expect(again.body).toEqual(response.body);
    expect(anaf.requests).toHaveLength(4);
  });

  it('asks ANAF again once the kept answer is older than a day', async () => {
    await t.http.get('/api/company-data/18547290').set(...member.auth);
    await t.dataSource.query(`UPDATE company_data_cache SET fetched_at = now() - interval '25 hours' WHERE cui = '18547290'`);
    anaf.reset();
    const response = await t.http.get('/api/company-data/18547290').set(...member.auth);
    expect(response.body.status).toBe('found');
    expect(anaf.requests.filter((request) => request.path === '/api/PlatitorTvaRest/v9/tva')).toHaveLength(1);
  });

  it('answers not_found for a valid CUI ANAF does not know, and keeps that answer too', async () => {
    const cui = validCui(2_345_671);
    const response = await t.http.get(`/api/company-data/${cui}`).set(...member.auth);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'not_found' });
    expect(anaf.requests).toHaveLength(1);
    const again = await t.http.get(`/api/company-data/${cui}`).set(...member.auth);
    expect(again.body).toEqual({ status: 'not_found' });
    expect(anaf.requests).toHaveLength(1);
  });

  it('refuses an invalid CUI with a Romanian field message and asks ANAF nothing', async () => {
    for (const cui of ['18547291', '12ab', '0']) {
      const response = await t.http.get(`/api/company-data/${cui}`).set(...member.auth);
      expect(response.status).toBe(400);
      expect(response.body.error.details).toEqual([{ field: 'cui', message: 'Codul fiscal (CUI) nu este valid. Verifică cifrele.' }]);
    }
    expect(anaf.requests).toHaveLength(0);
  });

  it('answers unavailable at once when ANAF answers an error, and keeps nothing', async () => {
    const cui = validCui(3_456_782);
    anaf.setMode({ mode: 'error', status: 500 });
    const started = Date.now();
    const response = await t.http.get(`/api/company-data/${cui}`).set(...member.auth);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'unavailable', message: 'Datele de la ANAF nu sunt disponibile acum. Completează-le tu.' });
    const rows = await t.dataSource.query(`SELECT 1 FROM company_data_cache WHERE cui = $1`, [cui]);
    expect(rows).toHaveLength(0);

    anaf.setMode({ mode: 'ok' });
    const later = await t.http.get(`/api/company-data/${cui}`).set(...member.auth);
    expect(later.body).toEqual({ status: 'not_found' });
  });

  it('answers unavailable within its timeout when ANAF is slow', async () => {
    anaf.setMode({ mode: 'slow', delayMs: 5000 });
    const started = Date.now();
    const response = await t.http.get(`/api/company-data/${validCui(4_567_893)}`).set(...member.auth);
    const took = Date.now() - started;
    expect(response.body.status).toBe('unavailable');
    expect(took).toBeGreaterThanOrEqual(350);
    expect(took).toBeLessThan(2000);
  });

  it('makes one set of requests for lookups of one CUI at the same time', async () => {
    const cui = validCui(5_678_904);
    anaf.setMode({ mode: 'slow', delayMs: 150 });
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.http.get(`/api/company-data/${cui}`).set(...member.auth)));
    expect(answers.map((answer) => answer.body.status)).toEqual(['not_found', 'not_found', 'not_found', 'not_found']);
    expect(anaf.requests).toHaveLength(1);
  });

  it('gives the eligibility answers from the newest balance sheet, turnover in EUR at the rate of the day', async () => {
    const response = await t.http.get('/api/company-data/18547290/answers').set(...member.auth);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'found',
      answers: {
        companyName: 'BRUTĂRIA ARTIZANALĂ SRL',
        cui: '18547290',
        foundedYear: 2015,
        caen: '1071',
        county: 16,
        employees: 14,
        turnoverEur: 490_000,
        profitable: true,
      },
      year: newestYear(),
      eurRon: { rate: 5, date: expect.any(String) },
    });
  });

  it('throttles lookups per account with a Romanian message', async () => {
    const other = await newMember(t);
    await t.dataSource.query(`INSERT INTO rate_counters (key, count, window_start) VALUES ($1, 60, now())`, [`company-data-user:${other.id}`]);
    const response = await t.http.get('/api/company-data/18547290').set(...other.auth);
    expect(response.status).toBe(429);
    expect(response.body.error.message).toMatch(/prea multe firme/);
    expect(anaf.requests).toHaveLength(0);
  });

  it('is for signed-in users only', async () => {
    const response = await t.http.get('/api/company-data/18547290');
    expect(response.status).toBe(401);
    expect(anaf.requests).toHaveLength(0);
  });

  it('validateCUI adds the registration data for the anonymous sign-up form, keeping its answer fields', async () => {
    const found = await t.http.post('/api/account/validateCUI').send({ CUI: 'RO 14399840' });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      valid: true,
      cui: '14399840',
      anaf: 'found',
      company: {
        name: 'MARINESCU & FIII CONSULT SRL',
        address: 'Bd. Aviatorilor nr. 10',
        county: 'MUNICIPIUL BUCUREŞTI',
        countyId: 41,
        city: 'Sector 1',
        tradeRegisterNumber: 'J40/5678/2019',
        caen: '7022',
        vatPayer: false,
      },
    });

    const invalid = await t.http.post('/api/account/validateCUI').send({ CUI: '14399841' });
    expect(invalid.body).toEqual({ valid: false, cui: '14399841', company: null, anaf: 'skipped' });

    anaf.reset();
    anaf.setMode({ mode: 'error', status: 503 });
    const down = await t.http.post('/api/account/validateCUI').send({ CUI: validCui(6_789_015) });
    expect(down.body).toMatchObject({
      valid: true,
      company: null,
      anaf: 'unavailable',
      note: 'Datele de la ANAF nu sunt disponibile acum. Completează-le tu.',
    });
  });

  it('validateCUI stops asking ANAF for an address past its hourly limit, still checking the CUI', async () => {
    const key = addressKey('validate-cui', '127.0.0.1');
    await t.dataSource.query(
      `INSERT INTO rate_counters (key, count, window_start) VALUES ($1, 30, now()) ON CONFLICT (key) DO UPDATE SET count = 30, window_start = now()`,
      [key],
    );
    const response = await t.http.post('/api/account/validateCUI').send({ CUI: validCui(7_890_126) });
    expect(response.body).toMatchObject({ valid: true, company: null, anaf: 'skipped' });
    expect(response.body.note).toMatch(/prea multe/);
    expect(anaf.requests).toHaveLength(0);
    await t.dataSource.query(`DELETE FROM rate_counters WHERE key = $1`, [key]);
  });
});
