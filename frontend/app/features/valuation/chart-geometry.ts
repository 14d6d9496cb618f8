/**
 * Geometry of the estimate's charts, computed on the server and drawn with plain CSS (positions in
 * percent of the chart's width), so the page needs no chart library and no script to show them.
 */
import type { ValuationSensitivity } from '@contracts/valuation';
import { formatChange, formatEurShort, formatEurWhole } from './estimate-format';

export interface AxisTick {
  value: number;
  /** Percent of the chart's width. */
  at: number;
  label: string;
}

export interface RangeGeometry {
  /** Left edge, middle marker and right edge of the range bar, in percent of the width. */
  low: number;
  mid: number;
  high: number;
  ticks: AxisTick[];
}

/** 1, 2, 2.5 or 5 times a power of ten: the smallest such step not below `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = [1, 2, 2.5, 5, 10].find((candidate) => fraction <= candidate + 1e-9) ?? 10;
  return nice * power;
}

const TICKS = 4;
/** Room right of the high end, so its label and the bar's end do not touch the frame. */
const HEADROOM = 1.08;

/**
 * The axis starts at zero (a range shown from zero reads honestly: a narrow range near a large value
 * looks narrow) and ends at a round amount above `high`, with four or five round ticks.
 */
export function rangeGeometry(low: number, mid: number, high: number): RangeGeometry {
  const lowest = Math.min(0, low);
  const step = niceStep((Math.max(high, 1) * HEADROOM - lowest) / TICKS);
  const start = lowest < 0 ? -Math.ceil(-lowest / step) * step : 0;
  const end = Math.max(step, Math.ceil((Math.max(high, 1) * HEADROOM) / step) * step);
  const span = end - start;
  const at = (value: number) => Math.round(((value - start) / span) * 10000) / 100;
  const ticks: AxisTick[] = [];
  for (let value = start; value <= end + step / 1000; value += step) ticks.push({ value, at: at(value), label: formatEurShort(value) });
  return { low: at(low), mid: at(mid), high: at(high), ticks };
}

export interface SensitivityBar {
  label: string;
  /** The mid value with this input changed, written out. */
  value: string;
  /** Its change against the estimate's mid (`+8,5%`). */
  change: string;
  direction: 'up' | 'down' | 'none';
  /** Bar length in percent of half the chart (the largest change fills it). */
  size: number;
}

/** One bar per sensitivity, from the centre line: right when the mid rises, left when it falls. */
export function sensitivityBars(sensitivities: readonly ValuationSensitivity[], mid: number): SensitivityBar[] {
  const largest = Math.max(0, ...sensitivities.map((item) => Math.abs(item.mid - mid)));
  return sensitivities.map((item) => {
    const delta = item.mid - mid;
    return {
      label: item.label,
      value: formatEurWhole(item.mid),
      change: formatChange(item.mid, mid),
      direction: Math.round(delta) === 0 ? 'none' : delta > 0 ? 'up' : 'down',
      size: largest > 0 ? Math.round((Math.abs(delta) / largest) * 1000) / 10 : 0,
    };
  });
}
