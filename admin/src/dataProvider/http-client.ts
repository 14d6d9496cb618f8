import type { ErrorBody } from '@contracts/error-codes';
import { fetchUtils, HttpError } from 'react-admin';
import { errorKey } from '../i18n';
import { getToken } from '../session';

/**
 * fetchJson with the session: the httpOnly cookie (`credentials: 'include'`) and, when this tab
 * stored one at login, the token as `Authorization: Bearer`.
 *
 * API errors are `{ error: { code, message, details? } }`. The rejected HttpError carries a
 * translation key for the code as its message (react-admin translates notification messages),
 * the HTTP status (used by authProvider.checkError) and the error body.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const token = getToken();
  try {
    return await fetchUtils.fetchJson(url, {
      ...options,
      credentials: 'include',
      user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
    });
  } catch (error) {
    if (error instanceof HttpError) {
      const body = error.body as Partial<ErrorBody> | undefined;
      const code = body?.error?.code;
      if (code) throw new HttpError(errorKey(code), error.status, body);
    }
    throw error;
  }
}

export type HttpClient = typeof httpClient;
