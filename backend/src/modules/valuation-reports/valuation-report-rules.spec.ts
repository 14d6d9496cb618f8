import type { ReportAdjustment } from '../../contracts/valuation-reports.js';
import { applyAdjustments, finalRangeProblem, roundValue } from './valuation-report-rules.js';

const adjustment = (kind: ReportAdjustment['kind'], value: number): ReportAdjustment => ({ label: 'Ajustare', kind, value, reason: 'Motivul ajustării.' });

describe('valuation report rules', () => {
  const start = { low: 80_000, mid: 100_000, high: 120_000 };

  it('rounds to the nearest 100 EUR and never below zero', () => {
    expect(roundValue(12_349)).toBe(12_300);
    expect(roundValue(12_350)).toBe(12_400);
    expect(roundValue(-500)).toBe(0);
  });

  it('applies factors and amounts in order', () => {
    expect(applyAdjustments(start, [])).toEqual(start);
    expect(applyAdjustments(start, [adjustment('factor', -10)])).toEqual({ low: 72_000, mid: 90_000, high: 108_000 });
    // -10% then +5 000 EUR is not +5 000 then -10%.
    expect(applyAdjustments(start, [adjustment('factor', -10), adjustment('amount', 5_000)])).toEqual({ low: 77_000, mid: 95_000, high: 113_000 });
    expect(applyAdjustments(start, [adjustment('amount', 5_000), adjustment('factor', -10)])).toEqual({ low: 76_500, mid: 94_500, high: 112_500 });
  });

  it('keeps the range ordered and non-negative when an amount exceeds the value', () => {
    expect(applyAdjustments(start, [adjustment('amount', -90_000)])).toEqual({ low: 0, mid: 10_000, high: 30_000 });
  });

  it('tells why a final range cannot be published', () => {
    expect(finalRangeProblem({ low: 1, mid: 2, high: 3 })).toBeNull();
    expect(finalRangeProblem({ low: null, mid: 2, high: 3 })).toMatch(/Completează/);
    expect(finalRangeProblem({ low: 3, mid: 2, high: 4 })).toMatch(/minim ≤ mediu ≤ maxim/);
    expect(finalRangeProblem({ low: 0, mid: 0, high: 0 })).toMatch(/mai mare decât zero/);
  });
});
