/**
 * Spec section 5: form errors appear only after a submission. The hook runs the form's rules on
 * submit and stops the submission while there are errors. (The auth forms' errors also follow the
 * fields after the first submit: features/auth/errors-after-submit.ts.)
 */
import { useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from './validation';

/** Uncontrolled forms: the rules read the submitted FormData; errors stay as of the last submit. */
export function useSubmitValidation<F extends string>(validate: (formData: FormData) => FieldErrors<F>) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validate(new FormData(event.currentTarget));
    setErrors(found);
    if (hasErrors(found)) event.preventDefault();
  };
  return { errors, onSubmit };
}
