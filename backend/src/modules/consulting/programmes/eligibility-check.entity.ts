import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { CompanyAnswers, ProgrammeResult } from '../../../contracts/funding.js';
import { BaseEntity } from '../../../core/database/base.entity.js';
import { UserEntity } from '../../account/user.entity.js';

/** An eligibility check a signed-in user kept („Verificările mele”): the answers, the results and the programme versions used. */
@Entity({ name: 'eligibility_checks' })
@Index('IDX_eligibility_checks_user_created', ['userId', 'createdAt'])
export class EligibilityCheckEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_eligibility_checks_user' })
  user?: UserEntity;

  @Column({ type: 'jsonb' })
  answers: CompanyAnswers;

  @Column({ type: 'jsonb' })
  results: ProgrammeResult[];

  /** `[{ id, version }]` of every programme evaluated. */
  @Column({ type: 'jsonb' })
  programmes: { id: string; version: string }[];
}
