/**
 * Rules of the order forms: the billing data (`plata/date-facturare`) and the company of a valuation
 * report (`evaluare-afaceri`). The same rules run in the browser (errors after submit, spec section
 * 5) and in the route actions (so the forms work without JavaScript); the API checks everything
 * again, the CUI check digit included, and its field messages land next to the same fields.
 */
import { BUCHAREST_COUNTY_ID, BUCHAREST_SECTOR_MESSAGE, bucharestSector, COUNTIES, type County } from '@contracts/counties';
import type { BillingData, BillingType } from '@contracts/orders';
import { validationTexts } from '~/i18n/ro';
import { cuiError, emailError, optionalPhoneError, text, type FieldErrors } from '~/lib/validation';

export const BILLING_FIELDS = ['type', 'name', 'cui', 'regCom', 'address', 'city', 'county', 'email', 'phone'] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];

export const VALUATION_FIELDS = ['companyName', 'companyCui', 'notes'] as const;
export type ValuationField = (typeof VALUATION_FIELDS)[number];

export type CheckoutField = BillingField | ValuationField;

/** The product id of the valuation report (the API's catalogue). */
export const VALUATION_PRODUCT = 'valuation-report';

export const NOTES_MAX = 2000;
const NAME_MAX = 160;
const ADDRESS_MAX = 200;
const CITY_MAX = 100;
const REG_COM_MAX = 40;

/** Counties in alphabetical order for the select (ids as the counties contract stores them). */
export const COUNTY_OPTIONS: readonly County[] = [...COUNTIES].sort((a, b) => a.name.localeCompare(b.name, 'ro'));

export function billingTypeOf(value: string): BillingType | null {
  return value === 'company' || value === 'person' ? value : null;
}

function lengthError(value: string, min: number, max: number, required: boolean): string | undefined {
  if (!value) return required ? validationTexts.required : undefined;
  if (value.length < min) return `Scrie cel puțin ${min} caractere.`;
  if (value.length > max) return `Poți scrie cel mult ${max} de caractere.`;
  return undefined;
}

function put<K extends string>(errors: FieldErrors<K>, field: K, error: string | undefined) {
  if (error) errors[field] = error;
}

/** Billing data rules; the company fields (CUI, Reg. Com.) count only for a company. */
export function validateBilling(formData: FormData): FieldErrors<BillingField> {
  const errors: FieldErrors<BillingField> = {};
  const type = billingTypeOf(text(formData, 'type'));
  if (!type) errors.type = 'Alege dacă factura se emite pe o firmă sau pe o persoană fizică.';
  put(errors, 'name', lengthError(text(formData, 'name'), 2, NAME_MAX, true));
  if (type === 'company') {
    put(errors, 'cui', cuiError(text(formData, 'cui'), true));
    put(errors, 'regCom', lengthError(text(formData, 'regCom'), 2, REG_COM_MAX, false));
  }
  put(errors, 'address', lengthError(text(formData, 'address'), 5, ADDRESS_MAX, true));
  put(errors, 'city', lengthError(text(formData, 'city'), 2, CITY_MAX, true));
  const county = text(formData, 'county');
  if (!county) errors.county = validationTexts.required;
  else if (!COUNTIES.some((item) => String(item.id) === county)) errors.county = 'Alege unul dintre județe.';
  else if (Number(county) === BUCHAREST_COUNTY_ID && !errors.city && bucharestSector(text(formData, 'city')) === null) errors.city = BUCHAREST_SECTOR_MESSAGE;
  put(errors, 'email', emailError(text(formData, 'email')));
  put(errors, 'phone', optionalPhoneError(text(formData, 'phone')));
  return errors;
}

/** The company whose value the report estimates. */
export function validateValuation(formData: FormData): FieldErrors<ValuationField> {
  const errors: FieldErrors<ValuationField> = {};
  put(errors, 'companyName', lengthError(text(formData, 'companyName'), 2, NAME_MAX, true));
  put(errors, 'companyCui', cuiError(text(formData, 'companyCui'), false));
  put(errors, 'notes', lengthError(text(formData, 'notes'), 0, NOTES_MAX, false));
  return errors;
}

/** The billing data for the API: trimmed, optional fields left out when empty, company fields only for a company. */
export function readBilling(formData: FormData): BillingData {
  const type = billingTypeOf(text(formData, 'type')) ?? 'person';
  const optional = (name: string) => text(formData, name) || undefined;
  return {
    type,
    name: text(formData, 'name'),
    ...(type === 'company' ? { cui: text(formData, 'cui'), regCom: optional('regCom') } : {}),
    address: text(formData, 'address'),
    city: text(formData, 'city'),
    county: Number(text(formData, 'county')),
    email: text(formData, 'email'),
    phone: optional('phone'),
  };
}

export function readValuation(formData: FormData): { companyName: string; companyCui?: string; notes?: string } {
  return { companyName: text(formData, 'companyName'), companyCui: text(formData, 'companyCui') || undefined, notes: text(formData, 'notes') || undefined };
}

/** What was typed, to put back into the fields when the page is rendered again after an error. */
export function formValues(formData: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, text(formData, field)]));
}

/**
 * The API's field messages placed on the form's fields: `billing.cui` → `cui`, `companyName` →
 * `companyName`. Messages about anything else (listing, product) come back as `other`.
 */
export function placeApiErrors(fieldErrors: Record<string, string>): { fields: FieldErrors<CheckoutField>; other: string[] } {
  const known = new Set<string>([...BILLING_FIELDS, ...VALUATION_FIELDS]);
  const fields: FieldErrors<CheckoutField> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    const name = path.startsWith('billing.') ? path.slice('billing.'.length) : path;
    if (known.has(name) && !(name in fields)) fields[name as CheckoutField] = message;
    else other.push(message);
  }
  return { fields, other };
}
