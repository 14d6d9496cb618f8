import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobQueueService } from '../../core/queue/job-queue.service.js';
import { JobName, PermanentJobError, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { createMailTransport, type MailTransport } from './mail-transport.js';
import { isMailTemplate, renderMail, type MailTemplateData, type MailTemplateName } from './templates/index.js';

/** Sends transactional email through the `mail` queue; nobody sends SMTP inside a request. */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private transport: MailTransport | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobQueueService,
  ) {}

  /** Enqueues one email; `jobId` makes it run once, `replyTo` directs answers to someone else than us. */
  async send<T extends MailTemplateName>(template: T, to: string, data: MailTemplateData<T>, options: { jobId?: string; replyTo?: string } = {}): Promise<void> {
    await this.jobs.enqueue(JobName.SendTransactionalEmail, { template, to, data, ...(options.replyTo ? { replyTo: options.replyTo } : {}) }, { jobId: options.jobId });
  }

  @HandlesJob(JobName.SendTransactionalEmail)
  async deliver(payload: JobPayloads[JobName.SendTransactionalEmail]): Promise<JobResult> {
    if (!isMailTemplate(payload.template)) throw new PermanentJobError(`Unknown mail template ${payload.template}`);
    const mail = renderMail(payload.template, payload.data as never, this.config.http.publicUrl);
    this.transport ??= createMailTransport(this.config.mail);
    await this.transport.send(payload.to, mail, { replyTo: payload.replyTo });
    return 'done';
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
