import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One create request, remembered for a day so that its repeat gets the first answer instead of a
 * second row: who sent it (`user:<id>` or `ip:<address>`), the key it carried (a form's submission
 * token or the API's `Idempotency-Key`) and a fingerprint of what it asked (method, path, body).
 */
@Entity({ name: 'submissions' })
@Check('submissions_state_check', "state IN ('started', 'done')")
@Index('IDX_submissions_created_at', ['createdAt'])
export class SubmissionEntity {
  @PrimaryColumn({ type: 'varchar', length: 120 })
  actor: string;

  @PrimaryColumn({ type: 'varchar', length: 200 })
  key: string;

  @PrimaryColumn({ type: 'char', length: 64 })
  fingerprint: string;

  /** `started` while the first request runs, `done` once its answer is stored. */
  @Column({ type: 'varchar', length: 10 })
  state: 'started' | 'done';

  /** The first request's JSON answer, replayed to every repeat (json, not jsonb: its text as it was, keys in their order). */
  @Column({ type: 'json', nullable: true })
  answer: unknown;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
