import { InvalidConfigError, validateEnv } from '../../src/config/env.schema.js';

/** The invoices' seller, required in production (valid values). */
export const INVOICE_SELLER_ENV: Readonly<Record<string, string>> = {
  INVOICE_SELLER_NAME: 'RoAfaceri SRL',
  INVOICE_SELLER_CUI: 'RO18547290',
  INVOICE_SELLER_REG_COM: 'J40/1234/2020',
  INVOICE_SELLER_ADDRESS: 'Strada Exemplului nr. 1',
  INVOICE_SELLER_COUNTY: '41',
  INVOICE_SELLER_CITY: 'Sector 1',
  INVOICE_SELLER_IBAN: 'RO49 AAAA 1B31 0075 9384 0000',
  INVOICE_SELLER_BANK: 'Banca Transilvania',
  INVOICE_SELLER_VAT_PAYER: 'true',
};

/** Every setting production requires, with valid values. */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db/x',
  REDIS_URL: 'redis://r:6379',
  JWT_SECRET: 's'.repeat(40),
  PUBLIC_URL: 'https://roafaceri.ro',
  PAYMENT_BENEFICIARY: 'RoAfaceri SRL',
  PAYMENT_BANK: 'Banca Transilvania',
  PAYMENT_IBAN: 'RO49 AAAA 1B31 0075 9384 0000',
  ...INVOICE_SELLER_ENV,
};

/** The problems the configuration schema finds in `env` (none: an empty list). */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    validateEnv(env);
    return [];
  } catch (error) {
    if (error instanceof InvalidConfigError) return error.problems;
    throw error;
  }
}
