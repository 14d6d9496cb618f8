/**
 * Spec section 5: form errors appear only after a submission. Both hooks run the form's rules on
 * submit and stop the submission while there are errors.
 */
import { useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from './validation';

/** Controlled forms: after the first submit the errors follow the values as the user types. */
export function useErrorsAfterSubmit<F extends string>(validate: () => FieldErrors<F>) {
  const [submitted, setSubmitted] = useState(false);
  const errors: FieldErrors<F> = submitted ? validate() : {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSubmitted(true);
    if (hasErrors(validate())) event.preventDefault();
  };
  return { errors, onSubmit };
}

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
