import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { DAY_MS, ListingChangesService } from './listing-changes.service.js';
import { assertTransition, canTransition, isPubliclyVisible } from './listing-status.js';
import type { View } from './listing-views.service.js';
import { ListingEntity } from './listing.entity.js';
import { ListingRepository } from './listing.repository.js';

/** Promotion of a listing (shown first in its family's list): set by staff, or bought and cancelled through orders. */
@Injectable()
export class ListingPromotionService {
  constructor(
    private readonly repository: ListingRepository,
    private readonly changes: ListingChangesService,
  ) {}

  /** Promotes an approved listing until `until` (null ends the promotion): by a staff member, or by the system. */
  promote(id: string, until: Date | null, by: AuthUser | 'system'): Promise<View> {
    return this.changes.change(
      id,
      null,
      async (listing, manager) => {
        if (until) assertTransition('promote', listing.status, by === 'system' ? 'system' : 'staff');
        await manager.update(ListingEntity, { id }, { promotedUntil: until });
      },
      by === 'system' ? undefined : { action: 'listing.promote', staff: by },
    );
  }

  /**
   * A paid promotion (orders), inside the caller's transaction: the listing is promoted until
   * max(now, its current promotion end) + `days`. Only a listing visitors see (approved, not past its
   * end) is promoted; for any other (or a missing one) nothing changes and the answer is null. Public
   * answers are refreshed once the caller's transaction commits.
   */
  async extendPromotion(manager: EntityManager, id: string, days: number, now: Date): Promise<Date | null> {
    const listing = await this.repository.findById(id, manager, true);
    if (!listing || !canTransition('promote', listing.status, 'system') || !isPubliclyVisible(listing, now)) return null;
    const from = listing.promotedUntil && listing.promotedUntil.getTime() > now.getTime() ? listing.promotedUntil : now;
    const until = new Date(from.getTime() + days * DAY_MS);
    await manager.update(ListingEntity, { id }, { promotedUntil: until });
    await this.changes.invalidateAfterCommit(manager);
    return until;
  }

  /**
   * A paid promotion cancelled (orders), inside the caller's transaction: the `days` it added are
   * taken back from the listing's promotion end; when that leaves nothing after `now`, the promotion
   * ends. Answers the new end (null: not promoted any more).
   */
  async withdrawPromotion(manager: EntityManager, id: string, days: number, now: Date): Promise<Date | null> {
    const listing = await this.repository.findById(id, manager, true);
    if (!listing?.promotedUntil) return null;
    const shortened = new Date(listing.promotedUntil.getTime() - days * DAY_MS);
    const until = shortened.getTime() > now.getTime() ? shortened : null;
    await manager.update(ListingEntity, { id }, { promotedUntil: until });
    await this.changes.invalidateAfterCommit(manager);
    return until;
  }
}
