/**
 * The estimate's range as a bar on an axis from zero, the mid value marked: plain HTML and CSS with
 * positions worked out in chart-geometry.ts, so it draws without JavaScript. The chart is a picture
 * for sighted readers; the same values are written out in the list next to it.
 */
import { rangeGeometry, sensitivityBars } from './chart-geometry';
import type { ValuationSensitivity } from '@contracts/valuation';
import { formatEurWhole } from './estimate-format';

export function RangeChart({ low, mid, high }: { low: number; mid: number; high: number }) {
  const geometry = rangeGeometry(low, mid, high);
  return (
    <div className="range-chart" aria-hidden="true" data-testid="range-chart">
      <div className="range-chart__plot">
        <div className="range-chart__bar" style={{ left: `${geometry.low}%`, width: `${Math.max(geometry.high - geometry.low, 0.5)}%` }} />
        <div className="range-chart__mid" style={{ left: `${geometry.mid}%` }} data-testid="range-chart-mid">
          <span className="range-chart__mid-label">{formatEurWhole(mid)}</span>
        </div>
      </div>
      <div className="range-chart__axis">
        {geometry.ticks.map((tick) => (
          <span key={tick.value} className="range-chart__tick" style={{ left: `${tick.at}%` }}>
            {tick.label}
          </span>
        ))}
      </div>
    </div>
  );
}

/** "How each input moves it": one row per change, a bar left (the value falls) or right (it rises). */
export function SensitivityChart({ sensitivities, mid }: { sensitivities: readonly ValuationSensitivity[]; mid: number }) {
  const bars = sensitivityBars(sensitivities, mid);
  return (
    <ul className="sensitivity-chart" data-testid="sensitivities">
      {bars.map((bar) => (
        <li key={bar.label} className="sensitivity-chart__row">
          <span className="sensitivity-chart__label">{bar.label}</span>
          <span className="sensitivity-chart__track" aria-hidden="true">
            <span className={`sensitivity-chart__bar sensitivity-chart__bar--${bar.direction}`} style={{ width: `${bar.size / 2}%` }} />
          </span>
          <span className="sensitivity-chart__value">
            {bar.value} <span className="sensitivity-chart__change">({bar.change})</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
