import { startTestApp, type TestApp } from '../../support/test-app.js';

const API = '/api/termene/evaluation';
const thisYear = new Date().getUTCFullYear();

/** What a newcomer found on /evaluare-afaceri: the dataset's English, an internal note, and the steps numbered twice. */
const NOT_ON_THE_PAGE = [
  'Total Market (without financials)',
  'Industry averages (US)',
  'sheet',
  '.xls',
  'Seturile Europa/Global din 2026 nu au putut fi preluate',
];

/** Every string inside a value (objects and arrays walked). */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/** The estimate the valuation page shows, in Romanian only: new ones, and ones stored in the old words. */
describe('the words of the valuation page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('names the dataset in words, without internal notes or the steps’ own numbers, also for an estimate stored before', async () => {
    // Hotels and restaurants (CAEN 5610): the section valued on the market as a whole.
    const body = {
      caen: '5610',
      currency: 'EUR',
      countyId: 16,
      years: [
        { year: thisYear - 1, turnover: 800_000, netProfit: 70_000, employees: 20 },
        { year: thisYear - 2, turnover: 760_000, netProfit: 60_000, employees: 19 },
      ],
      includes: { kind: 'shares', realEstate: false },
    };
    const answer = await t.http.post(API).send(body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const created = answer.body;
    const check = (estimate: { method: { summary: string[] }; multiples: { industries: string[] }; source: { title: string; url: string } }) => {
      // The source's address (a link's target, the original file) is not text of the page.
      const text = textsOf({ ...estimate, source: { ...estimate.source, url: '' } }).join('\n');
      for (const english of NOT_ON_THE_PAGE) expect(text).not.toContain(english);
      for (const step of estimate.method.summary) expect(step).not.toMatch(/^\d+\./);
      expect(estimate.multiples.industries).toEqual(['piața în ansamblu (fără firmele financiare)']);
      expect(estimate.source.title).toContain('Aswath Damodaran (NYU Stern), ianuarie 2021');
    };
    check(created);

    // The same estimate as it was stored before the page became Romanian-only.
    const [{ estimate }] = await t.dataSource.query(`SELECT estimate FROM valuation_estimates WHERE id = $1`, [created.id]);
    const old = {
      ...estimate,
      method: {
        ...estimate.method,
        summary: estimate.method.summary.map((step: string, index: number) =>
          index === 0
            ? '1. Domeniul: secțiunea CAEN I (Hoteluri și restaurante). Hoteluri și restaurante: piața în ansamblu („Total Market (without financials)”).'
            : `${index + 1}. ${step}`,
        ),
      },
      multiples: { ...estimate.multiples, industries: ['Total Market (without financials)'] },
      source: {
        ...estimate.source,
        title: 'Industry averages (US), sheet "Industry averages" of fcfeginzu.xls',
        region: 'US',
        note: `${estimate.source.note} Seturile Europa/Global din 2026 nu au putut fi preluate; când vor fi, vor înlocui aceste cifre.`,
      },
    };
    await t.dataSource.query(`UPDATE valuation_estimates SET estimate = $2::jsonb WHERE id = $1`, [created.id, JSON.stringify(old)]);
    const shown = (await t.http.get(`${API}/${created.id}`).expect(200)).body;
    check(shown);
    expect(shown.method.summary).toEqual(created.method.summary);
    expect(shown.source).toEqual(created.source);
    expect([shown.low, shown.mid, shown.high]).toEqual([created.low, created.mid, created.high]);
  });
});
