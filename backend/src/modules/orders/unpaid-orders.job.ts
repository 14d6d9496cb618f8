import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { OrdersAdminService } from './orders-admin.service.js';

/**
 * The daily orders sweep, the job of the `cancel-unpaid-orders` schedule (notifications/schedules.ts):
 * orders left unpaid are cancelled, and paid orders whose invoice could not be issued (no EUR/RON
 * rate known when they were paid) get it. While some still wait for a rate the job fails, so BullMQ
 * retries it with backoff and staff see it among the failed jobs; the next day's run tries again.
 * Both parts are idempotent.
 */
@Injectable()
export class UnpaidOrdersJob {
  private readonly logger = new Logger(UnpaidOrdersJob.name);

  constructor(private readonly orders: OrdersAdminService) {}

  @HandlesJob(JobName.CancelUnpaidOrders)
  async cancelUnpaid({ at }: JobPayloads[JobName.CancelUnpaidOrders]): Promise<JobResult> {
    const ids = await this.orders.cancelOverdue(new Date(at));
    if (ids.length) this.logger.log(`Cancelled ${ids.length} orders left unpaid`);
    const invoices = await this.orders.issueMissingInvoices();
    if (invoices.issued) this.logger.log(`Issued ${invoices.issued} invoices of orders paid while no EUR/RON rate was known`);
    if (invoices.waiting)
      throw new Error(
        `${invoices.waiting} paid orders still wait for their invoice: no EUR/RON rate is known (BNR unreachable, INVOICE_FALLBACK_EUR_RON_RATE unset)`,
      );
    return ids.length || invoices.issued ? 'done' : 'skipped';
  }
}
