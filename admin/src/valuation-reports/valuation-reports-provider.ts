import type { StaffValuationReport } from '@contracts/valuation-reports';
import type { DataProvider, GetListParams, Identifier } from 'react-admin';
import { withFormErrors } from '../dataProvider/field-errors';
import { fetchFile, type DownloadedFile, type FileClient, type HttpClient } from '../dataProvider/http-client';
import { pageQuery } from '../dataProvider/page-query';
import { toUpdateBody, type ReportFormValues } from './valuation-report-view';

/** The report workspaces of paid valuation orders (`/api/admin/valuation-reports`). */
export const VALUATION_REPORTS_RESOURCE = 'valuation-reports';

export interface ValuationReportMethods {
  /** `POST /valuation-reports/{id}/publish`: the next version; the client gets the PDF by email. */
  publishValuationReport(params: { id: Identifier }): Promise<{ data: StaffValuationReport }>;
  /** `POST /valuation-reports/{id}/refresh-figures`: the company's figures read from ANAF again (503 while ANAF does not answer). */
  refreshValuationFigures(params: { id: Identifier }): Promise<{ data: StaffValuationReport }>;
  /** `POST /valuation-reports/{id}/refresh-comparables`: the comparable listings searched again. */
  refreshValuationComparables(params: { id: Identifier }): Promise<{ data: StaffValuationReport }>;
  /** A version's PDF (`/api/admin/valuation-reports/{id}/pdf?version=N`) or a client's document (`/api/uploads/documents/…`). */
  valuationReportFile(params: { url: string }): Promise<{ data: DownloadedFile }>;
}

/** The only paths `valuationReportFile` fetches. */
const FILE_PATH = /^\/api\/(admin\/valuation-reports\/[0-9a-f-]{36}\/pdf\?version=\d+|uploads\/documents\/[A-Za-z0-9%._-]+)$/;

/** Adds the valuation report resource (list, one, update) and its actions to `provider`. */
export function withValuationReportResources<P extends DataProvider>(
  provider: P,
  apiUrl: string,
  httpClient: HttpClient,
  fileClient: FileClient = fetchFile,
): P & ValuationReportMethods {
  const base = `${apiUrl}/${VALUATION_REPORTS_RESOURCE}`;
  const one = async (id: Identifier) => ({ data: (await httpClient(`${base}/${encodeURIComponent(String(id))}`)).json as StaffValuationReport });
  const post = async (id: Identifier, action: string) => ({
    data: (await httpClient(`${base}/${encodeURIComponent(String(id))}/${action}`, { method: 'POST', body: '{}' })).json as StaffValuationReport,
  });
  const mine = (resource: string) => resource === VALUATION_REPORTS_RESOURCE;
  return {
    ...provider,
    getList: (resource: string, params: GetListParams) => {
      if (!mine(resource)) return provider.getList(resource, params);
      const query = pageQuery(params);
      for (const key of ['status', 'q'] as const) {
        const value = typeof params.filter?.[key] === 'string' ? params.filter[key].trim() : '';
        if (value) query.set(key, value);
      }
      return httpClient(`${base}?${query}`).then(({ json }) => ({ data: json.docs, total: json.pagination?.total ?? json.count }));
    },
    getOne: (resource: string, params: { id: Identifier }) => (mine(resource) ? one(params.id) : provider.getOne(resource, params)),
    getMany: (resource: string, params: { ids: Identifier[] }) =>
      mine(resource) ? Promise.all(params.ids.map(async (id) => (await one(id)).data)).then((data) => ({ data })) : provider.getMany(resource, params),
    update: (resource: string, params: { id: Identifier; data: unknown; previousData?: unknown }) => {
      if (!mine(resource)) return provider.update(resource, params as never);
      return withFormErrors(async () => ({
        data: (
          await httpClient(`${base}/${encodeURIComponent(String(params.id))}`, {
            method: 'PUT',
            body: JSON.stringify(toUpdateBody(params.data as ReportFormValues)),
          })
        ).json as StaffValuationReport,
      }));
    },
    publishValuationReport: ({ id }) => withFormErrors(() => post(id, 'publish')),
    refreshValuationComparables: ({ id }) => post(id, 'refresh-comparables'),
    refreshValuationFigures: ({ id }) => post(id, 'refresh-figures'),
    valuationReportFile: async ({ url }) => {
      if (!FILE_PATH.test(url)) throw new Error('ra.notification.http_error');
      const origin = /^https?:\/\//.test(apiUrl) ? new URL(apiUrl).origin : '';
      return { data: await fileClient(`${origin}${url}`) };
    },
  } as P & ValuationReportMethods;
}
