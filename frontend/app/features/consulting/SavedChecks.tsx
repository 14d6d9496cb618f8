/** „Verificările mele”: the eligibility checks the user kept (date, best outcome, open again, email, delete). */
import { Form, Link, useNavigation } from 'react-router';
import type { SavedEligibilityCheck } from '@contracts/funding';
import { FormMessage } from '~/components/Field';
import { formatDate } from '~/features/listings/format';
import { paths } from '~/lib/paths';
import { answersQuery, ELIGIBILITY_GROUPS, fieldsOf, MEASURE_3_GROUPS, MEASURE_3_PROGRAMMES, valuesOf } from './funding-answers';
import { bestOutcome, canApplyNow, PROGRAMME_OUTCOME } from './funding-format';
import type { SavedCheckActionData } from './saved-checks.server';

/** The page that opens the check's answers again: Măsura 3's own page for a check of that programme only. */
export function reopenPath(check: SavedEligibilityCheck): string {
  const measure3Only = check.results.length > 0 && check.results.every((result) => (MEASURE_3_PROGRAMMES as readonly string[]).includes(result.programmeId));
  const [path, groups] = measure3Only ? [paths.eligibilityMeasure3(), MEASURE_3_GROUPS] : [paths.eligibilityCheck(), ELIGIBILITY_GROUPS];
  return path + answersQuery(valuesOf(check.answers, fieldsOf(groups)));
}

export function SavedChecks({ checks, result }: { checks: SavedEligibilityCheck[]; result?: SavedCheckActionData }) {
  const busy = useNavigation().state === 'submitting';
  const orphan = result && !checks.some((check) => check.id === result.checkId) ? result : undefined;
  return (
    <>
      {orphan ? <FormMessage kind={orphan.ok ? 'success' : 'error'}>{orphan.message}</FormMessage> : null}
      {checks.length ? (
        <ul className="saved-checks" aria-label="Verificările tale de eligibilitate" data-testid="saved-checks">
          {checks.map((check) => {
            const best = bestOutcome(check.results);
            // Only calls one can apply to now: a closed one is never shown as the best outcome.
            const names = check.results.filter((item) => canApplyNow(item) && item.outcome === best).map((item) => item.name);
            return (
              <li key={check.id} className="saved-check" data-check-id={check.id}>
                <p className="saved-check__date">Verificare din {formatDate(check.createdAt)}</p>
                {best ? (
                  <p className="saved-check__outcome">
                    <span className={`programme-result__badge programme-result__badge--${best}`}>{PROGRAMME_OUTCOME[best].label}</span> {names.join(', ')}
                  </p>
                ) : null}
                <div className="saved-check__actions">
                  <Link to={reopenPath(check)} className="link">
                    Deschide răspunsurile
                  </Link>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="checkId" value={check.id} />
                    <button type="submit" name="intent" value="email-check" className="button button--ghost button--small" disabled={busy}>
                      Trimite pe email
                    </button>
                  </Form>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="checkId" value={check.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="delete-check"
                      className="button button--ghost button--small"
                      disabled={busy}
                      aria-label={`Șterge verificarea din ${formatDate(check.createdAt)}`}
                    >
                      Șterge
                    </button>
                  </Form>
                </div>
                {result?.checkId === check.id ? <FormMessage kind={result.ok ? 'success' : 'error'}>{result.message}</FormMessage> : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted-text">
          Nu ai păstrat încă nicio verificare.{' '}
          <Link to={paths.eligibilityCheck()} className="link">
            Verifică eligibilitatea firmei
          </Link>{' '}
          și păstreaz-o aici ca să revii la ea.
        </p>
      )}
    </>
  );
}
