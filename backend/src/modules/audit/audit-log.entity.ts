import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction, AuditEntityType } from '../../contracts/admin.js';
import { UserEntity } from '../account/user.entity.js';

/** One staff action: who, what, on which record, the record before and after, from where. Never updated. */
@Entity({ name: 'audit_log' })
@Index('IDX_audit_log_created', ['createdAt'])
@Index('IDX_audit_log_entity', ['entityType', 'entityId', 'createdAt'])
@Index('IDX_audit_log_actor', ['actorId', 'createdAt'])
@Index('IDX_audit_log_action', ['action', 'createdAt'])
export class AuditLogEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id', foreignKeyConstraintName: 'FK_audit_log_actor' })
  actor?: UserEntity;

  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  /** The actor's email at the time (kept when the account changes). */
  @Column({ type: 'varchar', length: 254 })
  actorEmail: string;

  @Column({ type: 'varchar', length: 60 })
  action: AuditAction;

  @Column({ type: 'varchar', length: 40 })
  entityType: AuditEntityType;

  @Column({ type: 'uuid' })
  entityId: string;

  @Column({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Column({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
