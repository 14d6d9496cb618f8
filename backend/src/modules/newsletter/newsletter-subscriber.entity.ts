import { Column, Entity, Index } from 'typeorm';
import { BaseEntity } from '../../core/database/base.entity.js';

export type NewsletterTopic = 'general' | 'funds' | 'business';

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
