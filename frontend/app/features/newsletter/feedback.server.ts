/** The feedback form's action (the footer's form, with or without JavaScript, and the /feedback page). */
import { data } from 'react-router';
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';
import { submissionKey } from '~/lib/submission-token';
import { hasErrors, text } from '~/lib/validation';
import { FEEDBACK_FIELDS, validateFeedback, type FeedbackActionData } from './feedback-rules';

export async function feedbackAction(args: ApiCallArgs) {
  const formData = await args.request.formData();
  const email = text(formData, FEEDBACK_FIELDS.email) || text(formData, 'email');
  const message = text(formData, FEEDBACK_FIELDS.message) || text(formData, 'message');
  const values = { email, message };
  const fieldErrors = validateFeedback(email, message);
  if (hasErrors(fieldErrors)) return data<FeedbackActionData>({ ok: false, fieldErrors, values }, { status: 400 });
  // The contact form's route: the name is optional there (spec: the feedback form has email and message only).
  const result = await createApiClient(args).call<{ number: string }>('/api/consulting/contact', {
    json: { email, message },
    idempotencyKey: submissionKey(formData),
  });
  if (result.ok) return data<FeedbackActionData>({ ok: true });
  const shown = { email: result.fieldErrors.email, message: result.fieldErrors.message };
  return data<FeedbackActionData>(
    {
      ok: false,
      fieldErrors: Object.fromEntries(Object.entries(shown).filter(([, value]) => value)),
      message: shown.email || shown.message ? undefined : result.text,
      values,
    },
    { status: result.status || 502 },
  );
}
