import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

export type DeliveryChannel = 'mail' | 'push';

/** One notification actually handed to the mail server or a push service (DeliveryLedger). */
@Entity({ name: 'notification_deliveries' })
@Check('notification_deliveries_channel_check', "channel IN ('mail', 'push')")
@Index('IDX_notification_deliveries_sent', ['sentAt'])
export class NotificationDeliveryEntity {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'varchar', length: 10 })
  channel: DeliveryChannel;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  sentAt: Date;
}
