/**
 * One instant estimate, as the valuation page shows it after the form and as its shared page shows
 * it: the range with the mid value, the method step by step (multiples with their source, each
 * adjustment with its reason, the assumptions), how each input moves the value, the figures used and
 * the link to share it. Every text from the API is rendered as text.
 */
import { countyName } from '@contracts/counties';
import type { ValuationEstimate } from '@contracts/valuation';
import { formatDate } from '~/features/listings/format';
import { formatNumber } from '@contracts/format';
import { formatPercent } from '@contracts/format-money';
import { formatEurRange, formatEurWhole, formatFactor, formatMultiple } from './estimate-format';
import { RangeChart, SensitivityChart } from './RangeChart';

export interface EstimateResultProps {
  estimate: ValuationEstimate;
  /** Absolute URL of the stored estimate's page. */
  shareUrl: string;
}

const SALE_KIND_NAMES = { shares: 'părțile sociale ale firmei', assets_only: 'doar activele (fondul de comerț)' } as const;

export function EstimateResult({ estimate, shareUrl }: EstimateResultProps) {
  const { method, multiples, inputs, source } = estimate;
  // The earnings multiple the method applies (newer estimates); read loosely so older ones still show.
  const evEbit = (multiples as { evEbit?: number | null }).evEbit ?? null;
  const saleKind = SALE_KIND_NAMES[inputs.includes.kind as keyof typeof SALE_KIND_NAMES] ?? inputs.includes.kind;
  return (
    <article className="estimate" aria-labelledby="estimare-titlu" data-testid="estimate">
      <header className="estimate__header">
        <h2 id="estimare-titlu" className="estimate__title">
          Valoarea estimată{inputs.companyName ? ` pentru ${inputs.companyName}` : ''}
        </h2>
        <p className="estimate__range" data-testid="estimate-range">
          {formatEurRange(estimate.low, estimate.high)}
        </p>
        <dl className="estimate__points">
          <div>
            <dt>Minim</dt>
            <dd data-testid="estimate-low">{formatEurWhole(estimate.low)}</dd>
          </div>
          <div className="estimate__points-mid">
            <dt>Valoare de mijloc</dt>
            <dd data-testid="estimate-mid">{formatEurWhole(estimate.mid)}</dd>
          </div>
          <div>
            <dt>Maxim</dt>
            <dd data-testid="estimate-high">{formatEurWhole(estimate.high)}</dd>
          </div>
        </dl>
        <RangeChart low={estimate.low} mid={estimate.mid} high={estimate.high} />
        <p className="muted-text">
          Estimare orientativă calculată automat, nu un raport de evaluare. Intervalul arată cât de mult pot varia prețurile pentru firme asemănătoare.
        </p>
      </header>

      <section aria-labelledby="estimare-metoda" className="estimate__section">
        <h3 id="estimare-metoda">Cum am calculat</h3>
        <ol className="estimate__steps" data-testid="method-steps">
          {method.summary.map((step) => (
            // The list numbers the steps; a number inside the text (older estimates) would read „1. 1.”.
            <li key={step}>{step.replace(/^\d+\.\s+/, '')}</li>
          ))}
        </ol>
        <h4>Multiplii folosiți</h4>
        <dl className="facts estimate__facts" data-testid="multiples">
          <div className="facts__row">
            <dt>Secțiunea CAEN</dt>
            <dd>
              {multiples.section} – {multiples.sectionName}
            </dd>
          </div>
          <div className="facts__row">
            <dt>Industrii comparabile</dt>
            <dd>{multiples.industries.join(', ')}</dd>
          </div>
          <div className="facts__row">
            <dt>Valoare / cifră de afaceri (EV/Sales)</dt>
            <dd>{formatMultiple(multiples.evSales)}</dd>
          </div>
          {evEbit !== null ? (
            <div className="facts__row">
              <dt>Valoare / profit operațional (EV/EBIT)</dt>
              <dd>{formatMultiple(evEbit)}</dd>
            </div>
          ) : null}
          {multiples.pe !== null ? (
            <div className="facts__row">
              <dt>Preț / profit net (P/E)</dt>
              <dd>{formatMultiple(multiples.pe)}</dd>
            </div>
          ) : null}
          {multiples.netMargin !== null ? (
            <div className="facts__row">
              <dt>Marja netă tipică</dt>
              <dd>{formatPercent(multiples.netMargin)}</dd>
            </div>
          ) : null}
          <div className="facts__row">
            <dt>Sursa</dt>
            <dd>
              {/^https?:\/\//.test(source.url) ? (
                <a href={source.url} className="link" rel="noopener noreferrer" target="_blank">
                  {source.title}
                </a>
              ) : (
                source.title
              )}
              {/* The title names the dataset in words (author, edition, region); the author alone would repeat it. */}
              {source.title.includes(source.author.split(',')[0]) ? null : `, ${source.author}`}
            </dd>
          </div>
        </dl>
        {source.note ? <p className="muted-text">{source.note}</p> : null}

        <h4>Ajustări</h4>
        {estimate.adjustments.length ? (
          <ul className="estimate__adjustments" data-testid="adjustments">
            {estimate.adjustments.map((adjustment) => (
              <li key={adjustment.key}>
                <strong>
                  {adjustment.label}: {formatFactor(adjustment.factor)}
                </strong>
                <p>{adjustment.explanation}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p>Nu s-a aplicat nicio ajustare.</p>
        )}

        {estimate.assumptions.length ? (
          <>
            <h4>Ce presupune estimarea</h4>
            <ul className="estimate__assumptions" data-testid="assumptions">
              {estimate.assumptions.map((assumption) => (
                <li key={assumption}>{assumption}</li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      {estimate.sensitivities.length ? (
        <section aria-labelledby="estimare-sensibilitate" className="estimate__section">
          <h3 id="estimare-sensibilitate">Cum se schimbă valoarea</h3>
          <p className="muted-text">
            Valoarea de mijloc dacă o singură cifră ar fi diferită, celelalte rămânând la fel (acum: {formatEurWhole(estimate.mid)}).
          </p>
          <SensitivityChart sensitivities={estimate.sensitivities} mid={estimate.mid} />
        </section>
      ) : null}

      <section aria-labelledby="estimare-cifre" className="estimate__section">
        <h3 id="estimare-cifre">Cifrele folosite</h3>
        <div className="table-scroll">
          <table className="estimate__years" data-testid="estimate-years">
            <caption className="visually-hidden">Cifrele firmei pe ani, în euro</caption>
            <thead>
              <tr>
                <th scope="col">Anul</th>
                <th scope="col">Cifra de afaceri</th>
                <th scope="col">Profit net</th>
                <th scope="col">Salariați</th>
              </tr>
            </thead>
            <tbody>
              {inputs.years.map((year) => (
                <tr key={year.year}>
                  <th scope="row">{year.year}</th>
                  <td>{formatEurWhole(year.turnover)}</td>
                  <td>{formatEurWhole(year.netProfit)}</td>
                  <td>{year.employees}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="estimate__inputs">
          {inputs.origin === 'cui' && inputs.cui ? <li>Cifrele din bilanțurile depuse la ANAF pentru CUI {inputs.cui}.</li> : null}
          {inputs.eurRon ? (
            <li>
              {inputs.eurRon.source === 'fallback' || inputs.eurRon.source === 'fixed'
                ? `Sumele în lei au fost transformate în euro la cursul stabilit de noi, de ${formatNumber(inputs.eurRon.rate, { decimals: 4 })} lei (nu cursul BNR).`
                : `Sumele în lei au fost transformate în euro la cursul BNR de ${formatNumber(inputs.eurRon.rate, { decimals: 4 })} lei din ${formatDate(inputs.eurRon.date) || inputs.eurRon.date}.`}
            </li>
          ) : null}
          {countyName(inputs.countyId) ? <li>Județul: {countyName(inputs.countyId)}.</li> : null}
          {inputs.assets !== null ? <li>Active totale: {formatEurWhole(inputs.assets)}.</li> : null}
          {inputs.debts !== null ? <li>Datorii totale: {formatEurWhole(inputs.debts)}.</li> : null}
          <li>
            Vânzarea include {saleKind}
            {inputs.includes.realEstate ? ', cu imobilele firmei' : ''}.
          </li>
        </ul>
      </section>

      <section aria-labelledby="estimare-link" className="estimate__section">
        <h3 id="estimare-link">Link către estimare</h3>
        <p>Oricine are acest link poate vedea estimarea (fără datele tale de cont). Păstrează-l sau trimite-l cui vrei.</p>
        <p className="estimate__share">
          <a href={shareUrl} className="link" data-testid="share-link">
            {shareUrl}
          </a>
        </p>
      </section>
    </article>
  );
}
