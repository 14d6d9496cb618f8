/**
 * The member states of the European Union and the shape of their VAT identification numbers, as
 * data with their sources. Pure TypeScript, shared by the API and the site.
 *
 * Sources:
 * - Member states: the 27 states of the Union since 1 February 2020 (Treaty on European Union
 *   art. 52; european-union.europa.eu, "EU countries"). Romania is one of them, but a Romanian buyer
 *   is invoiced as at home (CUI, county), so the rules below are for the other 26.
 * - VAT numbers: the prefix of each state (ISO 3166-1 alpha-2, except EL for Greece: Directive
 *   2006/112/EC art. 215) and the structure of the number after it, as the European Commission's VIES
 *   FAQ gives them ("What is the structure of a VAT number?", ec.europa.eu/taxation_customs/vies, as
 *   read in November 2026). Only the shape is checked here: whether the number is registered is
 *   VIES's to say, and checkout does not ask it.
 */

export interface EuMemberState {
  /** ISO 3166-1 alpha-2 of the state (the billing country). */
  country: string;
  /** The prefix of its VAT numbers (the country code, EL for Greece). */
  vatPrefix: string;
  /** The characters after the prefix. */
  vatNumber: RegExp;
  /** A number of that shape, for the messages. */
  example: string;
}

export const EU_MEMBER_STATES: readonly EuMemberState[] = [
  { country: 'AT', vatPrefix: 'AT', vatNumber: /^U\d{8}$/, example: 'ATU12345678' },
  { country: 'BE', vatPrefix: 'BE', vatNumber: /^[01]\d{9}$/, example: 'BE0123456789' },
  { country: 'BG', vatPrefix: 'BG', vatNumber: /^\d{9,10}$/, example: 'BG123456789' },
  { country: 'CY', vatPrefix: 'CY', vatNumber: /^\d{8}[A-Z]$/, example: 'CY12345678L' },
  { country: 'CZ', vatPrefix: 'CZ', vatNumber: /^\d{8,10}$/, example: 'CZ12345678' },
  { country: 'DE', vatPrefix: 'DE', vatNumber: /^\d{9}$/, example: 'DE123456789' },
  { country: 'DK', vatPrefix: 'DK', vatNumber: /^\d{8}$/, example: 'DK12345678' },
  { country: 'EE', vatPrefix: 'EE', vatNumber: /^\d{9}$/, example: 'EE123456789' },
  { country: 'ES', vatPrefix: 'ES', vatNumber: /^[A-Z0-9]\d{7}[A-Z0-9]$/, example: 'ESX1234567X' },
  { country: 'FI', vatPrefix: 'FI', vatNumber: /^\d{8}$/, example: 'FI12345678' },
  { country: 'FR', vatPrefix: 'FR', vatNumber: /^[A-HJ-NP-Z0-9]{2}\d{9}$/, example: 'FR12345678901' },
  { country: 'GR', vatPrefix: 'EL', vatNumber: /^\d{9}$/, example: 'EL123456789' },
  { country: 'HR', vatPrefix: 'HR', vatNumber: /^\d{11}$/, example: 'HR12345678901' },
  { country: 'HU', vatPrefix: 'HU', vatNumber: /^\d{8}$/, example: 'HU12345678' },
  { country: 'IE', vatPrefix: 'IE', vatNumber: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/, example: 'IE1234567WA' },
  { country: 'IT', vatPrefix: 'IT', vatNumber: /^\d{11}$/, example: 'IT12345678901' },
  { country: 'LT', vatPrefix: 'LT', vatNumber: /^(\d{9}|\d{12})$/, example: 'LT123456789' },
  { country: 'LU', vatPrefix: 'LU', vatNumber: /^\d{8}$/, example: 'LU12345678' },
  { country: 'LV', vatPrefix: 'LV', vatNumber: /^\d{11}$/, example: 'LV12345678901' },
  { country: 'MT', vatPrefix: 'MT', vatNumber: /^\d{8}$/, example: 'MT12345678' },
  { country: 'NL', vatPrefix: 'NL', vatNumber: /^\d{9}B\d{2}$/, example: 'NL123456789B01' },
  { country: 'PL', vatPrefix: 'PL', vatNumber: /^\d{10}$/, example: 'PL1234567890' },
  { country: 'PT', vatPrefix: 'PT', vatNumber: /^\d{9}$/, example: 'PT123456789' },
  { country: 'RO', vatPrefix: 'RO', vatNumber: /^[1-9]\d{1,9}$/, example: 'RO12345678' },
  { country: 'SE', vatPrefix: 'SE', vatNumber: /^\d{10}01$/, example: 'SE123456789701' },
  { country: 'SI', vatPrefix: 'SI', vatNumber: /^\d{8}$/, example: 'SI12345678' },
  { country: 'SK', vatPrefix: 'SK', vatNumber: /^\d{10}$/, example: 'SK1234567890' },
];

const byCountry = new Map(EU_MEMBER_STATES.map((state) => [state.country, state]));

/** Whether `country` (ISO 3166-1 alpha-2) is a member state of the European Union. */
export const isEuMember = (country: string): boolean => byCountry.has(country);

/** The state whose VAT numbers `country` issues, or null outside the Union. */
export const euMemberState = (country: string): EuMemberState | null => byCountry.get(country) ?? null;

/**
 * A VAT number as typed ("de 123.456.789", "123456789") written as VIES writes it: upper case,
 * without spaces, dots or dashes, with the state's prefix (added when only the number was typed; a
 * Greek number typed with GR gets EL).
 */
export function normalizeVatId(country: string, typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s.-]/g, '');
  const state = byCountry.get(country);
  if (!state) return compact;
  if (compact.startsWith(state.vatPrefix)) return compact;
  if (state.vatPrefix === 'EL' && compact.startsWith('GR')) return `EL${compact.slice(2)}`;
  return /^[A-Z]{2}/.test(compact) && !state.vatNumber.test(compact) ? compact : `${state.vatPrefix}${compact}`;
}

/** Whether a normalised VAT number has the shape of `country`'s (its prefix and the structure after it). */
export function isVatIdOf(country: string, vatId: string): boolean {
  const state = byCountry.get(country);
  return state !== undefined && vatId.startsWith(state.vatPrefix) && state.vatNumber.test(vatId.slice(state.vatPrefix.length));
}
