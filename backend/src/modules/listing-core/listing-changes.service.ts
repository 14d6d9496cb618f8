import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { ListingType } from '../../contracts/lists.js';
import { AfterCommit } from '../../core/database/after-commit.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { AuditService } from '../audit/audit.service.js';
import { listingAuditSnapshot, type StaffAudit } from './listing-audit.js';
import type { ListingFamilyDefinition } from './listing-family.js';
import { listingNotFound, ListingViewsService, type View } from './listing-views.service.js';
import type { ListingEntity } from './listing.entity.js';
import { ListingRepository } from './listing.repository.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How an existing listing changes: in one transaction with its row locked, audited when staff act,
 * then the public answers are refreshed. Also the publication period a listing gets.
 */
@Injectable()
export class ListingChangesService {
  constructor(
    private readonly repository: ListingRepository,
    private readonly views: ListingViewsService,
    private readonly cache: ResponseCache,
    private readonly audit: AuditService,
    private readonly afterCommit: AfterCommit,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Every change of an existing listing: in one transaction with the row locked (of `type` unless
   * null), then the public answers are invalidated and the owner's view returned. A staff action
   * (`audit`) writes its audit entry, the listing before and after, in the same transaction.
   */
  async change(
    id: string,
    type: ListingType | null,
    work: (listing: ListingEntity, manager: EntityManager) => Promise<void>,
    audit?: StaffAudit,
  ): Promise<View> {
    await this.repository.transaction(async (manager) => {
      const listing = await this.repository.findById(id, manager, true);
      if (!listing || (type !== null && listing.family !== type)) throw listingNotFound();
      await work(listing, manager);
      if (audit) {
        const after = await this.repository.findById(id, manager);
        await this.audit.record(manager, {
          actor: audit.staff,
          action: audit.action,
          entityType: 'listing',
          entityId: id,
          before: listingAuditSnapshot(listing),
          after: after && listingAuditSnapshot(after),
        });
      }
    });
    this.cache.invalidate();
    return this.views.ownerView(await this.views.mustFind(id));
  }

  /** A change made inside the caller's transaction: the public answers are refreshed once it commits. */
  invalidateAfterCommit(manager: EntityManager): Promise<void> {
    return this.afterCommit.run(manager, async () => this.cache.invalidate());
  }

  /** Refreshes the public answers now (a change whose transaction is over). */
  invalidate(): void {
    this.cache.invalidate();
  }

  /** The dates of a (new) publication period: from `publishedAt` (default now), ending after LISTING_PUBLICATION_DAYS unless the family never expires. */
  publication(family: ListingFamilyDefinition, publishedAt: Date | null = null): Pick<ListingEntity, 'publishedAt' | 'expiresAt'> {
    const now = new Date();
    return {
      publishedAt: publishedAt ?? now,
      expiresAt: family.expires !== false ? new Date(now.getTime() + this.config.listingPublicationDays * DAY_MS) : null,
    };
  }
}
