import { COMPANY_ANSWER_LABELS, type ProgrammeDetail } from '../../../contracts/funding.js';
import { countyName } from '../../../contracts/counties.js';
import { formatNumber } from './eligibility-engine.js';
import type { AnswerField, Band, CriterionRule, GrantRule, ScoringGrid } from './programme-document.js';

/** A rules document's conditions in Romanian words, for the staff console. */
const fieldName = (field: AnswerField) => (field === 'companyAgeYears' ? 'Vechimea firmei (ani)' : COMPANY_ANSWER_LABELS[field]);
const counties = (ids: number[]) => ids.map((id) => countyName(id) ?? String(id)).join(', ');
const band = (item: Band) => (item.below === undefined ? `de la ${formatNumber(item.from)}` : `${formatNumber(item.from)} – sub ${formatNumber(item.below)}`);

export function describeCriterion(rule: CriterionRule): string {
  switch (rule.type) {
    case 'oneOf':
      return `${fieldName(rule.field)} este una dintre: ${rule.values.join(', ')}`;
    case 'range': {
      const parts = [
        rule.min !== undefined ? `${rule.minInclusive ? '≥' : '>'} ${formatNumber(rule.min)}` : '',
        rule.max !== undefined ? `${rule.maxInclusive ? '≤' : '<'} ${formatNumber(rule.max)}` : '',
      ].filter(Boolean);
      return `${fieldName(rule.field)} ${parts.join(' și ')}`;
    }
    case 'minYearsSince':
      return `Înființată cu cel puțin ${rule.years} ani calendaristici în urmă`;
    case 'maxYearsSince':
      return `Înființată cu cel mult ${rule.years} ani calendaristici în urmă`;
    case 'caenIn':
      return `Cod CAEN în: ${rule.codes.join(', ')}`;
    case 'caenNotIn':
      return `Cod CAEN în afara: ${rule.codes.join(', ')}`;
    case 'countyIn':
      return `Județ în: ${counties(rule.counties)}`;
    case 'countyNotIn':
      return `Județ în afara: ${counties(rule.counties)}`;
    case 'isTrue':
      return `${fieldName(rule.field)}: da`;
    case 'isFalse':
      return `${fieldName(rule.field)}: nu`;
    case 'maxSum':
      return `${rule.fields.map(fieldName).join(' + ')}${rule.plusGrant ? ' + grantul' : ''} ≤ ${formatNumber(rule.max)} EUR`;
    case 'minGrant':
      return 'Grantul calculat atinge minimul programului';
  }
}

export function describeGrant(grant: GrantRule | null): string | null {
  if (!grant) return null;
  const share = `${Math.round(grant.share * 10000) / 100}%`;
  const method =
    grant.method === 'turnoverBands'
      ? `după cifra de afaceri: ${(grant.turnoverBands ?? []).map((item) => `${band(item)} EUR → ${item.fixedEur !== undefined ? `${formatNumber(item.fixedEur)} EUR` : `${(item.shareOfTurnover ?? 0) * 100}% din cifra de afaceri`}`).join('; ')}`
      : `${share} din investiție`;
  const regional = (grant.shareByCounty ?? []).map((entry) => `${Math.round(entry.share * 100)}% în ${counties(entry.counties)}`).join('; ');
  const caps = grant.capByField
    ? `plafon după ${fieldName(grant.capByField.field).toLowerCase()}: ${grant.capByField.bands.map((item) => `${band(item)} → ${formatNumber(item.maxEur)} EUR`).join('; ')}`
    : '';
  return [`${formatNumber(grant.minEur)}–${formatNumber(grant.maxEur)} EUR, ${method}`, regional, caps, grant.note ?? ''].filter(Boolean).join('. ');
}

export function describeScoring(grid: ScoringGrid | null): ProgrammeDetail['scoring'] {
  if (!grid) return null;
  return {
    threshold: grid.threshold,
    max: grid.criteria.reduce((sum, item) => sum + item.max, 0),
    criteria: grid.criteria.map((item) => {
      let bands: { label: string; points: number }[];
      switch (item.type) {
        case 'bands':
          bands = item.bands.map((entry) => ({ label: band(entry), points: entry.points }));
          break;
        case 'values':
          bands = Object.entries(item.points).map(([value, points]) => ({ label: value, points }));
          break;
        case 'boolean':
          bands = [
            { label: 'da', points: item.points },
            { label: 'nu', points: 0 },
          ];
          break;
        case 'count':
          bands = [{ label: `${item.perItem} puncte pentru fiecare, cel mult ${item.max}`, points: item.perItem }];
          break;
        case 'county':
          bands = [
            { label: counties(item.counties), points: item.pointsIn },
            { label: 'celelalte județe', points: item.pointsOut },
          ];
          break;
      }
      return { key: item.key, label: item.label, type: item.type, max: item.max, bands, note: item.note ?? null };
    }),
  };
}
