import { CONTENT_READ_ONLY_FIELDS, type ContentEntry, type SuccessStoryEntry } from '@contracts/content-admin';
import type { ListResponse } from '@contracts/listings';
import {
  type CreateParams,
  type DataProvider,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type GetOneParams,
  type Identifier,
  type UpdateManyParams,
  type UpdateParams,
} from 'react-admin';
import { changedValues, withFormErrors } from '../dataProvider/field-errors';
import type { HttpClient } from '../dataProvider/http-client';
import { CONTENT_API_PATHS } from './resources';
import { pageQuery } from '../dataProvider/page-query';

/** Moderation of visitors' success stories (custom methods: not CRUD, STYLE.md section 5). */
export interface ContentMethods {
  /** `POST /content/success-stories/{id}/approve`: published, first in the list. */
  approveStory(params: { id: Identifier }): Promise<{ data: SuccessStoryEntry }>;
  /** `POST /content/success-stories/{id}/reject { reason }`: off the site, with the reason. */
  rejectStory(params: { id: Identifier; reason: string }): Promise<{ data: SuccessStoryEntry }>;
}

const LIST_FILTERS = ['q', 'published', 'group', 'status'] as const;
const READ_ONLY = new Set<string>(CONTENT_READ_ONLY_FIELDS);

/** react-admin's sort → the `sort` of the content lists. */
export function contentSort(sort: GetListParams['sort'] | undefined): string {
  if (sort?.field === 'createdAt') return sort.order === 'ASC' ? 'oldest' : 'newest';
  if (sort?.field === 'updatedAt') return 'updated';
  return 'position';
}

/** What the form may send: the editable fields, without undefined values. */
function editable(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => !READ_ONLY.has(key) && value !== undefined));
}

/** Only the fields the form changed, so an update touches nothing else. */
export function changedFields(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): Record<string, unknown> {
  return changedValues(editable(data), previous);
}

/**
 * The content resources (`content-portfolio`, `content-faq`, …; resources.ts) on the staff API's
 * `/content/{path}` routes, which answer the project's list shape rather than ra-data-simple-rest's;
 * every other resource goes to `provider` unchanged.
 */
export function withContentResources<P extends DataProvider>(provider: P, apiUrl: string, httpClient: HttpClient): P & ContentMethods {
  const base = (resource: string) => `${apiUrl}/content/${CONTENT_API_PATHS[resource]}`;
  const one = (resource: string, id: Identifier) => `${base(resource)}/${encodeURIComponent(String(id))}`;
  const handles = (resource: string) => resource in CONTENT_API_PATHS;
  const send = async <T>(url: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown): Promise<T> =>
    withFormErrors(async () => (await httpClient(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json as T);
  const getOne = async (resource: string, id: Identifier) => (await httpClient(one(resource, id))).json as ContentEntry;

  // The CRUD methods for content resources (checked against react-admin's types where they are returned).
  const content: Record<string, (resource: string, params: never) => Promise<unknown>> = {
    getList: async (resource: string, params: GetListParams) => {
      const query = pageQuery(params);
      query.set('sort', contentSort(params.sort));
      const filter = (params.filter ?? {}) as Record<string, unknown>;
      for (const key of LIST_FILTERS) {
        const value = filter[key];
        if (value !== undefined && value !== null && value !== '') query.set(key, String(value).trim());
      }
      const body = (await httpClient(`${base(resource)}?${query}`)).json as ListResponse<ContentEntry>;
      return { data: body.docs, total: body.pagination?.total ?? body.count };
    },
    getOne: async (resource: string, params: GetOneParams) => ({ data: await getOne(resource, params.id) }),
    getMany: async (resource: string, params: GetManyParams) => ({ data: await Promise.all(params.ids.map((id) => getOne(resource, id))) }),
    create: async (resource: string, params: CreateParams) => ({
      data: await send<ContentEntry>(base(resource), 'POST', editable(params.data as Record<string, unknown>)),
    }),
    update: async (resource: string, params: UpdateParams) => ({
      data: await send<ContentEntry>(
        one(resource, params.id),
        'PUT',
        changedFields(params.data as Record<string, unknown>, params.previousData as Record<string, unknown>),
      ),
    }),
    updateMany: async (resource: string, params: UpdateManyParams) => {
      for (const id of params.ids) await send(one(resource, id), 'PUT', editable(params.data as Record<string, unknown>));
      return { data: params.ids };
    },
    delete: async (resource: string, params: DeleteParams) => ({ data: await send<ContentEntry>(one(resource, params.id), 'DELETE') }),
    deleteMany: async (resource: string, params: DeleteManyParams) => {
      for (const id of params.ids) await send(one(resource, id), 'DELETE');
      return { data: params.ids };
    },
  };

  const routed = Object.fromEntries(
    Object.entries(content).map(([method, handler]) => [
      method,
      (resource: string, params: unknown) =>
        handles(resource)
          ? (handler as (r: string, p: unknown) => unknown)(resource, params)
          : (provider[method as keyof DataProvider] as (r: string, p: unknown) => unknown)(resource, params),
    ]),
  );
  const stories = `${apiUrl}/content/success-stories`;
  return {
    ...provider,
    ...routed,
    approveStory: async ({ id }) => ({ data: await send<SuccessStoryEntry>(`${stories}/${encodeURIComponent(String(id))}/approve`, 'POST') }),
    rejectStory: async ({ id, reason }) => ({ data: await send<SuccessStoryEntry>(`${stories}/${encodeURIComponent(String(id))}/reject`, 'POST', { reason }) }),
  } as P & ContentMethods;
}
