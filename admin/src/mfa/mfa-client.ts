import type { ErrorBody } from '@contracts/error-codes';
import type { MfaEnrolment, MfaRecoveryCodes, MfaStatus } from '@contracts/mfa';
import { HttpError } from 'react-admin';
import { httpClient } from '../dataProvider/http-client';
import { API_BASE } from '../session';

const MFA_URL = `${API_BASE}/auth/mfa`;

const post = async <T>(path: string, body?: unknown): Promise<T> =>
  (await httpClient(`${MFA_URL}${path}`, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json as T;

/** The signed-in staff member's own second factor (`/api/auth/mfa/*`). Errors: HttpError of http-client.ts. */
export const mfaClient = {
  status: async (): Promise<MfaStatus> => (await httpClient(MFA_URL)).json as MfaStatus,
  start: () => post<MfaEnrolment>('/enrolment'),
  confirm: (code: string) => post<MfaRecoveryCodes>('/enrolment/confirm', { code: code.trim() }),
  disable: (code: string) => post<{ ok: true }>('/disable', { code: code.trim() }),
  renewRecoveryCodes: (code: string) => post<MfaRecoveryCodes>('/recovery-codes', { code: code.trim() }),
};

/**
 * The text to show for a refused request: the API's message for the `code` field of a 400
 * (its field messages are written for display), else the translation of the error code's key.
 */
export function mfaErrorText(error: unknown, translate: (key: string) => string): string {
  if (error instanceof HttpError) {
    const details = (error.body as Partial<ErrorBody> | undefined)?.error?.details;
    const field = details?.find((detail) => detail.field === 'code');
    if (field && (error.body as ErrorBody).error.code === 'VALIDATION_FAILED') return field.message;
    return translate(error.message);
  }
  return translate(error instanceof Error && error.message ? error.message : 'ra.notification.http_error');
}
