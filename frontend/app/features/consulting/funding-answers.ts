/**
 * The company's answers of the funding tools as a field table: one table drives the forms of
 * `verifica-eligibilitate-finantare`, `verifica-eligibilitate-masura-3` and `calculeaza-punctaj`,
 * the reading of a submitted form (query string or POST body, with Romanian messages for what
 * cannot be read) into `CompanyAnswers`, and the way back (saved or prefilled answers into the
 * fields and into a link that opens them again).
 *
 * Every answer is optional on the eligibility pages: a missing answer makes the criteria that need
 * it `unknown`. The points calculator needs all of its answers.
 */
import type { CompanyAnswers } from '@contracts/funding';
import { COUNTIES } from '@contracts/counties';
import { DIGITAL_INVESTMENTS, DIGITAL_LEVELS, GRANT_TREI_LEGAL_FORMS } from '@contracts/consulting';
import { validationTexts } from '~/i18n/ro-validation';
import type { FieldErrors } from '~/lib/validation';
import { parseAmount, parseInteger } from './consulting-forms';

/** The answers the forms ask (a profile's company name and CUI travel with prefilled answers but no criterion reads them). */
export type AnswerKey = Exclude<keyof CompanyAnswers, 'companyName' | 'cui'>;

export interface AnswerOption {
  readonly id: string | number;
  readonly name: string;
}

export interface AnswerField {
  name: AnswerKey;
  label: string;
  kind: 'select' | 'year' | 'integer' | 'amount' | 'yesno' | 'caen' | 'choices';
  options?: readonly AnswerOption[];
  /** Bounds of an integer or a year. */
  min?: number;
  max?: number;
  hint?: string;
}

export interface AnswerGroup {
  legend: string;
  fields: AnswerField[];
}

/** What the fields hold, as typed (choices joined by commas). */
export type AnswerValues = Partial<Record<AnswerKey, string>>;

const thisYear = () => new Date().getFullYear();

const FIELDS = {
  legalForm: { name: 'legalForm', label: 'Forma juridică', kind: 'select', options: GRANT_TREI_LEGAL_FORMS },
  foundedYear: { name: 'foundedYear', label: 'Anul înființării', kind: 'year', min: 1900, hint: 'Anul înregistrării la Registrul Comerțului.' },
  notYetRegistered: { name: 'notYetRegistered', label: 'Firma urmează să fie înființată?', kind: 'yesno' },
  caen: {
    name: 'caen',
    label: 'Codul CAEN al activității finanțate',
    kind: 'caen',
    hint: 'Scrie codul din 4 cifre sau un cuvânt din denumire, de exemplu 6201 sau „software”.',
  },
  employees: { name: 'employees', label: 'Număr mediu de angajați', kind: 'integer', min: 0, max: 1_000_000, hint: 'În ultimul an fiscal încheiat.' },
  turnoverEur: { name: 'turnoverEur', label: 'Cifra de afaceri netă (EUR)', kind: 'amount', hint: 'Din ultimul an fiscal încheiat.' },
  profitable: { name: 'profitable', label: 'Firma a avut profit în ultimul an fiscal?', kind: 'yesno' },
  positiveEquity: { name: 'positiveEquity', label: 'Capitalurile proprii au fost pozitive la finalul anului?', kind: 'yesno' },
  hasTaxDebts: { name: 'hasTaxDebts', label: 'Firma are datorii restante la bugetul de stat sau local?', kind: 'yesno' },
  inDifficulty: { name: 'inDifficulty', label: 'Firma este în dificultate, insolvență sau lichidare?', kind: 'yesno' },
  deMinimisReceivedEur: {
    name: 'deMinimisReceivedEur',
    label: 'Ajutor de minimis primit în ultimii 3 ani fiscali (EUR)',
    kind: 'amount',
    hint: 'Scrie 0 dacă firma nu a primit ajutor de minimis.',
  },
  county: { name: 'county', label: 'Județul investiției', kind: 'select', options: COUNTIES },
  investmentEur: { name: 'investmentEur', label: 'Valoarea investiției, fără TVA (EUR)', kind: 'amount' },
  canCoFinance: { name: 'canCoFinance', label: 'Poți plăti partea firmei din investiție (cofinanțarea)?', kind: 'yesno' },
  digitalLevel: { name: 'digitalLevel', label: 'Nivelul actual de digitalizare', kind: 'select', options: DIGITAL_LEVELS },
  investments: { name: 'investments', label: 'Ce vrei să cumperi', kind: 'choices', options: DIGITAL_INVESTMENTS },
  founderUnder30: { name: 'founderUnder30', label: 'Fondatorul are sub 30 de ani?', kind: 'yesno' },
  womanEntrepreneur: { name: 'womanEntrepreneur', label: 'Firma este condusă de o femeie antreprenor?', kind: 'yesno' },
} satisfies Record<AnswerKey, AnswerField>;

/** Every programme of `verifica-eligibilitate-finantare`. */
export const ELIGIBILITY_GROUPS: readonly AnswerGroup[] = [
  { legend: 'Despre firmă', fields: [FIELDS.legalForm, FIELDS.foundedYear, FIELDS.notYetRegistered, FIELDS.caen, FIELDS.employees, FIELDS.turnoverEur] },
  { legend: 'Situația financiară', fields: [FIELDS.profitable, FIELDS.positiveEquity, FIELDS.hasTaxDebts, FIELDS.inDifficulty, FIELDS.deMinimisReceivedEur] },
  { legend: 'Despre investiție', fields: [FIELDS.county, FIELDS.investmentEur, FIELDS.canCoFinance] },
  { legend: 'Digitalizare', fields: [FIELDS.digitalLevel, FIELDS.investments] },
  { legend: 'Despre fondator', fields: [FIELDS.founderUnder30, FIELDS.womanEntrepreneur] },
];

/** Măsura 3 (investment grants for SMEs): the company, its finances and the investment. */
export const MEASURE_3_GROUPS: readonly AnswerGroup[] = [
  { legend: 'Despre firmă', fields: [FIELDS.legalForm, FIELDS.foundedYear, FIELDS.caen, FIELDS.employees, FIELDS.turnoverEur] },
  { legend: 'Situația financiară', fields: [FIELDS.profitable, FIELDS.positiveEquity, FIELDS.hasTaxDebts, FIELDS.inDifficulty, FIELDS.deMinimisReceivedEur] },
  { legend: 'Despre investiție', fields: [FIELDS.county, FIELDS.investmentEur, FIELDS.canCoFinance] },
];

/** The digitalisation points calculator (`POST /api/consulting/calculateDigitalizarePoints`): every answer is needed. */
export const SCORE_GROUPS: readonly AnswerGroup[] = [
  { legend: 'Despre firmă', fields: [FIELDS.foundedYear, FIELDS.employees, FIELDS.turnoverEur, FIELDS.profitable, FIELDS.county] },
  { legend: 'Despre proiectul de digitalizare', fields: [FIELDS.digitalLevel, FIELDS.investments] },
];

/** The eligibility pages by name (a page passes the name: its own script then holds none of the field tables). */
export type CheckTool = 'eligibility' | 'measure-3';
export const CHECK_GROUPS: Record<CheckTool, readonly AnswerGroup[]> = { eligibility: ELIGIBILITY_GROUPS, 'measure-3': MEASURE_3_GROUPS };

export const fieldsOf = (groups: readonly AnswerGroup[]): AnswerField[] => groups.flatMap((group) => group.fields);

export const MEASURE_3_PROGRAMMES = ['masura-3'] as const;

/**
 * A hidden field of the calculator's form: an empty form sent (errors to show) is told from the page
 * opened without answers (the page cache drops empty query values).
 */
export const SCORE_SENT_FIELD = 'calcul';

/** A CAEN Rev. 2 class as typed: "6201", "62.01", or a choice of the list ("6201 – Activități de realizare a soft-ului…"). */
export function parseCaen(raw: string): string | null {
  const match = /^\s*(\d{2})\.?(\d{2})(?!\d)/.exec(raw);
  return match ? match[1] + match[2] : null;
}

/** The values of a choice field: repeated (tick boxes) or joined by commas (a link). */
function choicesOf(source: URLSearchParams | FormData, name: string): string[] {
  return source
    .getAll(name)
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);
}

const single = (source: URLSearchParams | FormData, name: string): string => {
  const value = source.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

interface ReadOne {
  value?: CompanyAnswers[AnswerKey];
  error?: string;
}

function readField(field: AnswerField, raw: string, choices: string[]): ReadOne {
  switch (field.kind) {
    case 'select': {
      const option = field.options?.find((item) => String(item.id) === raw);
      if (!option) return { error: 'Alege una dintre variante.' };
      return { value: option.id as CompanyAnswers[AnswerKey] };
    }
    case 'year': {
      const year = parseInteger(raw);
      const max = thisYear();
      if (year === null || year < (field.min ?? 1900) || year > max) return { error: `Scrie anul înființării, între ${field.min ?? 1900} și ${max}.` };
      return { value: year };
    }
    case 'integer': {
      const number = parseInteger(raw);
      if (number === null) return { error: 'Scrie un număr întreg, de exemplu 8.' };
      if ((field.min !== undefined && number < field.min) || (field.max !== undefined && number > field.max))
        return { error: `Scrie un număr între ${field.min} și ${field.max}.` };
      return { value: number };
    }
    case 'amount': {
      const amount = parseAmount(raw);
      return amount === null ? { error: 'Scrie o sumă în euro, de exemplu 150000.' } : { value: amount };
    }
    case 'yesno':
      if (raw === 'true' || raw === 'false') return { value: raw === 'true' };
      return { error: 'Alege „Da”, „Nu” sau „Nu știu”.' };
    case 'caen': {
      const code = parseCaen(raw);
      return code ? { value: code } : { error: 'Scrie un cod CAEN din 4 cifre, de exemplu 6201.' };
    }
    case 'choices': {
      const known = new Set(field.options?.map((option) => String(option.id)));
      if (choices.some((choice) => !known.has(choice))) return { error: 'Alege doar dintre variantele date.' };
      return { value: [...new Set(choices)] };
    }
  }
}

export interface ReadAnswers {
  answers: CompanyAnswers;
  /** What the fields hold, to show again (also what could not be read). */
  values: AnswerValues;
  /** Field → Romanian message, for what was given but could not be read (or is missing where required). */
  errors: FieldErrors<AnswerKey>;
  /** Whether any field of the form was submitted (an empty form counts: it was sent). */
  submitted: boolean;
}

/**
 * Reads the submitted fields into answers. An empty field is no answer (its criteria become
 * `unknown`); with `required`, an empty field is an error instead. What cannot be read is left out
 * of the answers and named in `errors`.
 */
export function readAnswers(source: URLSearchParams | FormData, fields: readonly AnswerField[], options: { required?: boolean } = {}): ReadAnswers {
  const answers: CompanyAnswers = {};
  const values: AnswerValues = {};
  const errors: FieldErrors<AnswerKey> = {};
  let submitted = false;
  for (const field of fields) {
    if (source.has(field.name)) submitted = true;
    const choices = field.kind === 'choices' ? choicesOf(source, field.name) : [];
    const raw = field.kind === 'choices' ? choices.join(',') : single(source, field.name);
    if (raw) values[field.name] = raw;
    if (!raw) {
      if (options.required) errors[field.name] = field.kind === 'choices' ? 'Alege cel puțin o variantă.' : validationTexts.required;
      continue;
    }
    const read = readField(field, raw, choices);
    if (read.error) errors[field.name] = read.error;
    else (answers as Record<string, unknown>)[field.name] = read.value;
  }
  return { answers, values, errors, submitted };
}

/** Answers (saved, or prefilled from the profile) as the fields show them. */
export function valuesOf(answers: CompanyAnswers, fields: readonly AnswerField[]): AnswerValues {
  const values: AnswerValues = {};
  for (const field of fields) {
    const value = answers[field.name];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length) values[field.name] = value.join(',');
    } else values[field.name] = String(value);
  }
  return values;
}

/** The query string that opens the answers again on a tool's page (`?caen=6201&employees=8…`). */
export function answersQuery(values: AnswerValues): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Field messages of the API (`answers.employees` or `employees`) for the fields the form shows. */
export function apiFieldErrors(fieldErrors: Record<string, string>, fields: readonly AnswerField[]): FieldErrors<AnswerKey> {
  const known = new Set<string>(fields.map((field) => field.name));
  const errors: FieldErrors<AnswerKey> = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const name = path.replace(/^answers\./, '').replace(/[.[].*$/, '');
    if (known.has(name) && !errors[name as AnswerKey]) errors[name as AnswerKey] = message;
  }
  return errors;
}
