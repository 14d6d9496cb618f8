import type { ListResponse } from '@contracts/listings';
import type { GetListParams, GetListResult, GetManyParams, GetOneParams, Identifier, RaRecord } from 'react-admin';
import type { HttpClient } from './http-client';
import { MAX_PAGE_SIZE, pageQuery } from './page-query';

/** Largest page the staff lists accept (`pageSize` is capped at 100 by the API). */

type Sort = GetListParams['sort'] | undefined;

/**
 * How one ordinary staff resource reads the API: its path under /api/admin, the filters it passes
 * on as query parameters, how react-admin's sort becomes the route's `sort` (and `order`), and
 * whether the route pages on the server.
 */
export interface StaffResourceConfig {
  path: string;
  filters: readonly string[];
  sort?: (sort: Sort) => Record<string, string> | undefined;
  /** The route answers every row at once (`{ docs, count }`): pages are cut in the console. */
  unpaged?: boolean;
  /** The route has no `GET {path}/{id}`: getOne finds the row in the list instead. */
  noGetOne?: boolean;
  /** The record id when the row's own `id` is not unique (failed jobs: `<queue>/<id>`). */
  recordId?: (doc: Record<string, unknown>) => Identifier;
}

/** Sort values named `<field>-asc` / `<field>-desc` plus `newest`/`oldest` on the creation date. */
const namedSort =
  (fields: Record<string, string>) =>
  (sort: Sort): Record<string, string> | undefined => {
    if (!sort) return undefined;
    if (sort.field === 'createdAt') return { sort: sort.order === 'ASC' ? 'oldest' : 'newest' };
    const name = fields[sort.field];
    return name ? { sort: `${name}-${sort.order === 'ASC' ? 'asc' : 'desc'}` } : undefined;
  };

const CONSULTING_SORT_FIELDS = new Set(['createdAt', 'updatedAt', 'number', 'status']);

export const FAILED_JOBS_RESOURCE = 'failed-jobs';

/** The staff resources that follow the staff API's list shape, by react-admin resource name. */
export const STAFF_RESOURCES: Readonly<Record<string, StaffResourceConfig>> = {
  users: {
    path: 'users',
    filters: ['q', 'role', 'blocked', 'userType', 'verified'],
    sort: namedSort({ fullName: 'name', email: 'email' }),
  },
  consulting: {
    path: 'consulting',
    filters: ['q', 'status', 'kind', 'assigned', 'from', 'to'],
    sort: (sort) => (sort && CONSULTING_SORT_FIELDS.has(sort.field) ? { sort: sort.field, order: sort.order === 'ASC' ? 'asc' : 'desc' } : undefined),
  },
  audit: {
    path: 'audit',
    filters: ['actorId', 'action', 'entityType', 'entityId', 'from', 'to'],
    noGetOne: true,
  },
  newsletter: {
    path: 'newsletter',
    filters: ['q', 'topic', 'status'],
    sort: namedSort({ email: 'email' }),
    noGetOne: true,
  },
  // Orders (ORDER_SORTS): newest / oldest, total-asc / total-desc.
  orders: {
    path: 'orders',
    filters: ['status', 'kind', 'q'],
    sort: namedSort({ totalEur: 'total' }),
  },
  [FAILED_JOBS_RESOURCE]: {
    path: 'jobs/failed',
    filters: [],
    unpaged: true,
    noGetOne: true,
    recordId: (doc) => `${String(doc.queue)}/${String(doc.id)}`,
  },
};

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/** The query string of a list: page, filters (trimmed text) and sort, as the route names them. */
export function staffListQuery(
  config: StaffResourceConfig,
  params: Partial<Pick<GetListParams, 'pagination' | 'filter' | 'sort'>>,
  paged = true,
): URLSearchParams {
  const query = paged && !config.unpaged ? pageQuery(params) : new URLSearchParams();
  const filter = params.filter ?? {};
  for (const key of config.filters) {
    if (isPresent(filter[key])) query.set(key, String(filter[key]).trim());
  }
  for (const [key, value] of Object.entries(config.sort?.(params.sort) ?? {})) query.set(key, value);
  return query;
}

/**
 * getList/getOne/getMany of the staff resources (users, consulting requests, orders, audit log,
 * newsletter subscribers, failed jobs): `GET /{path}?page=&pageSize=&<filters>&sort=` answering
 * `{ docs, count, pagination: { total } }`, and `GET /{path}/{id}`.
 */
export function staffResources(apiUrl: string, httpClient: HttpClient) {
  const configOf = (resource: string): StaffResourceConfig => {
    const config = STAFF_RESOURCES[resource];
    if (!config) throw new Error(`Unknown staff resource ${resource}`);
    return config;
  };
  const withId = (config: StaffResourceConfig, doc: Record<string, unknown>): RaRecord =>
    ({ ...doc, id: config.recordId ? config.recordId(doc) : (doc.id as Identifier) }) as RaRecord;

  const getList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const config = configOf(resource);
    const query = staffListQuery(config, params);
    const { json } = await httpClient(`${apiUrl}/${config.path}${query.size ? `?${query}` : ''}`);
    const body = json as Partial<ListResponse<Record<string, unknown>>> & { docs: Record<string, unknown>[] };
    const rows = body.docs.map((doc) => withId(config, doc));
    if (!config.unpaged) return { data: rows, total: body.pagination?.total ?? body.count ?? rows.length };
    const perPage = params.pagination?.perPage ?? 25;
    const start = (Math.max(1, params.pagination?.page ?? 1) - 1) * perPage;
    return { data: rows.slice(start, start + perPage), total: rows.length };
  };

  const getOne = async (resource: string, id: Identifier): Promise<RaRecord> => {
    const config = configOf(resource);
    if (config.noGetOne) {
      const { data } = await getList(resource, { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'id', order: 'ASC' }, filter: {} });
      const found = data.find((row) => String(row.id) === String(id));
      if (!found) throw new Error('ra.notification.item_doesnt_exist');
      return found;
    }
    const { json } = await httpClient(`${apiUrl}/${config.path}/${encodeURIComponent(String(id))}`);
    return withId(config, json as Record<string, unknown>);
  };

  return {
    handles(resource: string): boolean {
      return resource in STAFF_RESOURCES;
    },
    getList,
    async getOne(resource: string, params: GetOneParams): Promise<{ data: RaRecord }> {
      return { data: await getOne(resource, params.id) };
    },
    async getMany(resource: string, params: GetManyParams): Promise<{ data: RaRecord[] }> {
      return { data: await Promise.all(params.ids.map((id) => getOne(resource, id))) };
    },
  };
}
