/**
 * The deal room part of a confidential listing's detail page: the „Anunț confidențial” badge and
 * what stays hidden until the seller approves; then, by visitor: a link to sign in (anonymous), the
 * access request form with the NDA or the request's state (signed-in buyer), or the company's name,
 * the private documents and, for the owner, the way to the requests (full access).
 *
 * The form is a plain HTML form posted to the page's action (it works without JavaScript); the
 * page's data is loaded again after it, so the request's state replaces the form. The part's code
 * loads with the page's other below-the-fold parts (features/listings/detail/below-fold.ts).
 */
import { useId } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { FieldError, FormMessage } from '~/components/Field';
import { SubmissionToken } from '~/lib/submission-token';
import type { DetailActionData } from '~/features/listings/detail/detail-data';
import { ACCESS_MESSAGE_MAX } from './access-rules';
import type { DealRoomView } from './deal-room-data';

export const HIDDEN_UNTIL_APPROVED =
  'Numele firmei, localitatea exactă, documentele și datele de contact sunt vizibile după ce vânzătorul aprobă cererea ta de acces, în baza unui acord de confidențialitate.';

const REQUEST_STATES: Record<string, string> = {
  pending: 'Cererea ta așteaptă răspunsul vânzătorului.',
  rejected: 'Cererea ta de acces a fost respinsă. Poți trimite o nouă cerere.',
  revoked: 'Vânzătorul ți-a retras accesul la acest anunț.',
};

function Documents({ documents }: { documents: DealRoomView['documents'] }) {
  return (
    <div className="deal-room__documents" data-testid="deal-room-documents">
      <h3 className="detail-card__title">Documente</h3>
      {documents.length ? (
        <ul>
          {documents.map((document) => (
            <li key={document.href}>
              {/* A file, not a page of the site: the browser opens it (the API logs the opening). */}
              <a href={document.href} target="_blank" rel="noopener">
                {document.name}
              </a>
              {document.size ? <span className="deal-room__size"> ({document.size})</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>Vânzătorul nu a adăugat încă documente.</p>
      )}
    </div>
  );
}

function RequestForm({ room }: { room: DealRoomView }) {
  const actionData = useActionData<DetailActionData>();
  const result = actionData?.intent === 'access' ? actionData : undefined;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'access';
  const id = useId();
  const nda = room.nda;
  if (!nda) return <p>Acordul de confidențialitate nu poate fi afișat acum. Încearcă din nou în câteva minute.</p>;
  const messageError = result?.fieldErrors.message;
  const ndaError = result?.fieldErrors.acceptNda;

  return (
    <Form method="post" className="form deal-room__form" data-testid="access-request-form" preventScrollReset>
      <input type="hidden" name="intent" value="access" />
      <SubmissionToken after={actionData} />
      <div className={`field${messageError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-message`}>
          Mesaj pentru vânzător
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          className="field__input"
          rows={4}
          maxLength={ACCESS_MESSAGE_MAX}
          required
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${id}-message-error` : undefined}
        />
        <FieldError id={`${id}-message`} error={messageError} />
      </div>
      <details className="deal-room__nda" data-testid="nda">
        <summary>
          {nda.title} (versiunea {nda.version})
        </summary>
        {/* A scrolling region is reachable from the keyboard (WCAG 2.1.1): it takes the focus to scroll. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="deal-room__nda-text" tabIndex={0}>
          {nda.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </details>
      <div className={`field field--checkbox${ndaError ? ' field--invalid' : ''}`}>
        <div className="checkbox">
          <input
            id={`${id}-nda`}
            name="acceptNda"
            type="checkbox"
            required
            aria-invalid={ndaError ? true : undefined}
            aria-describedby={ndaError ? `${id}-nda-error` : undefined}
          />
          <label htmlFor={`${id}-nda`}>Am citit și accept acordul de confidențialitate (versiunea {nda.version})</label>
        </div>
        <FieldError id={`${id}-nda`} error={ndaError} />
      </div>
      {result && !result.ok && result.message ? <FormMessage kind="error">{result.message}</FormMessage> : null}
      <button type="submit" className="button button--primary button--block" disabled={busy}>
        {busy ? 'Se trimite…' : 'Solicită acces'}
      </button>
    </Form>
  );
}

export function DealRoom({ room }: { room: DealRoomView }) {
  const actionData = useActionData<DetailActionData>();
  const sent = actionData?.intent === 'access' && actionData.ok ? actionData.message : null;
  const state = room.request && room.access !== 'full' ? REQUEST_STATES[room.request.status] : null;
  const mayRequest = room.access === 'request' && (!room.request || room.request.status === 'rejected' || room.request.status === 'revoked');

  return (
    <section className="detail-card deal-room" aria-labelledby="deal-room-title" data-testid="deal-room">
      <p>
        <span className="deal-room__badge" data-testid="confidential-badge">
          Anunț confidențial
        </span>
      </p>
      {room.access === 'full' ? (
        <>
          <h2 id="deal-room-title" className="detail-card__title">
            {room.managePath ? 'Anunțul tău confidențial' : 'Ai acces la anunțul complet'}
          </h2>
          {room.managePath ? <p>Vizitatorii văd doar descrierea publică; restul îl văd cumpărătorii pe care îi aprobi.</p> : null}
          {room.companyName ? (
            <p data-testid="company-name">
              Firma: <strong>{room.companyName}</strong>
            </p>
          ) : null}
          <Documents documents={room.documents} />
          {room.managePath ? <Link to={room.managePath}>Cererile de acces și deschiderile documentelor</Link> : null}
        </>
      ) : (
        <>
          <h2 id="deal-room-title" className="detail-card__title">
            Solicită acces la datele firmei
          </h2>
          <p>{HIDDEN_UNTIL_APPROVED}</p>
          {sent ? <FormMessage kind="success">{sent}</FormMessage> : null}
          {state ? (
            <p className="deal-room__state" role="status" data-testid="access-request-state">
              {state} {room.request ? <span className="deal-room__date">({room.request.date})</span> : null}
            </p>
          ) : null}
          {room.access === 'login' ? (
            <Link to={room.loginPath} className="button button--primary button--block" data-testid="access-login">
              Solicită acces
            </Link>
          ) : mayRequest ? (
            <RequestForm room={room} />
          ) : null}
        </>
      )}
    </section>
  );
}
