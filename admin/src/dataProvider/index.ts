import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { ADMIN_API_URL } from '../session';
import { customMethods, type CustomMethods } from './custom-methods';
import { httpClient, type HttpClient } from './http-client';
import { listingResources } from './listing-resources';

/** The console's dataProvider: ra-data-simple-rest conventions on /api/admin, plus custom methods. */
export type AdminDataProvider = DataProvider & CustomMethods;

/**
 * ra-data-simple-rest for ordinary resources; the listing resources (moderation queue and the
 * seven families) read the listing routes instead (listing-resources.ts).
 */
export function createDataProvider(apiUrl: string, client: HttpClient): AdminDataProvider {
  const rest = simpleRestProvider(apiUrl, client);
  const listings = listingResources(apiUrl, client);
  return {
    ...rest,
    getList: (resource, params) =>
      listings.handles(resource) ? (listings.getList(resource, params) as never) : rest.getList(resource, params),
    getOne: (resource, params) =>
      listings.handles(resource) ? (listings.getOne(resource, params) as never) : rest.getOne(resource, params),
    getMany: (resource, params) =>
      listings.handles(resource) ? (listings.getMany(resource, params) as never) : rest.getMany(resource, params),
    ...customMethods(apiUrl, client),
  };
}

export const dataProvider: AdminDataProvider = createDataProvider(ADMIN_API_URL, httpClient);
