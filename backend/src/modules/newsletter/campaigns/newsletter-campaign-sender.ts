import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { NEWSLETTER_TOPICS } from '../../../contracts/admin.js';
import { nameOf } from '../../../contracts/consulting.js';
import { HandlesJob } from '../../../core/queue/handles-job.decorator.js';
import { JobQueueService } from '../../../core/queue/job-queue.service.js';
import { JobName, type JobPayloads, type JobResult } from '../../../core/queue/job-registry.js';
import { MailService } from '../../mail/mail.service.js';
import { NewsletterLinks } from '../newsletter-links.js';
import { campaignText } from './campaign-text.js';
import { NewsletterCampaignsRepository } from './newsletter-campaigns.repository.js';

/** Recipients one batch job sends to. */
export const NEWSLETTER_BATCH_SIZE = 100;
/** Attempts at one recipient before it counts as failed (the batch job itself is retried meanwhile). */
export const NEWSLETTER_RECIPIENT_ATTEMPTS = 3;

/** The batch job id: the same batch is never queued twice. */
export const batchJobId = (campaignId: string, batch: number) => `newsletter-campaign-${campaignId}-batch-${batch}`;

/**
 * Sends campaigns through the `newsletter` queue: the start job lists the recipients once (one
 * delivery row each, unique per campaign and subscriber) and queues one job per batch; a batch job
 * claims each of its rows before sending, so a job that runs twice (a retry, a worker taking over a
 * stalled job) sends nothing twice. The window left is between the mail server's answer and the row
 * marked sent (milliseconds), as for every email (DeliveryLedger).
 */
@Injectable()
export class NewsletterCampaignSender {
  private readonly logger = new Logger(NewsletterCampaignSender.name);

  constructor(
    private readonly repository: NewsletterCampaignsRepository,
    private readonly mail: MailService,
    private readonly links: NewsletterLinks,
    private readonly jobs: JobQueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @HandlesJob(JobName.StartNewsletterCampaign)
  async start({ campaignId }: JobPayloads[JobName.StartNewsletterCampaign]): Promise<JobResult> {
    const campaign = await this.repository.get(campaignId);
    if (!campaign || campaign.status === 'draft') return 'skipped';
    const batches = await this.repository.listRecipients(campaignId, NEWSLETTER_BATCH_SIZE);
    for (let batch = 0; batch < batches; batch++) {
      await this.jobs.enqueue(JobName.SendNewsletterCampaignBatch, { campaignId, batch }, { jobId: batchJobId(campaignId, batch) });
    }
    // No recipient at all: nothing to wait for.
    if (!batches) await this.repository.finishIfDone(campaignId);
    return 'done';
  }

  @HandlesJob(JobName.SendNewsletterCampaignBatch)
  async sendBatch({ campaignId, batch }: JobPayloads[JobName.SendNewsletterCampaignBatch]): Promise<JobResult> {
    const campaign = await this.repository.get(campaignId);
    if (!campaign || campaign.status === 'draft') return 'skipped';
    const recipients = await this.repository.batch(campaignId, batch);
    const bodyText = campaignText(campaign.bodyHtml);
    const topicName = nameOf(NEWSLETTER_TOPICS, campaign.topic);
    let retry = 0;
    for (const recipient of recipients) {
      const attempt = await this.repository.claim(recipient.id, this.config.jobs.lockDurationMs);
      if (attempt === null) continue;
      if (!(await this.repository.stillReceives(recipient.subscriberId, campaign.topic))) {
        await this.repository.settle(recipient.id, 'skipped');
        continue;
      }
      const { headers, preferencesUrl, unsubscribeUrl } = this.links.mailLinks(recipient.subscriberId);
      try {
        await this.mail.sendNow(
          'newsletter-campaign',
          recipient.email,
          { subject: campaign.subject, bodyHtml: campaign.bodyHtml, bodyText, topicName, preferencesUrl, unsubscribeUrl },
          { headers },
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const last = attempt >= NEWSLETTER_RECIPIENT_ATTEMPTS;
        await this.repository.settle(recipient.id, last ? 'failed' : 'pending', message);
        if (!last) retry++;
        this.logger.warn(`Campaign ${campaignId}: not sent to one recipient (attempt ${attempt}): ${message}`);
        continue;
      }
      await this.repository.settle(recipient.id, 'sent');
    }
    await this.repository.finishIfDone(campaignId);
    // Recipients the mail server refused for now: the job is retried with backoff, the sent ones are not sent again.
    if (retry) throw new Error(`${retry} recipients of campaign ${campaignId} batch ${batch} to retry`);
    return recipients.length ? 'done' : 'skipped';
  }
}
