/** Formats a moment as its calendar day in Romania; made once (a formatter is costly to build per call). */
const ROMANIAN_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The calendar day (YYYY-MM-DD) of `date` in Romania (Europe/Bucharest): invoice dates, funding
 * deadlines and seller analytics' days are Romanian calendar days.
 */
export function romanianDay(date: Date): string {
  return ROMANIAN_DAY.format(date);
}
