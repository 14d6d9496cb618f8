import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { listingPublicPath } from '../../contracts/public-pages.js';
import { Clock } from '../../core/clock/clock.js';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult, type ListingEventName } from '../../core/queue/job-registry.js';
import { AccountService } from '../account/account.service.js';
import { ListingReadsService } from '../listing-core/listing-reads.service.js';
import { MailService } from '../mail/mail.service.js';
import { PushService, type PushMessage } from './push.service.js';
import { SignedLinks } from './signed-links.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the renew link of a reminder works. */
export const RENEW_LINK_DAYS = 30;
export const MY_LISTINGS_PATH = '/cont/anunturile-mele';

const pushTexts: Record<ListingEventName, (title: string) => Omit<PushMessage, 'url'>> = {
  approved: (title) => ({ title: 'Anunț aprobat', body: `„${title}” este publicat pe RoAfaceri.` }),
  rejected: (title) => ({ title: 'Anunț respins', body: `„${title}” nu a fost aprobat. Vezi motivul în contul tău.` }),
  'changes-requested': (title) => ({ title: 'Modificări cerute', body: `Echipa îți cere modificări la „${title}”.` }),
  expiring: (title) => ({ title: 'Anunțul expiră curând', body: `Reînnoiește „${title}” ca să rămână publicat.` }),
  expired: (title) => ({ title: 'Anunț expirat', body: `„${title}” nu mai este publicat. Îl poți reînnoi din cont.` }),
};

/**
 * The listing-lifecycle queue's notifications: one event (approved, rejected, …) becomes the owner's
 * email and a push to their browsers, each with a key derived from the event's, so a retried event
 * sends nothing twice.
 */
@Injectable()
export class ListingNotificationsService {
  constructor(
    private readonly listings: ListingReadsService,
    private readonly accounts: AccountService,
    private readonly mail: MailService,
    private readonly push: PushService,
    private readonly links: SignedLinks,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @HandlesJob(JobName.NotifyListingEvent)
  async notify(payload: JobPayloads[JobName.NotifyListingEvent]): Promise<JobResult> {
    const listing = await this.listings.findRef(payload.listingId);
    if (!listing) return 'skipped';
    const owner = await this.accounts.contactOf(listing.ownerId);
    if (!owner) return 'skipped';
    const site = this.config.http.publicUrl;
    const mine = `${site}${MY_LISTINGS_PATH}`;
    const base = { fullName: owner.fullName, title: listing.title };
    const mailKey = `mail-${payload.key}`;
    switch (payload.event) {
      case 'approved':
        await this.mail.send('listing-approved', owner.email, { ...base, url: `${site}${listingPublicPath(listing)}` }, { jobId: mailKey });
        break;
      case 'rejected':
        await this.mail.send('listing-rejected', owner.email, { ...base, reason: payload.reason ?? '', url: mine }, { jobId: mailKey });
        break;
      case 'changes-requested':
        await this.mail.send('listing-changes-requested', owner.email, { ...base, reason: payload.reason ?? '', url: mine }, { jobId: mailKey });
        break;
      case 'expiring': {
        const token = this.links.sign('renew-listing', listing.id, new Date(this.clock.now().getTime() + RENEW_LINK_DAYS * DAY_MS));
        await this.mail.send(
          'listing-expiring',
          owner.email,
          {
            ...base,
            daysLeft: String(payload.daysLeft ?? 7),
            expiresOn: listing.expiresAt ? formatDate(listing.expiresAt) : '',
            renewUrl: `${site}/api/listings/renew-link/${token}`,
            url: mine,
          },
          { jobId: mailKey },
        );
        break;
      }
      case 'expired':
        await this.mail.send('listing-expired', owner.email, { ...base, url: mine }, { jobId: mailKey });
        break;
    }
    const url = payload.event === 'approved' ? listingPublicPath(listing) : MY_LISTINGS_PATH;
    await this.push.notify(listing.ownerId, { ...pushTexts[payload.event](listing.title), url }, `push-${payload.key}`);
    return 'done';
  }
}

/** 23 noiembrie 2026 (Romanian long date, Bucharest time). */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('ro-RO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Bucharest' }).format(date);
}
