import type { ValueTransformer } from 'typeorm';

/** PostgreSQL `numeric` arrives as a string; the API works with numbers (amounts fit a double). */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
