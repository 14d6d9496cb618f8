/**
 * Server calls of the ANAF prefills: the public `validateCUI` (registration, no account yet) and
 * the signed-in `company-data` routes (billing, eligibility). Any failure, the API's own included,
 * ends as "unavailable": a prefill never stops a form.
 */
import type { CompanyAnswersLookup, CompanyLookup, ValidateCuiResponse } from '@contracts/company-data';
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';
import { ANAF_UNAVAILABLE_NOTE } from './company-prefill';

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
