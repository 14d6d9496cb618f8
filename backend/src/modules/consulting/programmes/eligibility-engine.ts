import { caenClass, caenMatches } from '../../../contracts/caen.js';
import { countyName } from '../../../contracts/counties.js';
import { formatNumber } from '../../../contracts/format.js';
import {
  type CompanyAnswers,
  type CriterionOutcome,
  type CriterionResult,
  type GrantEstimate,
  type ProgrammeOutcome,
  type ProgrammeResult,
  PROGRAMME_STATUS_RANK,
  type ScoreLine,
  type ScoreResult,
} from '../../../contracts/funding.js';
import { romanianDay } from '../../../core/clock/romanian-day.js';
import { programmeAvailability } from './programme-availability.js';
import type { AnswerField, Band, CriterionRule, GrantRule, ProgrammeDocument, ScoringGrid, ScoringRule } from './programme-document.js';

/** Thousands with dots, as Romanians write amounts: 58.824 (the shared formatter, re-exported for the programme texts). */
export { formatNumber };
const euro = (value: number) => `${formatNumber(value)} EUR`;

/** The value of an answer field, derived fields included; undefined when not answered. */
export function answerOf(answers: CompanyAnswers, field: AnswerField, now: Date): unknown {
  if (field === 'companyAgeYears') return answers.foundedYear === undefined ? undefined : Math.max(0, now.getFullYear() - answers.foundedYear);
  const value = answers[field];
  return value === null ? undefined : value;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : typeof values[name] === 'number' ? formatNumber(values[name] as number) : String(values[name]),
  );

/** The share of eligible costs the grant covers where the investment is made. */
export function grantShare(grant: GrantRule, answers: CompanyAnswers): number {
  const byCounty = answers.county === undefined ? undefined : grant.shareByCounty?.find((entry) => entry.counties.includes(answers.county!));
  return byCounty?.share ?? grant.share;
}

const inBand = (value: number, band: Band) => value >= band.from && (band.below === undefined || value < band.below);

/** The highest grant for this company (a size cap may lower maxEur). */
function grantCeiling(grant: GrantRule, answers: CompanyAnswers, now: Date): number {
  if (!grant.capByField) return grant.maxEur;
  const value = answerOf(answers, grant.capByField.field, now);
  if (typeof value !== 'number') return grant.maxEur;
  const band = grant.capByField.bands.find((item) => inBand(value, item));
  return Math.min(grant.maxEur, band?.maxEur ?? grant.maxEur);
}

/** The grant for the answers (before eligibility), or null when the amount it depends on is unknown. */
export function computeGrant(
  grant: GrantRule,
  answers: CompanyAnswers,
  now: Date,
): { grantEur: number; rawEur: number; ownContributionEur: number; share: number; maxEur: number } | null {
  const share = grantShare(grant, answers);
  const maxEur = grantCeiling(grant, answers, now);
  let amount: number;
  if (grant.method === 'turnoverBands') {
    if (answers.turnoverEur === undefined) return null;
    const band = grant.turnoverBands?.find((item) => inBand(answers.turnoverEur!, item));
    if (!band) amount = 0;
    else amount = band.fixedEur ?? answers.turnoverEur * (band.shareOfTurnover ?? 0);
    amount = Math.min(amount, maxEur);
  } else {
    if (answers.investmentEur === undefined) return null;
    amount = grant.method === 'fixed' ? Math.min(maxEur, answers.investmentEur * share) : Math.min(answers.investmentEur * share, maxEur);
  }
  const grantEur = Math.round(amount);
  const ownContributionEur =
    grant.ownContribution === 'rest'
      ? Math.round(Math.max(0, (answers.investmentEur ?? 0) - grantEur))
      : Math.round(grantEur * grant.ownContribution.shareOfGrant);
  return { grantEur, rawEur: amount, ownContributionEur, share, maxEur };
}

interface Checked {
  outcome: CriterionOutcome;
  values: Record<string, string | number>;
}

function check(rule: CriterionRule, answers: CompanyAnswers, doc: ProgrammeDocument, now: Date): Checked {
  const unknown: Checked = { outcome: 'unknown', values: {} };
  const result = (met: boolean, values: Record<string, string | number> = {}): Checked => ({ outcome: met ? 'met' : 'not_met', values });
  switch (rule.type) {
    case 'minGrant': {
      if (!doc.grant) return unknown;
      const grant = computeGrant(doc.grant, answers, now);
      if (!grant) return unknown;
      const share = grant.share;
      return result(grant.rawEur >= doc.grant.minEur, {
        minEur: euro(doc.grant.minEur),
        minInvestmentEur: euro(Math.ceil(doc.grant.minEur / share)),
        grantEur: euro(grant.grantEur),
      });
    }
    case 'maxSum': {
      const parts = rule.fields.map((field) => answerOf(answers, field, now));
      if (parts.some((part) => typeof part !== 'number')) return unknown;
      let total = (parts as number[]).reduce((sum, part) => sum + part, 0);
      if (rule.plusGrant && doc.grant) {
        const grant = computeGrant(doc.grant, answers, now);
        if (!grant) return unknown;
        total += grant.grantEur;
      }
      return result(total <= rule.max, { total: euro(total), max: euro(rule.max), room: euro(Math.max(0, rule.max - total + (rule.plusGrant ? 0 : 0))) });
    }
    default:
      break;
  }
  const value = answerOf(answers, rule.field, now);
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0 && rule.type !== 'oneOf')) return unknown;
  switch (rule.type) {
    case 'oneOf':
      return result(rule.values.includes(value as never));
    case 'range': {
      if (typeof value !== 'number') return unknown;
      const aboveMin = rule.min === undefined || (rule.minInclusive ? value >= rule.min : value > rule.min);
      const belowMax = rule.max === undefined || (rule.maxInclusive ? value <= rule.max : value < rule.max);
      return result(aboveMin && belowMax, { value, min: rule.min ?? '', max: rule.max ?? '' });
    }
    case 'minYearsSince':
    case 'maxYearsSince': {
      const years = now.getFullYear() - (value as number);
      const met = rule.type === 'minYearsSince' ? years >= rule.years : years <= rule.years;
      return result(met, { years: rule.years, age: Math.max(0, years), firstYear: now.getFullYear() - rule.years, lastYear: (value as number) + rule.years });
    }
    case 'caenIn':
    case 'caenNotIn': {
      const item = caenClass(value as string);
      if (!item) return unknown;
      const listed = rule.codes.some((selector) => caenMatches(item.code, selector));
      return result(rule.type === 'caenIn' ? listed : !listed, { code: item.code, caenName: item.name, section: item.section });
    }
    case 'countyIn':
    case 'countyNotIn': {
      const listed = rule.counties.includes(value as number);
      return result(rule.type === 'countyIn' ? listed : !listed, { countyName: countyName(value as number) ?? String(value) });
    }
    case 'isTrue':
      return result(value === true);
    case 'isFalse':
      return result(value === false);
  }
}

export function evaluateCriterion(rule: CriterionRule, answers: CompanyAnswers, doc: ProgrammeDocument, now: Date): CriterionResult {
  const { outcome, values } = check(rule, answers, doc, now);
  const text =
    outcome === 'met'
      ? rule.reasons.met
      : outcome === 'not_met'
        ? rule.reasons.notMet
        : (rule.reasons.unknown ?? `Lipsește răspunsul: ${lowerFirst(rule.label)}.`);
  return { key: rule.key, label: rule.label, outcome, reason: fill(text, values) };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function scoreLine(rule: ScoringRule, answers: CompanyAnswers, now: Date): { line: ScoreLine; advice: string | null } {
  const value = answerOf(answers, rule.field, now);
  const line = (points: number): ScoreLine => ({ key: rule.key, label: rule.label, points: Math.min(points, rule.max), max: rule.max });
  switch (rule.type) {
    case 'bands': {
      if (typeof value !== 'number') return { line: line(0), advice: null };
      const current = rule.bands.find((band) => inBand(value, band));
      const points = current?.points ?? 0;
      const next = rule.bands.find((band) => band.from > value && band.points > points);
      const advice = next && rule.advice ? fill(rule.advice, { delta: next.from - value, points: next.points - points, target: next.from }) : null;
      return { line: line(points), advice };
    }
    case 'values': {
      const points = typeof value === 'string' ? (rule.points[value] ?? 0) : 0;
      return { line: line(points), advice: points < rule.max && rule.advice ? fill(rule.advice, { points: rule.max - points }) : null };
    }
    case 'boolean': {
      const points = value === true ? rule.points : 0;
      return { line: line(points), advice: points < rule.points && rule.advice ? fill(rule.advice, { points: rule.points - points }) : null };
    }
    case 'count': {
      const count = Array.isArray(value) ? new Set(value).size : 0;
      const points = Math.min(count * rule.perItem, rule.max);
      const missing = Math.ceil((rule.max - points) / rule.perItem);
      return { line: line(points), advice: points < rule.max && rule.advice ? fill(rule.advice, { delta: missing, points: rule.max - points }) : null };
    }
    case 'county': {
      if (typeof value !== 'number') return { line: line(0), advice: null };
      const points = rule.counties.includes(value) ? rule.pointsIn : rule.pointsOut;
      return { line: line(points), advice: points < rule.max && rule.advice ? fill(rule.advice, { points: rule.max - points }) : null };
    }
  }
}

export function scoreAnswers(grid: ScoringGrid, answers: CompanyAnswers, now: Date): ScoreResult {
  const scored = grid.criteria.map((rule) => scoreLine(rule, answers, now));
  const lines = scored.map((item) => item.line);
  const total = lines.reduce((sum, line) => sum + line.points, 0);
  const max = lines.reduce((sum, line) => sum + line.max, 0);
  return {
    total,
    max,
    threshold: grid.threshold,
    passesThreshold: total >= grid.threshold,
    lines,
    advice: scored.flatMap((item) => (item.advice ? [item.advice] : [])),
  };
}

const OUTCOME_ORDER: Record<ProgrammeOutcome, number> = { eligible: 0, needs_review: 1, not_eligible: 2 };
export const byOutcome = (a: { outcome: ProgrammeOutcome }, b: { outcome: ProgrammeOutcome }) => OUTCOME_ORDER[a.outcome] - OUTCOME_ORDER[b.outcome];
/** The calls one can apply to first, then the announced ones, then the closed ones; by outcome within each. */
export const byAvailabilityThenOutcome = (a: Pick<ProgrammeResult, 'outcome' | 'availability'>, b: Pick<ProgrammeResult, 'outcome' | 'availability'>) =>
  PROGRAMME_STATUS_RANK[a.availability?.status ?? 'open'] - PROGRAMME_STATUS_RANK[b.availability?.status ?? 'open'] || byOutcome(a, b);

export function programmeOutcome(criteria: CriterionResult[]): ProgrammeOutcome {
  if (criteria.some((criterion) => criterion.outcome === 'not_met')) return 'not_eligible';
  if (criteria.some((criterion) => criterion.outcome === 'unknown')) return 'needs_review';
  return 'eligible';
}

/**
 * The one engine: the answers against one programme's rules on the day `now`. Each criterion is met,
 * not met (with what to change) or unknown (answer missing); the programme is eligible, not eligible
 * or needs review; the grant is estimated for the investment (or turnover) entered, and the score
 * computed where the programme scores. The call's status on that day comes with the result: a closed
 * call keeps its conditions (what they were) but gets neither a grant estimate nor a score, so it can
 * never read as a grant one could still apply for.
 */
export function evaluate(answers: CompanyAnswers, programme: ProgrammeDocument, now: Date): ProgrammeResult {
  const criteria = programme.criteria.map((rule) => evaluateCriterion(rule, answers, programme, now));
  const outcome = programmeOutcome(criteria);
  const availability = programmeAvailability(programme, romanianDay(now));
  const closed = availability.status === 'closed';
  let grant: GrantEstimate | null = null;
  if (programme.grant && !closed) {
    const computed = computeGrant(programme.grant, answers, now);
    const counts = outcome !== 'not_eligible' && computed !== null && computed.rawEur >= programme.grant.minEur;
    grant = {
      minEur: programme.grant.minEur,
      maxEur: computed?.maxEur ?? programme.grant.maxEur,
      share: computed?.share ?? programme.grant.share,
      estimateEur: counts ? computed.grantEur : 0,
      ownContributionEur: counts ? computed.ownContributionEur : 0,
    };
  }
  return {
    programmeId: programme.id,
    name: programme.name,
    version: programme.version,
    outcome,
    criteria,
    grant,
    score: programme.scoring && !closed ? scoreAnswers(programme.scoring, answers, now) : null,
    source: programme.source,
    availability,
  };
}
