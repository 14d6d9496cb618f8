/**
 * Romanian working days: Monday to Friday except the public holidays of the Labour Code (Legea
 * 53/2003, art. 139 alin. (1), as amended by Legea 17/2024, which added 6 and 7 January): 1 and 2
 * January, 6 January (Boboteaza), 7 January (Sfântul Ion), 24 January, Orthodox Good Friday, Easter
 * Sunday and Monday, 1 May, 1 June, Orthodox Pentecost (Rusalii) Sunday and Monday, 15 August, 30
 * November, 1 December, 25 and 26 December. Days are calendar days in Romania, `YYYY-MM-DD`.
 *
 * The e-Factura deadline counts them: an invoice is reported within 5 working days of its issue
 * (OUG 120/2021, art. 10), the issue day not counted.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const holidaysByYear = new Map<number, Set<string>>();

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);
const shift = (day: string, days: number) => toDay(new Date(toDate(day).getTime() + days * DAY_MS));

/**
 * Orthodox Easter Sunday (Julian computus, Meeus), as a Gregorian date: the Julian calendar runs 13
 * days behind from 1900 to 2099.
 */
export function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  const julian = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return shift(julian, 13);
}

/** The public holidays of `year` (see above). */
export function romanianHolidays(year: number): Set<string> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    const easter = orthodoxEaster(year);
    const fixed = ['01-01', '01-02', '01-06', '01-07', '01-24', '05-01', '06-01', '08-15', '11-30', '12-01', '12-25', '12-26'].map((day) => `${year}-${day}`);
    // Good Friday, Easter Sunday and Monday, Pentecost Sunday and Monday (Easter + 49 and + 50 days).
    holidays = new Set([...fixed, ...[-2, 0, 1, 49, 50].map((offset) => shift(easter, offset))]);
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

export function isRomanianWorkingDay(day: string): boolean {
  const weekday = toDate(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !romanianHolidays(Number(day.slice(0, 4))).has(day);
}

/** The `count`-th working day after `day` (`day` itself not counted). */
export function addWorkingDays(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0;) {
    current = shift(current, 1);
    if (isRomanianWorkingDay(current)) left--;
  }
  return current;
}

/** Working days the e-Factura deadline gives: the seller reports within 5 working days of issue. */
export const REPORT_WORKING_DAYS = 5;
/** An invoice not validated within this many working days of issue is shown to staff as at risk. */
export const AT_RISK_WORKING_DAYS = 4;

/**
 * The day by which an invoice issued on `issueDay` must be reported (the 5th working day after it),
 * and whether on `today` it is at risk: its first 4 working days are over (today is past the 4th).
 */
export function reportDeadline(issueDay: string, today: string): { reportBy: string; atRiskFrom: string; atRisk: boolean; passed: boolean } {
  const fourth = addWorkingDays(issueDay, AT_RISK_WORKING_DAYS);
  const reportBy = addWorkingDays(issueDay, REPORT_WORKING_DAYS);
  const atRiskFrom = shift(fourth, 1);
  return { reportBy, atRiskFrom, atRisk: today >= atRiskFrom, passed: today > reportBy };
}

/**
 * The latest issue day whose invoices are at risk on `today` (the list's filter: issued on that day
 * or earlier). Moving the issue day later never moves its 4th working day earlier, so the first day
 * found going back from today is the latest.
 */
export function latestIssueDayAtRisk(today: string): string {
  let day = shift(today, -1);
  while (addWorkingDays(day, AT_RISK_WORKING_DAYS) >= today) day = shift(day, -1);
  return day;
}
