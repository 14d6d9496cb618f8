/** Words and figures of seller analytics (pure: shared by the account page and the chart). */
import type { ListingStatCounts, ListingStatDay } from '@contracts/listing-stats';
import { countLabel } from '~/features/listings/format';

/** The days the account shows: the last 30. */
export const STATS_DAYS = 30;

export const METRIC_LABELS: Record<keyof ListingStatCounts, { singular: string; plural: string; heading: string }> = {
  views: { singular: 'vizualizare', plural: 'vizualizări', heading: 'Vizualizări' },
  favourites: { singular: 'adăugare la favorite', plural: 'adăugări la favorite', heading: 'Favorite' },
  conversations: { singular: 'conversație', plural: 'conversații', heading: 'Conversații' },
  accessRequests: { singular: 'cerere de acces', plural: 'cereri de acces', heading: 'Cereri de acces' },
};

export function metricCount(metric: keyof ListingStatCounts, count: number): string {
  const { singular, plural } = METRIC_LABELS[metric];
  return countLabel(count, singular, plural);
}

const DAY_FORMAT = new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG_DAY_FORMAT = new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2026-03-10` → „10 mar.” (the day as stored: a Bucharest calendar day). */
export function shortDay(date: string): string {
  return DAY_FORMAT.format(new Date(`${date}T00:00:00Z`));
}

/** `2026-03-10` → „10 martie 2026”. */
export function longDay(date: string): string {
  return LONG_DAY_FORMAT.format(new Date(`${date}T00:00:00Z`));
}

/** One bar per day of the chart, in a 0–100 box: x and width in %, height in % of the highest day. */
export interface ChartBar {
  date: string;
  value: number;
  x: number;
  width: number;
  height: number;
}

/** Bars of `metric` per day; the highest day fills the box, days with nothing have no height. */
export function chartBars(days: readonly ListingStatDay[], metric: keyof ListingStatCounts = 'views'): { bars: ChartBar[]; max: number } {
  const max = Math.max(0, ...days.map((day) => day[metric]));
  const slot = days.length ? 100 / days.length : 0;
  const bars = days.map((day, index) => ({
    date: day.date,
    value: day[metric],
    x: round(index * slot + slot * 0.15),
    width: round(slot * 0.7),
    height: max ? round((day[metric] / max) * 100) : 0,
  }));
  return { bars, max };
}

const round = (value: number) => Math.round(value * 100) / 100;
