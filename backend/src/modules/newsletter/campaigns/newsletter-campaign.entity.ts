import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { NewsletterTopic } from '../../../contracts/admin.js';
import type { NewsletterCampaignStatus } from '../../../contracts/newsletter.js';
import { BaseEntity } from '../../../core/database/base.entity.js';
import { UserEntity } from '../../account/user.entity.js';

/** A newsletter campaign written by staff: one topic's confirmed subscribers receive it once. */
@Entity({ name: 'newsletter_campaigns' })
@Check('newsletter_campaigns_topic_check', "topic IN ('general', 'funds', 'business')")
@Check('newsletter_campaigns_status_check', "status IN ('draft', 'sending', 'sent')")
@Index('IDX_newsletter_campaigns_created', ['createdAt'])
export class NewsletterCampaignEntity extends BaseEntity {
  @Column({ type: 'varchar', length: 200 })
  subject: string;

  /** Sanitised on the server (sanitizeRichText) before it is stored. */
  @Column({ type: 'text' })
  bodyHtml: string;

  @Column({ type: 'varchar', length: 20 })
  topic: NewsletterTopic;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status: NewsletterCampaignStatus;

  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'FK_newsletter_campaigns_created_by' })
  creator?: UserEntity;

  @Column({ type: 'uuid', nullable: true })
  sentBy: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'sent_by', foreignKeyConstraintName: 'FK_newsletter_campaigns_sent_by' })
  sender?: UserEntity;

  @Column({ type: 'timestamptz', nullable: true })
  sendRequestedAt: Date | null;

  /** When the recipients were listed (the delivery rows written): once per campaign. */
  @Column({ type: 'timestamptz', nullable: true })
  recipientsListedAt: Date | null;

  /** When the last batch finished. */
  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
