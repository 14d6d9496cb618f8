import { describe, expect, it } from 'vitest';
import { canAccessResource } from '../layout/menu-sections';
import { formatAmount, previewRange, publishProblem, reportStatusLabel } from './valuation-report-view';

describe('valuation report screens', () => {
  it('shows the status as ciornă, publicat with its version, and a change since publishing', () => {
    expect(reportStatusLabel({ status: 'draft', version: 0, changedSincePublished: false })).toBe('Ciornă');
    expect(reportStatusLabel({ status: 'published', version: 1, changedSincePublished: false })).toBe('Publicat, versiunea 1');
    expect(reportStatusLabel({ status: 'published', version: 2, changedSincePublished: true })).toBe('Publicat, versiunea 2 (modificat după publicare)');
  });

  it('previews the range after the adjustments as the form stands (as the report prints it)', () => {
    const starting = { low: 80_000, mid: 100_000, high: 120_000 };
    expect(previewRange({ starting, adjustments: [] } as never)).toEqual(starting);
    expect(
      previewRange({
        starting,
        adjustments: [
          { label: 'a', kind: 'factor', value: -10, reason: 'r' },
          { label: 'b', kind: 'amount', value: 5_000, reason: 'r' },
        ],
      } as never),
    ).toEqual({ low: 77_000, mid: 95_000, high: 113_000 });
    // A row being typed (no value yet) changes nothing; an incomplete starting range previews nothing.
    expect(previewRange({ starting, adjustments: [{ label: 'a', kind: 'factor', value: null, reason: '' }] } as never)).toEqual(starting);
    expect(previewRange({ starting: { low: 1, mid: null, high: 3 }, adjustments: [] } as never)).toBeNull();
  });

  it('tells why the saved report cannot be published yet', () => {
    const complete = { conclusion: 'O concluzie suficient de lungă.', finalLow: 1, finalMid: 2, finalHigh: 3 };
    expect(publishProblem(complete)).toBeNull();
    expect(publishProblem({ ...complete, conclusion: 'Scurtă.' })).toMatch(/concluzia/);
    expect(publishProblem({ ...complete, finalMid: null })).toMatch(/intervalul final/);
    expect(publishProblem({ ...complete, finalLow: 5 })).toMatch(/minim ≤ mediu ≤ maxim/);
  });

  it('writes amounts the Romanian way', () => {
    expect(formatAmount(250_000)).toBe('250.000 EUR');
    expect(formatAmount(1_500, 'RON')).toBe('1.500 RON');
    expect(formatAmount(null)).toBe('—');
  });

  it('opens the reports to consultants and admins, not to moderators', () => {
    expect(canAccessResource('consultant', 'valuation-reports')).toBe(true);
    expect(canAccessResource('admin', 'valuation-reports')).toBe(true);
    expect(canAccessResource('moderator', 'valuation-reports')).toBe(false);
  });
});
