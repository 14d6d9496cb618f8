import type { ValuationYearInput } from '../../contracts/valuation.js';
import { plausibilityErrors, sectionErrors, sectionOf } from './valuation-input.js';

const NOW = new Date('2026-11-26T12:00:00Z');
const year = (y: number, turnover: number, netProfit: number): ValuationYearInput => ({ year: y, turnover, netProfit, employees: 5 });
const fields = (years: ValuationYearInput[]) => plausibilityErrors(years, NOW).map((error) => error.field);

describe('valuation inputs', () => {
  it('finds the CAEN section from a class or from an economic domain', () => {
    expect(sectionOf('1071', undefined)).toBe('C');
    expect(sectionOf('56.30', undefined)).toBe('I');
    expect(sectionOf(undefined, 7)).toBe('G'); // retail: division 47
    expect(sectionOf(undefined, 4)).toBe('D'); // energy and water: D first
    expect(sectionOf('9999', undefined)).toBeNull();
    expect(sectionOf(undefined, 99)).toBeNull();
  });

  it('refuses sections without multiples, with the reason in Romanian', () => {
    expect(sectionErrors('C', 'caen')).toEqual([]);
    expect(sectionErrors('K', 'caen')[0]).toMatchObject({ field: 'caen', message: expect.stringContaining('bănci') });
    expect(sectionErrors(sectionOf(undefined, 11), 'domainId')[0].field).toBe('domainId');
    expect(sectionErrors(null, 'caen')[0].message).toContain('CAEN');
  });

  it('accepts ordinary figures, losses included', () => {
    expect(plausibilityErrors([year(2025, 500_000, 50_000), year(2024, 450_000, -20_000), year(2023, 400_000, 10_000)], NOW)).toEqual([]);
    expect(plausibilityErrors([year(2024, 120_000, -300_000)], NOW)).toEqual([]);
  });

  it('rejects implausible figures with the field that is wrong', () => {
    expect(fields([year(2025, 100_000, 150_000)])).toEqual(['years.0.netProfit']);
    expect(fields([year(2025, 10_000, -500_000)])).toEqual(['years.0.netProfit']);
    expect(fields([year(2027, 100_000, 10_000)])).toContain('years.0.year');
    expect(fields([year(2025, 100_000, 10_000), year(2025, 90_000, 9_000)])).toContain('years.1.year');
    expect(fields([year(2025, 100_000, 10_000), year(2022, 90_000, 9_000)])).toEqual(['years']);
    expect(fields([year(2018, 100_000, 10_000)])).toEqual(['years']);
    expect(fields([year(2025, 0, 0), year(2024, 90_000, 9_000)])).toEqual(['years.0.turnover']);
  });
});
