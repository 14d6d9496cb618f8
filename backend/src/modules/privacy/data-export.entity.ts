import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BaseEntity } from '../../core/database/base.entity.js';
import { UserEntity } from '../account/user.entity.js';

/** `pending`: the job is building it; `ready`: its link works; `used`: downloaded once; `expired`: its day passed unused. */
export type DataExportStatus = 'pending' | 'ready' | 'used' | 'expired';

/**
 * One archive of a user's own data (GDPR articles 15 and 20). The link's token is never stored,
 * only its SHA-256 (`tokenHash`); `fileKey` is the ZIP in storage, null once the file is deleted.
 */
@Entity({ name: 'data_exports' })
@Check('data_exports_status_check', "status IN ('pending', 'ready', 'used', 'expired')")
@Check('data_exports_size_check', 'size >= 0')
@Check('data_exports_ready_check', "status = 'pending' OR (token_hash IS NOT NULL AND expires_at IS NOT NULL)")
@Index('IDX_data_exports_user_created', ['userId', 'createdAt'])
@Index('IDX_data_exports_user_pending', { synchronize: false })
@Index('IDX_data_exports_stored', { synchronize: false })
export class DataExportEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_data_exports_user' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: DataExportStatus;

  @Index('IDX_data_exports_token', { unique: true })
  @Column({ type: 'char', length: 64, nullable: true })
  tokenHash: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  fileKey: string | null;

  /** The ZIP's bytes. */
  @Column({ type: 'integer', nullable: true })
  size: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  readyAt: Date | null;

  /** The link works until then (a day after the archive was ready). */
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
