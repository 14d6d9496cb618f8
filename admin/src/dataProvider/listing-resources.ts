import type { ListResponse } from '@contracts/listings';
import type { GetListParams, GetListResult, GetManyParams, GetOneParams, Identifier, RaRecord } from 'react-admin';
import { FAMILY_BY_RESOURCE, MODERATION_RESOURCE } from '../listings/families';
import type { StaffListing } from './custom-methods';
import type { HttpClient } from './http-client';

/** Largest page the listing routes accept (`pageSize` is capped at 100 by the API). */
const MAX_PAGE_SIZE = 100;

/**
 * The record of `GET /api/admin/listings/{id}`: the listing's own fields at the top level (so
 * lists, titles and references work as usual), plus both versions side by side: `listing` (the
 * public, approved version) and `revision` (the owner's edit waiting for moderation, or null).
 */
export type StaffListingRecord = StaffListing & {
  listing: StaffListing;
  revision: StaffListing | null;
};

/** Filters of the staff listing index (`GET /api/admin/listings`). */
const INDEX_FILTERS = ['status', 'owner', 'county', 'q'] as const;

/** react-admin's sort → the `sort` values of the listing routes; other fields keep the server's order. */
export function listingSort(sort: GetListParams['sort'] | undefined): string | undefined {
  if (!sort) return undefined;
  if (sort.field === 'createdAt') return sort.order === 'ASC' ? 'oldest' : 'newest';
  if (sort.field === 'price') return sort.order === 'ASC' ? 'price-asc' : 'price-desc';
  return undefined;
}

function pageQuery(params: Pick<GetListParams, 'pagination'>): URLSearchParams {
  const page = Math.max(1, params.pagination?.page ?? 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, params.pagination?.perPage ?? 25));
  return new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * getList/getOne of the listing resources, which do not follow ra-data-simple-rest:
 * - `moderation`: `GET /listings/moderation?page=&pageSize=&type=` (pending listings and pending
 *   revisions of every family, oldest first);
 * - one resource per family (`company`, `active`, … as in families.ts): the staff index
 *   `GET /listings?type=&status=&owner=&county=&q=&page=&pageSize=&sort=`;
 * - getOne of any of them: `GET /listings/{id}` → `{ listing, revision }`.
 * Lists answer `{ docs, count, pagination: { total, … } }`; `total` comes from the pagination.
 */
export function listingResources(apiUrl: string, httpClient: HttpClient) {
  const getOne = async (id: Identifier): Promise<StaffListingRecord> => {
    const { json } = await httpClient(`${apiUrl}/listings/${encodeURIComponent(String(id))}`);
    const { listing, revision } = json as { listing: StaffListing; revision: StaffListing | null };
    return { ...listing, id: listing.id, listing, revision: revision ?? null };
  };

  const fetchList = async (url: string): Promise<GetListResult<StaffListing>> => {
    const { json } = await httpClient(url);
    const body = json as ListResponse<StaffListing>;
    return { data: body.docs, total: body.pagination?.total ?? body.count ?? body.docs.length };
  };

  return {
    handles(resource: string): boolean {
      return resource === MODERATION_RESOURCE || resource in FAMILY_BY_RESOURCE;
    },

    getList(resource: string, params: GetListParams): Promise<GetListResult<StaffListing>> {
      const query = pageQuery(params);
      const filter = params.filter ?? {};
      if (resource === MODERATION_RESOURCE) {
        if (isPresent(filter.type)) query.set('type', String(filter.type));
        return fetchList(`${apiUrl}/listings/moderation?${query}`);
      }
      const family = FAMILY_BY_RESOURCE[resource];
      if (!family) throw new Error(`Unknown listing resource ${resource}`);
      query.set('type', String(family.type));
      for (const key of INDEX_FILTERS) if (isPresent(filter[key])) query.set(key, String(filter[key]).trim());
      const sort = listingSort(params.sort);
      if (sort) query.set('sort', sort);
      return fetchList(`${apiUrl}/listings?${query}`);
    },

    async getOne(_resource: string, params: GetOneParams): Promise<{ data: StaffListingRecord }> {
      return { data: await getOne(params.id) };
    },

    async getMany(_resource: string, params: GetManyParams): Promise<{ data: RaRecord[] }> {
      return { data: await Promise.all(params.ids.map(getOne)) };
    },
  };
}
