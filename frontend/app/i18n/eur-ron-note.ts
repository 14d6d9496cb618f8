import { formatNumber } from '@contracts/format';
import type { EurRonSource } from '@contracts/invoices';

/*
 * Kept apart from ro.ts (every API error's text) so that the valuation page's script carries only
 * this note: the page stays within the public site's JavaScript budget.
 */

/** `2026-12-01` → `01.12.2026` (a day as the API gives it, without time zone arithmetic). */
const isoDay = (day: string) => day.split('-').reverse().join('.');
const ronPerEur = (rate: number) => formatNumber(rate, { decimals: 4 });

/**
 * The note of a valuation in lei whose EUR/RON rate is not BNR's rate of today: BNR's last kept rate
 * (with its own day) when BNR could not be asked, the configured fallback when no BNR rate was ever
 * kept, or a fixed configured rate. Null for today's BNR rate, for figures in euro and for estimates
 * made before the rate's source was recorded.
 */
export function eurRonNote(eurRon: { rate: number; date: string; source?: EurRonSource } | null | undefined): string | null {
  switch (eurRon?.source) {
    case 'bnr_last_known':
      return `Curs BNR din ${isoDay(eurRon.date)} (BNR nu a putut fi consultată acum): ${ronPerEur(eurRon.rate)} lei pentru un euro.`;
    case 'fallback':
      return `Curs de rezervă de ${ronPerEur(eurRon.rate)} lei pentru un euro, stabilit de noi (BNR nu a putut fi consultată acum și nu avem un curs BNR salvat). Calculează din nou mai târziu pentru cursul BNR.`;
    case 'fixed':
      return `Curs fix de ${ronPerEur(eurRon.rate)} lei pentru un euro, stabilit de noi, nu cursul BNR al zilei.`;
    default:
      return null;
  }
}
