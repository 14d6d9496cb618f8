/**
 * Rules of the "my listings" page (`cont/anunturile-mele`): what the owner may do with a listing in
 * each state, where its links lead, the status tabs and the messages shown after an action. Pure
 * code, mirrored on the API's transition table (`listing-status.ts`): the API still decides.
 */
import { LISTING_TYPES, labelOf, type ListingType } from '@contracts/lists';
import { LISTING_STATUS_LABELS, ListingStatus, type ListingOwnerView } from '@contracts/listings';
import { familyOfType, listingPath } from '~/features/listings/families';
import type { AnyListing } from '~/features/listings/listing-api';
import { paths } from '~/lib/paths';

/** The fields the page shows of each listing (the owner's answer carries many more). */
export interface MyListing {
  id: string;
  type: ListingType;
  slug: string;
  title: string;
  category: string | null;
  thumbnail: string;
  status: ListingStatus;
  statusName: string;
  moderationNote: string | null;
  pendingRevision: boolean;
  promoted: boolean;
  promotedUntil: string | null;
  publishedAt: string | null;
  expiresAt: string | null;
  createdAt: string;
  /** A confidential listing: its access requests are on `cont/cereri-acces`. */
  confidential: boolean;
}

export function toMyListing(listing: AnyListing & Partial<ListingOwnerView>): MyListing {
  const status = listing.status ?? ListingStatus.Pending;
  return {
    id: listing.id,
    type: listing.type,
    slug: listing.slug,
    title: listing.title,
    category: listing.category ?? null,
    thumbnail: listing.thumbnail || listing.photo,
    status,
    statusName: listing.statusName ?? LISTING_STATUS_LABELS[status],
    moderationNote: listing.moderationNote ?? null,
    pendingRevision: Boolean(listing.pendingRevision),
    promoted: Boolean(listing.promoted),
    promotedUntil: listing.promotedUntil ?? null,
    publishedAt: listing.publishedAt ?? null,
    expiresAt: listing.expiresAt ?? null,
    createdAt: listing.createdAt,
    confidential: listing.confidential === true,
  };
}

/** Families published by staff only, whose listings have no publication period to renew. */
const NON_EXPIRING_FAMILIES = new Set(['fund', 'news']);

function pastDate(value: string | null, now: Date): boolean {
  return value !== null && new Date(value).getTime() <= now.getTime();
}

/**
 * The state the owner should see: an approved listing past its end date is no longer public even
 * before the nightly schedule marks it expired, so it shows as expired.
 */
export function displayStatus(listing: Pick<MyListing, 'status' | 'expiresAt'>, now = new Date()): ListingStatus {
  return listing.status === ListingStatus.Approved && pastDate(listing.expiresAt, now) ? ListingStatus.Expired : listing.status;
}

export function displayStatusName(listing: Pick<MyListing, 'status' | 'statusName' | 'expiresAt'>, now = new Date()): string {
  const status = displayStatus(listing, now);
  return status === listing.status ? listing.statusName : LISTING_STATUS_LABELS[status];
}

/** Whether visitors see the listing (the API's `isPubliclyVisible`). */
export function isPublic(listing: Pick<MyListing, 'status' | 'expiresAt'>, now = new Date()): boolean {
  return displayStatus(listing, now) === ListingStatus.Approved;
}

export interface ListingActions {
  /** Public page, or the owner's preview of a listing visitors do not see. */
  view: string;
  /** The family's publishing form opened on this listing; null when there is none or the state forbids edits. */
  edit: string | null;
  renew: boolean;
  withdraw: boolean;
  /** The promotion packages page for this listing; null unless the listing is public. */
  promote: string | null;
}

/** Listings that have been public have figures to show (seller analytics): published or expired. */
export function hasStats(listing: Pick<MyListing, 'status'>): boolean {
  return listing.status === ListingStatus.Approved || listing.status === ListingStatus.Expired;
}

/** What the owner may do with `listing` now. */
export function actionsFor(listing: Pick<MyListing, 'id' | 'type' | 'slug' | 'category' | 'status' | 'expiresAt'>, now = new Date()): ListingActions {
  const family = familyOfType(listing.type);
  const visible = isPublic(listing, now);
  const publicPath = listingPath(listing);
  const { status } = listing;
  // The API lets owners edit pending, rejected (resubmits) and approved (a revision) listings.
  const editable = status === ListingStatus.Pending || status === ListingStatus.Rejected || status === ListingStatus.Approved;
  return {
    view: visible ? publicPath : `${publicPath}?id=${encodeURIComponent(listing.id)}`,
    edit: editable && family.addPath ? `${family.addPath}?id=${encodeURIComponent(listing.id)}` : null,
    renew: (status === ListingStatus.Approved || status === ListingStatus.Expired) && !NON_EXPIRING_FAMILIES.has(family.key),
    withdraw: status !== ListingStatus.Archived,
    promote: visible ? paths.promoteListing(listing.id) : null,
  };
}

/** The family's name as a short label ("Afacere de vânzare", "Serviciu"…). */
export function familyLabel(type: ListingType): string {
  return labelOf(LISTING_TYPES, type) ?? familyOfType(type).title;
}

/**
 * The owner's note under a listing: the rejection reason, the reason an edit was refused, or the
 * edit waiting for approval. Null when there is nothing to say.
 */
export interface ModerationNotice {
  kind: 'rejected' | 'revision-rejected' | 'revision-pending';
  text: string;
  reason: string | null;
}

export function moderationNoticeOf(listing: Pick<MyListing, 'status' | 'moderationNote' | 'pendingRevision'>): ModerationNotice | null {
  if (listing.status === ListingStatus.Rejected) {
    return { kind: 'rejected', text: 'Motivul respingerii:', reason: listing.moderationNote || 'Nu a fost precizat. Scrie-ne dacă ai întrebări.' };
  }
  if (listing.pendingRevision) {
    return { kind: 'revision-pending', text: 'Modificările tale așteaptă aprobarea. Până atunci, vizitatorii văd versiunea aprobată.', reason: null };
  }
  // Approving clears the note; a note left on an approved or expired listing is a refused edit.
  if (listing.moderationNote && listing.status !== ListingStatus.Pending) {
    return { kind: 'revision-rejected', text: 'Modificările propuse au fost respinse. Motiv:', reason: listing.moderationNote };
  }
  return null;
}

// ------------------------------------------------------------------ status tabs (`?stare=`)

export const STATUS_TABS = [
  { slug: 'toate', label: 'Toate', statuses: null },
  { slug: 'in-asteptare', label: 'În așteptare', statuses: [ListingStatus.Pending] },
  { slug: 'publicate', label: 'Publicate', statuses: [ListingStatus.Approved] },
  { slug: 'respinse', label: 'Respinse', statuses: [ListingStatus.Rejected] },
  { slug: 'expirate', label: 'Expirate', statuses: [ListingStatus.Expired] },
] as const satisfies readonly { slug: string; label: string; statuses: readonly ListingStatus[] | null }[];

export type StatusTab = (typeof STATUS_TABS)[number]['slug'];

/** The tab of `?stare=`; anything unknown shows every listing. */
export function tabOf(value: string | null | undefined): StatusTab {
  return STATUS_TABS.find((tab) => tab.slug === value)?.slug ?? 'toate';
}

export function inTab(listing: Pick<MyListing, 'status' | 'expiresAt'>, tab: StatusTab, now = new Date()): boolean {
  const statuses: readonly ListingStatus[] | null = STATUS_TABS.find((item) => item.slug === tab)?.statuses ?? null;
  return statuses === null || statuses.includes(displayStatus(listing, now));
}

/** How many listings each tab holds. */
export function tabCounts(listings: readonly Pick<MyListing, 'status' | 'expiresAt'>[], now = new Date()): Record<StatusTab, number> {
  const counts = Object.fromEntries(STATUS_TABS.map((tab) => [tab.slug, 0])) as Record<StatusTab, number>;
  for (const listing of listings) for (const tab of STATUS_TABS) if (inTab(listing, tab.slug, now)) counts[tab.slug] += 1;
  return counts;
}

// ------------------------------------------------------------------ messages after an action

/** `?trimis=<id>`: the publishing form created the listing (the contract with the publishing pages). */
export function submittedMessage(title: string): string {
  return `Anunțul „${title}” a fost trimis spre aprobare. Îl publicăm după verificare și te anunțăm prin email.`;
}

/** `?actualizat=<id>`: the publishing form saved an edit; what happens next depends on the state. */
export function updatedMessage(listing: Pick<MyListing, 'title' | 'status' | 'pendingRevision'>): string {
  if (listing.pendingRevision) {
    return `Modificările anunțului „${listing.title}” au fost trimise spre verificare. Până la aprobare, vizitatorii văd versiunea publicată.`;
  }
  if (listing.status === ListingStatus.Pending) {
    return `Modificările anunțului „${listing.title}” au fost salvate. Anunțul așteaptă aprobarea; te anunțăm prin email.`;
  }
  return `Modificările anunțului „${listing.title}” au fost salvate.`;
}

/** The banner of `?trimis=` or `?actualizat=`, when the id is one of the user's listings. */
export function flashFromQuery(search: URLSearchParams, listings: readonly MyListing[]): string | null {
  const submitted = search.get('trimis');
  const updated = search.get('actualizat');
  const find = (id: string | null) => (id ? listings.find((listing) => listing.id === id) : undefined);
  const created = find(submitted);
  if (created) return submittedMessage(created.title);
  const edited = find(updated);
  if (edited) return updatedMessage(edited);
  const renewed = find(search.get('reinnoit'));
  if (renewed) return `Anunțul „${renewed.title}” a fost reînnoit${renewed.expiresAt ? ` și rămâne publicat până pe ${formatDay(renewed.expiresAt)}` : ''}.`;
  const error = search.get('eroare');
  if (error) return RENEW_LINK_ERRORS[error] ?? null;
  return null;
}

/** Answers of the reminder email's renew link (`/api/listings/renew-link/…`) that did not renew. */
const RENEW_LINK_ERRORS: Record<string, string> = {
  'link-invalid': 'Linkul de reînnoire nu este valid. Poți reînnoi anunțul direct din listă.',
  'link-expirat': 'Linkul de reînnoire a expirat. Poți reînnoi anunțul direct din listă.',
  'nu-se-poate': 'Anunțul nu mai poate fi reînnoit din link (a fost retras, respins sau este în verificare).',
};

function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Bucharest' }).format(new Date(iso));
}
