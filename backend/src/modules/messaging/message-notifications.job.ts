import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobQueueService } from '../../core/queue/job-queue.service.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { MailService } from '../mail/mail.service.js';
import { MessagingRepository } from './messaging.repository.js';
import { excerptOf } from './messaging.service.js';

/** The path of a conversation in the site's account pages. */
export const conversationPath = (id: string) => `/cont/mesaje/${id}`;

const EMAIL_EXCERPT_LENGTH = 600;

/**
 * A recipient's new messages of one conversation, announced once per burst: the job runs after the
 * grouping delay and takes every message still unread and not yet announced into ONE email (and one
 * push). Its email and push keys end with the last message's id, so a job that runs twice (or two
 * jobs of the same burst) send nothing twice; messages the recipient read meanwhile are not announced.
 */
@Injectable()
export class MessageNotificationsJob {
  constructor(
    private readonly repository: MessagingRepository,
    private readonly mail: MailService,
    private readonly jobs: JobQueueService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @HandlesJob(JobName.NotifyNewMessages)
  async notify(payload: JobPayloads[JobName.NotifyNewMessages]): Promise<JobResult> {
    const conversation = await this.repository.findConversation(payload.conversationId);
    if (!conversation) return 'skipped';
    const messages = await this.repository.unannounced(conversation.id, payload.recipientId);
    if (!messages.length) return 'skipped';
    const recipient = await this.repository.contactOf(payload.recipientId);
    const listing = await this.repository.findListing(conversation.listingId);
    if (!recipient || !listing) return 'skipped';
    const senderId = messages.at(-1)!.senderId;
    const senderName = await this.repository.fullNameOf(senderId);
    const key = `message-${conversation.id}-${payload.recipientId}-${messages.at(-1)!.id}`;
    const path = conversationPath(conversation.id);
    await this.mail.send(
      'new-message',
      recipient.email,
      {
        fullName: recipient.fullName,
        senderName,
        listingTitle: listing.title,
        count: String(messages.length),
        excerpt: excerptOf(messages.map((message) => message.body).join('\n\n'), EMAIL_EXCERPT_LENGTH),
        url: `${this.config.http.publicUrl}${path}`,
      },
      { jobId: `mail-${key}` },
    );
    if (this.config.push.publicKey) {
      const body = `${senderName}: ${excerptOf(messages.at(-1)!.body, 100)}`;
      await this.jobs.enqueue(
        JobName.SendPushNotification,
        { userId: payload.recipientId, title: 'Mesaj nou', body, url: path, key: `push-${key}` },
        { jobId: `push-${key}` },
      );
    }
    await this.repository.markAnnounced(messages.map((message) => message.id));
    return 'done';
  }
}
