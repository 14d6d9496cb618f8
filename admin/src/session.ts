/**
 * Where the console keeps the session token, and the headers every API call sends.
 * The API also sets an httpOnly cookie at login, so requests carry `credentials: 'include'`;
 * the token is sent as a Bearer header as well while this tab has it.
 */

export const API_BASE = '/api';
export const ADMIN_API_URL = `${API_BASE}/admin`;
export const TOKEN_STORAGE_KEY = 'roafaceri.admin.token';

export function getToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    window.sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage may be disabled; the httpOnly cookie still carries the session.
  }
}

export function clearToken(): void {
  try {
    window.sessionStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored
  }
}

/** JSON request headers plus the Bearer token when one is stored. */
export function apiHeaders(extra?: Record<string, string>): Headers {
  const headers = new Headers({ Accept: 'application/json', ...extra });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}
