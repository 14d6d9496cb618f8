/**
 * The footer's feedback form (spec sections 3, 4, 5): email and message, both required, errors only
 * after submission, then the submitted state. The same rules run in the browser and in the action.
 */
import { emailError, requiredError, type FieldErrors } from '~/lib/validation';

export type FeedbackField = 'email' | 'message';

/** Field names of the footer form: distinct from the page forms it shares a page with (autofill). */
export const FEEDBACK_FIELDS: Record<FeedbackField, string> = { email: 'feedbackEmail', message: 'feedbackMessage' };

/** The API's bounds for a contact message (POST /api/consulting/contact). */
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 3000;

export const FEEDBACK_THANKS = 'Mulțumim pentru mesaj! L-am primit și îți răspundem pe email în cel mult o zi lucrătoare.';

export interface FeedbackActionData {
  ok: boolean;
  fieldErrors?: FieldErrors<FeedbackField>;
  message?: string;
  values?: { email: string; message: string };
}

export function validateFeedback(email: string, message: string): FieldErrors<FeedbackField> {
  const errors: FieldErrors<FeedbackField> = {};
  const emailProblem = emailError(email);
  if (emailProblem) errors.email = emailProblem;
  const messageProblem =
    requiredError(message) ??
    (message.length < FEEDBACK_MESSAGE_MIN ? `Mesajul trebuie să aibă cel puțin ${FEEDBACK_MESSAGE_MIN} caractere.` : undefined) ??
    (message.length > FEEDBACK_MESSAGE_MAX ? `Mesajul poate avea cel mult ${FEEDBACK_MESSAGE_MAX} de caractere.` : undefined);
  if (messageProblem) errors.message = messageProblem;
  return errors;
}
