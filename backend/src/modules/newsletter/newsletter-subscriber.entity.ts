import { Column, Entity, Index } from 'typeorm';
import type { NewsletterTopic } from '../../contracts/admin.js';
import { BaseEntity } from '../../core/database/base.entity.js';

export type { NewsletterTopic };

/**
 * One address on the newsletter. Double opt-in: topics asked for wait in `pendingTopics` until the
 * address confirms them through the link mailed to it; only confirmed, not unsubscribed addresses
 * receive newsletter mail, and only for their `topics`.
 */
@Entity({ name: 'newsletter_subscribers' })
export class NewsletterSubscriberEntity extends BaseEntity {
  @Index('IDX_newsletter_subscribers_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Given through `POST /api/masterdata/letterScribers`. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  /** Confirmed topics. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  topics: NewsletterTopic[];

  /** Topics asked for, waiting for the address to confirm them. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  pendingTopics: NewsletterTopic[];

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** When the last confirmation email was queued (re-sends wait NEWSLETTER_CONFIRM_RESEND_MINUTES). */
  @Column({ type: 'timestamptz', nullable: true })
  confirmationSentAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;
}
