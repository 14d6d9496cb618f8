/**
 * The console's session: the httpOnly `auth_token` cookie the API sets at sign-in carries it
 * (`credentials: 'include'`, same origin), so a reload stays signed in. The token of a sign-in made
 * in this tab is also kept, in memory only (never in web storage, where any script could read it),
 * and sent as a Bearer header until the tab is closed or reloaded.
 */

export const API_BASE = '/api';
export const ADMIN_API_URL = `${API_BASE}/admin`;

let token: string | null = null;

export function getToken(): string | null {
  return token;
}

export function setToken(value: string): void {
  token = value;
}

export function clearToken(): void {
  token = null;
}

/** JSON request headers plus the Bearer token of a sign-in made in this tab. */
export function apiHeaders(extra?: Record<string, string>): Headers {
  const headers = new Headers({ Accept: 'application/json', ...extra });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}
