/**
 * `formulare-eligibilitate`: the programmes' forms staff upload in the console, grouped by
 * programme, named as the rules engine names its programmes (`GET /api/consulting/programmes`),
 * or by the fixed list while it does not answer.
 */
import type { FundingForm, FundingFormProgrammeId, FundingFormsAnswer } from '@contracts/funding-forms';
import { withProgrammeNames } from '@contracts/funding-forms';
import type { ProgrammeSummary } from '@contracts/funding';
import type { ApiClient } from '~/lib/api-client';

export const FUNDING_FORMS_API = '/api/consulting/forms';
export const PROGRAMMES_API = '/api/consulting/programmes';

export interface ProgrammeForms {
  id: FundingFormProgrammeId;
  name: string;
  forms: FundingForm[];
}

/** The programmes in their fixed order, each with its forms; null when the forms could not be read. */
export async function loadFundingForms(client: ApiClient): Promise<ProgrammeForms[] | null> {
  const [forms, programmes] = await Promise.all([client.call<FundingFormsAnswer>(FUNDING_FORMS_API), client.call<unknown>(PROGRAMMES_API)]);
  if (!forms.ok || !Array.isArray(forms.data?.docs)) return null;
  return withProgrammeNames(programmes.ok ? summariesOf(programmes.data) : null).map(({ id, name }) => ({
    id,
    name,
    forms: forms.data.docs.filter((form) => form.programmeId === id),
  }));
}

/** The programmes list as an array or a list answer (`{ docs }`); anything else counts as absent. */
function summariesOf(data: unknown): Pick<ProgrammeSummary, 'id' | 'name'>[] | null {
  const list = Array.isArray(data) ? data : Array.isArray((data as { docs?: unknown })?.docs) ? (data as { docs: unknown[] }).docs : null;
  if (!list) return null;
  return list.filter((item): item is Pick<ProgrammeSummary, 'id' | 'name'> => typeof item?.id === 'string' && typeof item?.name === 'string');
}
