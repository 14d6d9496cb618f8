/** Kept apart from Field.tsx: the shell's sign-in form loads Field.tsx on every page, these only two pages use. */
import { PasswordField } from './Field';

/** A new password and its confirmation (the reset and profile forms), with their errors. */
export function NewPasswordFields({ passwordError, confirmError }: { passwordError?: string; confirmError?: string }) {
  return (
    <>
      <PasswordField
        label="Parola nouă"
        name="password"
        autoComplete="new-password"
        required
        error={passwordError}
        hint="Minimum 8 caractere, cu cel puțin o literă și o cifră."
      />
      <PasswordField label="Confirmă parola nouă" name="confirmPassword" autoComplete="new-password" required error={confirmError} />
    </>
  );
}
