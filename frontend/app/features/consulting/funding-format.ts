/** Words and figures of the funding tools' results (pure, shared by the pages, the account and the tests). */
import type { DigitalizationResult } from '@contracts/consulting';
import { countLabel } from '@contracts/format';
import { formatMoney } from '@contracts/format-money';
import {
  CRITERION_OUTCOME_NAMES,
  PROGRAMME_OUTCOME_NAMES,
  PROGRAMME_STATUS_RANK,
  type CriterionOutcome,
  type ProgrammeOutcome,
  type ProgrammeResult,
  type ProgrammeStatus,
  type ScoreResult,
} from '@contracts/funding';

/** The outcomes' Romanian names (shared with the emails and the console) and their order on the page. */
export const PROGRAMME_OUTCOME: Record<ProgrammeOutcome, { label: string; rank: number }> = {
  eligible: { label: PROGRAMME_OUTCOME_NAMES.eligible, rank: 0 },
  needs_review: { label: PROGRAMME_OUTCOME_NAMES.needs_review, rank: 1 },
  not_eligible: { label: PROGRAMME_OUTCOME_NAMES.not_eligible, rank: 2 },
};

/** A tick, a cross or a question mark, with the outcome's name for screen readers. */
export const CRITERION_OUTCOME: Record<CriterionOutcome, { label: string; mark: string }> = {
  met: { label: CRITERION_OUTCOME_NAMES.met, mark: '✓' },
  not_met: { label: CRITERION_OUTCOME_NAMES.not_met, mark: '✗' },
  unknown: { label: CRITERION_OUTCOME_NAMES.unknown, mark: '?' },
};

/** 102000 → "102.000 EUR" (grants are written with the currency's code, as the programmes' guides do). */
export const formatEuro = (value: number): string => formatMoney(value, 'EUR', { decimals: 0, label: 'code' });

/** A result's call status; a check kept before the API said it is read as it was shown then (open). */
export const statusOf = (result: ProgrammeResult): ProgrammeStatus => result.availability?.status ?? 'open';
/** Whether one can apply now: never for a closed or announced call. */
export const canApplyNow = (result: ProgrammeResult): boolean => statusOf(result) === 'open';

/** Calls one can apply to first, then announced, then closed; within each eligible, to check, the others; the API's order otherwise. */
export function sortResults(results: readonly ProgrammeResult[]): ProgrammeResult[] {
  const rank = (result: ProgrammeResult) => PROGRAMME_STATUS_RANK[statusOf(result)] * 10 + PROGRAMME_OUTCOME[result.outcome].rank;
  return results
    .map((result, index) => ({ result, index }))
    .sort((a, b) => rank(a.result) - rank(b.result) || a.index - b.index)
    .map(({ result }) => result);
}

/** The best outcome among the calls one can apply to (what „Verificările mele” shows); null when none is open. */
export function bestOutcome(results: readonly ProgrammeResult[]): ProgrammeOutcome | null {
  return sortResults(results.filter(canApplyNow))[0]?.outcome ?? null;
}

const programmes = (count: number) => countLabel(count, 'program', 'programe');

/** "3 apeluri de finanțare deschise", "20 de apeluri…". */
export const callsLabel = (count: number): string => countLabel(count, 'apel de finanțare deschis', 'apeluri de finanțare deschise');

/** Results of the programmes' rules documents first, then of the open funding calls (fund listings). */
export function splitCalls(results: readonly ProgrammeResult[], callIds: readonly string[]): { programmes: ProgrammeResult[]; calls: ProgrammeResult[] } {
  const calls = new Set(callIds);
  return { programmes: results.filter((result) => !calls.has(result.programmeId)), calls: results.filter((result) => calls.has(result.programmeId)) };
}

/** "2 apeluri de finanțare deschise: 1 se potrivește sau este de verificat" (and the announced ones); only open calls count as fitting. */
export function callsText(calls: readonly ProgrammeResult[]): string {
  const open = calls.filter(canApplyNow);
  const announced = calls.filter((call) => statusOf(call) === 'upcoming').length;
  const fitting = open.filter((call) => call.outcome !== 'not_eligible').length;
  const openText = open.length
    ? `${callsLabel(open.length)}: ${fitting} ${fitting === 1 ? 'se potrivește sau este de verificat' : 'se potrivesc sau sunt de verificat'}`
    : 'Niciun apel de finanțare deschis';
  return announced ? `${openText}; ${countLabel(announced, 'apel anunțat', 'apeluri anunțate')}` : openText;
}

/** One sentence announced when the results change: "Rezultat pentru 4 programe: eligibil pentru 1 program, …" (and the open calls that fit). */
export function resultSummary(results: readonly ProgrammeResult[], callIds: readonly string[] = []): string {
  const { programmes: shown, calls } = splitCalls(results, callIds);
  return programmeSummary(shown) + (calls.length ? ` ${callsText(calls)}.` : '');
}

/** Eligibility counted only among the programmes one can apply to now; the announced and closed ones are named apart. */
function programmeSummary(results: readonly ProgrammeResult[]): string {
  const open = results.filter(canApplyNow);
  const announced = results.filter((result) => statusOf(result) === 'upcoming').length;
  const closed = results.filter((result) => statusOf(result) === 'closed').length;
  const count = (outcome: ProgrammeOutcome) => open.filter((result) => result.outcome === outcome).length;
  const parts = [
    count('eligible') ? `eligibil pentru ${programmes(count('eligible'))}` : null,
    count('needs_review') ? `de verificat ${programmes(count('needs_review'))}` : null,
    count('not_eligible') ? `neeligibil pentru ${programmes(count('not_eligible'))}` : null,
  ].filter(Boolean);
  const openText = open.length ? parts.join(', ') : 'niciun program nu primește cereri acum';
  const others = [
    announced ? `${programmes(announced)} cu apel anunțat` : null,
    closed ? `${programmes(closed)} cu apel închis, la care nu se mai pot depune cereri` : null,
  ].filter(Boolean);
  return `Rezultat pentru ${programmes(results.length)}: ${openText}${others.length ? `; ${others.join('; ')}` : ''}.`;
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
export const pointsLabel = (count: number): string => countLabel(count, 'punct', 'puncte');

/** Width of a bar, as a percentage of the maximum (0 when there is no maximum). */
export const percentOf = (points: number, max: number): number => (max > 0 ? Math.max(0, Math.min(100, Math.round((points / max) * 1000) / 10)) : 0);
