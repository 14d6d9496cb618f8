/**
 * Funding tools (issue "funding tools that compute"): the answers a company gives once, the programmes
 * they are checked against and the result of the one eligibility engine. Pure TypeScript, shared by
 * the API, the public site's forms and the staff console.
 *
 * Every field of `CompanyAnswers` is optional: a criterion whose answer is missing is `unknown`, and a
 * programme with an unknown criterion (and none failed) is `needs_review`.
 */

/** A criterion's outcome for the answers given. */
export type CriterionOutcome = 'met' | 'not_met' | 'unknown';
/** A programme's outcome: every criterion met, at least one not met, or none failed but some unknown. */
export type ProgrammeOutcome = 'eligible' | 'not_eligible' | 'needs_review';
/** Whether a programme's call takes applications on the day asked (from its validity dates). */
export type ProgrammeStatus = 'open' | 'upcoming' | 'closed';

/** The company's answers, given once for every programme. */
export interface CompanyAnswers {
  /** BUSINESS_TYPES id (1 SRL, 2 SRL-D, 3 PFA, 4 SA, 5 ONG, 6 II, 7 IF). */
  legalForm?: number;
  /** Year the company was registered with the Trade Register. */
  foundedYear?: number;
  /** CAEN Rev. 2 class (four digits, e.g. "6201") of the activity the money is for. */
  caen?: string;
  /** Average number of employees in the last closed fiscal year. */
  employees?: number;
  /** Net turnover of the last closed fiscal year, in euro. */
  turnoverEur?: number;
  /** Net profit (operating profit where a guide asks for it) of the last closed fiscal year was above zero. */
  profitable?: boolean;
  /** Equity (capitaluri proprii) at the end of the last closed fiscal year was positive. */
  positiveEquity?: boolean;
  /** County id (1–42, COUNTIES) where the investment is made. */
  county?: number;
  /** Total value of the planned investment, in euro, VAT excluded. */
  investmentEur?: number;
  /** The company can pay its own share of the investment. */
  canCoFinance?: boolean;
  /** The company has overdue debts to the state or local budgets. */
  hasTaxDebts?: boolean;
  /** The company is "in difficulty" in the sense of EU rules, or in insolvency/liquidation. */
  inDifficulty?: boolean;
  /** De minimis aid received in the last three fiscal years, in euro. */
  deMinimisReceivedEur?: number;
  /** Digital maturity today (DIGITAL_LEVELS id). */
  digitalLevel?: 'none' | 'basic' | 'intermediate' | 'advanced';
  /** What the company plans to buy (DIGITAL_INVESTMENTS ids). */
  investments?: string[];
  /** The founder/applicant is under 30, a woman entrepreneur, or otherwise in a group a programme favours. */
  founderUnder30?: boolean;
  womanEntrepreneur?: boolean;
  /** The company has not yet been set up (Start-Up Nation style calls for new companies). */
  notYetRegistered?: boolean;
  /** From a signed-in legal entity's profile (prefill); no criterion reads them. */
  companyName?: string;
  cui?: string;
}

/** Answer fields a criterion may read, in the order the forms ask them. */
export const COMPANY_ANSWER_FIELDS = [
  'legalForm',
  'foundedYear',
  'caen',
  'employees',
  'turnoverEur',
  'profitable',
  'positiveEquity',
  'county',
  'investmentEur',
  'canCoFinance',
  'hasTaxDebts',
  'inDifficulty',
  'deMinimisReceivedEur',
  'digitalLevel',
  'investments',
  'founderUnder30',
  'womanEntrepreneur',
  'notYetRegistered',
] as const satisfies readonly (keyof CompanyAnswers)[];

/** Romanian names of the answers (staff console, emails). */
export const COMPANY_ANSWER_LABELS: Readonly<Record<keyof CompanyAnswers, string>> = {
  legalForm: 'Forma juridică',
  foundedYear: 'Anul înființării',
  caen: 'Cod CAEN',
  employees: 'Număr mediu de angajați',
  turnoverEur: 'Cifra de afaceri (EUR)',
  profitable: 'Profit în ultimul an fiscal',
  positiveEquity: 'Capitaluri proprii pozitive',
  county: 'Județul investiției',
  investmentEur: 'Valoarea investiției (EUR, fără TVA)',
  canCoFinance: 'Poate asigura cofinanțarea',
  hasTaxDebts: 'Datorii restante la buget',
  inDifficulty: 'Firmă în dificultate',
  deMinimisReceivedEur: 'Ajutor de minimis primit în ultimii 3 ani (EUR)',
  digitalLevel: 'Nivel de digitalizare',
  investments: 'Investiții planificate',
  founderUnder30: 'Fondator sub 30 de ani',
  womanEntrepreneur: 'Femeie antreprenor',
  notYetRegistered: 'Firmă încă neînființată',
  companyName: 'Firma',
  cui: 'CUI',
};

/** Romanian names of the outcomes. */
export const PROGRAMME_OUTCOME_NAMES: Readonly<Record<ProgrammeOutcome, string>> = {
  eligible: 'Eligibil',
  needs_review: 'De verificat',
  not_eligible: 'Neeligibil',
};
export const CRITERION_OUTCOME_NAMES: Readonly<Record<CriterionOutcome, string>> = {
  met: 'Îndeplinit',
  not_met: 'Neîndeplinit',
  unknown: 'Răspuns lipsă',
};
export const PROGRAMME_STATUS_NAMES: Readonly<Record<ProgrammeStatus, string>> = {
  open: 'Deschis',
  upcoming: 'În curând',
  closed: 'Închis',
};
/** The order of the statuses in a result: the calls one can apply to first, the closed ones last. */
export const PROGRAMME_STATUS_RANK: Readonly<Record<ProgrammeStatus, number>> = { open: 0, upcoming: 1, closed: 2 };

/**
 * Whether one can apply to a programme or call on the day of the check, and when. Computed from the
 * dates kept beside the rules (programmes) or from the listing's call status and deadline (calls).
 */
export interface ProgrammeAvailability {
  status: ProgrammeStatus;
  /** True only for an open call: a closed or announced one is never counted among those one can apply to. */
  canApplyNow: boolean;
  /** First day applications are taken (ISO date), when known. */
  opensOn: string | null;
  /** Last day applications are taken (ISO date), when known. */
  closesOn: string | null;
  /** `opensOn` is an expected date announced by the ministry, not a confirmed one. */
  opensOnEstimated: boolean;
  /** In Romanian: „Apel deschis până la 30 iunie 2023”, „Apel închis din 30 ianuarie 2021”, „Apel anunțat, deschidere estimată …”. */
  label: string;
  /** What could not be confirmed about the dates (e.g. a closing day not yet published); null when none. */
  note: string | null;
  /** The official announcement or guide the dates come from. */
  source: ProgrammeSource | null;
}

/** The official document a programme's rules follow. */
export interface ProgrammeSource {
  title: string;
  /** ISO date of the document (or of its last amendment used). */
  date: string;
  url: string;
}

export interface GrantRange {
  minEur: number;
  maxEur: number;
  /** Highest share of eligible costs the grant covers (0.5 = 50%). */
  share: number;
}

/** `GET /api/consulting/programmes`: one entry per programme (and per open funding call published as a `fund` listing). */
export interface ProgrammeSummary {
  id: string;
  name: string;
  version: string;
  status: ProgrammeStatus;
  /** `programme` for a rules document, `call` for a funding call published as a `fund` listing. */
  kind: 'programme' | 'call';
  grant: GrantRange | null;
  source: ProgrammeSource;
  validFrom: string | null;
  validTo: string | null;
  /** Whether the programme scores applications (has a points grid). */
  scores: boolean;
  /** For a `call`: the public page of the fund listing. */
  url?: string;
  /** Whether one can apply today, with the dates and their source. */
  availability: ProgrammeAvailability;
}

export interface CriterionResult {
  key: string;
  /** The condition in Romanian, e.g. „Cel puțin un an fiscal încheiat”. */
  label: string;
  outcome: CriterionOutcome;
  /** Why, in Romanian; for `not_met`, what the company would have to change to qualify. */
  reason: string;
}

export interface ScoreLine {
  key: string;
  label: string;
  points: number;
  max: number;
}

export interface ScoreResult {
  total: number;
  max: number;
  /** Minimum total a fundable application needs. */
  threshold: number;
  passesThreshold: boolean;
  lines: ScoreLine[];
  /** "How to gain points", computed from the grid: one line per criterion below its maximum. */
  advice: string[];
}

export interface GrantEstimate extends GrantRange {
  /** Grant for the investment entered (0 when not eligible or not known). */
  estimateEur: number;
  /** What the company pays itself for that investment. */
  ownContributionEur: number;
}

export interface ProgrammeResult {
  programmeId: string;
  name: string;
  version: string;
  outcome: ProgrammeOutcome;
  criteria: CriterionResult[];
  /** Null for a closed call: no grant is estimated for a call one can no longer apply to. */
  grant: GrantEstimate | null;
  /** Null for a closed call, like the grant. */
  score: ScoreResult | null;
  source: ProgrammeSource;
  /**
   * Whether one can apply now (open), later (upcoming) or no more (closed). Always set by the API;
   * optional only because checks kept before it existed do not have it.
   */
  availability?: ProgrammeAvailability;
}

/** `POST /api/consulting/eligibility` body: the answers, optionally only some programmes. */
export interface EligibilityRequest {
  answers: CompanyAnswers;
  programmeIds?: string[];
}

/**
 * `POST /api/consulting/eligibility` answer: results of the calls one can apply to now first, then the
 * announced ones, then the closed ones; within each, eligible first, then needs_review, then not_eligible.
 */
export interface EligibilityResponse {
  results: ProgrammeResult[];
  /** Set when a signed-in user's check was kept („Verificările mele”). */
  checkId?: string;
}

/** A kept check in the account (`GET /api/consulting/eligibility/mine`). */
export interface SavedEligibilityCheck {
  id: string;
  answers: CompanyAnswers;
  results: ProgrammeResult[];
  createdAt: string;
}

/** `POST /api/consulting/eligibility/request`: the check turned into a consulting request. */
export interface EligibilityConsultingRequest extends EligibilityRequest {
  fullName: string;
  email: string;
  phone?: string;
  message?: string;
}

/** The staff console's view of a programme (`GET /api/admin/consulting/programmes`): the summary and its rules, in words. */
export interface ProgrammeDetail extends ProgrammeSummary {
  listed: boolean;
  notes: string[];
  grantRule: string | null;
  criteria: { key: string; label: string; type: string; condition: string; note: string | null }[];
  scoring: {
    threshold: number;
    max: number;
    criteria: { key: string; label: string; type: string; max: number; bands: { label: string; points: number }[]; note: string | null }[];
  } | null;
}

/** A CAEN Rev. 2 class. */
export interface CaenClass {
  /** Four digits, e.g. "6201". */
  code: string;
  name: string;
  /** Section letter A–U. */
  section: string;
  sectionName: string;
}
