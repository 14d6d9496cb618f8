import { Inject, Injectable } from '@nestjs/common';
import type { AdminListingDetail, AdminListingView, BulkModerationAction, BulkModerationResponse, BulkModerationResult } from '../../contracts/admin.js';
import type { ListingType } from '../../contracts/lists.js';
import type { ListResponse } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { AppException } from '../../core/errors/app.exception.js';
import { listResponse, pageOf } from '../../core/http/pagination.js';
import { ListingChangesService } from './listing-changes.service.js';
import { ListingEventsService } from './listing-events.service.js';
import { LISTING_MEDIA, type ListingMedia } from './listing-media.js';
import { ListingRegistry } from './listing-registry.js';
import { ListingStaffRepository, type StaffListingFilters } from './listing-staff.repository.js';
import { assertTransition } from './listing-status.js';
import { listingNotFound, ListingViewsService, type View } from './listing-views.service.js';
import { ListingEntity } from './listing.entity.js';
import { toListingOwner, toListingView } from './listing.mapper.js';
import { ListingRepository } from './listing.repository.js';

/**
 * Staff moderation of every family: the queue and the staff index, and the decisions (approve,
 * reject, request changes), one listing or many at once. Each decision is audited.
 */
@Injectable()
export class ListingModerationService {
  constructor(
    private readonly registry: ListingRegistry,
    private readonly repository: ListingRepository,
    private readonly staffListings: ListingStaffRepository,
    private readonly views: ListingViewsService,
    private readonly changes: ListingChangesService,
    private readonly events: ListingEventsService,
    @Inject(LISTING_MEDIA) private readonly media: ListingMedia,
  ) {}

  /** Staff: listings waiting for a decision, oldest first, with each listing's owner. */
  async moderationQueue(query: { page?: number; pageSize?: number; type?: ListingType }): Promise<ListResponse<AdminListingView>> {
    const { page, perPage, offset } = pageOf(query, 25);
    const { rows, total } = await this.staffListings.moderationQueue({ offset, limit: perPage }, query.type);
    return listResponse(await this.views.staffViews(rows), page, perPage, total);
  }

  /** Staff: one listing with its state and owner and, side by side, the edit waiting for moderation. */
  async getForStaff(id: string): Promise<AdminListingDetail> {
    const listing = await this.staffListings.findWithOwner(id);
    if (!listing) throw listingNotFound();
    const family = this.registry.get(listing.family);
    const details = await this.repository.detailsOfOne(family.details, listing.id);
    const current = { ...toListingView(family, listing, details, { ownerView: true, withDescription: true }), owner: toListingOwner(listing.owner) };
    if (!listing.pendingRevision) return { listing: current, revision: null };
    return { listing: current, revision: this.views.withRevision(family, listing, details) };
  }

  /** Staff: every family and state, filtered, with each listing's owner. */
  async staffIndex(query: StaffListingFilters & { page?: number; pageSize?: number }): Promise<ListResponse<AdminListingView>> {
    const { page, perPage, offset } = pageOf(query, 25);
    const { rows, total } = await this.staffListings.staffIndex(query, { offset, limit: perPage });
    return listResponse(await this.views.staffViews(rows), page, perPage, total);
  }

  /** Staff dashboard: the moderation queue's size per family. */
  moderationCounts(): Promise<{ family: ListingType; pending: number; revisions: number }[]> {
    return this.staffListings.moderationCounts();
  }

  /** Active staff who moderate listings (moderators and admins), for the submission alerts. */
  moderators(): Promise<{ id: string; email: string; fullName: string }[]> {
    return this.staffListings.activeModerators();
  }

  /**
   * Approves a pending listing, or the edit waiting on an approved one; the owner is told unless
   * `notifyOwner` is false (content loaded in bulk, such as the demo data).
   */
  async approve(id: string, staff: AuthUser, options: { notifyOwner?: boolean } = {}): Promise<View> {
    const view = await this.changes.change(
      id,
      null,
      async (listing, manager) => {
        const family = this.registry.get(listing.family);
        const moderated = { moderatedAt: new Date(), moderatedBy: staff.id, moderationNote: null };
        if (listing.pendingRevision) {
          assertTransition('approveRevision', listing.status, 'staff');
          const { common, details } = listing.pendingRevision;
          await manager.update(ListingEntity, { id }, { ...common, ...moderated, pendingRevision: null } as never);
          if (Object.keys(details).length) await manager.update(family.details, { listingId: id } as never, details as never);
          const gallery = (common.gallery ?? listing.gallery).map((image) => image.key);
          await this.media.detachMissing(
            id,
            gallery,
            (common.documents ?? listing.documents).map((doc) => doc.key),
            manager,
          );
        } else {
          const status = assertTransition('approve', listing.status, 'staff');
          await manager.update(ListingEntity, { id }, { status, ...moderated, ...this.changes.publication(family, listing.publishedAt) });
        }
        // Content loaded in bulk (the demo data) tells nobody: neither its owner nor saved searches.
        if (options.notifyOwner !== false) {
          await this.events.announce(manager, id, 'approved');
          await this.events.published(manager, id);
        }
      },
      { action: 'listing.approve', staff },
    );
    return view;
  }

  /** Rejects a pending listing (or the waiting edit of an approved one) with a reason for the owner (told unless `notifyOwner` is false). */
  async reject(id: string, staff: AuthUser, reason: string, options: { notifyOwner?: boolean } = {}): Promise<View> {
    const view = await this.changes.change(
      id,
      null,
      async (listing, manager) => {
        const moderated = { moderatedAt: new Date(), moderatedBy: staff.id, moderationNote: reason };
        if (listing.pendingRevision) {
          assertTransition('rejectRevision', listing.status, 'staff');
          await manager.update(ListingEntity, { id }, { ...moderated, pendingRevision: null });
          await this.media.detachMissing(
            id,
            listing.gallery.map((image) => image.key),
            listing.documents.map((doc) => doc.key),
            manager,
          );
        } else {
          const status = assertTransition('reject', listing.status, 'staff');
          await manager.update(ListingEntity, { id }, { status, ...moderated });
        }
        if (options.notifyOwner !== false) await this.events.announce(manager, id, 'rejected', { reason });
      },
      { action: 'listing.reject', staff },
    );
    return view;
  }

  /** Sends a pending listing back to its owner with a message; the owner's next edit resubmits it. */
  async requestChanges(id: string, staff: AuthUser, message: string): Promise<View> {
    const view = await this.changes.change(
      id,
      null,
      async (listing, manager) => {
        const status = assertTransition('requestChanges', listing.status, 'staff');
        await manager.update(ListingEntity, { id }, { status, moderatedAt: new Date(), moderatedBy: staff.id, moderationNote: message });
        await this.events.announce(manager, id, 'changes-requested', { reason: message });
      },
      { action: 'listing.request_changes', staff },
    );
    return view;
  }

  /**
   * One decision for many listings. Each listing is its own transaction (and audit entry): one
   * that cannot take the decision (missing, wrong state) is reported and does not undo the others.
   */
  async bulkModerate(action: BulkModerationAction, ids: string[], staff: AuthUser, reason?: string): Promise<BulkModerationResponse> {
    const results: BulkModerationResult[] = [];
    for (const id of ids) {
      try {
        const view = action === 'approve' ? await this.approve(id, staff) : await this.reject(id, staff, reason ?? '');
        results.push({ id, ok: true, status: view.status! });
      } catch (error) {
        if (!(error instanceof AppException)) throw error;
        results.push({ id, ok: false, error: { code: error.code, message: error.message } });
      }
    }
    const succeeded = results.filter((result) => result.ok).length;
    return { action, succeeded, failed: results.length - succeeded, results };
  }
}
