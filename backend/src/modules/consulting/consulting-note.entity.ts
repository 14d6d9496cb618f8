import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../account/user.entity.js';
import { ConsultingRequestEntity } from './consulting-request.entity.js';

/** A consultant's internal note on a request; never shown to the client. */
@Entity({ name: 'consulting_notes' })
@Index('IDX_consulting_notes_request_created', ['requestId', 'createdAt'])
export class ConsultingNoteEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  requestId: string;

  @ManyToOne(() => ConsultingRequestEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id', foreignKeyConstraintName: 'FK_consulting_notes_request' })
  request?: ConsultingRequestEntity;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id', foreignKeyConstraintName: 'FK_consulting_notes_author' })
  author?: UserEntity;

  @Column({ type: 'text' })
  text: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
