/**
 * Loader and action of `cont/cereri-acces`: for an owner, the access requests of each confidential
 * listing (approve, reject, revoke), the automatic approval of verified buyers and the openings of
 * the private documents; for a buyer, the requests they sent. Everything goes through the API as the
 * signed-in user, which answers only the user's own listings and requests (404 otherwise).
 */
import { data } from 'react-router';
import type { AccessRequest, AccessSettings, OwnedDealRoom } from '@contracts/deal-room';
import { listingPath } from '~/features/listings/families';
import { formatDate } from '~/features/listings/format';
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';
import { requireUser } from '~/lib/session.server';
import { ACCESS_DECISIONS, dealRoomApi, type AccessDecision } from './deal-room-paths';

interface PageArgs extends ApiCallArgs {
  url: URL;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const dateTime = new Intl.DateTimeFormat('ro-RO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Bucharest',
});
function when(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

export interface OwnerRequestRow {
  id: string;
  buyerName: string;
  /** The buyer's email, once the request is approved. */
  buyerEmail: string | null;
  verified: boolean;
  message: string;
  date: string;
  ndaVersion: string;
  status: AccessRequest['status'];
  statusName: string;
  autoApproved: boolean;
  /** What the owner may do now. */
  decisions: AccessDecision[];
}

export interface OpeningRow {
  documentName: string;
  userName: string;
  date: string;
}

export interface OwnedListingRooms {
  id: string;
  title: string;
  path: string;
  autoApproveVerified: boolean;
  /** null when the API did not answer. */
  requests: OwnerRequestRow[] | null;
  openings: OpeningRow[] | null;
}

export interface BuyerRequestRow {
  id: string;
  listingTitle: string;
  listingPath: string;
  status: AccessRequest['status'];
  statusName: string;
  date: string;
  ndaVersion: string;
}

export interface AccessRequestsData {
  owned: OwnedListingRooms[];
  mine: BuyerRequestRow[] | null;
}

export type AccessRequestsActionData = { ok: boolean; listingId: string | null; message: string };

function decisionsFor(status: AccessRequest['status']): AccessDecision[] {
  if (status === 'pending') return ['approve', 'reject'];
  if (status === 'approved') return ['revoke'];
  return [];
}

export function ownerRow(request: AccessRequest): OwnerRequestRow {
  return {
    id: request.id,
    buyerName: request.buyer.fullName,
    buyerEmail: request.status === 'approved' ? (request.buyer.email ?? null) : null,
    verified: request.buyer.verified,
    message: request.message,
    date: when(request.createdAt),
    ndaVersion: request.ndaVersion,
    status: request.status,
    statusName: request.statusName,
    autoApproved: request.autoApproved,
    decisions: decisionsFor(request.status),
  };
}

export function buyerRow(request: AccessRequest): BuyerRequestRow {
  return {
    id: request.id,
    listingTitle: request.listingTitle,
    listingPath: listingPath({ type: request.listingType, slug: request.listingSlug }),
    status: request.status,
    statusName: request.statusName,
    date: formatDate(request.createdAt),
    ndaVersion: request.ndaVersion,
  };
}

/** One confidential listing of the owner as the page shows it. */
export function ownedRoom(room: OwnedDealRoom): OwnedListingRooms {
  return {
    id: room.listingId,
    title: room.listingTitle,
    path: listingPath({ type: room.listingType, slug: room.listingSlug, category: room.listingCategory }),
    autoApproveVerified: room.autoApproveVerified === true,
    requests: Array.isArray(room.requests) ? room.requests.map(ownerRow) : null,
    openings: Array.isArray(room.openings)
      ? room.openings.map((opening) => ({ documentName: opening.documentName, userName: opening.user.fullName, date: when(opening.openedAt) }))
      : null,
  };
}

/**
 * The owner's confidential listings with their requests and openings come in one request
 * (`/api/access-requests/owned`), the buyer's own requests in another: two calls whatever the
 * number of listings (it used to read every listing of the owner, then two calls per confidential one).
 */
export async function loadAccessRequests(args: PageArgs): Promise<AccessRequestsData> {
  await requireUser(args);
  const client = createApiClient(args);
  const [owned, mine] = await Promise.all([client.call<OwnedDealRoom[]>(dealRoomApi.owned()), client.call<AccessRequest[]>(dealRoomApi.mine())]);
  const ownedOk = owned.ok && Array.isArray(owned.data);
  if (!ownedOk && !mine.ok) throw data(null, { status: 503 });
  return { owned: ownedOk ? owned.data.map(ownedRoom) : [], mine: mine.ok && Array.isArray(mine.data) ? mine.data.map(buyerRow) : null };
}

const DECIDED: Record<AccessDecision, string> = {
  approve: 'Cererea a fost aprobată: cumpărătorul vede acum anunțul complet și documentele.',
  reject: 'Cererea a fost respinsă.',
  revoke: 'Accesul cumpărătorului a fost retras.',
};

function answer(result: AccessRequestsActionData, status = 200) {
  return data<AccessRequestsActionData>(result, { status });
}

/** Approve / reject / revoke a request, or the listing's automatic approval; the API checks ownership. */
export async function accessRequestsAction(args: PageArgs) {
  await requireUser(args);
  const formData = await args.request.formData();
  const client = createApiClient(args);
  const intent = formData.get('intent');
  const listingId = formData.get('listingId');
  if (typeof listingId !== 'string' || !UUID.test(listingId)) return answer({ ok: false, listingId: null, message: 'Anunțul nu a fost găsit.' }, 400);

  if (intent === 'decide') {
    const requestId = formData.get('requestId');
    const decision = formData.get('decision');
    if (typeof requestId !== 'string' || !UUID.test(requestId) || !ACCESS_DECISIONS.includes(decision as AccessDecision)) {
      return answer({ ok: false, listingId, message: 'Cererea nu a fost găsită.' }, 400);
    }
    const result = await client.call<AccessRequest>(dealRoomApi.decide(requestId, decision as AccessDecision), { method: 'POST' });
    if (!result.ok) return answer({ ok: false, listingId, message: result.status === 404 ? 'Cererea nu a fost găsită.' : result.text }, result.status || 502);
    return answer({ ok: true, listingId, message: DECIDED[decision as AccessDecision] });
  }

  if (intent === 'settings') {
    const settings: AccessSettings = { autoApproveVerified: formData.get('autoApproveVerified') === 'on' };
    const result = await client.call<AccessSettings>(dealRoomApi.settings(listingId), { method: 'PUT', json: { ...settings } });
    if (!result.ok) return answer({ ok: false, listingId, message: result.status === 404 ? 'Anunțul nu a fost găsit.' : result.text }, result.status || 502);
    const on = result.data?.autoApproveVerified ?? settings.autoApproveVerified;
    return answer({
      ok: true,
      listingId,
      message: on ? 'Cererile cumpărătorilor verificați vor fi aprobate automat.' : 'Vei aproba tu fiecare cerere de acces.',
    });
  }

  return answer({ ok: false, listingId, message: 'Acțiunea nu este cunoscută.' }, 400);
}
