/**
 * Server calls of the ANAF prefills: the public `validateCUI` (registration, no account yet) and
 * the signed-in `company-data` routes (billing, eligibility). Any failure, the API's own included,
 * ends as "unavailable": a prefill never stops a form.
 */
import {
  registrationPrefill,
  type CompanyAnswersLookup,
  type CompanyLookup,
  type CompanyRegistrationPrefill,
  type ValidateCuiResponse,
} from '@contracts/company-data';
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';
import { cuiError } from '~/lib/validation';
import { ANAF_UNAVAILABLE_NOTE, anafResult, type AnafPrefillResult } from './company-prefill';

const normalized = (cui: string) => cui.trim().toUpperCase().replace(/^RO/, '').replace(/\s+/g, '');

export async function registrationLookup(args: ApiCallArgs, cui: string): Promise<ValidateCuiResponse> {
  const result = await createApiClient(args).call<ValidateCuiResponse>('/api/account/validateCUI', { json: { CUI: cui } });
  if (result.ok && result.data) return result.data;
  return { valid: true, cui: normalized(cui), company: null, anaf: 'unavailable' };
}

export async function companyLookup(args: ApiCallArgs, cui: string): Promise<CompanyLookup> {
  const result = await createApiClient(args).call<CompanyLookup>(`/api/company-data/${encodeURIComponent(normalized(cui))}`);
  if (result.ok && result.data) return result.data;
  return { status: 'unavailable', message: ANAF_UNAVAILABLE_NOTE };
}

export async function companyAnswers(args: ApiCallArgs, cui: string): Promise<CompanyAnswersLookup> {
  const result = await createApiClient(args).call<CompanyAnswersLookup>(`/api/company-data/${encodeURIComponent(normalized(cui))}/answers`);
  if (result.ok && result.data) return result.data;
  return { status: 'unavailable', message: ANAF_UNAVAILABLE_NOTE };
}

/**
 * „Completează din datele ANAF” on a signed-in form (billing, profile): the CUI typed is checked
 * first (nothing is asked for one that is no CUI), then the company's registration data, to fill
 * the form answered back. Nothing is saved.
 */
export async function anafFill(
  args: ApiCallArgs,
  cui: string,
): Promise<{ cuiError: string } | { company: CompanyRegistrationPrefill | null; anaf: AnafPrefillResult }> {
  const invalid = cuiError(cui, true);
  if (invalid) return { cuiError: invalid };
  const lookup = await companyLookup(args, cui);
  return { company: lookup.status === 'found' && lookup.data.name ? registrationPrefill(lookup.data) : null, anaf: anafResult(lookup.status) };
}
