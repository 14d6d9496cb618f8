import type { ValuationYearInput } from '../../contracts/valuation.js';
import { estimateValue, type MethodInput } from './valuation-method.js';

/**
 * The instant estimate worked out by hand for three companies, from the method (valuation-method.ts,
 * METHOD) and the rows of data/multiples.ts (Damodaran, "Industry averages" of fcfeginzu.xls,
 * January 2021, US listed companies: pre-tax operating margin, effective tax rate, EV/Sales, EV/EBIT).
 * The expected figures are written out, not computed by the code under test: a change of a
 * parameter, of a data row or of a step of the method changes them.
 *
 * The method, step by step:
 *   section multiples = median over the section's industries, each rounded to 4 decimals;
 *     net margin = pre-tax operating margin × (1 − effective tax rate)
 *   normalised figure = (3·newest + 2·previous + 1·oldest) / (3 + 2 + 1)   (fewer years: fewer weights)
 *   margin factor = clamp(company margin / section net margin, 0.25, 1.5)
 *   revenue value = turnover × EV/Sales × margin factor
 *   earnings value = net profit / (1 − 0.16) × EV/EBIT   (only with a profit)
 *   blend = ½·revenue value + ½·max(earnings value, revenue value)   (revenue value alone at a loss)
 *   size factor = clamp((turnover / 100,000,000)^0.036, 0.75, 1)
 *   trend factor = clamp(1 + ½ · mean yearly growth of turnover and profit, 0.85, 1.15)
 *   operating value = blend × size factor × (1 − 0.40) × trend factor
 *   mid = max(operating value + (assets − debts when negative and shares are sold), 0.10 × operating value)
 *   low, high = mid × (1 ∓ spread), spread 25% with a profit, 35% without, +5% with one year only;
 *   all three rounded to the euro.
 */

const years = (rows: [number, number, number][]): ValuationYearInput[] =>
  rows.map(([year, turnover, netProfit]) => ({ year, turnover, netProfit, employees: 12 }));

describe('instant valuation: figures worked out by hand', () => {
  it('a private school growing 25% a year (section P, earnings and revenue)', () => {
    // Section P takes one industry, Education: margin 0.0926135, tax 0.166546, EV/Sales 2.80635, EV/EBIT 31.2059.
    //   EV/Sales 2.8064, EV/EBIT 31.2059, net margin 0.0926135 × 0.833454 = 0.077189… → 0.0772
    // Normalised turnover (3·1,000,000 + 2·800,000 + 640,000) / 6 = 5,240,000 / 6 = 873,333.33;
    //   net profit (3·100,000 + 2·80,000 + 64,000) / 6 = 87,333.33; margin 10%
    // Margin factor 0.1 / 0.0772 = 1.295337
    // Revenue value 873,333.33 × 2.8064 × 1.295337 = 3,174,770.29
    // Earnings value 87,333.33 / 0.84 × 31.2059 = 103,968.254 × 31.2059 = 3,244,422.94 (above the revenue value)
    // Blend ½·3,174,770.29 + ½·3,244,422.94 = 3,209,596.62
    // Size factor (873,333.33 / 100,000,000)^0.036 = e^(0.036 × ln 0.0087333) = e^(0.036 × −4.740608) = 0.843107
    // Growth: turnover (1,000,000 / 640,000)^(1/2) − 1 = 1.25 − 1 = 25%, profit likewise 25%: trend 1 + ½·0.25 = 1.125
    // Operating value 3,209,596.62 × 0.843107 × 0.6 × 1.125 = 1,826,571.63; no assets or debts given: mid 1,826,572
    // Range ±25%: 1,826,571.63 × 0.75 = 1,369,928.72 → 1,369,929; × 1.25 = 2,283,214.53 → 2,283,215
    const result = estimateValue({
      section: 'P',
      years: years([
        [2024, 1_000_000, 100_000],
        [2023, 800_000, 80_000],
        [2022, 640_000, 64_000],
      ]),
      assets: null,
      debts: null,
      includes: { kind: 'shares', realEstate: false },
    });
    expect(result.multiples).toMatchObject({ evSales: 2.8064, evEbit: 31.2059, netMargin: 0.0772 });
    expect(result.method).toMatchObject({
      kind: 'earnings_and_revenue',
      earningsValue: 3_244_423,
      revenueValue: 3_174_770,
      netDebtAdjustment: 0,
      spread: 0.25,
    });
    expect(factors(result)).toEqual({ liquidity: 0.6, small_company: 0.843107, trend: 1.125, margin: 1.295337 });
    expect([result.low, result.mid, result.high]).toEqual([1_369_929, 1_826_572, 2_283_215]);
  });

  it('a haulier at a loss, one year, debts above its assets, its shares sold (section H, revenue only)', () => {
    // Section H takes Transportation: margin 0.0627678, tax 0.223659, EV/Sales 1.55673, EV/EBIT 25.627.
    //   EV/Sales 1.5567, net margin 0.0627678 × 0.776341 = 0.048729… → 0.0487
    // One year: turnover 200,000, net profit −10,000, margin −5%
    // Margin factor −0.05 / 0.0487 < 0.25: 0.25 (the floor)
    // Revenue value 200,000 × 1.5567 × 0.25 = 77,835; no profit: no earnings value, blend 77,835
    // Size factor (200,000 / 100,000,000)^0.036 = e^(0.036 × ln 0.002) = e^(0.036 × −6.214608) = 0.799534
    // One year: no growth, trend 1
    // Operating value 77,835 × 0.799534 × 0.6 = 37,339.05
    // Assets 50,000 − debts 80,000 = −30,000, carried by the buyer of the shares: 37,339.05 − 30,000 = 7,339.05
    //   (above the 10% floor of 3,733.90): mid 7,339
    // Range ±40% (35% without profit, +5% with one year): 7,339.05 × 0.6 = 4,403.43 → 4,403; × 1.4 = 10,274.67 → 10,275
    const result = estimateValue({
      section: 'H',
      years: years([[2024, 200_000, -10_000]]),
      assets: 50_000,
      debts: 80_000,
      includes: { kind: 'shares', realEstate: false },
    });
    expect(result.multiples).toMatchObject({ evSales: 1.5567, evEbit: 25.627, netMargin: 0.0487 });
    expect(result.method).toMatchObject({ kind: 'revenue_only', earningsValue: null, revenueValue: 77_835, netDebtAdjustment: -30_000 });
    expect(result.method.spread).toBeCloseTo(0.4, 12);
    expect(factors(result)).toEqual({ liquidity: 0.6, small_company: 0.799534, trend: 1, margin: 0.25 });
    expect([result.low, result.mid, result.high]).toEqual([4_403, 7_339, 10_275]);
  });

  it('an advertising agency with a thin profit, two flat years, its assets sold (section M, median of two industries)', () => {
    // Section M takes Business & Consumer Services (margin 0.0887941, tax 0.238398, EV/Sales 2.96567,
    // EV/EBIT 31.2073) and Advertising (0.0997898, 0.214738, 1.82797, 16.0813); the median of two is their mean:
    //   EV/Sales (2.96567 + 1.82797) / 2 = 2.39682 → 2.3968; EV/EBIT (31.2073 + 16.0813) / 2 = 23.6443
    //   net margins 0.0887941 × 0.761602 = 0.067626 and 0.0997898 × 0.785262 = 0.078361, mean 0.072994 → 0.073
    // Normalised turnover (3·300,000 + 2·300,000) / 5 = 300,000; net profit 15,000; margin 5%
    // Margin factor 0.05 / 0.073 = 0.684932
    // Revenue value 300,000 × 2.3968 × 0.684932 = 492,493.15
    // Earnings value 15,000 / 0.84 × 23.6443 = 17,857.14 × 23.6443 = 422,219.64: below the revenue value,
    //   so the blend is the revenue value, 492,493.15 (a thin profit never values below a loss)
    // Size factor (300,000 / 100,000,000)^0.036 = e^(0.036 × ln 0.003) = e^(0.036 × −5.809143) = 0.811290
    // Flat years: growth 0, trend 1
    // Operating value 492,493.15 × 0.811290 × 0.6 = 239,732.99
    // Assets 40,000 − debts 100,000 = −60,000, but only the assets are sold: the debts stay with the seller, mid 239,733
    // Range ±25%: 239,732.99 × 0.75 = 179,799.75 → 179,800; × 1.25 = 299,666.24 → 299,666
    const input: MethodInput = {
      section: 'M',
      years: years([
        [2023, 300_000, 15_000],
        [2024, 300_000, 15_000],
      ]),
      assets: 40_000,
      debts: 100_000,
      includes: { kind: 'assets_only', realEstate: false },
    };
    const result = estimateValue(input);
    expect(result.multiples).toMatchObject({ evSales: 2.3968, evEbit: 23.6443, netMargin: 0.073 });
    expect(result.method).toMatchObject({ kind: 'earnings_and_revenue', earningsValue: 422_220, revenueValue: 492_493, netDebtAdjustment: 0, spread: 0.25 });
    expect(factors(result)).toEqual({ liquidity: 0.6, small_company: 0.81129, trend: 1, margin: 0.684932 });
    expect([result.low, result.mid, result.high]).toEqual([179_800, 239_733, 299_666]);
  });
});

/** Each adjustment's factor to 6 decimals. */
function factors(result: ReturnType<typeof estimateValue>): Record<string, number> {
  return Object.fromEntries(result.adjustments.map((item) => [item.key, Math.round(item.factor * 1e6) / 1e6]));
}
