import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ListingType } from '../../contracts/lists.js';
import { UserEntity } from '../account/user.entity.js';
import { ListingEntity } from '../listing-core/listing.entity.js';

/**
 * One listing a user keeps in their favourites. Slug, title and photo are never stored here:
 * they are read from the listing, so they stay current and no client can plant text.
 */
@Entity({ name: 'favorites' })
@Check('favorites_type_check', 'type BETWEEN 1 AND 7')
@Index('IDX_favorites_user_listing_type', ['userId', 'listingId', 'type'], { unique: true })
@Index('IDX_favorites_user_created', ['userId', 'createdAt'])
@Index('IDX_favorites_listing', ['listingId'])
export class FavoriteEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_favorites_user' })
  user?: UserEntity;

  @Column({ type: 'uuid' })
  listingId: string;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id', foreignKeyConstraintName: 'FK_favorites_listing' })
  listing?: ListingEntity;

  /** The listing's family (the spec's `type`), as the client named it when adding. */
  @Column({ type: 'smallint' })
  type: ListingType;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
