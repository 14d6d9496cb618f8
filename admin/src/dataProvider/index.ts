import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { ADMIN_API_URL } from '../session';
import { customMethods, type CustomMethods } from './custom-methods';
import { httpClient } from './http-client';

/** The console's dataProvider: ra-data-simple-rest conventions on /api/admin, plus custom methods. */
export type AdminDataProvider = DataProvider & CustomMethods;

export const dataProvider: AdminDataProvider = {
  ...simpleRestProvider(ADMIN_API_URL, httpClient),
  ...customMethods(ADMIN_API_URL, httpClient),
};
