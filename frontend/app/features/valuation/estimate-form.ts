/**
 * The instant estimate's two forms on `evaluare-afaceri`: by CUI (figures read from ANAF by the API)
 * or by typed figures. Field names are the API's field paths (`years.0.turnover`), so the field
 * messages of a 400 answer land next to the same fields. The same rules run in the browser and in
 * the route action (the forms work without JavaScript); the API checks everything again, including
 * whether the figures are plausible.
 */
import { COUNTIES } from '@contracts/counties';
import { ECONOMIC_DOMAINS } from '@contracts/lists';
import {
  VALUATION_LIMITS,
  type ValuationCuiRequest,
  type ValuationFiguresRequest,
  type ValuationSaleKind,
  type ValuationYearInput,
} from '@contracts/valuation';
import { validationTexts } from '~/i18n/ro-validation';
import { cuiError, text, type FieldErrors } from '~/lib/validation';

export type EstimateMode = 'cui' | 'figures';

/** How many financial years the form asks for (the latest first). */
export const YEAR_ROWS = 3;
const YEAR_INDEXES = [0, 1, 2] as const;
type YearIndex = (typeof YEAR_INDEXES)[number];
type YearKey = 'turnover' | 'netProfit' | 'employees';
export type YearField = `years.${YearIndex}.${YearKey}`;

export const CUI_FIELDS = ['cui', 'includes.kind'] as const;
export const FIGURE_FIELDS = [
  'caen',
  'domainId',
  'currency',
  'countyId',
  'assets',
  'debts',
  'includes.kind',
  'includes.realEstate',
  // The year itself is a hidden field: a message about it (`years.0.year`) is shown above the form.
  ...YEAR_INDEXES.flatMap((index) => (['turnover', 'netProfit', 'employees'] as const).map((key) => `years.${index}.${key}` as const)),
] as const;
export type EstimateField = (typeof CUI_FIELDS)[number] | (typeof FIGURE_FIELDS)[number];

/** The intent value of each form's submit (the valuation page also takes the report order). */
export const ESTIMATE_INTENT = 'estimate';

const SALE_KINDS: readonly ValuationSaleKind[] = ['shares', 'assets_only'];

/**
 * The financial years to ask for: the last closed one first. Romanian balance sheets of a year are
 * filed by the end of May of the next, so before June the year before last is the latest one known.
 */
export function financialYears(now: Date): number[] {
  const latest = now.getUTCFullYear() - (now.getUTCMonth() >= 5 ? 1 : 2);
  return YEAR_INDEXES.map((index) => latest - index);
}

/**
 * A money amount as people type it: `1.250.000`, `1 250 000`, `1250000,50`, `-35.000` (a loss).
 * Returns null for an empty text and NaN for anything that is not a number.
 */
export function parseAmount(value: string): number | null {
  const compact = value
    .replace(/[\s\u00a0]/g, '')
    .replace(/^\u2212/, '-')
    .replace(/(lei|ron|eur|€)$/i, '');
  if (!compact) return null;
  let normalised: string;
  if (compact.includes(',')) normalised = compact.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(compact)) normalised = compact.replace(/\./g, '');
  else normalised = compact;
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

const texts = {
  amount: 'Scrie o sumă în cifre, de exemplu 1.250.000.',
  negative: 'Suma nu poate fi negativă.',
  employees: 'Scrie numărul de salariați, un număr întreg (0 dacă nu ai angajați).',
  caenOrDomain: 'Scrie codul CAEN al activității principale sau alege domeniul.',
  caen: 'Codul CAEN are patru cifre, de exemplu 6201.',
  domain: 'Alege unul dintre domenii.',
  county: 'Alege județul.',
  saleKind: 'Alege ce include vânzarea.',
  currency: 'Alege moneda sumelor: lei sau euro.',
  tooLarge: 'Suma depășește limita acceptată; verifică numărul de cifre.',
};

function amountError(value: string, { required, signed }: { required: boolean; signed: boolean }): string | undefined {
  const amount = parseAmount(value);
  if (amount === null) return required ? validationTexts.required : undefined;
  if (Number.isNaN(amount)) return texts.amount;
  if (!signed && amount < 0) return texts.negative;
  if (Math.abs(amount) > VALUATION_LIMITS.maxTurnover) return texts.tooLarge;
  return undefined;
}

function employeesError(value: string, required: boolean): string | undefined {
  if (!value) return required ? validationTexts.required : undefined;
  if (!/^\d{1,6}$/.test(value) || Number(value) > VALUATION_LIMITS.maxEmployees) return texts.employees;
  return undefined;
}

function rowFilled(formData: FormData, index: YearIndex): boolean {
  return (['turnover', 'netProfit', 'employees'] as const).some((key) => text(formData, `years.${index}.${key}`) !== '');
}

export function validateCuiEstimate(formData: FormData): FieldErrors<EstimateField> {
  const errors: FieldErrors<EstimateField> = {};
  const cui = cuiError(text(formData, 'cui'), true);
  if (cui) errors.cui = cui;
  const kind = text(formData, 'includes.kind');
  if (kind && !SALE_KINDS.includes(kind as ValuationSaleKind)) errors['includes.kind'] = texts.saleKind;
  return errors;
}

export function validateFiguresEstimate(formData: FormData, years: readonly number[]): FieldErrors<EstimateField> {
  const errors: FieldErrors<EstimateField> = {};
  const caen = text(formData, 'caen');
  const domain = text(formData, 'domainId');
  if (!caen && !domain) errors.caen = texts.caenOrDomain;
  if (caen && !/^\d{4}$/.test(caen)) errors.caen = texts.caen;
  if (domain && !ECONOMIC_DOMAINS.some((item) => String(item.id) === domain)) errors.domainId = texts.domain;
  const currency = text(formData, 'currency');
  if (currency && currency !== 'RON' && currency !== 'EUR') errors.currency = texts.currency;

  let missingBefore: number | null = null;
  for (const index of YEAR_INDEXES) {
    const filled = index === 0 || rowFilled(formData, index);
    if (!filled) {
      missingBefore ??= index;
      continue;
    }
    if (missingBefore !== null) {
      // An older year without the one after it: the API wants consecutive years.
      errors[`years.${missingBefore as YearIndex}.turnover`] = `Completează și anul ${years[missingBefore]}, sau lasă necompletați anii mai vechi.`;
      missingBefore = null;
    }
    const put = (field: YearField, error: string | undefined) => {
      if (error) errors[field] = error;
    };
    put(`years.${index}.turnover`, amountError(text(formData, `years.${index}.turnover`), { required: true, signed: false }));
    put(`years.${index}.netProfit`, amountError(text(formData, `years.${index}.netProfit`), { required: true, signed: true }));
    put(`years.${index}.employees`, employeesError(text(formData, `years.${index}.employees`), true));
  }

  const county = text(formData, 'countyId');
  if (!county || !COUNTIES.some((item) => String(item.id) === county)) errors.countyId = texts.county;
  const assets = amountError(text(formData, 'assets'), { required: false, signed: false });
  if (assets) errors.assets = assets;
  const debts = amountError(text(formData, 'debts'), { required: false, signed: false });
  if (debts) errors.debts = debts;
  const kind = text(formData, 'includes.kind');
  if (kind && !SALE_KINDS.includes(kind as ValuationSaleKind)) errors['includes.kind'] = texts.saleKind;
  return errors;
}

function includesOf(formData: FormData): ValuationCuiRequest['includes'] {
  const kind = text(formData, 'includes.kind');
  const realEstate = text(formData, 'includes.realEstate') === 'true';
  if (!kind && !realEstate) return undefined;
  return { kind: SALE_KINDS.includes(kind as ValuationSaleKind) ? (kind as ValuationSaleKind) : 'shares', realEstate };
}

export function readCuiRequest(formData: FormData): ValuationCuiRequest {
  const includes = includesOf(formData);
  return { cui: text(formData, 'cui'), ...(includes ? { includes } : {}) };
}

/** The typed figures for the API (call only after `validateFiguresEstimate` found nothing). */
export function readFiguresRequest(formData: FormData, years: readonly number[]): ValuationFiguresRequest {
  const caen = text(formData, 'caen');
  const amount = (name: string) => parseAmount(text(formData, name)) ?? undefined;
  const rows: ValuationYearInput[] = [];
  for (const index of YEAR_INDEXES) {
    if (index > 0 && !rowFilled(formData, index)) break;
    rows.push({
      year: years[index],
      turnover: amount(`years.${index}.turnover`) ?? 0,
      netProfit: amount(`years.${index}.netProfit`) ?? 0,
      employees: Number(text(formData, `years.${index}.employees`)),
    });
  }
  const includes = includesOf(formData);
  const assets = amount('assets');
  const debts = amount('debts');
  return {
    ...(caen ? { caen } : { domainId: Number(text(formData, 'domainId')) }),
    currency: text(formData, 'currency') === 'EUR' ? 'EUR' : 'RON',
    years: rows,
    countyId: Number(text(formData, 'countyId')),
    ...(assets !== undefined ? { assets } : {}),
    ...(debts !== undefined ? { debts } : {}),
    ...(includes ? { includes } : {}),
  };
}

/**
 * The API's field messages placed on the form's fields (`years.1.netProfit`, `cui`); a message about
 * a whole group (`years`, `includes`) or anything the form has no field for is shown above the form.
 */
export function placeEstimateErrors(fieldErrors: Record<string, string>, fields: readonly string[]): { fields: FieldErrors<EstimateField>; other: string[] } {
  const known = new Set<string>(fields);
  const placed: FieldErrors<EstimateField> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    if (known.has(path) && !(path in placed)) placed[path as EstimateField] = message;
    else if (!other.includes(message)) other.push(message);
  }
  return { fields: placed, other };
}
