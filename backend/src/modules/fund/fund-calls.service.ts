import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ListingStatus } from '../../contracts/listings.js';
import { ListingType } from '../../contracts/lists.js';
import { listingPublicPath } from '../../contracts/public-pages.js';
import { romanianDay } from '../../core/clock/romanian-day.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { MailService } from '../mail/mail.service.js';
import { NewsletterLinks } from '../newsletter/newsletter-links.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Funding calls over time: closing calls past their deadline, and the weekly digest of new calls. */
@Injectable()
export class FundCallsService {
  private readonly logger = new Logger(FundCallsService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: ResponseCache,
    private readonly mail: MailService,
    private readonly links: NewsletterLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Calls whose deadline day has passed (in Bucharest) become closed. */
  @HandlesJob(JobName.CloseFundCalls)
  async closePastDeadline({ at }: JobPayloads[JobName.CloseFundCalls]): Promise<JobResult> {
    const [rows] = (await this.dataSource.query(
      `UPDATE fund_details SET call_status = 'closed' WHERE call_status <> 'closed' AND deadline IS NOT NULL AND deadline < $1::date RETURNING listing_id`,
      [romanianDay(new Date(at))],
    )) as [unknown[], number];
    if (rows.length) {
      this.cache.invalidate();
      this.logger.log(`Closed ${rows.length} funding calls past their deadline`);
    }
    return rows.length ? 'done' : 'skipped';
  }

  /**
   * One email per confirmed funds subscriber with the calls published in the 7 days before `at`
   * (none: no email), with the preferences and one-click unsubscribe links (List-Unsubscribe).
   */
  @HandlesJob(JobName.SendFundsDigest)
  async sendDigest({ at }: JobPayloads[JobName.SendFundsDigest]): Promise<JobResult> {
    const until = new Date(at);
    const since = new Date(until.getTime() - 7 * DAY_MS);
    const calls: { id: string; slug: string; title: string; deadline: string | null }[] = await this.dataSource.query(
      `SELECT l.id, l.slug, l.title, to_char(f.deadline, 'DD.MM.YYYY') AS deadline
         FROM listings l JOIN fund_details f ON f.listing_id = l.id
        WHERE l.family = $1 AND l.status = $2 AND l.published_at > $3 AND l.published_at <= $4 AND f.call_status <> 'closed'
        ORDER BY l.published_at DESC LIMIT 20`,
      [ListingType.Fund, ListingStatus.Approved, since, until],
    );
    if (!calls.length) return 'skipped';
    const subscribers: { id: string; email: string }[] = await this.dataSource.query(
      `SELECT id, email FROM newsletter_subscribers WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL AND 'funds' = ANY(topics) ORDER BY created_at`,
    );
    const site = this.config.http.publicUrl;
    const list = calls
      .map(
        (call) =>
          `• ${call.title}${call.deadline ? ` (termen: ${call.deadline})` : ''}\n  ${site}${listingPublicPath({ type: ListingType.Fund, slug: call.slug })}`,
      )
      .join('\n');
    const week = romanianDay(until).replace(/-/g, '');
    for (const subscriber of subscribers) {
      const { preferencesUrl, unsubscribeUrl, headers } = this.links.mailLinks(subscriber.id);
      await this.mail.send(
        'funds-digest',
        subscriber.email,
        { count: String(calls.length), list, url: `${site}/finantari`, preferencesUrl, unsubscribeUrl },
        { jobId: `funds-digest-${week}-${subscriber.id}`, headers },
      );
    }
    return 'done';
  }
}
