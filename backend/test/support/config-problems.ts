import { InvalidConfigError, validateEnv } from '../../src/config/env.schema.js';

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
