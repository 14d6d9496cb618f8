/**
 * Year fields (founding year, year of manufacture, ...): one rule for the API and the site's forms.
 *
 * A year is a whole number, never after the current year, and never before the field's lower
 * bound. The bounds are deliberately generous: the oldest companies still registered in Romania
 * date from the 19th century (hence 1800 for a founding year); machinery and vehicles older
 * than 1900 are not traded as business assets.
 */
export const YEAR_MIN = {
  yearFounded: 1800,
  manufactureYear: 1900,
  foundedYear: 1900,
} as const;

/** Fields that hold a calendar year: shown as 2019, never with a thousands separator (2.019). */
export const YEAR_FIELDS: ReadonlySet<string> = new Set(Object.keys(YEAR_MIN));

export const YEAR_MESSAGES = {
  notInteger: 'Anul trebuie să fie un număr întreg.',
  future: 'Anul nu poate fi în viitor.',
  tooOld: (min: number) => `Anul nu poate fi înainte de ${min}.`,
};

/** The Romanian message for a year outside its bounds, or null when the year is fine. */
export function yearError(value: unknown, min: number, currentYear: number): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return YEAR_MESSAGES.notInteger;
  if (value > currentYear) return YEAR_MESSAGES.future;
  if (value < min) return YEAR_MESSAGES.tooOld(min);
  return null;
}

/** A year as people write it: 2019 (no grouping, whatever the locale says). */
export function formatYear(value: number): string {
  return String(value);
}
