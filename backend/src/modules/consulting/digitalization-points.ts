import type { DigitalizationAnswers, DigitalizationCriterion, DigitalizationResult, DigitalLevel } from '../../contracts/consulting.js';

/** A points band: at least `from` (inclusive) earns `points`. Bands are read from the highest `from` down. */
type Band = readonly [from: number, points: number];

const pointsFor = (value: number, bands: readonly Band[]): number => [...bands].sort((a, b) => b[0] - a[0]).find(([from]) => value >= from)?.[1] ?? 0;

/**
 * The grid of the digitalisation points calculator, modelled on the scoring grids of SME
 * digitalisation grants: an established, profitable company of some size in a less developed
 * region that needs digitalisation most and plans several kinds of investment scores highest.
 * Maximum 100; applications below 50 points are usually not funded.
 */
export const DIGITALIZATION_RULES = {
  age: { name: 'Vechimea firmei', max: 15, bands: [[0, 0], [1, 5], [3, 10], [6, 15]] as Band[] },
  employees: { name: 'Numărul de angajați', max: 15, bands: [[0, 0], [1, 5], [10, 10], [50, 15]] as Band[] },
  turnover: { name: 'Cifra de afaceri', max: 15, bands: [[0, 0], [50_000, 5], [250_000, 10], [1_000_000, 15]] as Band[] },
  profit: { name: 'Profit în ultimul an fiscal', max: 10 },
  digitalLevel: {
    name: 'Nivelul actual de digitalizare',
    max: 20,
    points: { none: 20, basic: 15, intermediate: 10, advanced: 5 } as Record<DigitalLevel, number>,
  },
  investments: { name: 'Tipuri de investiții planificate', max: 15, perType: 3 },
  region: { name: 'Regiunea de implementare', max: 10, developedCounties: [41, 42] as readonly number[] },
  threshold: 50,
} as const;

export function calculateDigitalizationPoints(answers: DigitalizationAnswers, now: Date = new Date()): DigitalizationResult {
  const rules = DIGITALIZATION_RULES;
  const years = Math.max(0, now.getFullYear() - answers.foundedYear);
  const investmentTypes = new Set(answers.investments).size;
  const criteria: DigitalizationCriterion[] = [
    { key: 'age', name: rules.age.name, points: pointsFor(years, rules.age.bands), max: rules.age.max },
    { key: 'employees', name: rules.employees.name, points: pointsFor(answers.employees, rules.employees.bands), max: rules.employees.max },
    { key: 'turnover', name: rules.turnover.name, points: pointsFor(answers.turnoverEur, rules.turnover.bands), max: rules.turnover.max },
    { key: 'profit', name: rules.profit.name, points: answers.profitable ? rules.profit.max : 0, max: rules.profit.max },
    { key: 'digitalLevel', name: rules.digitalLevel.name, points: rules.digitalLevel.points[answers.digitalLevel], max: rules.digitalLevel.max },
    { key: 'investments', name: rules.investments.name, points: Math.min(investmentTypes * rules.investments.perType, rules.investments.max), max: rules.investments.max },
    { key: 'region', name: rules.region.name, points: rules.region.developedCounties.includes(answers.county) ? 0 : rules.region.max, max: rules.region.max },
  ];
  const total = criteria.reduce((sum, criterion) => sum + criterion.points, 0);
  const max = criteria.reduce((sum, criterion) => sum + criterion.max, 0);
  return { criteria, total, max, threshold: rules.threshold, passesThreshold: total >= rules.threshold };
}
