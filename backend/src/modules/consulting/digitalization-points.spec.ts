import type { DigitalizationAnswers } from '../../contracts/consulting.js';
import { calculateDigitalizationPoints } from './digitalization-points.js';

const NOW = new Date('2026-03-01T10:00:00Z');
const base: DigitalizationAnswers = {
  foundedYear: 2018,
  employees: 12,
  turnoverEur: 300_000,
  profitable: true,
  digitalLevel: 'basic',
  investments: ['hardware', 'software'],
  county: 16,
};
const score = (change: Partial<DigitalizationAnswers>) => calculateDigitalizationPoints({ ...base, ...change }, NOW);
const pointsOf = (change: Partial<DigitalizationAnswers>, key: string) => score(change).criteria.find((criterion) => criterion.key === key)?.points;

describe('digitalisation points', () => {
  it('scores every criterion and adds them up out of 100', () => {
    const result = score({});
    expect(result.criteria.map((criterion) => [criterion.key, criterion.points, criterion.max])).toEqual([
      ['age', 15, 15],
      ['employees', 10, 15],
      ['turnover', 10, 15],
      ['profit', 10, 10],
      ['digitalLevel', 15, 20],
      ['investments', 6, 15],
      ['region', 10, 10],
    ]);
    expect(result).toMatchObject({ total: 76, max: 100, threshold: 50, passesThreshold: true });
    for (const criterion of result.criteria) expect(criterion.name).toMatch(/\S/);
  });

  it.each([
    [2026, 0],
    [2025, 5],
    [2024, 5],
    [2023, 10],
    [2021, 10],
    [2020, 15],
  ])('company founded in %i: %i points for age', (foundedYear, points) => expect(pointsOf({ foundedYear }, 'age')).toBe(points));

  it.each([
    [0, 0],
    [1, 5],
    [9, 5],
    [10, 10],
    [49, 10],
    [50, 15],
    [249, 15],
  ])('%i employees: %i points', (employees, points) => expect(pointsOf({ employees }, 'employees')).toBe(points));

  it.each([
    [0, 0],
    [49_999, 0],
    [50_000, 5],
    [249_999, 5],
    [250_000, 10],
    [999_999, 10],
    [1_000_000, 15],
  ])('turnover %i EUR: %i points', (turnoverEur, points) => expect(pointsOf({ turnoverEur }, 'turnover')).toBe(points));

  it('gives 10 points for a profit and none for a loss', () => {
    expect(pointsOf({ profitable: true }, 'profit')).toBe(10);
    expect(pointsOf({ profitable: false }, 'profit')).toBe(0);
  });

  it.each([
    ['none', 20],
    ['basic', 15],
    ['intermediate', 10],
    ['advanced', 5],
  ] as const)('digital level %s: %i points (those who need it most score most)', (digitalLevel, points) => expect(pointsOf({ digitalLevel }, 'digitalLevel')).toBe(points));

  it('gives 3 points per distinct investment type, at most 15', () => {
    expect(pointsOf({ investments: [] }, 'investments')).toBe(0);
    expect(pointsOf({ investments: ['cloud', 'cloud'] }, 'investments')).toBe(3);
    expect(pointsOf({ investments: ['hardware', 'software', 'ecommerce', 'cybersecurity', 'cloud'] }, 'investments')).toBe(15);
    expect(pointsOf({ investments: ['hardware', 'software', 'ecommerce', 'cybersecurity', 'cloud', 'training'] }, 'investments')).toBe(15);
  });

  it('gives no region points in București (41) and Ilfov (42), 10 elsewhere', () => {
    expect(pointsOf({ county: 41 }, 'region')).toBe(0);
    expect(pointsOf({ county: 42 }, 'region')).toBe(0);
    expect(pointsOf({ county: 23 }, 'region')).toBe(10);
  });

  it('reaches exactly 100 at best and 0 at worst; the threshold is inclusive', () => {
    const best = score({ foundedYear: 2000, employees: 100, turnoverEur: 5_000_000, profitable: true, digitalLevel: 'none', investments: ['hardware', 'software', 'ecommerce', 'cybersecurity', 'cloud'], county: 1 });
    expect(best.total).toBe(100);
    const worst = score({ foundedYear: 2026, employees: 0, turnoverEur: 0, profitable: false, digitalLevel: 'advanced', investments: [], county: 41 });
    expect(worst).toMatchObject({ total: 5, passesThreshold: false });
    // 15 + 10 + 5 + 0 + 10 + 3 + 10 = 53 → passes; one band lower → below
    expect(score({ employees: 12, turnoverEur: 60_000, profitable: false, digitalLevel: 'intermediate', investments: ['cloud'] })).toMatchObject({ total: 53, passesThreshold: true });
    expect(score({ employees: 12, turnoverEur: 60_000, profitable: false, digitalLevel: 'advanced', investments: [], county: 41 })).toMatchObject({ total: 35, passesThreshold: false });
  });
});
