import polyglotI18nProvider from 'ra-i18n-polyglot';
import ro from './ro';

/** Romanian only; Polyglot's `ro` plural rule gives the three forms used in ro.ts. */
export const i18nProvider = polyglotI18nProvider(() => ro, 'ro', [{ locale: 'ro', name: 'Română' }]);

/** Translation key of an API error code (see `roafaceri.errors` in ro.ts). */
export function errorKey(code: string): string {
  return `roafaceri.errors.${code}`;
}
