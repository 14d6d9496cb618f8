/** The indicative answer of the eligibility check, with the way to a consultant. */
import type { GrantTreiResult } from '@contracts/consulting';
import { Link } from 'react-router';
import { FormMessage } from '~/components/Field';
import { paths } from '~/lib/paths';

const euro = (value: number) => `${String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} EUR`;

export function EligibilityResult({ result, number, message }: { result: GrantTreiResult; number: string; message: string }) {
  return (
    <div className="eligibility-result" data-testid="eligibility-result" data-eligible={result.eligible}>
      <h2 className="section__title">{result.eligible ? 'Firma ta pare eligibilă' : 'Firma ta nu pare eligibilă deocamdată'}</h2>
      <p>Rezultat orientativ, calculat din răspunsurile tale. Decizia finală aparține finanțatorului, după analiza dosarului.</p>
      {result.eligible ? (
        <dl className="eligibility-result__figures">
          <div>
            <dt>Grant estimat</dt>
            <dd>{euro(result.grantEur)}</dd>
          </div>
          <div>
            <dt>Contribuția firmei</dt>
            <dd>{euro(result.coFinancingEur)}</dd>
          </div>
        </dl>
      ) : (
        <>
          <h3 className="eligibility-result__subtitle">De ce</h3>
          <ul className="eligibility-result__reasons">
            {result.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      )}
      {result.notes.length ? (
        <ul className="eligibility-result__notes">
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <FormMessage kind="success">
        {message} Numărul cererii: <strong>{number}</strong>.
      </FormMessage>
      <p className="eligibility-result__cta">
        <Link to={paths.contact()} className="button button--accent">
          Vorbește cu un consultant
        </Link>
      </p>
    </div>
  );
}

export function RequestSent({ number, message }: { number: string; message: string }) {
  return (
    <div data-testid="consulting-sent">
      <FormMessage kind="success">
        {message} Numărul cererii: <strong>{number}</strong>.
      </FormMessage>
    </div>
  );
}
