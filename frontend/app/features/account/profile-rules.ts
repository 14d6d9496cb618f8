import type { AnafPrefillResult } from '~/features/company-data/company-prefill';
import {
  compact,
  confirmPasswordError,
  cuiError,
  newPasswordError,
  optionalPhoneError,
  rawText,
  requiredError,
  text,
  type FieldErrors,
} from '~/lib/validation';

export type ProfileIntent = 'profile' | 'password' | 'delete';

export type ProfileField = 'fullName' | 'phone' | 'companyName' | 'cui';
export type PasswordField = 'currentPassword' | 'password' | 'confirmPassword';
export type DeleteField = 'deletePassword';

export interface ProfileActionData {
  intent: ProfileIntent;
  ok: boolean;
  fieldErrors: FieldErrors<ProfileField | PasswordField | DeleteField>;
  message?: string;
  /** The profile fields as posted (after „Completează din datele ANAF”, with the company's name filled). */
  values?: Partial<Record<ProfileField, string>>;
  /** After „Completează din datele ANAF”: what was filled, or why not. Nothing is saved. */
  anaf?: AnafPrefillResult;
}

export function readProfile(formData: FormData) {
  return {
    fullName: text(formData, 'fullName'),
    phone: text(formData, 'phone'),
    companyName: text(formData, 'companyName'),
    cui: text(formData, 'cui'),
  };
}

export function validateProfile(formData: FormData): FieldErrors<ProfileField> {
  const values = readProfile(formData);
  return compact<ProfileField>({
    fullName: requiredError(values.fullName),
    phone: optionalPhoneError(values.phone),
    companyName: undefined,
    // A CUI without a company name (or the reverse) is allowed; the API validates the CUI itself.
    cui: cuiError(values.cui, false),
  });
}

export function readPasswordChange(formData: FormData) {
  return {
    currentPassword: rawText(formData, 'currentPassword'),
    password: rawText(formData, 'password'),
    confirmPassword: rawText(formData, 'confirmPassword'),
  };
}

export function validatePasswordChange(formData: FormData): FieldErrors<PasswordField> {
  const values = readPasswordChange(formData);
  return compact<PasswordField>({
    currentPassword: requiredError(values.currentPassword),
    password: newPasswordError(values.password),
    confirmPassword: confirmPasswordError(values.password, values.confirmPassword),
  });
}

export function validateDelete(formData: FormData): FieldErrors<DeleteField> {
  return compact<DeleteField>({ deletePassword: requiredError(rawText(formData, 'deletePassword')) });
}
