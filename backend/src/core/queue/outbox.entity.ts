import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A job to enqueue, written in the same transaction as the change it announces (transactional
 * outbox). The relay (Outbox) moves committed rows to the queue with their deterministic job id and
 * marks them relayed; relayed rows are pruned after a few days.
 */
@Entity({ name: 'outbox' })
@Index('IDX_outbox_job_id', ['jobId'], { unique: true })
@Index('IDX_outbox_relayed', ['relayedAt'])
@Index('IDX_outbox_pending', { synchronize: false })
export class OutboxEntity {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  jobName: string;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  /** The BullMQ job id: a row relayed twice still makes one job. */
  @Column({ type: 'varchar', length: 200 })
  jobId: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  /** When the job was handed to the queue (null: still to relay). */
  @Column({ type: 'timestamptz', nullable: true })
  relayedAt: Date | null;

  /** Relay attempts that failed (the queue was unreachable), with the last error. */
  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  lastError: string | null;
}
