import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from './user.entity.js';

export type UserTokenPurpose = 'verify_email' | 'reset_password';

/** Single-use, expiring tokens sent by email. Only the SHA-256 of the token is stored. */
@Entity({ name: 'user_tokens' })
@Check('user_tokens_purpose_check', "purpose IN ('verify_email', 'reset_password')")
export class UserTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('IDX_user_tokens_user_id')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'user_tokens_user_id_fkey' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 20 })
  purpose: UserTokenPurpose;

  @Index('IDX_user_tokens_token_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
