/**
 * The contact form of a detail page (a message to the listing's owner): the same rules in the
 * browser (errors after submit, spec section 5) and in the route action (forms work without JavaScript).
 */
import { compact, emailError, optionalPhoneError, requiredError, text, type FieldErrors } from '~/lib/validation';

export type ContactField = 'name' | 'email' | 'phone' | 'message';

/** The API's limits (ContactOwnerDto): name 2–100 characters, message 10–3000. */
export const CONTACT_NAME_MIN = 2;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 3000;

export interface ContactInput {
  name: string;
  email: string;
  phone?: string;
  message: string;
}

export function readContact(formData: FormData): ContactInput {
  const phone = text(formData, 'phone');
  return { name: text(formData, 'name'), email: text(formData, 'email'), ...(phone ? { phone } : {}), message: text(formData, 'message') };
}

/** Required text between `min` and `max` characters. */
function lengthError(value: string, min: number, max: number): string | undefined {
  if (!value) return requiredError(value);
  if (value.length < min) return `Scrie cel puțin ${min} caractere.`;
  if (value.length > max) return `Poți scrie cel mult ${max} de caractere.`;
  return undefined;
}

export function validateContact(formData: FormData): FieldErrors<ContactField> {
  const input = readContact(formData);
  return compact<ContactField>({
    name: lengthError(input.name, CONTACT_NAME_MIN, CONTACT_NAME_MAX),
    email: emailError(input.email),
    phone: optionalPhoneError(input.phone ?? ''),
    message: lengthError(input.message, CONTACT_MESSAGE_MIN, CONTACT_MESSAGE_MAX),
  });
}
