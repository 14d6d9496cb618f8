import { TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';

/** A one-time code input: digits from the app (or a recovery code when `recovery`). */
export const CodeField = ({
  value,
  onChange,
  label,
  helperText,
  error,
  recovery = false,
  autoFocus = false,
  name = 'code',
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  helperText?: string;
  error?: string | null;
  recovery?: boolean;
  autoFocus?: boolean;
  name?: string;
}) => (
  <TextField
    name={name}
    label={label}
    value={value}
    onChange={(event) => onChange(event.target.value)}
    autoFocus={autoFocus}
    autoComplete="one-time-code"
    required
    fullWidth
    error={Boolean(error)}
    helperText={error || helperText}
    slotProps={{
      htmlInput: recovery ? { maxLength: 11, spellCheck: false, autoCapitalize: 'none' } : { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 },
    }}
  />
);

/**
 * A code form's state: the code typed, its error, whether it is being sent, and the submit handler.
 * `send` failing shows `errorText(failure)` and lets the user try again; once it succeeds the form is
 * either reset for another code (`afterSuccess: 'reset'`) or stays busy while the page moves on ('stay').
 */
export function useCodeForm(send: (code: string) => Promise<void>, errorText: (failure: unknown) => string, afterSuccess: 'reset' | 'stay') {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await send(code);
      if (afterSuccess === 'reset') {
        setCode('');
        setBusy(false);
      }
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };
  return { code, setCode, error, setError, busy, submit };
}
