import { Injectable } from '@nestjs/common';
import type { DashboardResponse } from '../../contracts/admin.js';
import { LISTING_TYPES, type ListingType } from '../../contracts/lists.js';
import { hasAnyRole, type AuthUser } from '../../core/auth/auth-user.js';
import { JobQueueService } from '../../core/queue/job-queue.service.js';
import { UserAdminService } from '../account/user-admin.service.js';
import { CommentsService } from '../comments/comments.service.js';
import { ConsultingAdminService } from '../consulting/consulting-admin.service.js';
import { ListingModerationService } from '../listing-core/listing-moderation.service.js';
import { ORDER_READERS, OrdersAdminService } from '../orders/orders-admin.service.js';

/**
 * The console's first page: the moderation queue per family, recent sign-ups, open consulting
 * requests, comments waiting for moderation, orders (for the roles that read them: admins and
 * consultants) and failed jobs.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly listings: ListingModerationService,
    private readonly users: UserAdminService,
    private readonly consulting: ConsultingAdminService,
    private readonly jobs: JobQueueService,
    private readonly comments: CommentsService,
    private readonly orders: OrdersAdminService,
  ) {}

  /** `staff`: who asks; the orders card is left out for a role that cannot read orders. */
  async summary(now = new Date(), staff?: Pick<AuthUser, 'roles'>): Promise<DashboardResponse> {
    const counts = new Map((await this.listings.moderationCounts()).map((row) => [row.family, row]));
    const moderation = LISTING_TYPES.map((item) => {
      const row = counts.get(item.id as ListingType);
      const pending = row?.pending ?? 0;
      const pendingRevisions = row?.revisions ?? 0;
      return { type: item.id as ListingType, name: item.name, pending, pendingRevisions, total: pending + pendingRevisions };
    });
    return {
      moderation,
      moderationTotal: moderation.reduce((sum, row) => sum + row.total, 0),
      users: await this.users.counts(now),
      consulting: await this.consulting.counts(),
      comments: { pending: await this.comments.pendingCount() },
      ...(hasAnyRole(staff, ...ORDER_READERS) ? { orders: await this.orders.counts(now) } : {}),
      failedJobs: await this.jobs.failedCount(),
      generatedAt: now.toISOString(),
    };
  }
}
