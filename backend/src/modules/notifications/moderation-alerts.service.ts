import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { labelOf, LISTING_TYPES } from '../../contracts/lists.js';
import { ListingStatus } from '../../contracts/listings.js';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { AccountService } from '../account/account.service.js';
import { ListingModerationService } from '../listing-core/listing-moderation.service.js';
import { ListingReadsService } from '../listing-core/listing-reads.service.js';
import { MailService } from '../mail/mail.service.js';

/** The console's review page of a listing waiting for moderation (admin/src/listings/ModerationQueue.tsx). */
export const reviewPath = (listingId: string) => `/admin/moderation/${listingId}/show`;

/**
 * The moderators' side: a listing or an edit submitted for moderation becomes one email to every
 * active moderator and admin, with the console's review page. Each email's key derives from the
 * submission's, so a retried alert sends nothing twice.
 */
@Injectable()
export class ModerationAlertsService {
  constructor(
    private readonly listings: ListingReadsService,
    private readonly moderation: ListingModerationService,
    private readonly accounts: AccountService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @HandlesJob(JobName.AlertModerators)
  async alert(payload: JobPayloads[JobName.AlertModerators]): Promise<JobResult> {
    if (!this.config.alerts.staffListings) return 'skipped';
    const listing = await this.listings.findRef(payload.listingId);
    // Decided (or withdrawn) before the alert went out: nothing waits any more.
    const waiting = listing && (payload.submission === 'revision' ? listing.revisionWaiting : listing.status === ListingStatus.Pending);
    if (!listing || !waiting) return 'skipped';
    const [owner, moderators] = await Promise.all([this.accounts.contactOf(listing.ownerId), this.moderation.moderators()]);
    const data = {
      submission: payload.submission,
      title: listing.title,
      familyName: labelOf(LISTING_TYPES, listing.type) ?? '',
      ownerName: owner?.fullName ?? '',
      ownerEmail: owner?.email ?? '',
      url: `${this.config.http.publicUrl}${reviewPath(listing.id)}`,
    };
    for (const moderator of moderators) {
      if (moderator.id === listing.ownerId) continue;
      await this.mail.send('listing-staff-alert', moderator.email, data, { jobId: `mail-${payload.key}-${moderator.id}` });
    }
    return moderators.length ? 'done' : 'skipped';
  }
}
