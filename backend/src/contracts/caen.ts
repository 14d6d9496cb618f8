/**
 * CAEN Rev. 2: the classes (from caen-rev2.data.ts, INS, Ordinul INS 337/2007), their sections A–U,
 * the mapping of the site's 18 economic domains to CAEN, and the search of `GET /api/masterdata/caen`.
 * Pure TypeScript, shared with the public site and the staff console.
 */
import type { CaenClass } from './funding.js';
import { CAEN_REV2_CLASSES } from './caen-rev2.data.js';

export type { CaenClass };

/** The 21 sections of CAEN Rev. 2 with the divisions (first two digits) each holds. */
export const CAEN_SECTIONS: readonly { letter: string; name: string; divisions: readonly [from: number, to: number] }[] = [
  { letter: 'A', name: 'Agricultură, silvicultură și pescuit', divisions: [1, 3] },
  { letter: 'B', name: 'Industria extractivă', divisions: [5, 9] },
  { letter: 'C', name: 'Industria prelucrătoare', divisions: [10, 33] },
  { letter: 'D', name: 'Producția și furnizarea de energie electrică și termică, gaze, apă caldă și aer condiționat', divisions: [35, 35] },
  { letter: 'E', name: 'Distribuția apei; salubritate, gestionarea deșeurilor, activități de decontaminare', divisions: [36, 39] },
  { letter: 'F', name: 'Construcții', divisions: [41, 43] },
  { letter: 'G', name: 'Comerț cu ridicata și cu amănuntul; repararea autovehiculelor și motocicletelor', divisions: [45, 47] },
  { letter: 'H', name: 'Transport și depozitare', divisions: [49, 53] },
  { letter: 'I', name: 'Hoteluri și restaurante', divisions: [55, 56] },
  { letter: 'J', name: 'Informații și comunicații', divisions: [58, 63] },
  { letter: 'K', name: 'Intermedieri financiare și asigurări', divisions: [64, 66] },
  { letter: 'L', name: 'Tranzacții imobiliare', divisions: [68, 68] },
  { letter: 'M', name: 'Activități profesionale, științifice și tehnice', divisions: [69, 75] },
  { letter: 'N', name: 'Activități de servicii administrative și activități de servicii suport', divisions: [77, 82] },
  { letter: 'O', name: 'Administrație publică și apărare; asigurări sociale din sistemul public', divisions: [84, 84] },
  { letter: 'P', name: 'Învățământ', divisions: [85, 85] },
  { letter: 'Q', name: 'Sănătate și asistență socială', divisions: [86, 88] },
  { letter: 'R', name: 'Activități de spectacole, culturale și recreative', divisions: [90, 93] },
  { letter: 'S', name: 'Alte activități de servicii', divisions: [94, 96] },
  {
    letter: 'T',
    name: 'Activități ale gospodăriilor private în calitate de angajator de personal casnic; activități ale gospodăriilor private de producere de bunuri și servicii destinate consumului propriu',
    divisions: [97, 98],
  },
  { letter: 'U', name: 'Activități ale organizațiilor și organismelor extrateritoriale', divisions: [99, 99] },
];

const sectionOfDivision = (division: number) => CAEN_SECTIONS.find((section) => division >= section.divisions[0] && division <= section.divisions[1]);

/** Every class with its section, in code order. */
export const CAEN_CLASSES: readonly CaenClass[] = CAEN_REV2_CLASSES.map(([code, name]) => {
  const section = sectionOfDivision(Number(code.slice(0, 2)))!;
  return { code, name, section: section.letter, sectionName: section.name };
});

const byCode = new Map(CAEN_CLASSES.map((item) => [item.code, item]));

/** The class of a four-digit code (dots allowed: "56.30"), or null. */
export function caenClass(code: string | null | undefined): CaenClass | null {
  if (!code) return null;
  return byCode.get(code.replace('.', '')) ?? null;
}

export const isCaenClass = (code: unknown): code is string => typeof code === 'string' && byCode.has(code);

/**
 * A selector of CAEN classes as rules documents and fund listings write them: a section letter
 * ("A"), a division ("62"), a group ("620") or a class ("6201").
 */
export const CAEN_SELECTOR = /^([A-U]|\d{2,4})$/;

/** Whether the class `code` falls under `selector` (section letter or code prefix). */
export function caenMatches(code: string, selector: string): boolean {
  const item = byCode.get(code);
  if (!item) return false;
  return /^[A-U]$/.test(selector) ? item.section === selector : code.startsWith(selector);
}

/** Whether a selector names at least one real class (an unknown section, division or class is an error in a rules document). */
export const isKnownCaenSelector = (selector: string): boolean => CAEN_SELECTOR.test(selector) && CAEN_CLASSES.some((item) => caenMatches(item.code, selector));

/**
 * The selectors that take in the class `code`: its section letter, division (2 digits), group
 * (3 digits) and the class itself, e.g. "6201" → ["J", "62", "620", "6201"]; [] for an unknown code.
 * A fund call listing any of them is open to the class.
 */
export function caenSelectorsOf(code: string): string[] {
  const item = byCode.get(code);
  return item ? [item.section, code.slice(0, 2), code.slice(0, 3), code] : [];
}

/**
 * The site's 18 economic domains (ECONOMIC_DOMAINS ids) as CAEN selectors. Wholesale (6) and retail
 * (7) share section G and are told apart by division; public administration (O) is no domain.
 */
export const ECONOMIC_DOMAIN_CAEN: Readonly<Record<number, readonly string[]>> = {
  1: ['A'],
  2: ['B'],
  3: ['C'],
  4: ['D', 'E'],
  5: ['F'],
  6: ['45', '46'],
  7: ['47'],
  8: ['H'],
  9: ['I'],
  10: ['J'],
  11: ['K'],
  12: ['L'],
  13: ['M'],
  14: ['N'],
  15: ['P'],
  16: ['Q'],
  17: ['R'],
  18: ['S', 'T', 'U'],
};

/** The economic domain (ECONOMIC_DOMAINS id) a class belongs to, or null (section O). */
export function domainOfCaen(code: string): number | null {
  for (const [domain, selectors] of Object.entries(ECONOMIC_DOMAIN_CAEN)) {
    if (selectors.some((selector) => caenMatches(code, selector))) return Number(domain);
  }
  return null;
}

/**
 * Words people type for a class whose official name does not hold them, taken from the INS
 * explanatory notes of CAEN Rev. 2 (what the class includes).
 */
const CAEN_KEYWORDS: Readonly<Record<string, string>> = {
  '5630': 'cafenele cafenea puburi berării discoteci',
  '5610': 'fast-food pizzerii',
};

/** Lower case without diacritics (ş/ţ with cedilla too), for comparing what people type. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const searchable = CAEN_CLASSES.map((item) => ({ item, text: foldText(`${item.name} ${CAEN_KEYWORDS[item.code] ?? ''}`) }));

export const CAEN_QUERY_MAX = 100;
export const CAEN_RESULTS_MAX = 20;

/**
 * Up to `limit` classes for what was typed: classes whose code starts with the digits typed first
 * (in code order), then classes whose name holds every word typed, ignoring case and diacritics.
 */
export function searchCaen(query: string, limit = CAEN_RESULTS_MAX): CaenClass[] {
  const folded = foldText(query).trim();
  if (!folded) return [];
  const found: CaenClass[] = [];
  const digits = folded.replace(/[.\s]/g, '');
  if (/^\d{1,4}$/.test(digits)) {
    for (const item of CAEN_CLASSES) if (item.code.startsWith(digits)) found.push(item);
  }
  const words = folded.split(/[^a-z0-9-]+/).filter((word) => word.length >= 2 && !/^\d+$/.test(word));
  if (words.length) {
    for (const { item, text } of searchable) {
      if (found.length >= limit) break;
      if (!found.includes(item) && words.every((word) => text.includes(word))) found.push(item);
    }
  }
  return found.slice(0, limit);
}
