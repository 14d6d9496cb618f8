import { InvalidConfigError, validateEnv } from '../../src/config/env.schema.js';

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
