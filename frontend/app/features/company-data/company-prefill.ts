/**
 * Prefilling forms from the company data ANAF has for a CUI (`/api/company-data`,
 * `/api/account/validateCUI`): the registration and billing forms' „Completează din datele ANAF”
 * button (a submit with `intent=anaf`, so it works without JavaScript) and the eligibility answers.
 * When ANAF is slow, down or does not know the CUI the form stays as typed, with a note.
 */
import type { CompanyAnswersLookup, CompanyRegistrationPrefill } from '@contracts/company-data';
import { formatNumber } from '@contracts/format';
import type { CompanyAnswers } from '@contracts/funding';

/** The submit button's `intent` value that asks for the prefill instead of sending the form. */
export const ANAF_INTENT = 'anaf';
export const ANAF_BUTTON_LABEL = 'Completează din datele ANAF';

export const ANAF_UNAVAILABLE_NOTE = 'Nu am putut prelua datele de la ANAF acum. Completează-le manual.';
export const ANAF_NOT_FOUND_NOTE = 'ANAF nu are o firmă cu acest cod fiscal. Verifică CUI-ul sau completează datele manual.';
export const ANAF_FILLED_NOTE = 'Am completat datele firmei de la ANAF. Verifică-le înainte de a trimite.';

/** What the form shows after asking ANAF: whether fields were filled, and the note. `at` tells two answers apart. */
export interface AnafPrefillResult {
  filled: boolean;
  note: string;
  at: number;
}

export function anafResult(status: 'found' | 'not_found' | 'unavailable' | 'skipped', note?: string): AnafPrefillResult {
  if (status === 'found') return { filled: true, note: ANAF_FILLED_NOTE, at: Date.now() };
  if (status === 'not_found') return { filled: false, note: ANAF_NOT_FOUND_NOTE, at: Date.now() };
  // The API's own note says why it did not ask (too many lookups from this address); else ANAF is out of reach.
  return { filled: false, note: status === 'skipped' && note ? note : ANAF_UNAVAILABLE_NOTE, at: Date.now() };
}

/** Whether a form submission came from the ANAF button (then the form's own checks do not apply). */
export function isAnafSubmit(event: { nativeEvent: Event }): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null | undefined;
  return submitter?.name === 'intent' && submitter.value === ANAF_INTENT;
}

/** The billing fields (as `BillingForm` names them) of a company ANAF registers, over what was typed. */
export function billingValuesFromCompany(values: Record<string, string>, cui: string, company: CompanyRegistrationPrefill): Record<string, string> {
  return {
    ...values,
    type: 'company',
    name: company.name,
    cui,
    regCom: company.tradeRegisterNumber ?? values.regCom ?? '',
    address: company.address || values.address || '',
    city: company.city ?? values.city ?? '',
    county: company.countyId !== null ? String(company.countyId) : (values.county ?? ''),
  };
}

type AnafAnswers = Extract<CompanyAnswersLookup, { status: 'found' }>['answers'];

/** The profile's answers, with ANAF's figures filling what the profile lacks (the profile's own answers win). */
export function mergeCompanyAnswers(profile: CompanyAnswers, anaf: AnafAnswers | null): CompanyAnswers {
  if (!anaf) return profile;
  const merged: CompanyAnswers = { ...profile };
  for (const [key, value] of Object.entries(anaf) as [keyof AnafAnswers, AnafAnswers[keyof AnafAnswers]][]) {
    if (value === undefined || merged[key] !== undefined) continue;
    (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/** The eligibility page's note after asking ANAF for the answers: which year's figures, at which rate. */
export function anafAnswersNote(found: CompanyAnswersLookup): { filled: boolean; note: string } {
  if (found.status === 'not_found') return { filled: false, note: ANAF_NOT_FOUND_NOTE };
  if (found.status === 'unavailable') return { filled: false, note: ANAF_UNAVAILABLE_NOTE };
  const year = found.year
    ? ` (bilanțul pe ${found.year}` +
      (found.eurRon ? `, cifra de afaceri în EUR la cursul BNR de ${formatNumber(found.eurRon.rate, { decimals: 4 })} lei din ${found.eurRon.date}` : '') +
      ')'
    : '';
  return { filled: true, note: `Am completat și datele firmei de la ANAF${year}. Verifică-le înainte de a trimite.` };
}
