import { Column, Entity, Index } from 'typeorm';
import type { NewsletterTopic } from '../../contracts/admin.js';
import { BaseEntity } from '../../core/database/base.entity.js';

export type { NewsletterTopic };

@Entity({ name: 'newsletter_subscribers' })
export class NewsletterSubscriberEntity extends BaseEntity {
  @Index('IDX_newsletter_subscribers_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  topics: NewsletterTopic[];

  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;
}
