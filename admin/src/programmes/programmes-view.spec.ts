import { describe, expect, it } from 'vitest';
import type { ProgrammeResult } from '@contracts/funding';
import { answerRows, eligibilityResultsOf, grantRangeText, resultHeadline, statusColor, statusName, validityText } from './programmes-view';

describe('the funding programmes screen texts', () => {
  it('writes grant ranges, validity and status in Romanian', () => {
    expect(grantRangeText({ minEur: 50_000, maxEur: 200_000, share: 0.85 })).toBe('50.000–200.000 EUR, până la 85%');
    expect(grantRangeText({ minEur: 2_000, maxEur: 150_000, share: 0.8696 })).toBe('2.000–150.000 EUR, până la 86,96%');
    expect(grantRangeText(null)).toBe('—');
    expect(validityText('2023-02-15', '2023-06-30')).toBe('15.02.2023 – 30.06.2023');
    expect(validityText('2025-10-01', null)).toBe('din 01.10.2025');
    expect(validityText(null, '2021-01-29')).toBe('până la 29.01.2021');
    expect(validityText(null, null)).toBe('fără date publicate');
    expect([statusName('open'), statusName('upcoming'), statusName('closed')]).toEqual(['Deschis', 'În curând', 'Închis']);
    expect(statusColor('open')).toBe('success');
  });

  it('labels a request’s answers readably', () => {
    expect(answerRows({ legalForm: 1, county: 16, caen: '5630', profitable: false, investmentEur: 80_000, programmeIds: ['masura-3'] } as never)).toEqual([
      { label: 'Forma juridică', value: 'SRL' },
      { label: 'Județul investiției', value: 'Cluj' },
      { label: 'Cod CAEN', value: '5630 Baruri și alte activități de servire a băuturilor' },
      { label: 'Profit în ultimul an fiscal', value: 'Nu' },
      { label: 'Valoarea investiției (EUR, fără TVA)', value: '80.000 EUR' },
      { label: 'Programe alese', value: 'masura-3' },
    ]);
  });

  it('sums up each programme’s result and recognises an eligibility request’s result', () => {
    const result = {
      programmeId: 'masura-3',
      name: 'Măsura 3',
      version: '2020.10-1',
      outcome: 'eligible',
      criteria: [],
      grant: { minEur: 0, maxEur: 0, share: 1, estimateEur: 68_000, ownContributionEur: 0 },
      score: null,
    } as unknown as ProgrammeResult;
    expect(resultHeadline(result)).toBe('Măsura 3 (versiunea 2020.10-1): Eligibil, grant estimat 68.000 EUR');
    expect(eligibilityResultsOf({ results: [result] })).toEqual([result]);
    expect(eligibilityResultsOf({ eligible: true })).toBeNull();
    expect(eligibilityResultsOf(null)).toBeNull();
  });
});
