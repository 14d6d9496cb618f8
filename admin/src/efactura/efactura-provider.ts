import type { AdminEfacturaInvoice, EfacturaSettingsView } from '@contracts/efactura';
import type { ListResponse } from '@contracts/listings';
import type { DataProvider, GetListParams, GetManyParams, GetOneParams, Identifier } from 'react-admin';
import type { HttpClient } from '../dataProvider/http-client';
import { filteredPageQuery } from '../dataProvider/page-query';

/** Invoices and credit notes with their RO e-Factura state, on `/api/admin/efactura`. */
export const EFACTURA_RESOURCE = 'efactura';

/** `atRisk`: 'true' (only documents at risk) or 'false' (only the others). */
const LIST_FILTERS = ['status', 'q', 'atRisk'] as const;

/** Retry (a custom method, not CRUD: STYLE.md section 5) and whether e-Factura is configured. */
export interface EfacturaMethods {
  /** `POST /efactura/{id}/retry`: sends a rejected or failed invoice to ANAF again. */
  retryEfactura(params: { id: Identifier }): Promise<{ data: AdminEfacturaInvoice }>;
  /** `GET /efactura/settings`. */
  efacturaSettings(): Promise<{ data: EfacturaSettingsView }>;
}

/** Adds the e-Factura resource and its methods to `provider`; other resources go to `provider` unchanged. */
export function withEfacturaResources<P extends DataProvider>(provider: P, apiUrl: string, httpClient: HttpClient): P & EfacturaMethods {
  const base = `${apiUrl}/efactura`;
  const one = (id: Identifier) => `${base}/${encodeURIComponent(String(id))}`;
  const json = async <T>(url: string, method: 'GET' | 'POST' = 'GET'): Promise<T> =>
    (await httpClient(url, { method, ...(method === 'POST' ? { body: '{}' } : {}) })).json as T;
  const mine = (resource: string) => resource === EFACTURA_RESOURCE;

  return {
    ...provider,
    getList: async (resource: string, params: GetListParams) => {
      if (!mine(resource)) return provider.getList(resource, params);
      // Only text filters, trimmed; blank ones are left out.
      const query = filteredPageQuery(params, LIST_FILTERS, (value) => (typeof value === 'string' && value.trim() ? value.trim() : undefined));
      const body = await json<ListResponse<AdminEfacturaInvoice>>(`${base}?${query}`);
      return { data: body.docs, total: body.pagination.total } as never;
    },
    getOne: async (resource: string, params: GetOneParams) => {
      if (!mine(resource)) return provider.getOne(resource, params);
      return { data: await json<AdminEfacturaInvoice>(one(params.id)) } as never;
    },
    getMany: async (resource: string, params: GetManyParams) => {
      if (!mine(resource)) return provider.getMany(resource, params);
      return { data: await Promise.all(params.ids.map((id) => json<AdminEfacturaInvoice>(one(id)))) } as never;
    },
    retryEfactura: async ({ id }) => ({ data: await json<AdminEfacturaInvoice>(`${one(id)}/retry`, 'POST') }),
    efacturaSettings: async () => ({ data: await json<EfacturaSettingsView>(`${base}/settings`) }),
  } as P & EfacturaMethods;
}
