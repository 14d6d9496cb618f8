/**
 * The results of the funding tools, the same on the server's page (a submitted form without
 * JavaScript) and after a live computation: one card per programme, side by side and eligible
 * first, each criterion with a tick, a cross or a question mark and its reason, what to change to
 * qualify, the grant the company could get, the score where the programme scores and the official
 * guide the rules follow. The points chart is plain HTML and CSS.
 */
import { useId } from 'react';
import type { CriterionResult, ProgrammeResult, ScoreResult } from '@contracts/funding';
import { formatDate } from '~/features/listings/format';
import { formatPercent } from '@contracts/format-money';
import { adviceOf, CRITERION_OUTCOME, formatEuro, percentOf, pointsLabel, PROGRAMME_OUTCOME, sortResults, statusOf } from './funding-format';

export function ProgrammeResults({ results, headingLevel = 3 }: { results: readonly ProgrammeResult[]; headingLevel?: 3 | 4 }) {
  if (!results.length) return <p className="muted-text">Niciun program nu se potrivește cu răspunsurile date.</p>;
  return (
    <ol className="programme-results" data-testid="programme-results">
      {sortResults(results).map((result) => (
        <li key={result.programmeId} className="programme-results__item">
          <ProgrammeCard result={result} headingLevel={headingLevel} />
        </li>
      ))}
    </ol>
  );
}

function ProgrammeCard({ result, headingLevel }: { result: ProgrammeResult; headingLevel: 3 | 4 }) {
  const id = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const status = statusOf(result);
  // A closed call is shown as closed: its conditions stay readable, but nothing suggests applying to it.
  const closed = status === 'closed';
  const notMet = closed ? [] : result.criteria.filter((criterion) => criterion.outcome === 'not_met');
  const unknown = closed ? [] : result.criteria.filter((criterion) => criterion.outcome === 'unknown');
  const availability = result.availability;
  return (
    <article
      className={`programme-result programme-result--${closed ? 'closed' : result.outcome}`}
      aria-labelledby={`${id}-name`}
      data-testid="programme-result"
      data-programme-id={result.programmeId}
      data-outcome={result.outcome}
      data-status={status}
    >
      <header className="programme-result__head">
        <Heading className="programme-result__name" id={`${id}-name`}>
          {result.name}
        </Heading>
        {closed ? (
          <p className="programme-result__badge programme-result__badge--closed" data-testid="programme-outcome">
            Apel închis
          </p>
        ) : (
          <p className={`programme-result__badge programme-result__badge--${result.outcome}`} data-testid="programme-outcome">
            {PROGRAMME_OUTCOME[result.outcome].label}
          </p>
        )}
      </header>
      {availability ? (
        <div className={`programme-result__status programme-result__status--${status}`} data-testid="programme-status">
          <p>
            <strong>{availability.label}.</strong>{' '}
            {availability.canApplyNow ? 'Poți depune cererea acum.' : status === 'upcoming' ? 'Nu se pot depune cereri încă.' : 'Nu se mai pot depune cereri.'}
          </p>
          {availability.note ? <p className="programme-result__status-note">{availability.note}</p> : null}
        </div>
      ) : null}
      {result.grant && !closed ? (
        <dl className="programme-result__figures">
          {result.grant.estimateEur > 0 ? (
            <>
              <div>
                <dt>Grant estimat</dt>
                <dd data-testid="grant-estimate">{formatEuro(result.grant.estimateEur)}</dd>
              </div>
              <div>
                <dt>Contribuția firmei</dt>
                <dd>{formatEuro(result.grant.ownContributionEur)}</dd>
              </div>
            </>
          ) : null}
          <div>
            <dt>Grant posibil</dt>
            <dd>
              {formatEuro(result.grant.minEur)} – {formatEuro(result.grant.maxEur)}, cel mult {formatPercent(result.grant.share, 0)} din investiție
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="programme-result__subtitle">{closed ? 'Condițiile apelului, cu titlu informativ' : 'Condiții'}</p>
      <ul className="criteria" aria-label={`Condițiile programului ${result.name}`}>
        {result.criteria.map((criterion) => (
          <Criterion key={criterion.key} criterion={criterion} />
        ))}
      </ul>
      {notMet.length ? (
        <div className="programme-result__fix" data-testid="programme-fix">
          <p className="programme-result__subtitle">Ce ar trebui să schimbi ca să te califici</p>
          <ul>
            {notMet.map((criterion) => (
              <li key={criterion.key}>{criterion.reason}</li>
            ))}
          </ul>
        </div>
      ) : unknown.length ? (
        <p className="programme-result__missing">Mai spune-ne: {unknown.map((criterion) => criterion.label.replace(/\.$/, '')).join('; ')}.</p>
      ) : null}
      {result.score ? <ScoreChart score={result.score} title={`Punctaj estimat la ${result.name}`} /> : null}
      <p className="programme-result__source">
        Reguli după{' '}
        <a href={result.source.url} className="link" target="_blank" rel="noopener noreferrer">
          {result.source.title}
        </a>
        {result.source.date ? ` (${formatDate(result.source.date)})` : ''}, versiunea {result.version}.
        {availability?.source && availability.source.url !== result.source.url ? (
          <>
            {' '}
            Datele apelului după{' '}
            <a href={availability.source.url} className="link" target="_blank" rel="noopener noreferrer">
              {availability.source.title}
            </a>
            .
          </>
        ) : null}
      </p>
    </article>
  );
}

function Criterion({ criterion }: { criterion: CriterionResult }) {
  const outcome = CRITERION_OUTCOME[criterion.outcome];
  return (
    <li className={`criterion criterion--${criterion.outcome}`} data-criterion={criterion.key} data-outcome={criterion.outcome}>
      <span className="criterion__mark" aria-hidden="true">
        {outcome.mark}
      </span>
      <span className="criterion__text">
        <span className="visually-hidden">{outcome.label}: </span>
        <span className="criterion__label">{criterion.label}</span>
        <span className="criterion__reason">{criterion.reason}</span>
      </span>
    </li>
  );
}

/** Each criterion's points out of its maximum as a bar, the total against the threshold line, and how to gain points. */
export function ScoreChart({ score, title = 'Punctajul pe criterii', advice = true }: { score: ScoreResult; title?: string; advice?: boolean }) {
  const id = useId();
  const tips = advice ? adviceOf(score) : [];
  const missing = Math.max(0, score.threshold - score.total);
  return (
    <figure className="score-chart" aria-labelledby={`${id}-title`} data-testid="score-chart" data-total={score.total}>
      <figcaption className="score-chart__title" id={`${id}-title`}>
        {title}
      </figcaption>
      <ul className="score-chart__lines">
        {score.lines.map((line) => (
          <li key={line.key} className="score-chart__line" data-criterion={line.key} data-points={line.points}>
            <span className="score-chart__label">{line.label}</span>
            <span className="score-chart__bar" aria-hidden="true">
              <span className="score-chart__fill" style={{ width: `${percentOf(line.points, line.max)}%` }} />
            </span>
            <span className="score-chart__value">
              {line.points} din {line.max}
            </span>
          </li>
        ))}
      </ul>
      <div className="score-chart__total">
        <p className="score-chart__sum">
          Total: <strong data-testid="score-total">{score.total}</strong> din {score.max} puncte
        </p>
        <span className="score-chart__bar score-chart__bar--total" aria-hidden="true">
          <span
            className={`score-chart__fill${score.passesThreshold ? ' score-chart__fill--pass' : ''}`}
            style={{ width: `${percentOf(score.total, score.max)}%` }}
          />
          <span className="score-chart__threshold" style={{ left: `${percentOf(score.threshold, score.max)}%` }} />
        </span>
        <p className="score-chart__verdict" data-testid="score-verdict">
          Pragul minim de finanțare: {pointsLabel(score.threshold)}.{' '}
          {score.passesThreshold ? 'Proiectul trece de prag.' : `Îți mai trebuie ${pointsLabel(missing)} ca să treci de prag.`}
        </p>
      </div>
      {tips.length ? (
        <div className="score-chart__advice" data-testid="score-advice">
          <p className="programme-result__subtitle">Cum poți câștiga puncte</p>
          <ul>
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </figure>
  );
}
