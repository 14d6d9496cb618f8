/**
 * The deal room on a confidential listing's detail page: what the visitor may see (teaser, or the
 * full listing through `GET /api/listings/{id}/private`), the state of their access request, the
 * NDA, the private documents; and the access request action. Contract: backend/src/contracts/deal-room.ts.
 */
import { data } from 'react-router';
import type { AccessRequest, NdaText, PrivateListing } from '@contracts/deal-room';
import { formatFileSize } from '@contracts/format-size';
import type { SessionUser } from '@contracts/index';
import { formatDate } from '~/features/listings/format';
import type { AnyListing } from '~/features/listings/listing-api';
import type { ApiClient } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { submissionKey } from '~/lib/submission-token';
import { hasErrors } from '~/lib/validation';
import { readAccessRequest, validateAccessRequest } from './access-rules';
import type { AccessRequestResult, DealRoomDocument, DealRoomView } from './deal-room-data';
import { dealRoomApi, dealRoomPaths } from './deal-room-paths';

export function isConfidential(listing: Pick<AnyListing, 'confidential'>): boolean {
  return listing.confidential === true;
}

/** Whether the signed-in visitor sees the full listing (owner, staff, approved buyer): the API decides. */
export async function hasFullAccess(client: ApiClient, listing: Pick<AnyListing, 'id'>): Promise<boolean> {
  return (await client.call<PrivateListing>(dealRoomApi.privateListing(listing.id))).ok;
}

/** Whether a gallery image is kept for approved buyers (`private: true` on GalleryImage). */
export function isPrivateImage(image: object): boolean {
  return (image as { private?: unknown }).private === true;
}

const fileSize = (bytes: number): string => (Number.isFinite(bytes) && bytes > 0 ? formatFileSize(bytes) : '');

export function documentsOf(listing: PrivateListing): DealRoomDocument[] {
  return (listing.documents ?? []).map((document) => ({
    name: document.originalName || document.key,
    href: dealRoomApi.document(listing.id, document.key),
    size: fileSize(document.size),
  }));
}

/** The newest of the visitor's requests for this listing. */
function latestRequest(requests: AccessRequest[], listingId: string): AccessRequest | null {
  const own = requests.filter((request) => request.listingId === listingId);
  own.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return own[0] ?? null;
}

/** A request that waits or has been granted: no new request may be sent meanwhile (the API answers 409). */
const OPEN_STATUSES = new Set(['pending', 'approved']);

export interface LoadedDealRoom {
  room: DealRoomView;
  /** The full listing, for the owner, staff and approved buyers. */
  full: PrivateListing | null;
}

/**
 * What the visitor of a confidential listing may see. `pagePath` is where the login link comes back to.
 * The full listing is asked of the API only for a signed-in visitor (it decides: 403 for anyone not
 * approved); an anonymous render never holds private data, so it may be cached.
 */
export async function loadDealRoom(client: ApiClient, listing: AnyListing, user: SessionUser | null, pagePath: string): Promise<LoadedDealRoom> {
  const base: DealRoomView = {
    access: 'login',
    loginPath: paths.login(pagePath),
    request: null,
    nda: null,
    companyName: null,
    documents: [],
    managePath: null,
  };
  if (!user) return { room: base, full: null };

  const [full, mine] = await Promise.all([
    client.call<PrivateListing>(dealRoomApi.privateListing(listing.id)),
    client.call<AccessRequest[]>(dealRoomApi.mine()),
  ]);
  const latest = mine.ok && Array.isArray(mine.data) ? latestRequest(mine.data, listing.id) : null;
  const request = latest ? { status: latest.status, statusName: latest.statusName, date: formatDate(latest.decidedAt ?? latest.createdAt) } : null;

  if (full.ok && full.data) {
    // Neither an approved buyer nor staff: the owner, who decides on the requests.
    const isOwner = latest?.status !== 'approved' && user.claims.role === 'user';
    return {
      room: {
        ...base,
        access: 'full',
        request,
        companyName: full.data.companyName ?? null,
        documents: documentsOf(full.data),
        managePath: isOwner ? dealRoomPaths.accessRequests() : null,
      },
      full: full.data,
    };
  }

  const mayRequest = !latest || !OPEN_STATUSES.has(latest.status);
  const nda = mayRequest ? await client.call<NdaText>(dealRoomApi.nda()) : null;
  return { room: { ...base, access: 'request', request, nda: nda?.ok ? nda.data : null }, full: null };
}

function answer(result: AccessRequestResult, status = 200) {
  return data<AccessRequestResult>(result, { status });
}

/** The access request form: message and the NDA's tick box, checked here and again by the API. */
export async function requestAccess(client: ApiClient, listing: AnyListing, formData: FormData) {
  if (!isConfidential(listing)) throw data(null, { status: 400 });
  const fieldErrors = validateAccessRequest(formData);
  if (hasErrors(fieldErrors)) return answer({ intent: 'access', ok: false, fieldErrors }, 400);
  const input = readAccessRequest(formData);
  const result = await client.call<AccessRequest>(dealRoomApi.requests(listing.id), {
    json: { message: input.message, acceptNda: true },
    idempotencyKey: submissionKey(formData),
  });
  if (result.ok) {
    const message =
      result.data?.status === 'approved' ? 'Accesul ți-a fost acordat automat: vezi mai jos anunțul complet.' : 'Cererea ta a fost trimisă vânzătorului.';
    return answer({ intent: 'access', ok: true, fieldErrors: {}, message });
  }
  const message = result.status === 409 ? 'Ai deja o cerere de acces în așteptare sau aprobată pentru acest anunț.' : result.text;
  return answer({ intent: 'access', ok: false, fieldErrors: result.fieldErrors, message }, result.status || 502);
}
