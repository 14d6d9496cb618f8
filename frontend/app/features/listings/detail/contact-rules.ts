/**
 * The contact form of a detail page (a message to the listing's owner): the same rules in the
 * browser (errors after submit, spec section 5) and in the route action (forms work without JavaScript).
 */
import { compact, emailError, optionalPhoneError, requiredError, text, type FieldErrors } from '~/lib/validation';

export type ContactField = 'name' | 'email' | 'phone' | 'message';

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

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

function messageError(message: string): string | undefined {
  if (!message) return requiredError(message);
  if (message.length < CONTACT_MESSAGE_MIN) return `Scrie un mesaj de cel puțin ${CONTACT_MESSAGE_MIN} caractere.`;
  if (message.length > CONTACT_MESSAGE_MAX) return `Mesajul poate avea cel mult ${CONTACT_MESSAGE_MAX} de caractere.`;
  return undefined;
}

export function validateContact(formData: FormData): FieldErrors<ContactField> {
  const input = readContact(formData);
  return compact<ContactField>({
    name: requiredError(input.name),
    email: emailError(input.email),
    phone: optionalPhoneError(input.phone ?? ''),
    message: messageError(input.message),
  });
}
