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
 * the HTTP status (used by authProvider.checkError) and the error body. An outside service that
 * does not answer keeps the API's own message: it names which one (ANAF, BNR, file storage, Stripe)
 * and what staff can do meanwhile, which one text per code cannot.
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
      const message = body?.error?.message;
      if (code === 'EXTERNAL_SERVICE_UNAVAILABLE' && message) throw new HttpError(message, error.status, body);
      if (code) throw new HttpError(errorKey(code), error.status, body);
    }
    throw error;
  }
}

export type HttpClient = typeof httpClient;

/** A file the API answered: its bytes and the name from `content-disposition` (UTF-8 form preferred). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a `content-disposition: attachment; filename="…"; filename*=UTF-8''…` header. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // fall back to the plain name
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/**
 * GET of a file (CSV export, a client's document) with the same session as httpClient: the cookie
 * and the Bearer token. Errors reject like httpClient's: an HttpError whose message is the
 * translation key of the API's error code.
 */
export async function fetchFile(url: string): Promise<DownloadedFile> {
  const token = getToken();
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(url, { credentials: 'include', headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as Partial<ErrorBody> | undefined;
    const code = body?.error?.code;
    throw new HttpError(code ? errorKey(code) : 'ra.notification.http_error', response.status, body);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
}

export type FileClient = typeof fetchFile;
