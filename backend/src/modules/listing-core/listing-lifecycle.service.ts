import { Injectable } from '@nestjs/common';
import { ErrorCode } from '../../contracts/error-codes.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { AppException } from '../../core/errors/app.exception.js';
import { DAY_MS, ListingChangesService } from './listing-changes.service.js';
import { ListingEventsService } from './listing-events.service.js';
import { ListingRegistry } from './listing-registry.js';
import { assertTransition } from './listing-status.js';
import type { View } from './listing-views.service.js';
import { ListingEntity } from './listing.entity.js';
import { ListingRepository } from './listing.repository.js';

/** The end of a publication period: expiry (by staff or the schedule), the owners' reminders and the renew link of a reminder. */
@Injectable()
export class ListingLifecycleService {
  constructor(
    private readonly registry: ListingRegistry,
    private readonly repository: ListingRepository,
    private readonly changes: ListingChangesService,
    private readonly events: ListingEventsService,
  ) {}

  /** The one-click renew link of a reminder email: the owner's renewal, without a session. */
  renewFromLink(id: string): Promise<View> {
    return this.changes.change(id, null, async (listing, manager) => {
      const family = this.registry.get(listing.family);
      if (family.expires === false) throw new AppException(ErrorCode.LISTING_INVALID_TRANSITION, 'Acest tip de anunț nu se reînnoiește.');
      const status = assertTransition('renew', listing.status, 'owner');
      await manager.update(ListingEntity, { id }, { status, ...this.changes.publication(family, listing.publishedAt) });
    });
  }

  /** Ends the publication now: by a staff member (audited), or by the system. */
  expire(id: string, by: AuthUser | 'system'): Promise<View> {
    return this.changes.change(
      id,
      null,
      async (listing, manager) => {
        const status = assertTransition('expire', listing.status, by === 'system' ? 'system' : 'staff');
        await manager.update(ListingEntity, { id }, { status, expiresAt: new Date() });
        await this.events.announce(manager, id, 'expired');
      },
      by === 'system' ? undefined : { action: 'listing.expire', staff: by },
    );
  }

  /** Schedules: every approved listing past its end date becomes expired, and its owner hears of it. */
  async expireDue(now = new Date()): Promise<string[]> {
    const expired = await this.repository.transaction(async (manager) => {
      const rows = await this.repository.expireDue(now, manager);
      for (const { id, expiresAt } of rows) await this.events.announce(manager, id, 'expired', {}, `listing-expired-${id}-${expiresAt.getTime()}`);
      return rows;
    });
    if (expired.length) this.changes.invalidate();
    return expired.map((row) => row.id);
  }

  /**
   * Schedules: reminds owners of listings ending within `days` days (and not within `days - 1`), once
   * per listing, reminder and publication period.
   */
  async remindExpiring(now: Date, days: number): Promise<string[]> {
    const due = await this.repository.expiringBetween(new Date(now.getTime() + (days - 1) * DAY_MS), new Date(now.getTime() + days * DAY_MS));
    if (!due.length) return [];
    await this.repository.transaction(async (manager) => {
      for (const { id, expiresAt } of due)
        await this.events.announce(manager, id, 'expiring', { daysLeft: days }, `listing-expiring${days}-${id}-${expiresAt.getTime()}`);
    });
    return due.map((row) => row.id);
  }
}
