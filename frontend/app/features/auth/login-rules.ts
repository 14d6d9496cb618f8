import { validationTexts } from '~/i18n/ro';
import { compact, isValidEmail, rawText, text, type FieldErrors } from '~/lib/validation';

export type LoginField = 'email' | 'password';

/** Answer of the login action when it does not redirect. */
export interface LoginActionData {
  ok: false;
  message: string;
  fieldErrors: FieldErrors<LoginField>;
  email: string;
}

/** Spec section 5: nothing is sent while the email or the password is empty. */
export function validateLogin(values: { email: string; password: string }): FieldErrors<LoginField> {
  return compact({
    email: !values.email ? validationTexts.required : !isValidEmail(values.email) ? validationTexts.invalidEmail : undefined,
    password: values.password ? undefined : validationTexts.required,
  });
}

/** The form's fields as the action and the browser check them (the password as typed). */
export function readLogin(formData: FormData): { email: string; password: string } {
  return { email: text(formData, 'email'), password: rawText(formData, 'password') };
}
