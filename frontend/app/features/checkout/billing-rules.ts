/**
 * Rules of the order forms: the billing data (`plata/date-facturare`) and the company of a valuation
 * report (`evaluare-afaceri`). The same rules run in the browser (errors after submit, spec section
 * 5) and in the route actions (so the forms work without JavaScript); the API checks everything
 * again, the CUI check digit included, and its field messages land next to the same fields.
 */
import { BUCHAREST_COUNTY_ID, BUCHAREST_SECTOR_MESSAGE, bucharestSector, COUNTIES, type County } from '@contracts/counties';
import { countryName, isCountryCode, postalCodeRequired, ROMANIA } from '@contracts/countries';
import { euMemberState, isEuMember, isVatIdOf, normalizeVatId } from '@contracts/eu-vat';
import { billingCountry, type BillingData, type BillingType } from '@contracts/orders';
import { validationTexts } from '~/i18n/ro';
import { cuiError, emailError, optionalPhoneError, text, type FieldErrors } from '~/lib/validation';

/**
 * The form's fields. `country` chooses between Romania's (county, and in București the `sector`
 * select; a company's CUI and trade register number) and those of an address abroad (region, postal
 * code; a company's `vatId`: its EU VAT number in another member state, else its own tax id, which
 * the API calls `taxId`).
 */
export const BILLING_FIELDS = [
  'type',
  'country',
  'name',
  'cui',
  'regCom',
  'vatId',
  'address',
  'city',
  'sector',
  'county',
  'region',
  'postalCode',
  'email',
  'phone',
] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];

export const VALUATION_FIELDS = ['companyName', 'companyCui', 'notes'] as const;
export type ValuationField = (typeof VALUATION_FIELDS)[number];

export type CheckoutField = BillingField | ValuationField;

/** The product id of the valuation report (the API's catalogue). */
export const VALUATION_PRODUCT = 'valuation-report';

export const NOTES_MAX = 2000;
const NAME_MAX = 160;
/** CIUS-RO's limits of an address (BR-RO-L150 street, BR-RO-L050 locality), as the API keeps them. */
const ADDRESS_MAX = 150;
const CITY_MAX = 50;
const REG_COM_MAX = 40;
const REGION_MAX = 100;
const POSTAL_CODE_PATTERN = /^[A-Z0-9][A-Z0-9 -]{1,19}$/i;
const TAX_ID_PATTERN = /^[A-Z0-9][A-Z0-9 ./-]{1,29}$/i;

/** The six sectors of București, for the select shown instead of the locality. */
export const SECTOR_OPTIONS: readonly { value: string; label: string }[] = [1, 2, 3, 4, 5, 6].map((sector) => ({
  value: String(sector),
  label: `Sector ${sector}`,
}));

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

/** The country chosen (Romania when the field is absent: forms and clients from before buyers abroad). */
export function countryOf(formData: FormData): string {
  return text(formData, 'country').toUpperCase() || ROMANIA;
}

/** In București: the sector chosen in its select, or else the one the locality names (typed before the select existed). */
function sectorOf(formData: FormData): number | null {
  const chosen = Number(text(formData, 'sector'));
  if (Number.isInteger(chosen) && chosen >= 1 && chosen <= 6) return chosen;
  return bucharestSector(text(formData, 'city'));
}

const isBucharest = (formData: FormData) => countryOf(formData) === ROMANIA && Number(text(formData, 'county')) === BUCHAREST_COUNTY_ID;

/**
 * Billing data rules, as the API has them (its messages): in Romania the county (in București the
 * sector) and a company's CUI; abroad the region (optional), the postal code where that country's
 * addresses have one, and a company's VAT number (another member state: required, in that state's
 * shape) or its own tax id (outside the Union: optional).
 */
export function validateBilling(formData: FormData): FieldErrors<BillingField> {
  const errors: FieldErrors<BillingField> = {};
  const type = billingTypeOf(text(formData, 'type'));
  const country = countryOf(formData);
  if (!type) errors.type = 'Alege dacă factura se emite pe o firmă sau pe o persoană fizică.';
  if (!isCountryCode(country)) errors.country = 'Alege țara din listă.';
  put(errors, 'name', lengthError(text(formData, 'name'), 2, NAME_MAX, true));
  put(errors, 'address', lengthError(text(formData, 'address'), 5, ADDRESS_MAX, true));
  if (country === ROMANIA) {
    if (type === 'company') {
      put(errors, 'cui', cuiError(text(formData, 'cui'), true));
      put(errors, 'regCom', lengthError(text(formData, 'regCom'), 2, REG_COM_MAX, false));
    }
    const county = text(formData, 'county');
    if (!county) errors.county = validationTexts.required;
    else if (!COUNTIES.some((item) => String(item.id) === county)) errors.county = 'Alege unul dintre județe.';
    if (isBucharest(formData)) {
      // e-Factura writes the sector as the city (CIUS-RO BR-RO-100/101).
      if (sectorOf(formData) === null) errors.sector = BUCHAREST_SECTOR_MESSAGE;
    } else put(errors, 'city', lengthError(text(formData, 'city'), 2, CITY_MAX, true));
  } else if (!errors.country) {
    const name = countryName(country) ?? country;
    put(errors, 'city', lengthError(text(formData, 'city'), 2, CITY_MAX, true));
    put(errors, 'region', lengthError(text(formData, 'region'), 2, REGION_MAX, false));
    const postalCode = text(formData, 'postalCode');
    if (!postalCode && postalCodeRequired(country)) errors.postalCode = `Scrie codul poștal: adresele din ${name} îl au.`;
    else if (postalCode && !POSTAL_CODE_PATTERN.test(postalCode))
      errors.postalCode = 'Codul poștal nu este valid: litere, cifre, spații sau cratime, cel mult 20 de caractere.';
    const typed = text(formData, 'vatId');
    if (type === 'company' && isEuMember(country)) {
      if (!typed) errors.vatId = `Codul de TVA (VIES) al firmei este obligatoriu pentru o firmă din ${name}: pe el se face taxarea inversă.`;
      else if (!isVatIdOf(country, normalizeVatId(country, typed)))
        errors.vatId = `Codul de TVA nu are forma celor din ${name} (de exemplu ${euMemberState(country)?.example ?? ''}).`;
    } else if (type === 'company' && typed && !TAX_ID_PATTERN.test(typed)) {
      errors.vatId = 'Codul fiscal al firmei nu este valid: litere, cifre și separatori (. / -), cel mult 30 de caractere.';
    }
  }
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

/**
 * The billing data for the API: trimmed, optional fields left out when empty, and only the fields of
 * the country and type chosen (the form keeps the others, hidden, with what was typed): in Romania
 * the county and, in București, the sector as locality; abroad the region and postal code, and a
 * company's code as `vatId` in another member state or `taxId` outside the Union.
 */
export function readBilling(formData: FormData): BillingData {
  const type = billingTypeOf(text(formData, 'type')) ?? 'person';
  const country = countryOf(formData);
  const optional = (name: string) => text(formData, name) || undefined;
  const common = { type, country, name: text(formData, 'name'), address: text(formData, 'address') };
  const contact = { email: text(formData, 'email'), phone: optional('phone') };
  if (country === ROMANIA) {
    const sector = isBucharest(formData) ? sectorOf(formData) : null;
    return {
      ...common,
      ...(type === 'company' ? { cui: text(formData, 'cui'), regCom: optional('regCom') } : {}),
      city: sector ? `Sector ${sector}` : text(formData, 'city'),
      county: Number(text(formData, 'county')),
      ...contact,
    };
  }
  const code = type === 'company' ? optional('vatId') : undefined;
  return {
    ...common,
    ...(code ? (isEuMember(country) ? { vatId: code } : { taxId: code }) : {}),
    city: text(formData, 'city'),
    region: optional('region'),
    postalCode: optional('postalCode'),
    ...contact,
  };
}

/** Saved billing data as the form's values (an order's, to complete them): the sector of a București locality in its select. */
export function billingFormValues(billing: BillingData): Record<string, string> {
  const country = billingCountry(billing);
  const sector = country === ROMANIA && billing.county === BUCHAREST_COUNTY_ID ? bucharestSector(billing.city) : null;
  return {
    type: billing.type,
    country,
    name: billing.name,
    cui: billing.cui ?? '',
    regCom: billing.regCom ?? '',
    vatId: billing.vatId ?? billing.taxId ?? '',
    address: billing.address,
    city: billing.city,
    sector: sector ? String(sector) : '',
    county: billing.county ? String(billing.county) : '',
    region: billing.region ?? '',
    postalCode: billing.postalCode ?? '',
    email: billing.email,
    phone: billing.phone ?? '',
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
 * `companyName`; a company's `taxId` abroad → the form's one code field (`vatId`); in București the
 * locality's message → the sector select (`values`: what was sent). Messages about anything else
 * (listing, product) come back as `other`.
 */
export function placeApiErrors(
  fieldErrors: Record<string, string>,
  values: Record<string, string> = {},
): { fields: FieldErrors<CheckoutField>; other: string[] } {
  const known = new Set<string>([...BILLING_FIELDS, ...VALUATION_FIELDS]);
  const bucharest = (values.country || ROMANIA) === ROMANIA && Number(values.county) === BUCHAREST_COUNTY_ID;
  const fields: FieldErrors<CheckoutField> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors)) {
    let name = path.startsWith('billing.') ? path.slice('billing.'.length) : path;
    if (name === 'taxId') name = 'vatId';
    if (name === 'city' && bucharest) name = 'sector';
    if (known.has(name) && !(name in fields)) fields[name as CheckoutField] = message;
    else other.push(message);
  }
  return { fields, other };
}
