/**
 * Spec section 5 for the auth forms: errors appear only after a submission, and from then on follow
 * the fields as the visitor types. The fields are uncontrolled (`defaultValue`), so what was typed
 * before the page's script ran survives hydration; the rules read the form's FormData. The form
 * takes both handlers. (Kept out of lib/form-validation.ts, whose chunk the listing pages load.)
 */
import { useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '~/lib/validation';

export function useErrorsAfterSubmit<F extends string>(validate: (formData: FormData) => FieldErrors<F>) {
  const [errors, setErrors] = useState<FieldErrors<F> | null>(null);
  const check = (form: HTMLFormElement) => {
    const found = validate(new FormData(form));
    setErrors(found);
    return found;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (hasErrors(check(event.currentTarget))) event.preventDefault();
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (errors) check(event.currentTarget);
  };
  const shown: FieldErrors<F> = errors ?? {};
  return { errors: shown, onSubmit, onChange };
}
