/** The route action shared by the consulting pages: the same rules as the browser, then the API. */
import { data } from 'react-router';
import type { GrantTreiResult } from '@contracts/consulting';
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';
import { submissionKey } from '~/lib/submission-token';
import { hasErrors, text, type FieldErrors } from '~/lib/validation';
import { allFields, consultingBody, validateConsultingForm, type ConsultingFormSpec } from './consulting-forms';

export type ConsultingActionData =
  | { ok: true; number: string; message: string; result?: GrantTreiResult }
  | { ok: false; fieldErrors: FieldErrors; message?: string; values: Record<string, string> };

export async function consultingAction(args: ApiCallArgs, spec: ConsultingFormSpec) {
  const formData = await args.request.formData();
  const fieldErrors = validateConsultingForm(spec, formData);
  // Without JavaScript the page is rendered anew: what was typed comes back into the fields.
  const values = Object.fromEntries(allFields(spec).map((field) => [field.name, text(formData, field.name)]));
  if (hasErrors(fieldErrors)) return data<ConsultingActionData>({ ok: false, fieldErrors, values }, { status: 400 });
  const result = await createApiClient(args).call<{ number: string; message: string; result?: GrantTreiResult }>(spec.apiPath, {
    json: consultingBody(spec, formData),
    idempotencyKey: submissionKey(formData),
  });
  if (result.ok)
    return data<ConsultingActionData>({
      ok: true,
      number: result.data.number,
      message: result.data.message,
      ...(result.data.result ? { result: result.data.result } : {}),
    });
  // Messages of fields the form shows land next to them; anything else becomes the form's message.
  const known = new Set(allFields(spec).map((field) => field.name));
  const shown: FieldErrors = {};
  for (const [field, message] of Object.entries(result.fieldErrors)) if (known.has(field)) shown[field] = message;
  return data<ConsultingActionData>({ ok: false, fieldErrors: shown, message: result.text, values }, { status: result.status || 502 });
}
