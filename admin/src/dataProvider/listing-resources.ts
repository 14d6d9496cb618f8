import type { ListResponse } from '@contracts/listings';
import type { CreateParams, GetListParams, GetListResult, GetManyParams, GetOneParams, Identifier, RaRecord, UpdateParams } from 'react-admin';
import { FAMILY_BY_RESOURCE, MODERATION_RESOURCE, type ListingFamilyConfig } from '../listings/families';
import { listingPayload } from '../listings/listing-form';
import type { StaffListing } from './custom-methods';
import { changedValues, withFormErrors } from './field-errors';
import type { HttpClient } from './http-client';
import { pageQuery } from './page-query';

/** Largest page the listing routes accept (`pageSize` is capped at 100 by the API). */

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

/** The files of an image input's value (`{ rawFile }` entries, one or several). */
function picturesOf(value: unknown): File[] {
  const items = Array.isArray(value) ? value : value ? [value] : [];
  return items.map((item) => (item as { rawFile?: unknown }).rawFile).filter((file): file is File => file instanceof File);
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
 * - getOne of any of them: `GET /listings/{id}` → `{ listing, revision }`;
 * - create and update of a family go to the family's own routes as the staff member
 *   (`POST /api/{family}`: published at once; `PUT /api/{family}` with the id in the body: only the
 *   changed fields), audited by the API as `listing.create` / `listing.edit`; a 400 comes back with
 *   its field messages next to the inputs. The answer is read again from the staff route.
 * Lists answer `{ docs, count, pagination: { total, … } }`; `total` comes from the pagination.
 */
export function listingResources(apiUrl: string, httpClient: HttpClient) {
  /** The public API root (`/api`): the family and upload routes live there, beside the staff routes (`/api/admin`). */
  const apiRoot = apiUrl.replace(/\/admin$/, '');
  const familyUrl = (family: ListingFamilyConfig) => `${apiRoot}/${family.resource}`;
  const familyOf = (resource: string): ListingFamilyConfig => {
    const family = FAMILY_BY_RESOURCE[resource];
    if (!family) throw new Error(`Unknown listing resource ${resource}`);
    return family;
  };
  const send = (url: string, method: 'POST' | 'PUT', body: Record<string, unknown>) =>
    withFormErrors(async () => (await httpClient(url, { method, body: JSON.stringify(body) })).json as StaffListing);
  /** Uploads the form's new pictures (`POST /api/uploads/images`, field `images`) and answers their keys, in order. */
  const uploadImages = async (files: File[]): Promise<string[]> => {
    if (files.length === 0) return [];
    const form = new FormData();
    for (const file of files) form.append('images', file, file.name);
    const answer = await withFormErrors(
      async () => (await httpClient(`${apiRoot}/uploads/images`, { method: 'POST', body: form })).json as { images: { key: string }[] },
    );
    return answer.images.map((image) => image.key);
  };

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

    /** Whether `resource` is one listing family (create and update apply; not the moderation queue). */
    isFamily(resource: string): boolean {
      return resource in FAMILY_BY_RESOURCE;
    },

    async create(resource: string, params: CreateParams): Promise<{ data: StaffListingRecord }> {
      const family = familyOf(resource);
      const data = params.data as Record<string, unknown>;
      const gallery = await uploadImages(picturesOf(data.images));
      const created = await send(familyUrl(family), 'POST', { ...listingPayload(family.type, data), ...(gallery.length ? { gallery } : {}) });
      return { data: await getOne(created.id) };
    },

    async update(resource: string, params: UpdateParams): Promise<{ data: StaffListingRecord }> {
      const family = familyOf(resource);
      const previous = params.previousData ? listingPayload(family.type, params.previousData as Record<string, unknown>) : undefined;
      const changes = changedValues(listingPayload(family.type, params.data as Record<string, unknown>), previous);
      if (Object.keys(changes).length > 0) await send(familyUrl(family), 'PUT', { id: params.id, ...changes });
      return { data: await getOne(params.id) };
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
