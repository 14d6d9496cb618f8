import type { HttpClient } from './http-client';

/**
 * Staff actions that are not CRUD (STYLE.md section 5): each calls its own endpoint instead of a
 * generic `update({ status })`, e.g. `approve(resource, { id })` → `POST /api/admin/<resource>/<id>/approve`.
 *
 * Empty for now: the moderation issue adds `approve`, `reject`, `renew` and `promote` here, to
 * this interface and to the returned object, and components call them through
 * `useDataProvider<AdminDataProvider>()`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CustomMethods {}

export function customMethods(_apiUrl: string, _httpClient: HttpClient): CustomMethods {
  return {};
}
