/**
 * BNR's daily reference rates (https://www.bnr.ro/nbrfxrates.xml): a `DataSet` whose `Cube date`
 * holds one `Rate currency="…"` per currency, RON for one unit (or for `multiplier` units).
 * Read with a timeout: an unreachable source must not hold up issuing an invoice.
 */
export interface BnrRate {
  currency: string;
  /** The day BNR published the rate for (YYYY-MM-DD). */
  date: string;
  ronPerUnit: number;
}

const CUBE = /<Cube\s+date="(\d{4}-\d{2}-\d{2})"\s*>([\s\S]*?)<\/Cube>/g;

/** The latest rate of `currency` in BNR's XML, or null when it has none. */
export function parseBnrRates(xml: string, currency = 'EUR'): BnrRate | null {
  let latest: BnrRate | null = null;
  for (const cube of xml.matchAll(CUBE)) {
    const rate = new RegExp(`<Rate\\s+currency="${currency}"(?:\\s+multiplier="(\\d+)")?\\s*>\\s*([0-9]+(?:\\.[0-9]+)?)\\s*</Rate>`).exec(cube[2]);
    if (!rate) continue;
    const ronPerUnit = Number(rate[2]) / Number(rate[1] ?? 1);
    if (!(ronPerUnit > 0)) continue;
    if (!latest || cube[1] > latest.date) latest = { currency, date: cube[1], ronPerUnit: Math.round(ronPerUnit * 10000) / 10000 };
  }
  return latest;
}

/** Reads the rate of `currency` from `url`; throws when the source is unreachable, slow or says nothing of it. */
export async function fetchBnrRate(url: string, currency = 'EUR', timeoutMs = 4000): Promise<BnrRate> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/xml, text/xml' } });
  if (!response.ok) throw new Error(`BNR rates: HTTP ${response.status}`);
  const rate = parseBnrRates(await response.text(), currency);
  if (!rate) throw new Error(`BNR rates: no ${currency} rate in the answer`);
  return rate;
}
