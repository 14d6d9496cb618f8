import type { ListingStatCounts, ListingStatDay, ListingStats } from '@contracts/listing-stats';

/** The console shows the figures of the last 30 days, as the owner sees them. */
export const CONSOLE_STATS_DAYS = 30;

export const STAT_METRICS: readonly (keyof ListingStatCounts)[] = ['views', 'favourites', 'conversations', 'accessRequests'];

export interface StatsPanelRow extends ListingStatDay {
  /** „10 mar. 2026”. */
  label: string;
  /** The day's views as a share of the busiest day's (0–100), for the bar. */
  share: number;
}

const DAY = new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** The days with any activity, newest first, each with its bar's share; days with nothing are left out. */
export function statsPanelRows(stats: ListingStats): StatsPanelRow[] {
  const max = Math.max(0, ...stats.days.map((day) => day.views));
  return stats.days
    .filter((day) => STAT_METRICS.some((metric) => day[metric] > 0))
    .reverse()
    .map((day) => ({ ...day, label: DAY.format(new Date(`${day.date}T00:00:00Z`)), share: max ? Math.round((day.views / max) * 100) : 0 }));
}
