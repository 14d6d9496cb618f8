/**
 * The digitalisation points calculator of `calculeaza-punctaj`: the answers, the live total, each
 * criterion's points out of its maximum as a bar, the threshold line and how to gain points.
 * Without JavaScript the answers form is a GET form and the server renders the same chart; with
 * JavaScript the page's loader is called as the visitor answers (debounced) and the chart changes
 * in place, the total announced politely.
 */
import { useEffect, useId, useRef } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import { FormMessage } from '~/components/Field';
import { paths } from '~/lib/paths';
import { AnswerFields } from './AnswerFields';
import { SCORE_GROUPS, SCORE_SENT_FIELD } from './funding-answers';
import { scoreOf } from './funding-format';
import type { ScoreView } from './funding.server';
import { ScoreChart } from './FundingResults';
import { LIVE_DELAY_MS } from './live-delay';
import { useNewest } from './use-newest';

export interface ScoreCalculatorProps {
  path: string;
  score: ScoreView;
}

export function ScoreCalculator({ path, score: pageScore }: ScoreCalculatorProps) {
  const live = useFetcher<{ score: ScoreView }>();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resultId = useId();
  const score: ScoreView = useNewest([pageScore, live.data?.score]) ?? pageScore;
  const errors = score === pageScore ? pageScore.errors : {};
  const schedule = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (formRef.current) void live.submit(formRef.current, { method: 'get', action: path, preventScrollReset: true });
    }, LIVE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  const computing = live.state !== 'idle';
  const chart = score.result ? scoreOf(score.result) : null;

  return (
    <div className="funding-tool funding-tool--score">
      <Form
        ref={formRef}
        method="get"
        action={path}
        className="form funding-form"
        onChange={schedule}
        aria-label="Calculator de punctaj pentru digitalizare"
        data-testid="score-form"
        preventScrollReset
        noValidate
      >
        <input type="hidden" name={SCORE_SENT_FIELD} value="1" />
        <AnswerFields groups={SCORE_GROUPS} values={pageScore.values} errors={errors} caenName={null} required onPicked={schedule} />
        <div className="funding-form__actions">
          <button type="submit" className="button button--primary">
            Calculează punctajul
          </button>
          <p className="funding-form__status">
            <span role="status" aria-live="polite" data-testid="score-status">
              {chart ? `Punctaj total: ${chart.total} din ${chart.max}.` : ''}
            </span>{' '}
            {computing ? (
              <span className="muted-text" aria-hidden="true">
                Se calculează…
              </span>
            ) : null}
          </p>
        </div>
      </Form>
      <section className="funding-results" aria-labelledby={resultId} aria-busy={computing || undefined} data-testid="score-result">
        <h3 className="funding-results__title" id={resultId}>
          Punctajul estimat
        </h3>
        {score.message ? <FormMessage kind="error">{score.message}</FormMessage> : null}
        {chart ? (
          <>
            <ScoreChart score={chart} />
            <p className="muted-text">
              Punctaj orientativ, după grila de evaluare a proiectelor de digitalizare. Vrei să știi și dacă firma este eligibilă?{' '}
              <Link to={paths.eligibilityCheck()} className="link">
                Verifică eligibilitatea
              </Link>
              .
            </p>
          </>
        ) : score.message ? null : (
          <p className="muted-text" data-testid="score-missing">
            {score.missing.length ? `Ca să vezi punctajul, mai răspunde la: ${score.missing.join('; ')}.` : 'Răspunde la întrebări și punctajul apare aici.'}
          </p>
        )}
      </section>
    </div>
  );
}
