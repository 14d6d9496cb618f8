import { Check, Column, Entity, Index, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { BaseEntity } from '../../../core/database/base.entity.js';
import { NewsletterSubscriberEntity } from '../newsletter-subscriber.entity.js';
import { NewsletterCampaignEntity } from './newsletter-campaign.entity.js';

export type CampaignDeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/**
 * One recipient of one campaign. The unique (campaign, subscriber) pair is the database's promise
 * that nobody is listed twice; the status moves pending → sending → sent (or failed / skipped), and
 * only a batch job that moved a row to `sending` itself sends to it.
 */
@Entity({ name: 'newsletter_campaign_deliveries' })
@Unique('UQ_newsletter_campaign_deliveries_recipient', ['campaignId', 'subscriberId'])
@Check('newsletter_campaign_deliveries_status_check', "status IN ('pending', 'sending', 'sent', 'failed', 'skipped')")
@Index('IDX_newsletter_campaign_deliveries_batch', ['campaignId', 'batch', 'status'])
@Index('IDX_newsletter_campaign_deliveries_subscriber', ['subscriberId'])
export class NewsletterCampaignDeliveryEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  campaignId: string;

  @ManyToOne(() => NewsletterCampaignEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaign_id', foreignKeyConstraintName: 'FK_newsletter_campaign_deliveries_campaign' })
  campaign?: NewsletterCampaignEntity;

  @Column({ type: 'uuid' })
  subscriberId: string;

  @ManyToOne(() => NewsletterSubscriberEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'subscriber_id', foreignKeyConstraintName: 'FK_newsletter_campaign_deliveries_subscriber' })
  subscriber?: NewsletterSubscriberEntity;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Which batch job sends to this recipient (NEWSLETTER_BATCH_SIZE per batch). */
  @Column({ type: 'integer' })
  batch: number;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: CampaignDeliveryStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
