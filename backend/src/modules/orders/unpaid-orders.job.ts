import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { OrdersAdminService } from './orders-admin.service.js';

/** The daily job of the `cancel-unpaid-orders` schedule (notifications/schedules.ts). */
@Injectable()
export class UnpaidOrdersJob {
  private readonly logger = new Logger(UnpaidOrdersJob.name);

  constructor(private readonly orders: OrdersAdminService) {}

  @HandlesJob(JobName.CancelUnpaidOrders)
  async cancelUnpaid({ at }: JobPayloads[JobName.CancelUnpaidOrders]): Promise<JobResult> {
    const ids = await this.orders.cancelOverdue(new Date(at));
    if (ids.length) this.logger.log(`Cancelled ${ids.length} orders left unpaid`);
    return ids.length ? 'done' : 'skipped';
  }
}
