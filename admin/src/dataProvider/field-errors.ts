import type { ErrorBody } from '@contracts/error-codes';
import { HttpError } from 'react-admin';

/**
 * A 400 of the API carries one Romanian message per field path (`details`); react-admin shows
 * `body.errors` next to the form's inputs (`body.0.items` reaches the input of that block).
 */
function withFieldErrors(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const details = (error.body as Partial<ErrorBody> | undefined)?.error?.details;
  if (!details?.length) return error;
  const errors: Record<string, string> = {};
  for (const detail of details) if (detail.field && !(detail.field in errors)) errors[detail.field] = detail.message;
  return new HttpError(error.message, error.status, { ...(error.body as object), errors });
}

/** Runs a form's save call; a refusal comes back with its field messages placed for the form. */
export async function withFormErrors<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw withFieldErrors(error);
  }
}

/** The fields of `data` whose value differs from `previous` (compared as JSON; '' equals a missing value). */
export function changedValues(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): Record<string, unknown> {
  if (!previous) return data;
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(previous[key] ?? null) && !(value === '' && previous[key] == null)),
  );
}
