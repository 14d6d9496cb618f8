import type { CompanyAnswers } from '../../../contracts/funding.js';

/**
 * The shape of a programme's rules document (`data/<id>.json`): the conditions of an official guide
 * as data. The engine (`eligibility-engine.ts`) knows the criterion and scoring types below; the
 * loader refuses a document using anything else.
 */

/** Answers a criterion may read: every CompanyAnswers field, plus values derived from them. */
export type AnswerField = keyof CompanyAnswers | 'companyAgeYears';

export const NUMERIC_FIELDS: readonly AnswerField[] = [
  'legalForm',
  'foundedYear',
  'employees',
  'turnoverEur',
  'county',
  'investmentEur',
  'deMinimisReceivedEur',
  'companyAgeYears',
];
export const BOOLEAN_FIELDS: readonly AnswerField[] = [
  'profitable',
  'positiveEquity',
  'canCoFinance',
  'hasTaxDebts',
  'inDifficulty',
  'founderUnder30',
  'womanEntrepreneur',
  'notYetRegistered',
];
export const TEXT_FIELDS: readonly AnswerField[] = ['caen', 'digitalLevel'];
export const LIST_FIELDS: readonly AnswerField[] = ['investments'];
export const ANSWER_FIELDS: readonly AnswerField[] = [...NUMERIC_FIELDS, ...BOOLEAN_FIELDS, ...TEXT_FIELDS, ...LIST_FIELDS];

/** What a criterion says for each outcome; `{placeholders}` are filled by the engine. */
export interface ReasonTexts {
  met: string;
  notMet: string;
  /** Default: „Lipsește răspunsul: <label>.” */
  unknown?: string;
}

interface CriterionBase {
  key: string;
  /** The condition in Romanian. */
  label: string;
  reasons: ReasonTexts;
  /** Where the condition comes from in the guide. */
  note?: string;
}

export type CriterionRule =
  | (CriterionBase & { type: 'oneOf'; field: AnswerField; values: (number | string)[] })
  | (CriterionBase & { type: 'range'; field: AnswerField; min?: number; minInclusive?: boolean; max?: number; maxInclusive?: boolean })
  | (CriterionBase & { type: 'minYearsSince' | 'maxYearsSince'; field: 'foundedYear'; years: number })
  | (CriterionBase & { type: 'caenIn' | 'caenNotIn'; field: 'caen'; codes: string[] })
  | (CriterionBase & { type: 'countyIn' | 'countyNotIn'; field: 'county'; counties: number[] })
  | (CriterionBase & { type: 'isTrue' | 'isFalse'; field: AnswerField })
  | (CriterionBase & { type: 'maxSum'; fields: AnswerField[]; plusGrant?: boolean; max: number })
  | (CriterionBase & { type: 'minGrant' });

export type CriterionType = CriterionRule['type'];
export const CRITERION_TYPES: readonly CriterionType[] = [
  'oneOf',
  'range',
  'minYearsSince',
  'maxYearsSince',
  'caenIn',
  'caenNotIn',
  'countyIn',
  'countyNotIn',
  'isTrue',
  'isFalse',
  'maxSum',
  'minGrant',
];

/** A band of a numeric value: `from` inclusive, `below` exclusive (absent: no upper end). */
export interface Band {
  from: number;
  below?: number;
}

export interface GrantRule {
  minEur: number;
  maxEur: number;
  /** Highest share of eligible costs the grant covers. */
  share: number;
  /**
   * `shareOfInvestment`: share × investmentEur, capped at maxEur (or the size cap);
   * `turnoverBands`: a fixed amount or a share of turnoverEur per turnover band;
   * `fixed`: maxEur for the investment entered, at most share × investmentEur.
   */
  method: 'shareOfInvestment' | 'turnoverBands' | 'fixed';
  /** Another share where the investment is made in these counties (e.g. București-Ilfov). */
  shareByCounty?: { counties: number[]; share: number; note?: string }[];
  /** Grant ceilings by a numeric answer (e.g. employees: micro, small, medium enterprises). */
  capByField?: { field: AnswerField; bands: (Band & { maxEur: number })[]; note?: string };
  /** For `turnoverBands`. */
  turnoverBands?: (Band & { fixedEur?: number; shareOfTurnover?: number })[];
  /** The company's own part: the rest of the investment, or a share of the grant (working-capital grants). */
  ownContribution: 'rest' | { shareOfGrant: number };
  note?: string;
}

export type ScoringRule =
  | { key: string; label: string; type: 'bands'; field: AnswerField; max: number; bands: (Band & { points: number })[]; advice?: string; note?: string }
  | { key: string; label: string; type: 'values'; field: AnswerField; max: number; points: Record<string, number>; advice?: string; note?: string }
  | { key: string; label: string; type: 'boolean'; field: AnswerField; max: number; points: number; advice?: string; note?: string }
  | { key: string; label: string; type: 'count'; field: AnswerField; max: number; perItem: number; advice?: string; note?: string }
  | {
      key: string;
      label: string;
      type: 'county';
      field: 'county';
      max: number;
      counties: number[];
      pointsIn: number;
      pointsOut: number;
      advice?: string;
      note?: string;
    };

export type ScoringType = ScoringRule['type'];
export const SCORING_TYPES: readonly ScoringType[] = ['bands', 'values', 'boolean', 'count', 'county'];

export interface ScoringGrid {
  /** Minimum total of a fundable application. */
  threshold: number;
  criteria: ScoringRule[];
  note?: string;
}

/**
 * Where `validFrom`/`validTo` come from: the call's guide or the ministry's announcement of the
 * application window. A listed programme must have it, so a status shown on the site can be traced.
 */
export interface ProgrammeCalendar {
  source: { title: string; date: string; url: string };
  /** `validFrom` is the expected opening the ministry announced, not a confirmed day. */
  opensOnEstimated?: boolean;
  /** What could not be confirmed about the dates (shown with the status); null when all were confirmed. */
  note: string | null;
}

export interface ProgrammeDocument {
  id: string;
  name: string;
  version: string;
  /**
   * The application window, inclusive ISO dates (Romanian calendar days); null: not known. The status
   * (upcoming, open, closed) is computed from them on the day of the check, so a call passing its
   * last day becomes closed without a change here.
   */
  validFrom: string | null;
  validTo: string | null;
  /** The source of the dates; required for listed programmes. */
  calendar?: ProgrammeCalendar;
  source: { title: string; date: string; url: string };
  /** Whether `GET /api/consulting/programmes` and the multi-programme check list it (false: a tool's grid only). */
  listed: boolean;
  grant: GrantRule | null;
  criteria: CriterionRule[];
  scoring: ScoringGrid | null;
  /** What could not be confirmed in the guide, and other remarks. */
  notes: string[];
}
