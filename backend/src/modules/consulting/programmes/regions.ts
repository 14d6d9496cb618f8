/**
 * The eight development regions (Legea nr. 315/2004, anexa) with their counties (COUNTIES ids); the
 * ids are those of FUND_REGIONS, so a fund listing's region can be matched with a company's county.
 */
export const DEVELOPMENT_REGIONS: Readonly<Record<string, readonly number[]>> = {
  'nord-est': [2, 5, 24, 28, 34, 38],
  'sud-est': [7, 8, 11, 17, 37, 40],
  'sud-muntenia': [1, 10, 14, 18, 22, 30, 35],
  'sud-vest-oltenia': [15, 19, 26, 29, 39],
  vest: [13, 9, 21, 36],
  'nord-vest': [3, 4, 16, 25, 31, 32],
  centru: [23, 6, 12, 20, 27, 33],
  'bucuresti-ilfov': [41, 42],
};

export function regionOfCounty(county: number): string | null {
  for (const [region, counties] of Object.entries(DEVELOPMENT_REGIONS)) if (counties.includes(county)) return region;
  return null;
}
