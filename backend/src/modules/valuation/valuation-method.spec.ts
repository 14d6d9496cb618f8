import type { ValuationYearInput } from '../../contracts/valuation.js';
import { INDUSTRIES, INDUSTRY_NAMES_RO, SECTION_INDUSTRIES, sectionMultiples, SOURCE, UNSUPPORTED_SECTIONS } from './data/multiples.js';
import { estimateValue, inCurrentWording, METHOD, type MethodInput, type MethodResult } from './valuation-method.js';

const years = (rows: [number, number, number][]): ValuationYearInput[] =>
  rows.map(([year, turnover, netProfit]) => ({ year, turnover, netProfit, employees: 10 }));

/** A bakery-sized manufacturer: €500k turnover, €50k profit, flat over three years. */
const base = (over: Partial<MethodInput> = {}): MethodInput => ({
  section: 'C',
  years: years([
    [2024, 500_000, 50_000],
    [2023, 500_000, 50_000],
    [2022, 500_000, 50_000],
  ]),
  assets: null,
  debts: null,
  includes: { kind: 'shares', realEstate: false },
  ...over,
});

const scaleAll = (input: MethodInput, field: 'turnover' | 'netProfit', factor: number): MethodInput => ({
  ...input,
  years: input.years.map((year) => ({ ...year, [field]: year[field] * factor })),
});

const adjustment = (input: MethodInput, key: string) => estimateValue(input).adjustments.find((item) => item.key === key)!;

describe('instant valuation method', () => {
  it('values a profitable company from both multiples, explained step by step in Romanian', () => {
    const result = estimateValue(base());
    const multiples = sectionMultiples('C')!;
    expect(result.method.kind).toBe('earnings_and_revenue');
    expect(result.method.earningsWeight).toBe(0.5);
    // Earnings: 50k / 0.84 × EV/EBIT; revenue: 500k × EV/Sales × margin factor.
    expect(result.method.earningsValue).toBe(Math.round((50_000 / 0.84) * multiples.evEbit));
    const marginFactor = Math.min(1.5, Math.max(0.25, 0.1 / multiples.netMargin));
    expect(result.method.revenueValue).toBe(Math.round(500_000 * multiples.evSales * marginFactor));
    expect(result.multiples).toMatchObject({ section: 'C', sectionName: 'Industria prelucrătoare', evSales: multiples.evSales, evEbit: multiples.evEbit });
    expect(result.adjustments.map((item) => item.key)).toEqual(['liquidity', 'small_company', 'trend', 'margin']);
    for (const text of [...result.adjustments.map((item) => item.explanation), ...result.method.summary, ...result.assumptions]) {
      expect(text).not.toMatch(/[şţŞŢ]/); // comma-below ș ț only
      expect(text.length).toBeGreaterThan(20);
    }
    expect(result.method.summary.join(' ')).toContain('secțiunea CAEN C');
  });

  it('records the dataset it used: author, title, link, date, and how it was mapped', () => {
    const { source } = estimateValue(base());
    expect(source).toMatchObject({ author: SOURCE.author, title: SOURCE.title, url: SOURCE.url, date: SOURCE.date, region: SOURCE.region });
    expect(source.url).toMatch(/^https:\/\/pages\.stern\.nyu\.edu\/~adamodar\//);
    expect(source.note).toContain('Koeplin');
    expect(source.note).toContain('Silber');
    // Every mapped industry exists in the data file, and every section A–U is either mapped or refused with a reason.
    const names = new Set(INDUSTRIES.map((industry) => industry.name));
    for (const { industries } of Object.values(SECTION_INDUSTRIES)) for (const name of industries) expect(names.has(name)).toBe(true);
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTU') expect(Boolean(SECTION_INDUSTRIES[letter]) !== Boolean(UNSUPPORTED_SECTIONS[letter])).toBe(true);
  });

  it('keeps low < mid < high for many shapes of company', () => {
    const shapes: MethodInput[] = [];
    for (const section of Object.keys(SECTION_INDUSTRIES)) {
      for (const [turnover, profit] of [
        [1_000, 100],
        [80_000, -30_000],
        [2_000_000, 0],
        [40_000_000, 9_000_000],
        [500_000_000, 200_000_000],
      ]) {
        shapes.push(base({ section, years: years([[2024, turnover, profit]]) }));
        shapes.push(
          base({
            section,
            years: years([
              [2024, turnover, profit],
              [2023, turnover / 3, profit / 2],
              [2022, turnover / 9, -profit],
            ]),
            assets: turnover,
            debts: turnover * 3,
          }),
        );
      }
    }
    for (const shape of shapes) {
      const { low, mid, high } = estimateValue(shape);
      expect(low).toBeGreaterThan(0);
      expect(low).toBeLessThan(mid);
      expect(mid).toBeLessThan(high);
    }
  });

  it('is monotone in net profit: more profit never lowers the value, across the loss/profit boundary', () => {
    let previous = -Infinity;
    for (const profit of [-200_000, -50_000, -1, 0, 1, 100, 5_000, 20_000, 50_000, 120_000, 300_000, 500_000]) {
      const { mid } = estimateValue(
        base({
          years: years([
            [2024, 500_000, profit],
            [2023, 500_000, profit],
            [2022, 500_000, profit],
          ]),
        }),
      );
      expect(mid).toBeGreaterThanOrEqual(previous);
      previous = mid;
    }
    expect(estimateValue(scaleAll(base(), 'netProfit', 1.1)).mid).toBeGreaterThan(estimateValue(base()).mid);
  });

  it('is monotone in turnover, at a loss and at a profit', () => {
    for (const profit of [-20_000, 50_000]) {
      let previous = -Infinity;
      for (const turnover of [60_000, 100_000, 300_000, 500_000, 2_000_000, 30_000_000]) {
        const { mid } = estimateValue(
          base({
            years: years([
              [2024, turnover, profit],
              [2023, turnover, profit],
              [2022, turnover, profit],
            ]),
          }),
        );
        expect(mid).toBeGreaterThan(previous);
        previous = mid;
      }
    }
  });

  it('values a loss-making company on turnover only, with a wider range', () => {
    const result = estimateValue(
      base({
        years: years([
          [2024, 500_000, -10_000],
          [2023, 500_000, -5_000],
          [2022, 500_000, 2_000],
        ]),
      }),
    );
    expect(result.method.kind).toBe('revenue_only');
    expect(result.method.earningsWeight).toBe(0);
    expect(result.method.earningsValue).toBeNull();
    expect(result.method.spread).toBe(METHOD.spreadRevenueOnly);
    expect(adjustment(base({ years: years([[2024, 500_000, -10_000]]) }), 'margin').factor).toBe(METHOD.marginFactorMin);
    expect(result.method.summary.join(' ')).toContain('doar după cifra de afaceri');
  });

  describe('each adjustment at its bounds', () => {
    it('small-company discount: none from €100m turnover up, at most 25% for the smallest', () => {
      expect(adjustment(base({ years: years([[2024, 150_000_000, 10_000_000]]) }), 'small_company').factor).toBe(1);
      expect(adjustment(base({ years: years([[2024, 1_000, 100]]) }), 'small_company').factor).toBe(METHOD.sizeFactorMin);
      const middle = adjustment(base({ years: years([[2024, 1_000_000, 100_000]]) }), 'small_company').factor;
      expect(middle).toBeCloseTo(Math.pow(0.01, 0.036), 6);
      expect(middle).toBeGreaterThan(METHOD.sizeFactorMin);
      expect(middle).toBeLessThan(1);
    });

    it('liquidity discount: 40% whatever the figures', () => {
      for (const input of [base(), base({ years: years([[2024, 90_000_000, -1_000]]) })]) expect(adjustment(input, 'liquidity').factor).toBe(0.6);
    });

    it('trend: bounded to ±15%, neutral with one year or no comparable years', () => {
      expect(
        adjustment(
          base({
            years: years([
              [2024, 900_000, 90_000],
              [2023, 300_000, 30_000],
              [2022, 100_000, 10_000],
            ]),
          }),
          'trend',
        ).factor,
      ).toBe(METHOD.trendFactorMax);
      expect(
        adjustment(
          base({
            years: years([
              [2024, 100_000, 10_000],
              [2023, 300_000, 30_000],
              [2022, 900_000, 90_000],
            ]),
          }),
          'trend',
        ).factor,
      ).toBe(METHOD.trendFactorMin);
      expect(adjustment(base({ years: years([[2024, 500_000, 50_000]]) }), 'trend').factor).toBe(1);
      expect(
        adjustment(
          base({
            years: years([
              [2024, 500_000, -5],
              [2023, 0, 0],
            ]),
          }),
          'trend',
        ).factor,
      ).toBe(1);
      // 10% a year on both: half of it counts.
      expect(
        adjustment(
          base({
            years: years([
              [2024, 121_000, 12_100],
              [2023, 110_000, 11_000],
              [2022, 100_000, 10_000],
            ]),
          }),
          'trend',
        ).factor,
      ).toBeCloseTo(1.05, 6);
    });

    it('margin: the company margin over the section margin, between 0.25 and 1.5', () => {
      const sectionMargin = sectionMultiples('C')!.netMargin;
      expect(adjustment(base({ years: years([[2024, 500_000, 400_000]]) }), 'margin').factor).toBe(METHOD.marginFactorMax);
      expect(adjustment(base({ years: years([[2024, 500_000, 0]]) }), 'margin').factor).toBe(METHOD.marginFactorMin);
      expect(adjustment(base({ years: years([[2024, 500_000, 500_000 * sectionMargin]]) }), 'margin').factor).toBeCloseTo(1, 6);
    });
  });

  it('subtracts a deficit of assets for a sale of shares, never below a token 10%, and ignores it for a sale of assets', () => {
    const healthy = estimateValue(base({ assets: 400_000, debts: 100_000 }));
    const plain = estimateValue(base());
    expect(healthy.mid).toBe(plain.mid);
    const indebted = estimateValue(base({ assets: 100_000, debts: 250_000 }));
    expect(indebted.method.netDebtAdjustment).toBe(-150_000);
    expect(indebted.mid).toBe(plain.mid - 150_000);
    const drowning = estimateValue(base({ assets: 0, debts: 50_000_000 }));
    expect(drowning.mid).toBe(Math.round(plain.mid * METHOD.distressFloor));
    expect(drowning.low).toBeLessThan(drowning.mid);
    const assetsOnly = estimateValue(base({ assets: 100_000, debts: 250_000, includes: { kind: 'assets_only', realEstate: true } }));
    expect(assetsOnly.mid).toBe(plain.mid);
    expect(assetsOnly.assumptions.join(' ')).toContain('datoriile rămân la vânzător');
    expect(indebted.sensitivities.find((item) => item.input === 'debts')!.mid).toBeLessThan(indebted.mid);
  });

  it('says how each main input moves the mid value', () => {
    const result = estimateValue(base());
    const byLabel = Object.fromEntries(result.sensitivities.map((item) => [item.label, item.mid]));
    expect(Object.keys(byLabel)).toEqual(['Profit net +10%', 'Profit net −10%', 'Cifra de afaceri +10%', 'Cifra de afaceri −10%']);
    expect(byLabel['Profit net +10%']).toBeGreaterThan(result.mid);
    expect(byLabel['Profit net −10%']).toBeLessThan(result.mid);
    expect(byLabel['Cifra de afaceri +10%']).toBeGreaterThanOrEqual(result.mid);
    expect(byLabel['Cifra de afaceri −10%']).toBeLessThanOrEqual(result.mid);
  });

  it('has multiples for every supported section and none for finance, public administration, households and extraterritorial bodies', () => {
    for (const letter of Object.keys(SECTION_INDUSTRIES)) {
      const multiples = sectionMultiples(letter)!;
      expect(multiples.evSales).toBeGreaterThan(0);
      expect(multiples.evEbit).toBeGreaterThan(0);
      expect(multiples.netMargin).toBeGreaterThan(0);
    }
    for (const letter of ['K', 'O', 'T', 'U']) expect(sectionMultiples(letter)).toBeNull();
    expect(() => estimateValue(base({ section: 'K' }))).toThrow();
  });
});

/** The English of the dataset and the internal remark a newcomer found on the page, and its doubled numbering. */
const NOT_ON_THE_PAGE = [
  'Total Market',
  'without financials',
  'Industry averages',
  '(US)',
  'sheet',
  '.xls',
  'Seturile Europa/Global',
  'nu au putut fi preluate',
];

describe('the words of an estimate (the valuation page is in Romanian only)', () => {
  const everyText = (result: Pick<MethodResult, 'method' | 'multiples' | 'source' | 'adjustments' | 'assumptions'>) =>
    [
      ...result.method.summary,
      ...result.multiples.industries,
      result.source.title,
      result.source.region,
      result.source.note,
      ...result.assumptions,
      ...result.adjustments.map((item) => `${item.label} ${item.explanation}`),
    ].join('\n');

  it('names the dataset in words, industries in Romanian, no internal note, steps without their own numbers', () => {
    for (const letter of Object.keys(SECTION_INDUSTRIES)) {
      const result = estimateValue({ ...base(), section: letter });
      const text = everyText(result);
      for (const english of NOT_ON_THE_PAGE) expect(text).not.toContain(english);
      for (const step of result.method.summary) expect(step).not.toMatch(/^\d+\./);
      for (const industry of result.multiples.industries) expect(Object.values(INDUSTRY_NAMES_RO)).toContain(industry);
    }
    expect(estimateValue(base()).source.title).toBe(
      'multiplii medii pe industrie publicați de Aswath Damodaran (NYU Stern), ianuarie 2021, companii listate din SUA',
    );
  });

  it("shows an estimate stored in the old words in today's, figures untouched", () => {
    const today = estimateValue({ ...base(), section: 'I' });
    const old = {
      ...today,
      method: {
        ...today.method,
        summary: today.method.summary.map((step, index) =>
          index === 0
            ? '1. Domeniul: secțiunea CAEN I (Hoteluri și restaurante). Hoteluri și restaurante: piața în ansamblu („Total Market (without financials)”).'
            : `${index + 1}. ${step}`,
        ),
      },
      multiples: { ...today.multiples, industries: ['Total Market (without financials)'] },
      source: {
        ...today.source,
        title: 'Industry averages (US), sheet "Industry averages" of fcfeginzu.xls',
        region: 'US',
        note: 'Seturile Europa/Global din 2026 nu au putut fi preluate.',
      },
    };
    const shown = inCurrentWording(old);
    for (const english of NOT_ON_THE_PAGE) expect(everyText(shown)).not.toContain(english);
    expect(shown.method.summary).toEqual(today.method.summary);
    expect(shown.multiples).toEqual(today.multiples);
    expect(shown.source).toEqual(today.source);
  });
});
