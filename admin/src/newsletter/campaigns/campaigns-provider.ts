import type { ListResponse } from '@contracts/listings';
import type { AdminNewsletterCampaign, NewsletterCampaignPreview } from '@contracts/newsletter';
import type { CreateParams, DataProvider, DeleteParams, GetListParams, GetManyParams, GetOneParams, Identifier, UpdateParams } from 'react-admin';
import { withFormErrors } from '../../dataProvider/field-errors';
import type { HttpClient } from '../../dataProvider/http-client';
import { filteredPageQuery } from '../../dataProvider/page-query';

/** The campaigns resource, on `/api/admin/newsletter-campaigns`. */
export const CAMPAIGNS_RESOURCE = 'newsletter-campaigns';

const LIST_FILTERS = ['status', 'topic'] as const;
/** What a campaign's form may send; the rest of the record (counts, status, dates) is the server's. */
const EDITABLE = ['subject', 'bodyHtml', 'topic'] as const;

/** Preview, test and send (custom methods, not CRUD: STYLE.md section 5); send emails every subscriber, so it is called pessimistically. */
export interface CampaignMethods {
  /** `GET /newsletter-campaigns/{id}/preview`: the email as recipients get it. */
  previewCampaign(params: { id: Identifier }): Promise<{ data: NewsletterCampaignPreview }>;
  /** `POST /newsletter-campaigns/{id}/test`: the email to the staff member asking. */
  testCampaign(params: { id: Identifier }): Promise<{ data: { ok: true; to: string } }>;
  /** `POST /newsletter-campaigns/{id}/send`: to every confirmed subscriber of its topic, once. */
  sendCampaign(params: { id: Identifier }): Promise<{ data: AdminNewsletterCampaign }>;
}

/** The fields a campaign's form sends (trimmed subject). */
export function campaignBody(data: Record<string, unknown>): Record<string, unknown> {
  const body = Object.fromEntries(EDITABLE.filter((key) => data[key] !== undefined).map((key) => [key, data[key]]));
  if (typeof body.subject === 'string') body.subject = body.subject.trim();
  return body;
}

/** Adds the campaigns resource and its methods to `provider`; other resources go to `provider` unchanged. */
export function withCampaignResources<P extends DataProvider>(provider: P, apiUrl: string, httpClient: HttpClient): P & CampaignMethods {
  const base = `${apiUrl}/newsletter-campaigns`;
  const one = (id: Identifier) => `${base}/${encodeURIComponent(String(id))}`;
  const json = async <T>(url: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', body?: unknown): Promise<T> =>
    (await httpClient(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json as T;
  const mine = (resource: string) => resource === CAMPAIGNS_RESOURCE;

  return {
    ...provider,
    getList: async (resource: string, params: GetListParams) => {
      if (!mine(resource)) return provider.getList(resource, params);
      const query = filteredPageQuery(params, LIST_FILTERS, (value) => (value !== undefined && value !== null && value !== '' ? String(value) : undefined));
      const body = await json<ListResponse<AdminNewsletterCampaign>>(`${base}?${query}`);
      return { data: body.docs, total: body.pagination?.total ?? body.count } as never;
    },
    getOne: async (resource: string, params: GetOneParams) =>
      (mine(resource) ? { data: await json(one(params.id)) } : provider.getOne(resource, params)) as never,
    getMany: async (resource: string, params: GetManyParams) =>
      (mine(resource) ? { data: await Promise.all(params.ids.map((id) => json(one(id)))) } : provider.getMany(resource, params)) as never,
    create: async (resource: string, params: CreateParams) =>
      (mine(resource)
        ? { data: await withFormErrors(() => json(base, 'POST', campaignBody(params.data as Record<string, unknown>))) }
        : provider.create(resource, params)) as never,
    update: async (resource: string, params: UpdateParams) =>
      (mine(resource)
        ? { data: await withFormErrors(() => json(one(params.id), 'PUT', campaignBody(params.data as Record<string, unknown>))) }
        : provider.update(resource, params)) as never,
    delete: async (resource: string, params: DeleteParams) =>
      (mine(resource) ? { data: await json(one(params.id), 'DELETE') } : provider.delete(resource, params)) as never,
    previewCampaign: async ({ id }) => ({ data: await json<NewsletterCampaignPreview>(`${one(id)}/preview`) }),
    testCampaign: async ({ id }) => ({ data: await json<{ ok: true; to: string }>(`${one(id)}/test`, 'POST') }),
    sendCampaign: async ({ id }) => ({ data: await json<AdminNewsletterCampaign>(`${one(id)}/send`, 'POST') }),
  } as P & CampaignMethods;
}
