import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../account/user.entity.js';
import { ListingEntity } from '../listing-core/listing.entity.js';

export type UploadKind = 'image' | 'document';

/**
 * One uploaded picture or document. Unattached rows (no listing) belong to a listing being written;
 * attaching sets `listingId`. The files live in storage under keys derived from `key`.
 */
@Entity({ name: 'uploads' })
@Check('uploads_kind_check', "kind IN ('image', 'document')")
@Check('uploads_size_check', 'size >= 0')
@Index('IDX_uploads_owner_listing', ['ownerId', 'listingId'])
@Index('IDX_uploads_listing_kind', ['listingId', 'kind'])
export class UploadEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  ownerId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'FK_uploads_owner' })
  owner?: UserEntity;

  @Column({ type: 'uuid', nullable: true })
  listingId: string | null;

  @ManyToOne(() => ListingEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'listing_id', foreignKeyConstraintName: 'FK_uploads_listing' })
  listing?: ListingEntity;

  @Column({ type: 'varchar', length: 10 })
  kind: UploadKind;

  /** Images: the uuid shared by both variants. Documents: `<uuid>.<ext>`. */
  @Index('IDX_uploads_key', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'varchar', length: 200 })
  originalName: string;

  @Column({ type: 'varchar', length: 100 })
  contentType: string;

  /** Bytes in storage: the file for a document, both variants together for an image. */
  @Column({ type: 'integer' })
  size: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
