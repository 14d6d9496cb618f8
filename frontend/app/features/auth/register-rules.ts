import type { CompanyRegistrationPrefill } from '@contracts/company-data';
import { UserType } from '@contracts/lists';
import type { AnafPrefillResult } from '~/features/company-data/company-prefill';
import { validationTexts } from '~/i18n/ro';
import {
  compact,
  confirmPasswordError,
  cuiError,
  emailError,
  newPasswordError,
  optionalPhoneError,
  rawText,
  requiredError,
  text,
  type FieldErrors,
} from '~/lib/validation';

export type RegisterField = 'userType' | 'fullName' | 'email' | 'phone' | 'password' | 'confirmPassword' | 'acceptTerms' | 'companyName' | 'cui';

export interface RegisterValues {
  userType: UserType;
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  companyName: string;
  cui: string;
}

export const EMPTY_REGISTER: RegisterValues = {
  userType: UserType.PersoanaFizica,
  fullName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
  companyName: '',
  cui: '',
};

/** The form's fields as the action and the browser check them (passwords as typed). */
export function readRegisterValues(formData: FormData): RegisterValues {
  return {
    userType: text(formData, 'userType') === String(UserType.PersoanaJuridica) ? UserType.PersoanaJuridica : UserType.PersoanaFizica,
    fullName: text(formData, 'fullName'),
    email: text(formData, 'email'),
    phone: text(formData, 'phone'),
    password: rawText(formData, 'password'),
    confirmPassword: rawText(formData, 'confirmPassword'),
    acceptTerms: formData.get('acceptTerms') === 'true',
    companyName: text(formData, 'companyName'),
    cui: text(formData, 'cui'),
  };
}

export type RegisterActionData =
  | { ok: true; email: string }
  | {
      ok: false;
      message?: string;
      fieldErrors: FieldErrors<RegisterField>;
      values: Omit<RegisterValues, 'password' | 'confirmPassword'>;
      /** After „Completează din datele ANAF”: the note, and the company as ANAF registers it when found. */
      anaf?: AnafPrefillResult & { company: CompanyRegistrationPrefill | null };
    };

export function validateRegister(values: RegisterValues): FieldErrors<RegisterField> {
  const legalEntity = values.userType === UserType.PersoanaJuridica;
  return compact<RegisterField>({
    userType: values.userType === UserType.PersoanaFizica || legalEntity ? undefined : validationTexts.required,
    fullName: requiredError(values.fullName),
    email: emailError(values.email),
    phone: optionalPhoneError(values.phone),
    password: newPasswordError(values.password),
    confirmPassword: confirmPasswordError(values.password, values.confirmPassword),
    acceptTerms: values.acceptTerms ? undefined : validationTexts.acceptTerms,
    companyName: legalEntity ? requiredError(values.companyName) : undefined,
    cui: legalEntity ? cuiError(values.cui, true) : undefined,
  });
}

const REGISTER_FIELDS: readonly RegisterField[] = [
  'userType',
  'fullName',
  'email',
  'phone',
  'password',
  'confirmPassword',
  'acceptTerms',
  'companyName',
  'cui',
];

export function isRegisterField(name: string): name is RegisterField {
  return (REGISTER_FIELDS as readonly string[]).includes(name);
}
