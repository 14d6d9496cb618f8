/**
 * The error line under a field (its id is what the input's aria-describedby points at). On its own
 * so forms every page shows (the footer's newsletter) do not load the other fields (Field.tsx).
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}
