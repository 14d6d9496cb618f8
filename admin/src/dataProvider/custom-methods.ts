import type { AdminUserView, ConsultingAssignee, DashboardResponse } from '@contracts/admin';
import type { ConsultingNoteView, ConsultingStatus, StaffConsultingDetail } from '@contracts/consulting';
import type { ListingStats } from '@contracts/listing-stats';
import type { ListingView } from '@contracts/listings';
import type { StaffRole } from '@contracts/lists';
import type { AdminMfaView } from '@contracts/mfa';
import type { GetListParams } from 'react-admin';
import { fetchFile, type DownloadedFile, type FileClient, type HttpClient } from './http-client';
import { STAFF_RESOURCES, staffListQuery } from './staff-resources';

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
  /** `GET /listings/{id}/stats?days=`: the listing's figures per day, as its owner sees them. */
  getListingStats(params: { id: string; days?: number }): Promise<{ data: ListingStats }>;

  /** `GET /dashboard`: the counts of the console's first page. */
  getDashboard(): Promise<{ data: DashboardResponse }>;

  /** `POST /users/{id}/block`: the account cannot sign in and its sessions end at once. */
  blockUser(params: { id: string }): Promise<{ data: AdminUserView }>;
  /** `POST /users/{id}/unblock`. */
  unblockUser(params: { id: string }): Promise<{ data: AdminUserView }>;
  /** `PUT /users/{id}/roles { roles }`: the whole set of staff roles (admins only). */
  setUserRoles(params: { id: string; roles: StaffRole[] }): Promise<{ data: AdminUserView }>;

  /** `GET /users/{id}/mfa`: whether the account has the second factor (admins only). */
  getUserMfa(params: { id: string }): Promise<{ data: AdminMfaView }>;
  /** `POST /users/{id}/mfa/reset`: removes another staff member's second factor, ends their sessions (admins only, audited). */
  resetUserMfa(params: { id: string }): Promise<{ data: AdminMfaView }>;

  /** `GET /consulting/assignees`: active consultants and admins. */
  consultingAssignees(): Promise<{ data: ConsultingAssignee[] }>;
  /** `POST /consulting/{id}/assign { consultantId }`: null unassigns. */
  assignConsulting(params: { id: string; consultantId: string | null }): Promise<{ data: StaffConsultingDetail }>;
  /** `POST /consulting/{id}/status { status, message? }`: emails the client. */
  setConsultingStatus(params: { id: string; status: ConsultingStatus; message?: string }): Promise<{ data: StaffConsultingDetail }>;
  /** `POST /consulting/{id}/notes { text }`: an internal note, never shown to the client. */
  addConsultingNote(params: { id: string; text: string }): Promise<{ data: ConsultingNoteView }>;
  /** A client's document (`url` as the request lists it, `/api/uploads/documents/{key}`). */
  consultingDocument(params: { url: string }): Promise<{ data: DownloadedFile }>;

  /** `GET /newsletter/export.csv` with the list's filters and sort. */
  exportNewsletterCsv(params: Pick<GetListParams, 'filter' | 'sort'>): Promise<{ data: DownloadedFile }>;

  /** `POST /jobs/{queue}/{id}/retry`: runs a failed job again with fresh attempts. */
  retryJob(params: { queue: string; id: string }): Promise<{ data: { ok: true } }>;
}

/** Only files of the API's own document route are fetched with the staff session. */
const DOCUMENT_PATH = /^\/api\/uploads\/documents\/[^/?#]+$/;

export function customMethods(apiUrl: string, httpClient: HttpClient, fileClient: FileClient = fetchFile): CustomMethods {
  const listingUrl = (id: string, action: string) => `${apiUrl}/listings/${encodeURIComponent(id)}/${action}`;
  const itemUrl = (path: string, id: string, action: string) => `${apiUrl}/${path}/${encodeURIComponent(id)}/${action}`;

  const send = async <T>(method: 'POST' | 'PUT', url: string, body?: unknown): Promise<{ data: T }> => {
    const { json } = await httpClient(url, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { data: json as T };
  };
  const post = <T>(url: string, body?: unknown) => send<T>('POST', url, body);
  const get = async <T>(url: string): Promise<{ data: T }> => ({ data: (await httpClient(url)).json as T });

  return {
    approve: ({ id }) => post(listingUrl(id, 'approve')),
    reject: ({ id, reason }) => post(listingUrl(id, 'reject'), { reason }),
    requestChanges: ({ id, message }) => post(listingUrl(id, 'request-changes'), { message }),
    renew: ({ id }) => post(listingUrl(id, 'renew')),
    promote: ({ id, until }) => post(listingUrl(id, 'promote'), { until }),
    expire: ({ id }) => post(listingUrl(id, 'expire')),
    bulkModerate: ({ action, ids, reason }) => post(`${apiUrl}/listings/bulk`, reason === undefined ? { action, ids } : { action, ids, reason }),
    getListingStats: ({ id, days = 30 }) => get(`${listingUrl(id, 'stats')}?days=${days}`),

    getDashboard: () => get(`${apiUrl}/dashboard`),

    blockUser: ({ id }) => post(itemUrl('users', id, 'block')),
    unblockUser: ({ id }) => post(itemUrl('users', id, 'unblock')),
    setUserRoles: ({ id, roles }) => send('PUT', itemUrl('users', id, 'roles'), { roles }),
    getUserMfa: ({ id }) => get(itemUrl('users', id, 'mfa')),
    resetUserMfa: ({ id }) => post(itemUrl('users', id, 'mfa/reset')),

    consultingAssignees: () => get(`${apiUrl}/consulting/assignees`),
    assignConsulting: ({ id, consultantId }) => post(itemUrl('consulting', id, 'assign'), { consultantId }),
    setConsultingStatus: ({ id, status, message }) =>
      post(itemUrl('consulting', id, 'status'), message?.trim() ? { status, message: message.trim() } : { status }),
    addConsultingNote: ({ id, text }) => post(itemUrl('consulting', id, 'notes'), { text }),
    consultingDocument: async ({ url }) => {
      if (!DOCUMENT_PATH.test(url)) throw new Error('ra.notification.http_error');
      // Same origin as the API (in the browser the API url is a path, so the document's path is used as is).
      const origin = /^https?:\/\//.test(apiUrl) ? new URL(apiUrl).origin : '';
      return { data: await fileClient(`${origin}${url}`) };
    },

    exportNewsletterCsv: async ({ filter, sort }) => {
      const query = staffListQuery(STAFF_RESOURCES.newsletter!, { filter, sort }, false);
      return { data: await fileClient(`${apiUrl}/newsletter/export.csv${query.size ? `?${query}` : ''}`) };
    },

    retryJob: ({ queue, id }) => post(`${apiUrl}/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`),
  };
}
