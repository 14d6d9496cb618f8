/** The action of the review form: the same rules as the browser, then the API (multipart, with the photo). */
import { data } from 'react-router';
import type { SuccessStorySubmitted } from '@contracts/content';
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';
import { submissionKey } from '~/lib/submission-token';
import { hasErrors, text, type FieldErrors } from '~/lib/validation';
import { contentApiPaths } from './content.server';
import { REVIEW_HONEYPOT_FIELD, REVIEW_TEXT_FIELDS, validateReview, type ReviewField } from './review-form';

export type ReviewActionData =
  { ok: true; message: string } | { ok: false; fieldErrors: FieldErrors<ReviewField>; message?: string; values: Record<string, string> };

const SHOWN_FIELDS = new Set<string>([...REVIEW_TEXT_FIELDS, 'consent', 'photo']);

export async function reviewAction(args: ApiCallArgs) {
  const formData = await args.request.formData();
  const fieldErrors = validateReview(formData);
  // Without JavaScript the page is rendered anew: what was typed comes back into the fields.
  const values = Object.fromEntries(REVIEW_TEXT_FIELDS.map((field) => [field, text(formData, field)]));
  if (hasErrors(fieldErrors)) return data<ReviewActionData>({ ok: false, fieldErrors, values }, { status: 400 });

  const form = new FormData();
  for (const field of REVIEW_TEXT_FIELDS) if (values[field]) form.set(field, values[field]!);
  form.set('consent', 'true');
  const honeypot = text(formData, REVIEW_HONEYPOT_FIELD);
  if (honeypot) form.set(REVIEW_HONEYPOT_FIELD, honeypot);
  const photo = formData.get('photo');
  if (photo instanceof File && photo.size > 0) form.set('photo', photo, photo.name || 'poza');

  const result = await createApiClient(args).call<SuccessStorySubmitted>(contentApiPaths.successStories, {
    method: 'POST',
    form,
    idempotencyKey: submissionKey(formData),
  });
  if (result.ok) return data<ReviewActionData>({ ok: true, message: result.data.message });
  // Messages of the form's fields land next to them; anything else becomes the form's message.
  const shown: FieldErrors<ReviewField> = {};
  for (const [field, message] of Object.entries(result.fieldErrors)) if (SHOWN_FIELDS.has(field)) shown[field as ReviewField] = message;
  const message = result.code === 'RATE_LIMITED' ? 'Ai trimis deja câteva recenzii în ultima oră. Încearcă din nou mai târziu.' : result.text;
  return data<ReviewActionData>({ ok: false, fieldErrors: shown, message, values }, { status: result.status || 502 });
}
