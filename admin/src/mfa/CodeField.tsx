import { TextField } from '@mui/material';

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
