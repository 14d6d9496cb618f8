/**
 * ANAF's two public company services, read by CUI (no authentication):
 *
 * - The VAT-payer registry, synchronous REST v9: `POST {base}/api/PlatitorTvaRest/v9/tva` with
 *   `[{"cui": <number>, "data": "YYYY-MM-DD"}]` → `{cod, message, found: [{date_generale: {cui,
 *   denumire, adresa, nrRegCom, cod_CAEN, data_inregistrare, …}, inregistrare_scop_Tva: {scpTVA},
 *   stare_inactiv: {statusInactivi}, adresa_sediu_social: {sdenumire_Judet, scod_JudetAuto,
 *   sdenumire_Localitate, sdenumire_Strada, snumar_Strada, scod_Postal, …}}], notFound: [cui]}`.
 *   Source: ANAF, "Servicii web" (https://www.anaf.ro/anaf/internet/ANAF/servicii_online/servicii_web_anaf,
 *   service URL https://webservicesp.anaf.ro/api/PlatitorTvaRest/v9/tva, at most 100 CUIs and
 *   about 1 request a second), checked against public clients of the v9 service (2025).
 * - The balance-sheet service: `GET {base}/bilant?an=YYYY&cui=N` → `{an, cui, deni, caen,
 *   den_caen, i: [{indicator, val_indicator, val_den_indicator}]}`; the indicators are named in
 *   `val_den_indicator` ("Cifra de afaceri neta", "Profit net", "Pierdere neta", "Numar mediu de
 *   salariati", "ACTIVE IMOBILIZATE - TOTAL", "DATORII", …). Source: ANAF, "Instrucțiuni pentru
 *   utilizare serviciu web" bilanț (https://static.anaf.ro/static/10/Anaf/Informatii_R/doc_WS_Bilant_V1.txt, 2021).
 *   Indicator codes (I1, I2 …) differ between the forms of banks, insurers and companies, so
 *   figures are read by their names, without diacritics or case.
 */
import { COUNTIES } from '../../contracts/counties.js';
import type { CompanyData, CompanyYear } from '../../contracts/company-data.js';
import { stripDiacritics } from '../../core/text/diacritics.js';

/** ANAF answered, but not with something we can read (HTTP error, bad JSON, an error `cod`). */
export class AnafError extends Error {}

export const ANAF_REGISTRY_PATH = '/api/PlatitorTvaRest/v9/tva';
export const ANAF_BALANCE_PATH = '/bilant';

/** One `found` item of the VAT-payer registry (only the fields we read). */
export interface AnafRegistryRecord {
  date_generale?: {
    cui?: number | string;
    denumire?: string;
    adresa?: string;
    nrRegCom?: string;
    cod_CAEN?: string;
    data_inregistrare?: string;
    codPostal?: string;
  };
  inregistrare_scop_Tva?: { scpTVA?: boolean };
  stare_inactiv?: { statusInactivi?: boolean };
  adresa_sediu_social?: {
    sdenumire_Strada?: string;
    snumar_Strada?: string;
    sdenumire_Localitate?: string;
    sdenumire_Judet?: string;
    scod_JudetAuto?: string;
    scod_Postal?: string;
    sdetalii_Adresa?: string;
  };
}

export interface AnafBalanceSheet {
  an?: number;
  cui?: number;
  deni?: string;
  caen?: number | string;
  den_caen?: string;
  i?: { indicator?: string; val_indicator?: number | string | null; val_den_indicator?: string }[];
}

export type Registration = Omit<CompanyData, 'years' | 'source' | 'fetchedAt'>;

const clean = (value: unknown): string | null => {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text ? text : null;
};

const simplified = (text: string) =>
  stripDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Our county id from ANAF's plate code (`scod_JudetAuto`) or county name ("MUNICIPIUL BUCUREŞTI", "CLUJ"). */
export function countyIdOf(plateCode: string | null, name: string | null): number | null {
  if (plateCode) {
    const byCode = COUNTIES.find((county) => county.code === plateCode.trim().toUpperCase());
    if (byCode) return byCode.id;
  }
  if (name) {
    const wanted = simplified(name).replace(/^(judetul|municipiul) /, '');
    const byName = COUNTIES.find((county) => simplified(county.name) === wanted);
    if (byName) return byName.id;
  }
  return null;
}

/** A CAEN class as four digits ("6201"), or null. ANAF gives numbers, so leading zeros are lost ("111" is 0111). */
export function caenOf(value: unknown): string | null {
  const text = clean(value);
  if (!text || !/^\d{1,4}$/.test(text) || Number(text) === 0) return null;
  return text.padStart(4, '0');
}

/** The registration data of `cui` in a registry answer; null when ANAF lists it under notFound. */
export function parseRegistration(cui: string, body: unknown): Registration | null {
  if (!body || typeof body !== 'object') throw new AnafError('ANAF registry: the answer is not an object');
  const answer = body as { cod?: number; message?: string; found?: AnafRegistryRecord[]; notFound?: unknown[] };
  if (typeof answer.cod === 'number' && answer.cod !== 200) throw new AnafError(`ANAF registry: cod ${answer.cod} ${answer.message ?? ''}`.trim());
  if (!Array.isArray(answer.found)) throw new AnafError('ANAF registry: no "found" list');
  const record = answer.found.find((item) => String(item.date_generale?.cui ?? '') === cui);
  if (!record) return null;
  const general = record.date_generale ?? {};
  const seat = record.adresa_sediu_social ?? {};
  const name = clean(general.denumire);
  if (!name) throw new AnafError('ANAF registry: a company without a name');
  const county = clean(seat.sdenumire_Judet);
  const street = [clean(seat.sdenumire_Strada), clean(seat.snumar_Strada) ? `nr. ${clean(seat.snumar_Strada)}` : null].filter(Boolean).join(' ') || null;
  const registered = clean(general.data_inregistrare);
  return {
    cui,
    name,
    address: clean(general.adresa) ?? '',
    county,
    countyId: countyIdOf(clean(seat.scod_JudetAuto), county),
    city: clean(seat.sdenumire_Localitate),
    street,
    postalCode: clean(seat.scod_Postal) ?? clean(general.codPostal),
    tradeRegisterNumber: clean(general.nrRegCom),
    caen: caenOf(general.cod_CAEN),
    vatPayer: record.inregistrare_scop_Tva?.scpTVA === true,
    inactive: record.stare_inactiv?.statusInactivi === true,
    registeredAt: registered && /^\d{4}-\d{2}-\d{2}$/.test(registered) ? registered : null,
  };
}

const number = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(String(value).replace(/\s/g, ''));
  return Number.isFinite(parsed) ? parsed : null;
};

/**
 * One year's figures from a balance-sheet answer, or null when ANAF has none for that year (an
 * empty `i` list, which is how it answers a year not filed yet or a CUI it does not know).
 */
export function parseBalanceSheet(year: number, body: unknown): CompanyYear | null {
  if (!body || typeof body !== 'object') throw new AnafError('ANAF balance sheet: the answer is not an object');
  const sheet = body as AnafBalanceSheet;
  if (!Array.isArray(sheet.i) || sheet.i.length === 0) return null;
  const byName = new Map<string, number | null>();
  for (const item of sheet.i) if (item.val_den_indicator) byName.set(simplified(item.val_den_indicator), number(item.val_indicator));
  const find = (...prefixes: string[]): number | null | undefined => {
    // An exact name first ("DATORII"), then a longer one that starts with it ("ACTIVE CIRCULANTE - TOTAL, din care").
    for (const prefix of prefixes) if (byName.has(prefix)) return byName.get(prefix);
    for (const prefix of prefixes) for (const [name, value] of byName) if (name.startsWith(prefix)) return value;
    return undefined;
  };
  const turnover = find('cifra de afaceri neta') ?? null;
  const profit = find('profit net');
  const loss = find('pierdere neta');
  const netProfit = profit === undefined && loss === undefined ? null : (profit ?? 0) - Math.abs(loss ?? 0);
  const employees = find('numar mediu de salariati', 'numarul mediu de salariati') ?? null;
  const fixedAssets = find('active imobilizate');
  const currentAssets = find('active circulante');
  const prepaid = find('cheltuieli in avans');
  const assets =
    fixedAssets === undefined && currentAssets === undefined ? (find('total active') ?? null) : (fixedAssets ?? 0) + (currentAssets ?? 0) + (prepaid ?? 0);
  const debts = find('datorii') ?? null;
  return { year, turnover, netProfit, employees, assets, debts, caen: caenOf(sheet.caen) };
}

/** Requests with a timeout; every failure (network, timeout, HTTP status, JSON) becomes a thrown error. */
async function getJson(url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json', ...(init.headers ?? {}) } });
  const text = await response.text();
  if (!response.ok) throw new AnafError(`ANAF: HTTP ${response.status} from ${new URL(url).pathname}`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AnafError(`ANAF: not JSON from ${new URL(url).pathname}`);
  }
}

export function fetchRegistration(baseUrl: string, cui: string, day: string, timeoutMs: number): Promise<unknown> {
  return getJson(
    `${baseUrl}${ANAF_REGISTRY_PATH}`,
    { method: 'POST', body: JSON.stringify([{ cui: Number(cui), data: day }]), headers: { 'content-type': 'application/json' } },
    timeoutMs,
  );
}

export function fetchBalanceSheet(baseUrl: string, cui: string, year: number, timeoutMs: number): Promise<unknown> {
  return getJson(`${baseUrl}${ANAF_BALANCE_PATH}?an=${year}&cui=${encodeURIComponent(cui)}`, { method: 'GET' }, timeoutMs);
}

/**
 * The years whose balance sheets to ask for, newest first: annual statements are filed by the end of
 * May (June for some), so before July the newest closed year may be missing; ask one more then.
 */
export function balanceYears(now: Date): number[] {
  const year = now.getUTCFullYear();
  const newest = now.getUTCMonth() >= 6 ? year - 1 : year - 2;
  return [newest, newest - 1, newest - 2];
}
