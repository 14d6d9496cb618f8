import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { CommentStatus } from '../../contracts/comments.js';
import { BaseEntity } from '../../core/database/base.entity.js';
import { UserEntity } from '../account/user.entity.js';
import { ListingEntity } from '../listing-core/listing.entity.js';

/** A user's comment on a listing; public once a moderator approves it. */
@Entity({ name: 'comments' })
@Check('comments_status_check', "status IN ('pending', 'approved', 'rejected')")
@Index('IDX_comments_listing_status_created', ['listingId', 'status', 'createdAt'])
@Index('IDX_comments_user_created', ['userId', 'createdAt'])
export class CommentEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  listingId: string;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id', foreignKeyConstraintName: 'FK_comments_listing' })
  listing?: ListingEntity;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_comments_user' })
  user?: UserEntity;

  /** Plain text: markup is stripped before it is stored. */
  @Column({ type: 'varchar', length: 1000 })
  text: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: CommentStatus;

  @Column({ type: 'varchar', length: 500, nullable: true })
  moderationNote: string | null;

  @Column({ type: 'uuid', nullable: true })
  moderatedBy: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  moderatedAt: Date | null;
}
