/**
 * The access request form of a confidential listing (message + the NDA's tick box): the same rules
 * in the browser and in the route action, as the API checks them (AccessRequestBody: message 1–2000
 * characters, acceptNda true).
 */
import { compact, requiredError, text, type FieldErrors } from '~/lib/validation';

export type AccessRequestField = 'message' | 'acceptNda';

export const ACCESS_MESSAGE_MAX = 2000;

export interface AccessRequestInput {
  message: string;
  acceptNda: boolean;
}

export function readAccessRequest(formData: FormData): AccessRequestInput {
  return { message: text(formData, 'message'), acceptNda: formData.get('acceptNda') === 'on' };
}

export function validateAccessRequest(formData: FormData): FieldErrors<AccessRequestField> {
  const input = readAccessRequest(formData);
  return compact<AccessRequestField>({
    message:
      requiredError(input.message) ?? (input.message.length > ACCESS_MESSAGE_MAX ? `Poți scrie cel mult ${ACCESS_MESSAGE_MAX} de caractere.` : undefined),
    acceptNda: input.acceptNda ? undefined : 'Pentru a cere acces trebuie să accepți acordul de confidențialitate.',
  });
}
