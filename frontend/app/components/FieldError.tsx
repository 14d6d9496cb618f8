/**
 * The error line and hint under a field, and the input's aria-describedby that points at them. On
 * their own so forms every page shows (the footer's newsletter) do not load the other fields
 * (Field.tsx); the publishing and funding forms build their inputs with them too.
 */
import type { ReactNode } from 'react';

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}

export function FieldHint({ id, hint }: { id: string; hint?: ReactNode }) {
  return hint ? (
    <p className="field__hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
}

/** The ids of the error line and the hint a field shows, for its input's aria-describedby. */
export function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}
