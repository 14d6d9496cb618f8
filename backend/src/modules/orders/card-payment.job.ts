import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { CardPayments, RECONCILE_AFTER_MS } from './payments/card-payments.service.js';
import { CardWebhookService } from './payments/card-webhook.service.js';

/**
 * The card payment jobs: a Stripe event the webhook recorded, applied once; and the reconciliation
 * (the `reconcile-card-payments` schedule, every 15 minutes): orders whose card payment is unsettled
 * for over an hour (the webhook never came, or a session's creation got no answer) are asked of
 * Stripe and what it says is applied. An order Stripe does not answer for is left for the next run;
 * the job then fails, so it is retried with backoff and staff see it among the failed jobs.
 */
@Injectable()
export class CardPaymentJob {
  private readonly logger = new Logger(CardPaymentJob.name);

  constructor(
    private readonly webhook: CardWebhookService,
    private readonly cards: CardPayments,
  ) {}

  @HandlesJob(JobName.ApplyStripeEvent)
  applyEvent({ eventId }: JobPayloads[JobName.ApplyStripeEvent]): Promise<JobResult> {
    return this.webhook.apply(eventId);
  }

  @HandlesJob(JobName.ReconcileCardPayments)
  async reconcile({ at }: JobPayloads[JobName.ReconcileCardPayments]): Promise<JobResult> {
    const ids = await this.cards.reconcileDue(new Date(new Date(at).getTime() - RECONCILE_AFTER_MS));
    let failed = 0;
    let settled = 0;
    for (const id of ids) {
      try {
        const outcome = await this.cards.reconcile(id);
        if (outcome) settled++;
        if (outcome && outcome !== 'not_paid') this.logger.log(`Card payment of order ${id} reconciled: ${outcome}`);
      } catch (error) {
        failed++;
        this.logger.warn(`Card payment of order ${id} not reconciled: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (failed) throw new Error(`${failed} of ${ids.length} unsettled card payments could not be asked of Stripe`);
    return settled ? 'done' : 'skipped';
  }
}
