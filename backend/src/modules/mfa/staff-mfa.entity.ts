import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { UserEntity } from '../account/user.entity.js';

/**
 * A staff member's TOTP second factor. The row exists from the start of an enrolment; `enabledAt`
 * is set once a code from the app confirms it. The secret is stored encrypted (mfa-secret-box.ts).
 */
@Entity({ name: 'staff_mfa' })
export class StaffMfaEntity {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_staff_mfa_user' })
  user?: UserEntity;

  /** AES-256-GCM ciphertext of the base32 secret, key derived from JWT_SECRET. */
  @Column({ type: 'varchar', length: 255 })
  secretCiphertext: string;

  @Column({ type: 'timestamptz', nullable: true })
  enabledAt: Date | null;

  /** RFC 6238 time step of the last accepted code: a code is never accepted twice. */
  @Column({ type: 'integer', nullable: true })
  lastUsedStep: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
