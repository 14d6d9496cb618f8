/**
 * Form rules of spec section 5, shared by the browser (errors shown after submit) and by the
 * actions (the same rules again on the server, so forms also work without JavaScript).
 */
import { EMAIL_PATTERN, PASSWORD_PATTERN } from '@contracts/auth';
import { validationTexts } from '~/i18n/ro-validation';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** Passwords are taken as typed (no trimming). */
export function rawText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function emailError(value: string): string | undefined {
  if (!value) return validationTexts.required;
  if (!isValidEmail(value)) return validationTexts.invalidEmail;
  return undefined;
}

export function requiredError(value: string): string | undefined {
  return value ? undefined : validationTexts.required;
}

export function newPasswordError(value: string): string | undefined {
  if (!value) return validationTexts.required;
  if (!PASSWORD_PATTERN.test(value)) return validationTexts.weakPassword;
  return undefined;
}

export function confirmPasswordError(password: string, confirmation: string): string | undefined {
  if (!confirmation) return validationTexts.required;
  if (password !== confirmation) return validationTexts.mismatchedPasswords;
  return undefined;
}

const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,20}$/;
export function optionalPhoneError(value: string): string | undefined {
  return value && !PHONE_PATTERN.test(value) ? validationTexts.invalidPhone : undefined;
}

const CUI_PATTERN = /^(RO)?\s?[0-9]{2,10}$/i;
export function cuiError(value: string, required: boolean): string | undefined {
  if (!value) return required ? validationTexts.required : undefined;
  return CUI_PATTERN.test(value) ? undefined : validationTexts.invalidCui;
}

/** Removes undefined entries, so `Object.keys(errors).length` tells whether a form is valid. */
export function compact<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const result: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    if (errors[key]) result[key] = errors[key];
  }
  return result;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
