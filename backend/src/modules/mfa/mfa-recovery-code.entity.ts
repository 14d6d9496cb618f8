import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../account/user.entity.js';

/** One single-use recovery code of a staff member's second factor; only its hash is stored. */
@Entity({ name: 'mfa_recovery_codes' })
@Index('IDX_mfa_recovery_codes_user_hash', ['userId', 'codeHash'], { unique: true })
export class MfaRecoveryCodeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_mfa_recovery_codes_user' })
  user?: UserEntity;

  @Column({ type: 'char', length: 64 })
  codeHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
