import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { AccessRequestStatus } from '../../contracts/deal-room.js';
import { BaseEntity } from '../../core/database/base.entity.js';
import { UserEntity } from '../account/user.entity.js';
import { ListingEntity } from '../listing-core/listing.entity.js';

/**
 * A buyer's request for the full file of a confidential listing, with the NDA they accepted (its
 * version, when, from which address). At most one open (pending or approved) request per buyer and
 * listing; a rejected or revoked one stays as history and a new request may follow.
 */
@Entity({ name: 'listing_access_requests' })
@Check('listing_access_requests_status_check', "status IN ('pending', 'approved', 'rejected', 'revoked')")
@Index('IDX_listing_access_requests_open', ['listingId', 'buyerId'], { unique: true, where: "status IN ('pending', 'approved')" })
@Index('IDX_listing_access_requests_listing', ['listingId', 'createdAt'])
@Index('IDX_listing_access_requests_buyer', ['buyerId', 'createdAt'])
export class AccessRequestEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  listingId: string;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id', foreignKeyConstraintName: 'FK_listing_access_requests_listing' })
  listing?: ListingEntity;

  @Column({ type: 'uuid' })
  buyerId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'buyer_id', foreignKeyConstraintName: 'FK_listing_access_requests_buyer' })
  buyer?: UserEntity;

  @Column({ type: 'varchar', length: 20 })
  status: AccessRequestStatus;

  /** Plain text the buyer wrote to the owner. */
  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'varchar', length: 20 })
  ndaVersion: string;

  @Column({ type: 'timestamptz' })
  ndaAcceptedAt: Date;

  /** The client address the acceptance came from. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ndaIp: string | null;

  @Column({ type: 'boolean', default: false })
  autoApproved: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;
}

/** One opening of a confidential listing's private document (shown to the owner). */
@Entity({ name: 'listing_document_openings' })
@Index('IDX_listing_document_openings_listing', ['listingId', 'openedAt'])
@Index('IDX_listing_document_openings_user', ['userId'])
export class DocumentOpeningEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  listingId: string;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listing_id', foreignKeyConstraintName: 'FK_listing_document_openings_listing' })
  listing?: ListingEntity;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_listing_document_openings_user' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 160 })
  documentKey: string;

  @Column({ type: 'varchar', length: 255 })
  documentName: string;

  @CreateDateColumn({ type: 'timestamptz' })
  openedAt: Date;
}
