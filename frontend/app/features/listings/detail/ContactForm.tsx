/**
 * "Trimite un mesaj" to the owner of a listing. Errors show only after a submission (spec section 5),
 * the server checks the same rules, field errors of the API land next to their fields, and the
 * success message replaces the form. The owner's email address never reaches the page: the API
 * sends the message. A signed-in visitor's message starts (or continues) their conversation with
 * the owner, and the answer links to it (`cont/mesaje/{id}`); their name and email are the account's.
 */
import { useId } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import { EmailField, FieldError, FormMessage, TextField } from '~/components/Field';
import { useSubmitValidation } from '~/lib/form-validation';
import { useRootData } from '~/lib/root-data';
import { SubmissionToken } from '~/lib/submission-token';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, validateContact, type ContactField } from './contact-rules';
import type { DetailActionData } from './detail-data';

interface ContactFormProps {
  defaults: { name: string; email: string };
}

type ContactResult = Extract<DetailActionData, { intent: 'contact' }>;

export function ContactForm({ defaults }: ContactFormProps) {
  const fetcher = useFetcher<DetailActionData>();
  // Without JavaScript the form posts as a page navigation: its answer is the route's action data.
  const navigationResult = useActionData<DetailActionData>();
  const answer = fetcher.data ?? navigationResult;
  const result: ContactResult | undefined = answer?.intent === 'contact' ? answer : undefined;
  const { errors, onSubmit } = useSubmitValidation(validateContact);
  const error = (field: ContactField) => errors[field] ?? result?.fieldErrors[field];
  const messageId = useId();
  const busy = fetcher.state !== 'idle';
  const signedIn = Boolean(useRootData().user);

  if (result?.ok) {
    return (
      <div className="contact-form contact-form--sent" data-testid="contact-sent">
        <FormMessage kind="success">{result.message}</FormMessage>
        {result.conversationId ? (
          <Link to={`/cont/mesaje/${result.conversationId}`} className="button button--primary button--block" data-testid="contact-thread">
            Vezi conversația
          </Link>
        ) : null}
      </div>
    );
  }

  const messageError = error('message');
  return (
    <fetcher.Form method="post" className="form contact-form" noValidate onSubmit={onSubmit} aria-labelledby={`${messageId}-title`} data-testid="contact-form">
      <h2 className="contact-form__title" id={`${messageId}-title`}>
        Trimite un mesaj
      </h2>
      <p className="contact-form__lead">
        {signedIn
          ? 'Scrie-i proprietarului anunțului. Conversația o găsești în contul tău, la Mesaje.'
          : 'Scrie-i proprietarului anunțului. Răspunsul vine pe adresa ta de email.'}
      </p>
      <input type="hidden" name="intent" value="contact" />
      <SubmissionToken after={answer} />
      {signedIn ? (
        <>
          <input type="hidden" name="name" value={defaults.name} />
          <input type="hidden" name="email" value={defaults.email} />
        </>
      ) : (
        <>
          <TextField label="Nume" name="name" autoComplete="name" maxLength={CONTACT_NAME_MAX} required defaultValue={defaults.name} error={error('name')} />
          <EmailField defaultValue={defaults.email} error={error('email')} />
          <TextField label="Telefon (opțional)" name="phone" type="tel" autoComplete="tel" error={error('phone')} />
        </>
      )}
      <div className={`field${messageError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={messageId}>
          Mesaj
        </label>
        <textarea
          id={messageId}
          name="message"
          className="field__input contact-form__message"
          rows={5}
          maxLength={CONTACT_MESSAGE_MAX}
          required
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
        />
        <FieldError id={messageId} error={messageError} />
      </div>
      {result?.message ? <FormMessage kind="error">{result.message}</FormMessage> : null}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? 'Se trimite…' : 'Trimite mesajul'}
      </button>
    </fetcher.Form>
  );
}
