/** Words and figures of the funding tools' results (pure, shared by the pages, the account and the tests). */
import type { DigitalizationResult } from '@contracts/consulting';
import type { CriterionOutcome, ProgrammeOutcome, ProgrammeResult, ScoreResult } from '@contracts/funding';

export const PROGRAMME_OUTCOME: Record<ProgrammeOutcome, { label: string; rank: number }> = {
  eligible: { label: 'Eligibil', rank: 0 },
  needs_review: { label: 'De verificat', rank: 1 },
  not_eligible: { label: 'Neeligibil', rank: 2 },
};

export const CRITERION_OUTCOME: Record<CriterionOutcome, { label: string; mark: string }> = {
  met: { label: 'Îndeplinit', mark: '✓' },
  not_met: { label: 'Neîndeplinit', mark: '✗' },
  unknown: { label: 'Lipsește răspunsul', mark: '?' },
};

/** 102000 → "102.000 EUR". */
export function formatEuro(value: number): string {
  return `${String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} EUR`;
}

/** 0.85 → "85%". */
export const formatShare = (share: number): string => `${Math.round(share * 100)}%`;

/** Eligible first, then those to check, then the others; the API's order otherwise. */
export function sortResults(results: readonly ProgrammeResult[]): ProgrammeResult[] {
  return results.map((result, index) => ({ result, index })).sort((a, b) => PROGRAMME_OUTCOME[a.result.outcome].rank - PROGRAMME_OUTCOME[b.result.outcome].rank || a.index - b.index).map(({ result }) => result);
}

/** The best outcome of a check (what „Verificările mele” shows). */
export function bestOutcome(results: readonly ProgrammeResult[]): ProgrammeOutcome | null {
  return sortResults(results)[0]?.outcome ?? null;
}

const programmes = (count: number) => (count === 1 ? '1 program' : count % 100 < 20 && (count % 100 !== 0 || count === 0) ? `${count} programe` : `${count} de programe`);

/** One sentence announced when the results change: "Rezultat pentru 4 programe: 1 eligibil, 2 de verificat, 1 neeligibil." */
export function resultSummary(results: readonly ProgrammeResult[]): string {
  const count = (outcome: ProgrammeOutcome) => results.filter((result) => result.outcome === outcome).length;
  const parts = [
    count('eligible') ? `eligibil pentru ${programmes(count('eligible'))}` : null,
    count('needs_review') ? `de verificat ${programmes(count('needs_review'))}` : null,
    count('not_eligible') ? `neeligibil pentru ${programmes(count('not_eligible'))}` : null,
  ].filter(Boolean);
  return `Rezultat pentru ${programmes(results.length)}: ${parts.join(', ')}.`;
}

/** The calculator's answer in the engine's score shape (labels, lines, advice). */
export function scoreOf(result: DigitalizationResult & { advice?: string[] }): ScoreResult {
  const lines = result.criteria.map((criterion) => ({ key: criterion.key, label: criterion.name, points: criterion.points, max: criterion.max }));
  return { total: result.total, max: result.max, threshold: result.threshold, passesThreshold: result.passesThreshold, lines, advice: result.advice ?? [] };
}

/** "How to gain points": the grid's advice, or the points each criterion below its maximum still leaves. */
export function adviceOf(score: ScoreResult): string[] {
  if (score.advice.length) return score.advice;
  return score.lines.filter((line) => line.points < line.max).map((line) => `${line.label}: mai poți obține ${pointsLabel(line.max - line.points)}.`);
}

/** "1 punct", "5 puncte", "20 de puncte" (Romanian takes "de" from 20 on, by the last two digits). */
export function pointsLabel(count: number): string {
  if (count === 1) return '1 punct';
  const lastTwo = count % 100;
  return lastTwo === 0 && count > 0 ? `${count} de puncte` : lastTwo < 20 ? `${count} puncte` : `${count} de puncte`;
}

/** Width of a bar, as a percentage of the maximum (0 when there is no maximum). */
export const percentOf = (points: number, max: number): number => (max > 0 ? Math.max(0, Math.min(100, Math.round((points / max) * 1000) / 10)) : 0);
