/**
 * The footer's feedback form (spec sections 2, 3, 4, 5): email and message, both required; errors
 * appear only after a submission; a valid submission shows the submitted state at once, and the
 * form comes back with the server's messages if the server refuses it. Posts to /feedback, so it
 * also works as a plain HTML form before (or without) JavaScript.
 */
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { FieldError } from '~/components/FieldError';
import { newsletterPaths } from './newsletter-paths';
import { SubmissionToken } from '~/lib/submission-token';
import { hasErrors } from '~/lib/validation';
import { FEEDBACK_FIELDS, FEEDBACK_MESSAGE_MAX, FEEDBACK_THANKS, validateFeedback, type FeedbackActionData } from './feedback-rules';

export function FeedbackForm() {
  const fetcher = useFetcher<FeedbackActionData>();
  const id = useId();
  const [values, setValues] = useState({ email: '', message: '' });
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const refused = fetcher.state === 'idle' && fetcher.data?.ok === false ? fetcher.data : undefined;
  const clientErrors = submitted ? validateFeedback(values.email.trim(), values.message.trim()) : {};
  const errors = { ...(refused?.fieldErrors ?? {}), ...clientErrors };

  if (sent && !refused) {
    return (
      <p className="newsletter-thanks newsletter-thanks--dark" role="status" data-testid="feedback-sent">
        {FEEDBACK_THANKS}
      </p>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action={newsletterPaths.feedback()}
      className="newsletter-form newsletter-form--dark feedback-form"
      noValidate
      data-testid="feedback-form"
      onSubmit={(event) => {
        // Read from the fields: what was typed before the footer's code ran never went through onChange.
        const form = new FormData(event.currentTarget);
        const typed = { email: String(form.get(FEEDBACK_FIELDS.email) ?? ''), message: String(form.get(FEEDBACK_FIELDS.message) ?? '') };
        setValues(typed);
        setSubmitted(true);
        if (hasErrors(validateFeedback(typed.email.trim(), typed.message.trim()))) {
          event.preventDefault();
          return;
        }
        setSent(true);
      }}
    >
      <SubmissionToken after={fetcher.data} />
      <label htmlFor={`${id}-email`} className="newsletter-form__label">
        Emailul tău
      </label>
      <input
        id={`${id}-email`}
        name={FEEDBACK_FIELDS.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        className="field__input"
        defaultValue={values.email}
        onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
        aria-invalid={errors.email ? true : undefined}
        aria-describedby={errors.email ? `${id}-email-error` : undefined}
      />
      <FieldError id={`${id}-email`} error={errors.email} />
      <label htmlFor={`${id}-message`} className="newsletter-form__label">
        Părerea ta
      </label>
      <textarea
        id={`${id}-message`}
        name={FEEDBACK_FIELDS.message}
        rows={3}
        maxLength={FEEDBACK_MESSAGE_MAX}
        className="field__input"
        defaultValue={values.message}
        onChange={(event) => setValues((current) => ({ ...current, message: event.target.value }))}
        aria-invalid={errors.message ? true : undefined}
        aria-describedby={errors.message ? `${id}-message-error` : undefined}
      />
      <FieldError id={`${id}-message`} error={errors.message} />
      {refused?.message ? (
        <p className="field__error" role="alert">
          {refused.message}
        </p>
      ) : null}
      <div>
        {/* input[type=submit]: the page's main form keeps the only button[type=submit]. */}
        <input type="submit" className="button button--accent" value="Trimite feedback" />
      </div>
    </fetcher.Form>
  );
}
