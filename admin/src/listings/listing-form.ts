import { CURRENCIES, FUND_CALL_STATUSES } from '@contracts/listings';
import { COUNTIES } from '@contracts/counties';
import { FUND_BENEFICIARY_TYPES, FUND_REGIONS, FUND_TYPES, ListingType } from '@contracts/lists';

/**
 * What staff edit of a listing in the console (one description for every family, STYLE.md
 * section 5): the fields every family shares, plus the details of the families staff publish
 * themselves (funding calls and news). Other families' details stay the owner's to edit from the
 * site; a staff edit leaves them as they are (the update is partial).
 */
export type ListingFieldKind = 'text' | 'multiline' | 'html' | 'number' | 'date' | 'select' | 'multiselect' | 'tags' | 'codes';

export interface ListingFieldSpec {
  source: string;
  kind: ListingFieldKind;
  required?: boolean;
  /** Text length limits, as the API checks them. */
  min?: number;
  max?: number;
  choices?: readonly { id: string | number; name: string }[];
}

export const COMMON_LISTING_FIELDS: readonly ListingFieldSpec[] = [
  { source: 'title', kind: 'text', required: true, min: 5, max: 160 },
  { source: 'description', kind: 'html', max: 20000 },
  { source: 'price', kind: 'number' },
  { source: 'currency', kind: 'select', choices: CURRENCIES.map((currency) => ({ id: currency, name: currency })) },
  { source: 'county', kind: 'select' },
  { source: 'city', kind: 'text', max: 120 },
];

const FAMILY_DETAIL_FIELDS: Partial<Record<ListingType, readonly ListingFieldSpec[]>> = {
  [ListingType.Fund]: [
    { source: 'fundType', kind: 'select', required: true, choices: FUND_TYPES },
    { source: 'region', kind: 'select', required: true, choices: FUND_REGIONS },
    { source: 'callStatus', kind: 'select', required: true, choices: FUND_CALL_STATUSES },
    { source: 'deadline', kind: 'date' },
    { source: 'budget', kind: 'number' },
    { source: 'grantMin', kind: 'number' },
    { source: 'grantMax', kind: 'number' },
    { source: 'cofinancingPercent', kind: 'number' },
    { source: 'eligibleBeneficiaries', kind: 'multiline', max: 4000 },
    { source: 'beneficiaryTypes', kind: 'multiselect', choices: FUND_BENEFICIARY_TYPES },
    { source: 'caenCodes', kind: 'codes' },
    { source: 'sourceUrl', kind: 'text', max: 500 },
  ],
  [ListingType.News]: [
    { source: 'features', kind: 'tags' },
    { source: 'source', kind: 'text', max: 200 },
    { source: 'authorName', kind: 'text', max: 120 },
  ],
};

/**
 * Details of families owners publish that staff may still correct: where an investor invests
 * (the saved searches of investors read it). The family's other details stay the owner's.
 */
const OWNER_DETAIL_FIELDS: Partial<Record<ListingType, readonly ListingFieldSpec[]>> = {
  [ListingType.Investor]: [{ source: 'targetCounties', kind: 'multiselect', choices: COUNTIES.map(({ id, name }) => ({ id, name })) }],
};

export function listingFormFields(type: ListingType): readonly ListingFieldSpec[] {
  return [...COMMON_LISTING_FIELDS, ...(FAMILY_DETAIL_FIELDS[type] ?? OWNER_DETAIL_FIELDS[type] ?? [])];
}

/** CAEN selectors typed as a comma-joined text ("J, 62.01, 5510"): upper case, without dots and repeats. */
export function codesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(list.map((item) => String(item).trim().replace(/\./g, '').toUpperCase()).filter(Boolean))];
}

/** Whether the console edits this family's own details too (the families staff publish). */
export function editsFamilyDetails(type: ListingType): boolean {
  return FAMILY_DETAIL_FIELDS[type] !== undefined;
}

/**
 * The form's values as the family's create/update routes take them: only the form's fields,
 * empty texts and numbers as null, tags as a list.
 */
export function listingPayload(type: ListingType, values: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of listingFormFields(type)) {
    if (!(field.source in values)) continue;
    const value = values[field.source];
    if (field.kind === 'tags') {
      const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
      payload[field.source] = list.map((item) => String(item).trim().toLowerCase()).filter(Boolean);
    } else if (field.kind === 'codes') {
      payload[field.source] = codesOf(value);
    } else if (field.kind === 'multiselect') {
      payload[field.source] = Array.isArray(value) ? value : [];
    } else if (value === '' || value === undefined) {
      payload[field.source] = null;
    } else {
      payload[field.source] = value;
    }
  }
  // The title is required: never send it as null (the API would answer with its own message).
  if (payload.title === null) delete payload.title;
  return payload;
}
