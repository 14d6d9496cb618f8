import { ErrorCode } from '../../contracts/error-codes.js';
import { LISTING_STATUSES, ListingStatus } from '../../contracts/listings.js';
import { AppException } from '../../core/errors/app.exception.js';
import { assertTransition, canTransition, editActionFor, LISTING_TRANSITIONS, type ListingAction, type ListingActor } from './listing-status.js';

const ACTORS: ListingActor[] = ['owner', 'staff', 'system'];
const FROM: (ListingStatus | null)[] = [null, ...LISTING_STATUSES];

/** The whole table, spelled out: action → [from, actor] pairs that are allowed. */
const ALLOWED: Record<ListingAction, string[]> = {
  submit: ['null:owner'],
  publish: ['null:staff'],
  edit: ['pending:owner', 'pending:staff'],
  resubmit: ['rejected:owner', 'changes_requested:owner'],
  revise: ['approved:owner'],
  staffEdit: ['approved:staff', 'rejected:staff', 'changes_requested:staff', 'expired:staff'],
  approve: ['pending:staff'],
  reject: ['pending:staff'],
  requestChanges: ['pending:staff'],
  approveRevision: ['approved:staff'],
  rejectRevision: ['approved:staff'],
  renew: ['approved:owner', 'approved:staff', 'expired:owner', 'expired:staff'],
  expire: ['approved:staff', 'approved:system'],
  promote: ['approved:staff', 'approved:system'],
  archive: [
    'pending:owner',
    'pending:staff',
    'approved:owner',
    'approved:staff',
    'rejected:owner',
    'rejected:staff',
    'changes_requested:owner',
    'changes_requested:staff',
    'expired:owner',
    'expired:staff',
  ],
};

describe('listing transitions', () => {
  it('allows exactly the pairs of the table, for every action, state and actor', () => {
    for (const action of Object.keys(LISTING_TRANSITIONS) as ListingAction[]) {
      const allowed = FROM.flatMap((from) => ACTORS.filter((actor) => canTransition(action, from, actor)).map((actor) => `${from}:${actor}`));
      expect({ action, allowed }).toEqual({ action, allowed: ALLOWED[action] });
    }
  });

  it('leads to the documented states', () => {
    expect(assertTransition('submit', null, 'owner')).toBe(ListingStatus.Pending);
    expect(assertTransition('publish', null, 'staff')).toBe(ListingStatus.Approved);
    expect(assertTransition('approve', ListingStatus.Pending, 'staff')).toBe(ListingStatus.Approved);
    expect(assertTransition('reject', ListingStatus.Pending, 'staff')).toBe(ListingStatus.Rejected);
    expect(assertTransition('resubmit', ListingStatus.Rejected, 'owner')).toBe(ListingStatus.Pending);
    expect(assertTransition('requestChanges', ListingStatus.Pending, 'staff')).toBe(ListingStatus.ChangesRequested);
    expect(assertTransition('resubmit', ListingStatus.ChangesRequested, 'owner')).toBe(ListingStatus.Pending);
    expect(assertTransition('revise', ListingStatus.Approved, 'owner')).toBe(ListingStatus.Approved);
    expect(assertTransition('staffEdit', ListingStatus.Expired, 'staff')).toBe(ListingStatus.Expired);
    expect(assertTransition('renew', ListingStatus.Expired, 'owner')).toBe(ListingStatus.Approved);
    expect(assertTransition('expire', ListingStatus.Approved, 'system')).toBe(ListingStatus.Expired);
    expect(assertTransition('archive', ListingStatus.Rejected, 'owner')).toBe(ListingStatus.Archived);
  });

  it('refuses a wrong actor as forbidden and a wrong state as an invalid transition', () => {
    const wrongActor = (() => {
      try {
        assertTransition('approve', ListingStatus.Pending, 'owner');
      } catch (error) {
        return error;
      }
    })();
    expect(wrongActor).toBeInstanceOf(AppException);
    expect((wrongActor as AppException).code).toBe(ErrorCode.FORBIDDEN);
    const wrongState = (() => {
      try {
        assertTransition('renew', ListingStatus.Pending, 'owner');
      } catch (error) {
        return error;
      }
    })();
    expect((wrongState as AppException).code).toBe(ErrorCode.LISTING_INVALID_TRANSITION);
    expect((wrongState as AppException).message).toBe('Anunțul nu permite reînnoirea în starea actuală.');
  });

  it('picks the edit action from the state and the actor', () => {
    expect(editActionFor(ListingStatus.Pending, 'owner')).toBe('edit');
    expect(editActionFor(ListingStatus.Rejected, 'owner')).toBe('resubmit');
    expect(editActionFor(ListingStatus.ChangesRequested, 'owner')).toBe('resubmit');
    expect(editActionFor(ListingStatus.ChangesRequested, 'staff')).toBe('staffEdit');
    expect(editActionFor(ListingStatus.Approved, 'owner')).toBe('revise');
    expect(editActionFor(ListingStatus.Expired, 'owner')).toBe('edit');
    expect(() => assertTransition(editActionFor(ListingStatus.Expired, 'owner'), ListingStatus.Expired, 'owner')).toThrow(AppException);
    expect(editActionFor(ListingStatus.Approved, 'staff')).toBe('staffEdit');
    expect(editActionFor(ListingStatus.Pending, 'staff')).toBe('edit');
  });
});
