import { Form } from 'react-router';
import type { Route } from './+types/feedback';
import { FormMessage, TextField } from '~/components/Field';
import { FieldError } from '~/components/FieldError';
import { PageHeader, Section } from '~/components/PageLayout';
import { feedbackAction } from '~/features/newsletter/feedback.server';
import { FEEDBACK_FIELDS, FEEDBACK_MESSAGE_MAX, FEEDBACK_THANKS } from '~/features/newsletter/feedback-rules';
import { pageMeta } from '~/lib/meta';
import { SubmissionToken } from '~/lib/submission-token';

export const meta = () => pageMeta('Spune-ne părerea ta', 'Scrie-ne ce părere ai despre RoAfaceri: îți răspundem pe email.', { noindex: true });

/** The footer's feedback form posts here (POST /api/consulting/contact, email and message). */
export function action(args: Route.ActionArgs) {
  return feedbackAction(args);
}

/** Where the footer's form lands without JavaScript: the result, or the form again with its errors. */
export default function Feedback({ actionData }: Route.ComponentProps) {
  const errors = actionData && !actionData.ok ? (actionData.fieldErrors ?? {}) : {};
  return (
    <>
      <PageHeader title="Spune-ne părerea ta" lead="Ce îți place pe RoAfaceri, ce lipsește sau ce nu merge: citim fiecare mesaj." />
      <Section>
        <div className="panel newsletter-page" data-testid="feedback-page">
          {actionData?.ok ? (
            <FormMessage kind="success">{FEEDBACK_THANKS}</FormMessage>
          ) : (
            <Form method="post" className="form" noValidate>
              <SubmissionToken after={actionData} />
              <TextField
                label="Emailul tău"
                name={FEEDBACK_FIELDS.email}
                type="email"
                autoComplete="email"
                required
                defaultValue={actionData?.values?.email}
                error={errors.email}
              />
              <div className={`field${errors.message ? ' field--invalid' : ''}`}>
                <label className="field__label" htmlFor="feedback-message">
                  Părerea ta
                </label>
                <textarea
                  id="feedback-message"
                  name={FEEDBACK_FIELDS.message}
                  className="field__input"
                  rows={5}
                  maxLength={FEEDBACK_MESSAGE_MAX}
                  aria-required
                  aria-invalid={errors.message ? true : undefined}
                  aria-describedby={errors.message ? 'feedback-message-error' : undefined}
                  defaultValue={actionData?.values?.message}
                />
                <FieldError id="feedback-message" error={errors.message} />
              </div>
              {actionData && !actionData.ok && actionData.message ? <FormMessage kind="error">{actionData.message}</FormMessage> : null}
              <button type="submit" className="button button--primary">
                Trimite feedback
              </button>
            </Form>
          )}
        </div>
      </Section>
    </>
  );
}
