import type { CommentEntry } from '@contracts/comments';
import type { ListResponse } from '@contracts/listings';
import type { DataProvider, DeleteManyParams, DeleteParams, GetListParams, GetManyParams, GetOneParams, Identifier } from 'react-admin';
import type { HttpClient } from '../dataProvider/http-client';
import { staffListQuery, type StaffResourceConfig } from '../dataProvider/staff-resources';

export const COMMENTS_RESOURCE = 'comments';

/** `/api/admin/comments`: status (default pending on the API), article and text filters; no sort parameter. */
const COMMENTS_CONFIG: StaffResourceConfig = { path: 'comments', filters: ['status', 'listingId', 'q'] };

/** Moderation of comments (custom methods: not CRUD, STYLE.md section 5). */
export interface CommentMethods {
  /** `POST /comments/{id}/approve`: the comment shows under its article. */
  approveComment(params: { id: Identifier }): Promise<{ data: CommentEntry }>;
  /** `POST /comments/{id}/reject { reason }`: hidden, with the reason its author sees. */
  rejectComment(params: { id: Identifier; reason: string }): Promise<{ data: CommentEntry }>;
}

/**
 * The `comments` resource on the staff API (list, one, delete) and its moderation methods; every
 * other resource goes to `provider` unchanged.
 */
export function withCommentResources<P extends DataProvider>(provider: P, apiUrl: string, httpClient: HttpClient): P & CommentMethods {
  const one = (id: Identifier, action = '') => `${apiUrl}/comments/${encodeURIComponent(String(id))}${action ? `/${action}` : ''}`;
  const getOne = async (id: Identifier) => (await httpClient(one(id))).json as CommentEntry;
  const post = async (url: string, body?: unknown) => ({
    data: (await httpClient(url, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) })).json as CommentEntry,
  });
  const remove = async (id: Identifier) => (await httpClient(one(id), { method: 'DELETE' })).json as CommentEntry;
  const ours = (resource: string) => resource === COMMENTS_RESOURCE;

  return {
    ...provider,
    getList: async (resource: string, params: GetListParams) => {
      if (!ours(resource)) return provider.getList(resource, params);
      const query = staffListQuery(COMMENTS_CONFIG, params);
      const body = (await httpClient(`${apiUrl}/comments?${query}`)).json as ListResponse<CommentEntry>;
      return { data: body.docs, total: body.pagination?.total ?? body.count };
    },
    getOne: async (resource: string, params: GetOneParams) => (ours(resource) ? { data: await getOne(params.id) } : provider.getOne(resource, params)),
    getMany: async (resource: string, params: GetManyParams) =>
      ours(resource) ? { data: await Promise.all(params.ids.map(getOne)) } : provider.getMany(resource, params),
    delete: async (resource: string, params: DeleteParams) => (ours(resource) ? { data: await remove(params.id) } : provider.delete(resource, params)),
    deleteMany: async (resource: string, params: DeleteManyParams) => {
      if (!ours(resource)) return provider.deleteMany(resource, params);
      for (const id of params.ids) await remove(id);
      return { data: params.ids };
    },
    approveComment: ({ id }) => post(one(id, 'approve')),
    rejectComment: ({ id, reason }) => post(one(id, 'reject'), { reason }),
  } as P & CommentMethods;
}
