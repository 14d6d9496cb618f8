/**
 * The views of the saved-search pages: the save form, and the user's searches with their forms
 * (rename, frequency, pause / resume, delete with a confirmation). Every button is a plain form
 * posted to the page's action, so everything works without JavaScript; what users typed is shown as text.
 */
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_FREQUENCY_LABELS, SAVED_SEARCH_NAME_MAX, type SavedSearchFrequency } from '@contracts/saved-searches';
import { FieldError, FormMessage, TextField } from '~/components/Field';
import { countLabel } from '~/features/listings/format';
import { SubmissionToken } from '~/lib/submission-token';
import type { NewSavedSearchActionData, NewSavedSearchData, SavedSearchesActionData, SavedSearchRow } from './saved-searches.server';
import { savedSearchPaths } from './paths';

const FREQUENCY_HINTS: Record<SavedSearchFrequency, string> = {
  instant: 'un email când apare un anunț potrivit (cel mult unul pe oră)',
  daily: 'un singur email pe zi cu anunțurile noi',
  weekly: 'un singur email pe săptămână cu anunțurile noi',
};

function FrequencyChoices({ value, error, idPrefix }: { value: string; error?: string; idPrefix?: string }) {
  const id = useId();
  return (
    <fieldset className={`field answer-choices${error ? ' field--invalid' : ''}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">Cât de des primești alertele</legend>
      <div className="answer-choices__options saved-search__frequencies">
        {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
          <label key={frequency} className="answer-choices__option">
            <input
              type="radio"
              name="frequency"
              value={frequency}
              defaultChecked={value === frequency}
              id={idPrefix ? `${idPrefix}-${frequency}` : undefined}
            />{' '}
            <span>
              <strong>{SAVED_SEARCH_FREQUENCY_LABELS[frequency]}</strong>: {FREQUENCY_HINTS[frequency]}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** The filters in words. */
function Summary({ lines, testId }: { lines: readonly string[]; testId?: string }) {
  return (
    <ul className="saved-search__summary" data-testid={testId}>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

export function NewSavedSearchForm({ draft, result }: { draft: NewSavedSearchData; result: NewSavedSearchActionData | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <div className="panel saved-search-form">
      {result?.limit ? (
        <FormMessage kind="error">
          {result.message}{' '}
          <Link to={savedSearchPaths.list()} className="link">
            Vezi căutările salvate
          </Link>
        </FormMessage>
      ) : result?.message ? (
        <FormMessage kind="error">{result.message}</FormMessage>
      ) : null}
      <h2 className="section__title">{draft.familyTitle}</h2>
      <p>Filtrele căutării:</p>
      <Summary lines={draft.summary} testId="saved-search-summary" />
      <Form method="post" className="form" noValidate>
        <SubmissionToken after={result} />
        <TextField
          label="Numele căutării"
          name="name"
          defaultValue={result?.values.name ?? draft.defaultName}
          maxLength={SAVED_SEARCH_NAME_MAX}
          required
          error={result?.fieldErrors.name}
          hint="Îl vezi în lista căutărilor și în emailurile cu alerte."
        />
        <FrequencyChoices value={result?.values.frequency || 'instant'} error={result?.fieldErrors.frequency} />
        <div className="cta-row">
          <button type="submit" className="button button--primary" disabled={busy}>
            Salvează căutarea
          </button>
          <Link to={draft.backPath} className="button button--ghost">
            Înapoi la rezultate
          </Link>
        </div>
      </Form>
    </div>
  );
}

function Hidden({ id, intent }: { id: string; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </>
  );
}

function SearchItem({
  search,
  result,
  busy,
  editable,
}: {
  search: SavedSearchRow;
  result: SavedSearchesActionData | undefined;
  busy: boolean;
  editable: boolean;
}) {
  const titleId = `cautare-${search.id}-titlu`;
  const about = <span className="visually-hidden"> „{search.name}”</span>;
  const confirming = result?.intent === 'delete' && result.confirmDelete === true;
  const message = result && !confirming && result.message ? result : undefined;
  return (
    <li className="my-listing saved-search" id={`cautare-${search.id}`} data-testid="saved-search" data-saved-search-id={search.id} aria-labelledby={titleId}>
      <div className="my-listing__head">
        {search.family ? <p className="my-listing__family">{search.family}</p> : null}
        <span className={`status-badge ${search.paused ? 'status-badge--expired' : 'status-badge--approved'}`} data-testid="saved-search-state">
          {search.paused ? 'În pauză' : 'Activă'}
        </span>
        {search.newMatches > 0 ? (
          <span className="status-badge status-badge--promoted" data-testid="new-matches">
            {countLabel(search.newMatches, 'potrivire nouă', 'potriviri noi')}
          </span>
        ) : (
          <span className="muted-text" data-testid="new-matches">
            Nicio potrivire nouă
          </span>
        )}
      </div>
      <h3 className="my-listing__title" id={titleId}>
        {search.name}
      </h3>
      {search.summary.length ? <Summary lines={search.summary} /> : null}
      <p className="muted-text" data-testid="saved-search-frequency">
        Alerte: {search.frequencyLabel.toLowerCase()}
        {search.paused ? ' (oprite acum)' : ''}
      </p>
      {message ? <FormMessage kind={message.ok ? 'success' : 'error'}>{message.message}</FormMessage> : null}

      {confirming ? (
        <div className="my-listing__confirm" role="group" aria-labelledby={`${titleId}-stergere`}>
          <p id={`${titleId}-stergere`}>Sigur ștergi căutarea „{search.name}”? Nu vei mai primi alerte pentru ea.</p>
          <Form method="post" className="my-listing__actions">
            <Hidden id={search.id} intent="delete" />
            <input type="hidden" name="confirm" value="da" />
            <button type="submit" className="button button--danger" disabled={busy}>
              Da, șterge căutarea
            </button>
            <Link to={`${savedSearchPaths.list()}#cautare-${search.id}`} className="button button--ghost">
              Renunță
            </Link>
          </Form>
        </div>
      ) : (
        <div className="my-listing__actions">
          <Link to={search.openPath} className="button button--primary button--small" data-testid="open-saved-search">
            Vezi rezultatele{about}
          </Link>
          <Form method="post" className="my-listing__inline-form">
            <Hidden id={search.id} intent={search.paused ? 'resume' : 'pause'} />
            <button type="submit" className="button button--ghost button--small" disabled={busy}>
              {search.paused ? 'Pornește alertele' : 'Oprește alertele'}
              {about}
            </button>
          </Form>
          {editable ? (
            <Form method="post" className="my-listing__inline-form">
              <Hidden id={search.id} intent="delete" />
              <button type="submit" className="button button--danger-outline button--small" disabled={busy}>
                Șterge{about}
              </button>
            </Form>
          ) : null}
        </div>
      )}

      <details
        className="saved-search__edit"
        open={Boolean(result && !result.ok && (result.intent === 'rename' || result.intent === 'frequency')) || undefined}
      >
        <summary>{editable ? 'Schimbă numele sau frecvența' : 'Schimbă frecvența'}</summary>
        {editable ? (
          <Form method="post" className="form saved-search__form">
            <Hidden id={search.id} intent="rename" />
            <TextField
              label="Numele căutării"
              name="name"
              defaultValue={search.name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              required
              error={result?.intent === 'rename' ? result.fieldErrors?.name : undefined}
            />
            <button type="submit" className="button button--secondary button--small" disabled={busy}>
              Redenumește{about}
            </button>
          </Form>
        ) : null}
        <Form method="post" className="form saved-search__form">
          <Hidden id={search.id} intent="frequency" />
          <FrequencyChoices value={search.frequency} error={result?.intent === 'frequency' ? result.fieldErrors?.frequency : undefined} />
          <button type="submit" className="button button--secondary button--small" disabled={busy}>
            Schimbă frecvența{about}
          </button>
        </Form>
      </details>
    </li>
  );
}

export function SavedSearchList({
  searches,
  result,
  editable,
  label,
}: {
  searches: readonly SavedSearchRow[];
  result: SavedSearchesActionData | undefined;
  editable: boolean;
  label: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <ul className="my-listings" aria-label={label}>
      {searches.map((search) => (
        <SearchItem key={search.id} search={search} result={result?.id === search.id ? result : undefined} busy={busy} editable={editable} />
      ))}
    </ul>
  );
}
