import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseEntity } from '../../core/database/base.entity.js';
import { UserEntity } from '../account/user.entity.js';

/** A browser's web-push subscription; a user has one per browser, removed when the push service answers 404/410. */
@Entity({ name: 'push_subscriptions' })
@Index('IDX_push_subscriptions_endpoint', ['endpoint'], { unique: true })
@Index('IDX_push_subscriptions_user', ['userId'])
export class PushSubscriptionEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_push_subscriptions_user' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 1000 })
  endpoint: string;

  /** The browser's public key (base64url), used to encrypt the payload. */
  @Column({ type: 'varchar', length: 200 })
  p256dh: string;

  @Column({ type: 'varchar', length: 100 })
  auth: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  userAgent: string | null;
}
