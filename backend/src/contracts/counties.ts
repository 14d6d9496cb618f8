/** A county (județ) or București, as served by `GET /api/masterdata/counties`. */
export interface County {
  id: number;
  name: string;
  /** The auto plate code (1-2 letters), also the ISO 3166-2:RO suffix. */
  code: string;
}

/** A locality (municipiu, oraș, comună, sat or sector) of one county. */
export interface Locality {
  id: number;
  name: string;
  /** Lower-case kind: 'municipiu', 'oraș', 'comună', 'sat', 'sector', or null when the source does not say. */
  type: string | null;
  countyId: number;
  /** Latitude and longitude of the place (5 decimals), or null when the source has none. */
  lat: number | null;
  lng: number | null;
}

/**
 * The 41 counties and București. The ids are stored in the database (listings, profiles, filters)
 * and must never change: Alba 23, Arad 13, București 41, Cluj 16 and Ilfov 42 are fixed by the
 * spec; the other counties took the remaining numbers 1..40 once, in alphabetical order.
 */
export const COUNTIES: readonly County[] = [
  { id: 1, name: 'Argeș', code: 'AG' },
  { id: 2, name: 'Bacău', code: 'BC' },
  { id: 3, name: 'Bihor', code: 'BH' },
  { id: 4, name: 'Bistrița-Năsăud', code: 'BN' },
  { id: 5, name: 'Botoșani', code: 'BT' },
  { id: 6, name: 'Brașov', code: 'BV' },
  { id: 7, name: 'Brăila', code: 'BR' },
  { id: 8, name: 'Buzău', code: 'BZ' },
  { id: 9, name: 'Caraș-Severin', code: 'CS' },
  { id: 10, name: 'Călărași', code: 'CL' },
  { id: 11, name: 'Constanța', code: 'CT' },
  { id: 12, name: 'Covasna', code: 'CV' },
  { id: 13, name: 'Arad', code: 'AR' },
  { id: 14, name: 'Dâmbovița', code: 'DB' },
  { id: 15, name: 'Dolj', code: 'DJ' },
  { id: 16, name: 'Cluj', code: 'CJ' },
  { id: 17, name: 'Galați', code: 'GL' },
  { id: 18, name: 'Giurgiu', code: 'GR' },
  { id: 19, name: 'Gorj', code: 'GJ' },
  { id: 20, name: 'Harghita', code: 'HR' },
  { id: 21, name: 'Hunedoara', code: 'HD' },
  { id: 22, name: 'Ialomița', code: 'IL' },
  { id: 23, name: 'Alba', code: 'AB' },
  { id: 24, name: 'Iași', code: 'IS' },
  { id: 25, name: 'Maramureș', code: 'MM' },
  { id: 26, name: 'Mehedinți', code: 'MH' },
  { id: 27, name: 'Mureș', code: 'MS' },
  { id: 28, name: 'Neamț', code: 'NT' },
  { id: 29, name: 'Olt', code: 'OT' },
  { id: 30, name: 'Prahova', code: 'PH' },
  { id: 31, name: 'Satu Mare', code: 'SM' },
  { id: 32, name: 'Sălaj', code: 'SJ' },
  { id: 33, name: 'Sibiu', code: 'SB' },
  { id: 34, name: 'Suceava', code: 'SV' },
  { id: 35, name: 'Teleorman', code: 'TR' },
  { id: 36, name: 'Timiș', code: 'TM' },
  { id: 37, name: 'Tulcea', code: 'TL' },
  { id: 38, name: 'Vaslui', code: 'VS' },
  { id: 39, name: 'Vâlcea', code: 'VL' },
  { id: 40, name: 'Vrancea', code: 'VN' },
  { id: 41, name: 'București', code: 'B' },
  { id: 42, name: 'Ilfov', code: 'IF' },
];

/** The "all counties" choice of filters; never a county of its own. */
export const ALL_COUNTIES_ID = 0;

export const ALL_COUNTIES: County = { id: ALL_COUNTIES_ID, name: 'Toate județele', code: '' };

const countyNames = new Map(COUNTIES.map((county) => [county.id, county.name]));

/** The county's name, or null for a missing or unknown id (including ALL_COUNTIES_ID). */
export function countyName(id: number | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  return countyNames.get(id) ?? null;
}

/** București, the county whose localities are its six sectors. */
export const BUCHAREST_COUNTY_ID = 41;

const SECTOR = /\bsector(?:ul)?\s*([1-6])\b/i;

/**
 * The sector of București a text names ("Sector 3", "sectorul 3", "SECTOR3"), or null. An invoice to
 * a București address must name its sector: RO e-Factura writes it as the city (CIUS-RO BR-RO-100/101,
 * code list SECTOR-RO), so billing data in București carry it as their locality ("Sector 3").
 */
export function bucharestSector(text: string): number | null {
  const found = SECTOR.exec(text);
  return found ? Number(found[1]) : null;
}

/** The field message of a București billing address whose locality names no sector. */
export const BUCHAREST_SECTOR_MESSAGE = 'În București, scrie la localitate sectorul (Sector 1–6): factura electronică îl cere.';
