import type { ListingView } from '@contracts/listings';
import type { HttpClient } from './http-client';

/** A listing as the staff API returns it (common fields, family fields, owner/staff fields). */
export type StaffListing = ListingView<Record<string, unknown>>;

export type BulkModerationAction = 'approve' | 'reject';

export interface BulkModerationParams {
  action: BulkModerationAction;
  ids: string[];
  /** Required by the API when `action` is `reject`. */
  reason?: string;
}

/**
 * Answer of `POST /api/admin/listings/bulk`. The route's contract names the request only; the
 * answer is passed through as the server sends it (typically which ids succeeded and which failed).
 */
export type BulkModerationResult = Record<string, unknown>;

/**
 * Staff actions that are not CRUD (STYLE.md section 5): each calls its own endpoint instead of a
 * generic `update({ status })`. Every listing family shares one staff route set,
 * `/api/admin/listings/{id}/…` (docs/api-contract-listings.md), so the methods take the listing id
 * and not a resource name. Components call them through `useDataProvider<AdminDataProvider>()`.
 *
 * `requestChanges` and `bulkModerate` follow the contracts of routes the backend adds separately
 * (`POST /api/admin/listings/{id}/request-changes`, `POST /api/admin/listings/bulk`); until they
 * exist they reject with an HttpError of status 404, which the buttons report as "not available".
 */
export interface CustomMethods {
  /** `POST /listings/{id}/approve`: a pending listing, or the waiting revision of an approved one. */
  approve(params: { id: string }): Promise<{ data: StaffListing }>;
  /** `POST /listings/{id}/reject { reason }`: the reason is shown to the owner. */
  reject(params: { id: string; reason: string }): Promise<{ data: StaffListing }>;
  /** `POST /listings/{id}/request-changes { message }`: asks the owner to edit the listing. */
  requestChanges(params: { id: string; message: string }): Promise<{ data: StaffListing }>;
  /** `POST /listings/{id}/renew`: another publication period. */
  renew(params: { id: string }): Promise<{ data: StaffListing }>;
  /** `POST /listings/{id}/promote { until }`: promoted until `until` (ISO date-time); null ends it. */
  promote(params: { id: string; until: string | null }): Promise<{ data: StaffListing }>;
  /** `POST /listings/{id}/expire`: ends the publication now. */
  expire(params: { id: string }): Promise<{ data: StaffListing }>;
  /** `POST /listings/bulk { action, ids, reason? }`: one decision for several listings. */
  bulkModerate(params: BulkModerationParams): Promise<{ data: BulkModerationResult }>;
}

export function customMethods(apiUrl: string, httpClient: HttpClient): CustomMethods {
  const listingUrl = (id: string, action: string) => `${apiUrl}/listings/${encodeURIComponent(id)}/${action}`;

  const post = async <T>(url: string, body?: unknown): Promise<{ data: T }> => {
    const { json } = await httpClient(url, {
      method: 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { data: json as T };
  };

  return {
    approve: ({ id }) => post(listingUrl(id, 'approve')),
    reject: ({ id, reason }) => post(listingUrl(id, 'reject'), { reason }),
    requestChanges: ({ id, message }) => post(listingUrl(id, 'request-changes'), { message }),
    renew: ({ id }) => post(listingUrl(id, 'renew')),
    promote: ({ id, until }) => post(listingUrl(id, 'promote'), { until }),
    expire: ({ id }) => post(listingUrl(id, 'expire')),
    bulkModerate: ({ action, ids, reason }) =>
      post(`${apiUrl}/listings/bulk`, reason === undefined ? { action, ids } : { action, ids, reason }),
  };
}
