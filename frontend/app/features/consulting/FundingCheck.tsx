/**
 * The eligibility check of `verifica-eligibilitate-finantare` and `verifica-eligibilitate-masura-3`:
 * the company's answers once, and the results of every programme under them.
 *
 * Without JavaScript the answers form is a GET form: the server reads the answers from the address
 * and renders the results (this component). With JavaScript the same loader is called as the
 * visitor answers (a fetcher, debounced, nothing kept) and the results change in place; the status
 * line announces them politely. A signed-in visitor may keep the check in the account and have it
 * emailed; anyone may send it to a consultant (a consulting request carrying the answers).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Link, useFetcher } from 'react-router';
import type { ProgrammeResult } from '@contracts/funding';
import { FormMessage } from '~/components/Field';
import { paths } from '~/lib/paths';
import { useRootData } from '~/lib/root-data';
import { AnswerFields } from './AnswerFields';
import { ConsultingForm } from './ConsultingForm';
import { RequestSent } from './RequestSent';
import { answersQuery, CHECK_GROUPS, fieldsOf, readAnswers, type AnswerValues, type CheckTool } from './funding-answers';
import { callsText, resultSummary, splitCalls } from './funding-format';
import { LIVE_DELAY_MS } from './live-delay';
import { FUNDING_REQUEST_FORM } from './consulting-forms';
import type { CheckView, FundingActionData, FundingCheckData } from './funding.server';
import { ProgrammeResults } from './FundingResults';
import { useNewest } from './use-newest';

/** The results' heading: the status line links to it. */
const RESULTS_ID = 'rezultate';

export interface FundingCheckProps {
  /** Which page: every programme, or Măsura 3 only (the questions differ). */
  tool: CheckTool;
  /** The page's path: where the answers are sent. */
  path: string;
  data: FundingCheckData;
  actionData: FundingActionData | undefined;
  submitLabel: string;
  /** Names the answers form for assistive technology. */
  formName: string;
}

export function FundingCheck({ tool, path, data, actionData, submitLabel, formName }: FundingCheckProps) {
  const groups = CHECK_GROUPS[tool];
  const { user } = useRootData();
  const live = useFetcher<FundingCheckData>();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saved = actionData?.intent === 'save' && actionData.ok ? actionData : undefined;
  const check: CheckView = useNewest([data.check, live.data?.check, saved?.check]) ?? data.check;
  // Errors are those of a submission (the page's own answer), never of answers still being typed.
  const errors = check === data.check ? data.check.errors : {};

  // What the fields hold right now: keeping the check or sending it takes these, even before the
  // results of the last change have come back.
  const [typed, setTyped] = useState<AnswerValues | null>(null);
  const onAnswers = () => {
    if (formRef.current) setTyped(readAnswers(new FormData(formRef.current), fieldsOf(groups)).values);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (formRef.current) void live.submit(formRef.current, { method: 'get', action: path, preventScrollReset: true });
    }, LIVE_DELAY_MS);
  };
  // A CAEN class picked from the list is in the field once React has rendered it.
  const onPicked = () => setTimeout(onAnswers, 0);
  useEffect(() => () => clearTimeout(timer.current), []);
  const values = typed ?? check.values;

  const computing = live.state !== 'idle';
  return (
    <div className="funding-tool">
      <Form
        ref={formRef}
        method="get"
        action={path}
        className="form funding-form"
        onChange={onAnswers}
        aria-label={formName}
        data-testid="funding-form"
        preventScrollReset
        noValidate
      >
        {data.prefilled ? (
          <FormMessage kind="info">
            Am completat răspunsurile cu datele firmei {data.company ? `${data.company} ` : ''}din profilul tău. Verifică-le și completează restul.
          </FormMessage>
        ) : null}
        {data.anaf ? (
          <div data-testid="anaf-note" data-filled={data.anaf.filled ? 'true' : 'false'}>
            <FormMessage kind="info">{data.anaf.note}</FormMessage>
          </div>
        ) : null}
        <AnswerFields groups={groups} values={data.check.values} errors={errors} caenName={data.check.caenName} onPicked={onPicked} />
        <div className="funding-form__actions">
          <button type="submit" className="button button--primary">
            {submitLabel}
          </button>
          <p className="funding-form__status">
            <span role="status" aria-live="polite" data-testid="funding-status">
              {check.results ? resultSummary(check.results, check.callIds) : ''}
            </span>{' '}
            {computing ? (
              <span className="muted-text" aria-hidden="true">
                Se calculează…
              </span>
            ) : null}
            {check.results ? (
              <a href={`#${RESULTS_ID}`} className="link">
                Vezi rezultatele
              </a>
            ) : null}
          </p>
        </div>
      </Form>
      <section className="funding-results" aria-labelledby={RESULTS_ID} aria-busy={computing || undefined} data-testid="funding-results">
        <h3 className="funding-results__title" id={RESULTS_ID} tabIndex={-1}>
          Rezultatul verificării
        </h3>
        {check.message ? <FormMessage kind="error">{check.message}</FormMessage> : null}
        {check.results ? (
          <>
            <p className="muted-text">
              Rezultat orientativ, calculat din răspunsurile tale după regulile din ghidurile oficiale. Decizia finală aparține finanțatorului.
            </p>
            <ResultsAndCalls results={check.results} callIds={check.callIds} />
            <NextSteps values={values} data={data} actionData={actionData} path={path} user={user} />
          </>
        ) : check.message ? null : (
          <p className="muted-text">
            Răspunde la întrebări și rezultatele apar aici. Poți lăsa necompletat ce nu știi: condițiile care depind de acel răspuns rămân de verificat.
          </p>
        )}
      </section>
    </div>
  );
}

/** The programmes side by side; the open and announced funding calls (often many) folded under them. */
function ResultsAndCalls({ results, callIds }: { results: ProgrammeResult[]; callIds: string[] }) {
  const { programmes, calls } = splitCalls(results, callIds);
  return (
    <>
      <ProgrammeResults results={programmes} headingLevel={4} />
      {calls.length ? (
        <details className="funding-calls" data-testid="funding-calls">
          <summary className="funding-calls__summary">{callsText(calls)}</summary>
          <ProgrammeResults results={calls} headingLevel={4} />
        </details>
      ) : null}
    </>
  );
}

/** The answers, unseen, in the forms that keep the check or send it to a consultant. */
function HiddenAnswers({ values }: { values: AnswerValues }) {
  return <>{Object.entries(values).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}</>;
}

interface NextStepsProps {
  /** The answers the check is kept or sent with. */
  values: AnswerValues;
  data: FundingCheckData;
  actionData: FundingActionData | undefined;
  path: string;
  user: { fullName: string; email: string } | null;
}

function NextSteps({ values, data, actionData, path, user }: NextStepsProps) {
  const saved = actionData?.intent === 'save' && actionData.ok ? actionData : undefined;
  const request = actionData?.intent === 'request' ? actionData : undefined;
  // One object per answer, not per render: the form's submission token changes with it.
  const failedRequest = useMemo(
    () => (request && !request.ok ? { ok: false as const, fieldErrors: request.fieldErrors, message: request.message, values: request.values } : undefined),
    [request],
  );
  const emailed = actionData?.intent === 'email' ? actionData : undefined;
  const failedSave = actionData?.intent === 'save' && !actionData.ok ? actionData : undefined;
  // A kept check stays kept while it is emailed (the email's answer names it again).
  const keptId = saved?.checkId ?? (emailed?.checkId || undefined);
  return (
    <div className="funding-next">
      <div className="funding-next__keep">
        {keptId ? (
          <>
            {saved ? <FormMessage kind="success">{saved.message}</FormMessage> : null}
            {emailed ? <FormMessage kind={emailed.ok ? 'success' : 'error'}>{emailed.message}</FormMessage> : null}
            <div className="funding-next__row">
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="email" />
                <input type="hidden" name="checkId" value={keptId} />
                <button type="submit" className="button button--ghost">
                  Trimite-mi rezultatul pe email
                </button>
              </Form>
              <Link to={`${paths.account()}#verificari`} className="link">
                Vezi „Verificările mele”
              </Link>
            </div>
          </>
        ) : data.signedIn ? (
          <Form method="post" preventScrollReset data-testid="save-check">
            <input type="hidden" name="intent" value="save" />
            <HiddenAnswers values={values} />
            {failedSave ? <FormMessage kind="error">{failedSave.message}</FormMessage> : null}
            <button type="submit" className="button button--ghost">
              Păstrează verificarea în cont
            </button>
          </Form>
        ) : (
          <p className="muted-text">
            <Link to={paths.login(path + answersQuery(values))} className="link">
              Intră în cont
            </Link>{' '}
            ca să păstrezi verificarea și să o primești pe email.
          </p>
        )}
      </div>
      <div className="funding-next__request" id="cerere-consultanta">
        {request?.ok ? (
          <RequestSent number={request.number} message={request.message} />
        ) : (
          <details className="funding-request" open={request ? true : undefined}>
            <summary className="button button--accent funding-request__toggle">Trimite rezultatul unui consultant</summary>
            <p>Un consultant RoAfaceri primește răspunsurile și rezultatul de mai sus și te contactează cu pașii următori.</p>
            <ConsultingForm
              spec={FUNDING_REQUEST_FORM}
              name="Cerere de consultanță pentru finanțare"
              actionData={failedRequest}
              defaults={user ? { fullName: user.fullName, email: user.email } : undefined}
              hidden={{ intent: 'request', ...values }}
            />
          </details>
        )}
      </div>
    </div>
  );
}
