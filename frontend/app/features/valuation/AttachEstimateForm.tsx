/**
 * The estimate's owner shows it on one of their company listings („valoare estimată”): a select of
 * their company listings and one button. Posts to the stored estimate page's action.
 */
import { useId } from 'react';
import { Form, Link } from 'react-router';
import { FormMessage } from '~/components/Field';
import { paths } from '~/lib/paths';
import type { AttachActionData, OwnListingOption } from './estimate.server';

export interface AttachEstimateFormProps {
  listings: OwnListingOption[];
  attachedIds: string[];
  answer?: AttachActionData;
}

export function AttachEstimateForm({ listings, attachedIds, answer }: AttachEstimateFormProps) {
  const id = useId();
  const attached = listings.filter((listing) => attachedIds.includes(listing.id));
  return (
    <section className="panel estimate-attach" aria-labelledby={`${id}-title`} data-testid="attach-estimate">
      <h2 id={`${id}-title`} className="estimate-form__title">
        Arată estimarea pe anunțul firmei
      </h2>
      {answer ? <FormMessage kind={answer.ok ? 'success' : 'error'}>{answer.message}</FormMessage> : null}
      {attached.length ? <p>Apare acum ca valoare estimată pe: {attached.map((listing) => `„${listing.title}”`).join(', ')}.</p> : null}
      {listings.length ? (
        <Form method="post" className="form">
          <div className="field">
            <label className="field__label" htmlFor={id}>
              Anunțul firmei
            </label>
            <select id={id} name="listingId" className="field__input" defaultValue={answer?.listingId ?? listings[0]?.id}>
              {listings.map((listing) => (
                <option key={listing.id} value={listing.id}>
                  {listing.title} ({listing.statusName})
                </option>
              ))}
            </select>
            <p className="field__hint">Cumpărătorii văd intervalul și un link către metoda de calcul, nu datele tale de cont.</p>
          </div>
          <button type="submit" className="button button--secondary">
            Afișează ca valoare estimată
          </button>
        </Form>
      ) : (
        <p>
          Nu ai încă un anunț de vânzare a unei afaceri.{' '}
          <Link to={paths.addCompany()} className="link">
            Publică un anunț
          </Link>{' '}
          și revino aici ca să îi adaugi valoarea estimată.
        </p>
      )}
    </section>
  );
}
