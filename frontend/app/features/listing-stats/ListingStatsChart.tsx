/**
 * One listing's figures: its views per day as bars drawn on the server (an SVG, no chart library and
 * no script), the period's totals, and every day's figures in a table that screen readers read
 * (visually hidden: the bars say the same to the eye).
 */
import { useId } from 'react';
import type { ListingStatCounts, ListingStats } from '@contracts/listing-stats';
import { formatNumber } from '~/features/listings/format';
import { chartBars, longDay, METRIC_LABELS, metricCount, shortDay } from './stats-format';

const HEIGHT = 120;
const METRICS = Object.keys(METRIC_LABELS) as (keyof ListingStatCounts)[];

export function ListingStatsChart({ stats }: { stats: ListingStats }) {
  const id = useId();
  const { bars, max } = chartBars(stats.days);
  const first = stats.days[0]?.date;
  const last = stats.days[stats.days.length - 1]?.date;
  const summary =
    first && last && !max
      ? `Nicio vizualizare între ${longDay(first)} și ${longDay(last)}.`
      : first && last
        ? `Vizualizări pe zi între ${longDay(first)} și ${longDay(last)}: ${metricCount('views', stats.totals.views)} în total, cel mult ${formatNumber(max)} într-o zi.`
        : 'Nicio zi în perioadă.';
  return (
    <div className="listing-stats" data-testid="listing-stats">
      <dl className="listing-stats__totals">
        {METRICS.map((metric) => (
          <div key={metric} data-metric={metric}>
            <dt>{METRIC_LABELS[metric].heading}</dt>
            <dd>{formatNumber(stats.totals[metric])}</dd>
          </div>
        ))}
      </dl>
      <figure className="listing-stats__chart">
        <svg viewBox={`0 0 100 ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-labelledby={`${id}-caption`} width="100%" height={HEIGHT}>
          <line x1="0" y1={HEIGHT} x2="100" y2={HEIGHT} stroke="currentColor" strokeWidth="1" vectorEffect="non-scaling-stroke" opacity="0.4" />
          {bars.map((bar) =>
            bar.value ? (
              <rect
                key={bar.date}
                x={bar.x}
                width={bar.width}
                y={HEIGHT - (bar.height * HEIGHT) / 100}
                height={(bar.height * HEIGHT) / 100}
                fill="currentColor"
                data-date={bar.date}
                data-value={bar.value}
              >
                <title>{`${shortDay(bar.date)}: ${metricCount('views', bar.value)}`}</title>
              </rect>
            ) : null,
          )}
        </svg>
        {first && last ? (
          <div className="listing-stats__axis" aria-hidden="true">
            <span>{shortDay(first)}</span>
            <span>{shortDay(last)}</span>
          </div>
        ) : null}
        <figcaption id={`${id}-caption`}>{summary}</figcaption>
      </figure>
      <table className="visually-hidden">
        <caption>Cifrele fiecărei zile</caption>
        <thead>
          <tr>
            <th scope="col">Ziua</th>
            {METRICS.map((metric) => (
              <th scope="col" key={metric}>
                {METRIC_LABELS[metric].heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {stats.days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{longDay(day.date)}</th>
              {METRICS.map((metric) => (
                <td key={metric}>{day[metric]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
