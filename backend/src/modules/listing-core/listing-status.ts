import { ErrorCode } from '../../contracts/error-codes.js';
import { ListingStatus } from '../../contracts/listings.js';
import { AppException } from '../../core/errors/app.exception.js';

/** Who acts: the listing's owner, staff (admin/moderator), or the system (schedules). */
export type ListingActor = 'owner' | 'staff' | 'system';

/**
 * Every lifecycle action: the states it starts from (`null` = the listing does not exist yet),
 * the state it leads to, and who may take it. The one place these rules live.
 * - An owner's listing starts pending; staff publish directly (news and funds are staff-made).
 * - An owner's material edit of an approved listing is a *revision*: the listing stays approved
 *   and public while the revision waits for moderation (approveRevision / rejectRevision).
 * - An edit of a rejected listing resubmits it; an edit of a pending one keeps it pending.
 * - Staff may send a pending listing back with a message (requestChanges); the owner's next edit
 *   resubmits it, like a rejected one.
 */
export const LISTING_TRANSITIONS = {
  submit: { from: [null], to: ListingStatus.Pending, actors: ['owner'] },
  publish: { from: [null], to: ListingStatus.Approved, actors: ['staff'] },
  edit: { from: [ListingStatus.Pending], to: ListingStatus.Pending, actors: ['owner', 'staff'] },
  resubmit: { from: [ListingStatus.Rejected, ListingStatus.ChangesRequested], to: ListingStatus.Pending, actors: ['owner'] },
  revise: { from: [ListingStatus.Approved], to: ListingStatus.Approved, actors: ['owner'] },
  staffEdit: {
    from: [ListingStatus.Approved, ListingStatus.Rejected, ListingStatus.ChangesRequested, ListingStatus.Expired],
    to: 'unchanged',
    actors: ['staff'],
  },
  approve: { from: [ListingStatus.Pending], to: ListingStatus.Approved, actors: ['staff'] },
  reject: { from: [ListingStatus.Pending], to: ListingStatus.Rejected, actors: ['staff'] },
  requestChanges: { from: [ListingStatus.Pending], to: ListingStatus.ChangesRequested, actors: ['staff'] },
  approveRevision: { from: [ListingStatus.Approved], to: ListingStatus.Approved, actors: ['staff'] },
  rejectRevision: { from: [ListingStatus.Approved], to: ListingStatus.Approved, actors: ['staff'] },
  renew: { from: [ListingStatus.Approved, ListingStatus.Expired], to: ListingStatus.Approved, actors: ['owner', 'staff'] },
  expire: { from: [ListingStatus.Approved], to: ListingStatus.Expired, actors: ['system', 'staff'] },
  promote: { from: [ListingStatus.Approved], to: ListingStatus.Approved, actors: ['staff', 'system'] },
  archive: {
    from: [ListingStatus.Pending, ListingStatus.Approved, ListingStatus.Rejected, ListingStatus.ChangesRequested, ListingStatus.Expired],
    to: ListingStatus.Archived,
    actors: ['owner', 'staff'],
  },
} as const satisfies Record<string, { from: readonly (ListingStatus | null)[]; to: ListingStatus | 'unchanged'; actors: readonly ListingActor[] }>;

export type ListingAction = keyof typeof LISTING_TRANSITIONS;

const ACTION_NAMES: Record<ListingAction, string> = {
  submit: 'trimiterea spre aprobare',
  publish: 'publicarea',
  edit: 'modificarea',
  resubmit: 'retrimiterea',
  revise: 'modificarea',
  staffEdit: 'modificarea',
  approve: 'aprobarea',
  reject: 'respingerea',
  requestChanges: 'cererea de modificări',
  approveRevision: 'aprobarea modificărilor',
  rejectRevision: 'respingerea modificărilor',
  renew: 'reînnoirea',
  expire: 'expirarea',
  promote: 'promovarea',
  archive: 'arhivarea',
};

/** Whether `actor` may take `action` from `from`. */
export function canTransition(action: ListingAction, from: ListingStatus | null, actor: ListingActor): boolean {
  const rule = LISTING_TRANSITIONS[action];
  return (rule.from as readonly (ListingStatus | null)[]).includes(from) && (rule.actors as readonly ListingActor[]).includes(actor);
}

/** The state after `action`, or an AppException (403 for a wrong actor, 409 for a wrong state). */
export function assertTransition(action: ListingAction, from: ListingStatus | null, actor: ListingActor): ListingStatus {
  const rule = LISTING_TRANSITIONS[action];
  if (!(rule.actors as readonly ListingActor[]).includes(actor)) throw AppException.forbidden();
  if (!(rule.from as readonly (ListingStatus | null)[]).includes(from)) {
    throw new AppException(ErrorCode.LISTING_INVALID_TRANSITION, `Anunțul nu permite ${ACTION_NAMES[action]} în starea actuală.`);
  }
  return rule.to === 'unchanged' ? (from as ListingStatus) : rule.to;
}

/** The edit action that applies to a listing in `status` edited by `actor`. */
export function editActionFor(status: ListingStatus, actor: ListingActor): ListingAction {
  if (actor === 'staff') return status === ListingStatus.Pending ? 'edit' : 'staffEdit';
  if (status === ListingStatus.Rejected || status === ListingStatus.ChangesRequested) return 'resubmit';
  if (status === ListingStatus.Approved) return 'revise';
  return 'edit';
}

/** Whether visitors see a listing: approved and not past its end date. The one rule for every reader. */
export function isPubliclyVisible(listing: { status: ListingStatus; expiresAt: Date | string | null }, now = new Date()): boolean {
  return listing.status === ListingStatus.Approved && (listing.expiresAt === null || new Date(listing.expiresAt).getTime() > now.getTime());
}
