/**
 * Newsletter sign-up (spec sections 2, 4, 5): email required and valid; errors only after
 * submit; once a valid email is submitted the thank-you message replaces the form at once,
 * without waiting for the server. Posts to the /newsletter action (works without JavaScript).
 */
import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { paths } from '~/lib/paths';
import { SubmissionToken } from '~/lib/submission-token';
import { NEWSLETTER_FIELD, NEWSLETTER_THANKS, validateNewsletter, type NewsletterActionData } from './newsletter-rules';
import { FieldError } from '~/components/FieldError';

interface NewsletterFormProps {
  source: 'footer' | 'home' | 'page';
  /** Visible label above the field (the footer uses a heading instead). */
  label?: string;
  tone?: 'light' | 'dark';
}

export function NewsletterForm({ source, label = 'Adresa ta de email', tone = 'light' }: NewsletterFormProps) {
  const fetcher = useFetcher<NewsletterActionData>();
  const id = useId();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [thanked, setThanked] = useState(false);
  const error = submitted ? validateNewsletter(email.trim()).email : undefined;

  if (thanked) {
    return (
      <p className={`newsletter-thanks newsletter-thanks--${tone}`} role="status" data-testid={`newsletter-thanks-${source}`}>
        {NEWSLETTER_THANKS}
      </p>
    );
  }

  return (
    <fetcher.Form
      method="post"
      action={paths.newsletter()}
      className={`newsletter-form newsletter-form--${tone}`}
      noValidate
      data-testid={`newsletter-form-${source}`}
      onSubmit={(event) => {
        // Read from the field: what was typed before the page's script ran never went through onChange.
        const typed = String(new FormData(event.currentTarget).get(NEWSLETTER_FIELD) ?? '');
        setEmail(typed);
        setSubmitted(true);
        if (validateNewsletter(typed.trim()).email) {
          event.preventDefault();
          return;
        }
        // The thank-you replaces the form right away; the request continues in the background.
        setThanked(true);
      }}
    >
      <input type="hidden" name="source" value={source} />
      <SubmissionToken after={fetcher.data} />
      <label htmlFor={id} className="newsletter-form__label">
        {label}
      </label>
      <div className="newsletter-form__row">
        <input
          id={id}
          name={NEWSLETTER_FIELD}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="nume@firma.ro"
          className="field__input"
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {/* input[type=submit]: the page's main form keeps the only button[type=submit], which tools and tests address. */}
        <input type="submit" className="button button--accent" value="Abonează-mă" />
      </div>
      <FieldError id={id} error={error} />
    </fetcher.Form>
  );
}
