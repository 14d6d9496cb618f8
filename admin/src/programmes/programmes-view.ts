import { caenClass } from '@contracts/caen';
import { countyName } from '@contracts/counties';
import { formatNumber } from '@contracts/format';
import { formatMoney, formatPercent } from '@contracts/format-money';
import {
  COMPANY_ANSWER_LABELS,
  CRITERION_OUTCOME_NAMES,
  PROGRAMME_OUTCOME_NAMES,
  PROGRAMME_STATUS_NAMES,
  type CompanyAnswers,
  type GrantRange,
  type ProgrammeOutcome,
  type ProgrammeResult,
  type ProgrammeStatus,
} from '@contracts/funding';
import { BUSINESS_TYPES } from '@contracts/lists';
import { DIGITAL_INVESTMENTS, DIGITAL_LEVELS } from '@contracts/consulting';

/** The console's texts of the funding programmes: pure functions, tested without a browser. */
export const FUNDING_PROGRAMMES_RESOURCE = 'funding-programmes';
export const PROGRAMMES_TITLE = 'Programe de finanțare';

/** „50.000–200.000 EUR, până la 85%”, or a dash. */
export function grantRangeText(grant: GrantRange | null): string {
  if (!grant) return '—';
  return `${formatNumber(grant.minEur)}–${formatMoney(grant.maxEur, 'EUR', { decimals: 0, label: 'code' })}, până la ${formatPercent(grant.share, 2)}`;
}

export function validityText(validFrom: string | null, validTo: string | null): string {
  const day = (iso: string) => iso.split('-').reverse().join('.');
  if (validFrom && validTo) return `${day(validFrom)} – ${day(validTo)}`;
  if (validFrom) return `din ${day(validFrom)}`;
  if (validTo) return `până la ${day(validTo)}`;
  return 'fără date publicate';
}

export const statusName = (status: ProgrammeStatus) => PROGRAMME_STATUS_NAMES[status];
export const statusColor = (status: ProgrammeStatus): 'success' | 'info' | 'default' =>
  status === 'open' ? 'success' : status === 'upcoming' ? 'info' : 'default';
export const outcomeName = (outcome: ProgrammeOutcome) => PROGRAMME_OUTCOME_NAMES[outcome];
export const outcomeColor = (outcome: ProgrammeOutcome): 'success' | 'warning' | 'error' =>
  outcome === 'eligible' ? 'success' : outcome === 'needs_review' ? 'warning' : 'error';

/** A company's answers as labelled, readable rows (legal form and county by name, CAEN with its name, yes/no). */
export function answerRows(answers: CompanyAnswers & { programmeIds?: string[] }): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  for (const [key, raw] of Object.entries(answers)) {
    if (raw === undefined || raw === null) continue;
    if (key === 'programmeIds') {
      rows.push({ label: 'Programe alese', value: (raw as string[]).join(', ') });
      continue;
    }
    const label = COMPANY_ANSWER_LABELS[key as keyof CompanyAnswers] ?? key;
    let value: string;
    if (typeof raw === 'boolean') value = raw ? 'Da' : 'Nu';
    else if (key === 'legalForm') value = BUSINESS_TYPES.find((item) => item.id === raw)?.name ?? String(raw);
    else if (key === 'county') value = countyName(raw as number) ?? String(raw);
    else if (key === 'caen') value = `${raw} ${caenClass(raw as string)?.name ?? ''}`.trim();
    else if (key === 'digitalLevel') value = DIGITAL_LEVELS.find((item) => item.id === raw)?.name ?? String(raw);
    else if (key === 'investments') value = (raw as string[]).map((id) => DIGITAL_INVESTMENTS.find((item) => item.id === id)?.name ?? id).join(', ');
    else if (typeof raw === 'number' && /Eur$/.test(key)) value = formatMoney(raw, 'EUR', { decimals: 0, label: 'code' });
    else value = String(raw);
    rows.push({ label, value });
  }
  return rows;
}

/** One line per programme result: „Măsura 3 (2020.10-1): Eligibil, grant estimat 68.000 EUR”. */
export function resultHeadline(result: ProgrammeResult): string {
  const grant = result.grant?.estimateEur ? `, grant estimat ${formatMoney(result.grant.estimateEur, 'EUR', { decimals: 0, label: 'code' })}` : '';
  const score = result.score ? `, ${result.score.total}/${result.score.max} puncte` : '';
  return `${result.name} (versiunea ${result.version}): ${outcomeName(result.outcome)}${grant}${score}`;
}

export const criterionOutcomeName = (outcome: keyof typeof CRITERION_OUTCOME_NAMES) => CRITERION_OUTCOME_NAMES[outcome];

/** Whether a consulting request's stored result is an eligibility check's (`{ results: [...] }`). */
export function eligibilityResultsOf(result: unknown): ProgrammeResult[] | null {
  const results = (result as { results?: unknown } | null)?.results;
  return Array.isArray(results) ? (results as ProgrammeResult[]) : null;
}
