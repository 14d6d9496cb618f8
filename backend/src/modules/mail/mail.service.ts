import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { buffer } from 'node:stream/consumers';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DeliveryLedger } from '../../core/queue/delivery-ledger.js';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobQueueService } from '../../core/queue/job-queue.service.js';
import { JobName, PermanentJobError, type JobPayloads, type JobResult, type MailAttachmentRef } from '../../core/queue/job-registry.js';
import { contentTypeOfKey, STORAGE_DRIVER, type StorageDriver } from '../../core/storage/storage-driver.js';
import { Outbox } from '../../core/queue/outbox.js';
import { createMailTransport, type MailTransport } from './mail-transport.js';
import { isMailTemplate, renderMail, type MailTemplateData, type MailTemplateName } from './templates/index.js';
import type { RenderedMail } from './templates/layout.js';

/** Sends transactional email through the `mail` queue; nobody sends SMTP inside a request. */
@Injectable()
export class MailService implements OnApplicationShutdown {
  private transport: MailTransport | null = null;
  /** Pooled connections for sendNow (many messages in a row). */
  private batchTransport: MailTransport | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobQueueService,
    private readonly ledger: DeliveryLedger,
    private readonly outbox: Outbox,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  /**
   * Enqueues one email; `jobId` makes it happen once (also the key of its delivery-ledger row),
   * `replyTo` directs answers to someone else than us. With `transaction`, the email is written to
   * the outbox in that transaction instead: it is sent once the transaction commits, never if it
   * rolls back, even if the process dies right after the commit. `headers` are added to the message
   * (List-Unsubscribe of newsletter mail). `attachments` are storage keys, read when the email is
   * sent (a missing file fails the attempt, which is retried).
   */
  async send<T extends MailTemplateName>(
    template: T,
    to: string,
    data: MailTemplateData<T>,
    options: { jobId?: string; replyTo?: string; transaction?: EntityManager; headers?: Record<string, string>; attachments?: MailAttachmentRef[] } = {},
  ): Promise<void> {
    const key = options.jobId ?? `mail-${randomUUID()}`;
    const payload = {
      template,
      to,
      data,
      key,
      ...(options.replyTo ? { replyTo: options.replyTo } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      ...(options.attachments?.length ? { attachments: options.attachments } : {}),
    };
    if (options.transaction) return this.outbox.add(options.transaction, JobName.SendTransactionalEmail, payload, key);
    await this.jobs.enqueue(JobName.SendTransactionalEmail, payload, { jobId: options.jobId });
  }

  @HandlesJob(JobName.SendTransactionalEmail)
  async deliver(payload: JobPayloads[JobName.SendTransactionalEmail]): Promise<JobResult> {
    if (!isMailTemplate(payload.template)) throw new PermanentJobError(`Unknown mail template ${payload.template}`);
    const mail = renderMail(payload.template, payload.data as never, this.config.http.publicUrl);
    const transport = (this.transport ??= createMailTransport(this.config.mail));
    const sent = await this.ledger.once(payload.key ?? `mail-${randomUUID()}`, 'mail', async () =>
      transport.send(payload.to, mail, { replyTo: payload.replyTo, headers: payload.headers, attachments: await this.attachments(payload.attachments) }),
    );
    return sent ? 'done' : 'skipped';
  }

  /** The attached files read from storage; a missing one is a transient failure (retried), never an email without it. */
  private async attachments(refs: MailAttachmentRef[] | undefined): Promise<{ filename: string; content: Buffer; contentType: string }[] | undefined> {
    if (!refs?.length) return undefined;
    return Promise.all(
      refs.map(async (ref) => {
        const stored = await this.storage.get(ref.key);
        if (!stored) throw new Error(`Mail attachment ${ref.key} is not stored`);
        return {
          filename: ref.filename,
          content: await buffer(stored.stream as NodeJS.ReadableStream & AsyncIterable<Buffer>),
          contentType: stored.contentType ?? contentTypeOfKey(ref.key),
        };
      }),
    );
  }

  /** One email rendered as `deliver` renders it, without sending it (a campaign's preview). */
  render<T extends MailTemplateName>(template: T, data: MailTemplateData<T>): RenderedMail {
    return renderMail(template, data, this.config.http.publicUrl);
  }

  /**
   * Hands one email to the mail server now, for a job that records each recipient's delivery itself
   * (a newsletter campaign's batch, with its unique delivery rows); throws when the server refuses.
   * Never called inside a request.
   */
  async sendNow<T extends MailTemplateName>(
    template: T,
    to: string,
    data: MailTemplateData<T>,
    options: { headers?: Record<string, string> } = {},
  ): Promise<void> {
    const transport = (this.batchTransport ??= createMailTransport(this.config.mail, { pool: true }));
    await transport.send(to, this.render(template, data), { headers: options.headers });
  }

  onApplicationShutdown(): void {
    this.transport?.close();
    this.batchTransport?.close();
  }
}
