import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { FundingFormProgrammeId } from '../../../contracts/funding-forms.js';
import { UserEntity } from '../../account/user.entity.js';

/**
 * An application form or annex of a funding programme, uploaded by staff and public on
 * `formulare-eligibilitate`. The file lives in storage under `documents/{fileKey}` (no uploads row:
 * the form owns it, see UploadsService.storeSiteDocument).
 */
@Entity({ name: 'funding_forms' })
@Check('funding_forms_programme_check', "programme_id IN ('masura-3', 'masura-2', 'pnrr-c9-i3', 'start-up-nation')")
@Check('funding_forms_title_check', 'length(btrim(title)) >= 3')
@Check('funding_forms_size_check', 'size >= 0')
@Index('IDX_funding_forms_programme_created', ['programmeId', 'createdAt'])
export class FundingFormEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 40 })
  programmeId: FundingFormProgrammeId;

  @Column({ type: 'varchar', length: 160 })
  title: string;

  @Index('IDX_funding_forms_file_key', { unique: true })
  @Column({ type: 'varchar', length: 200 })
  fileKey: string;

  @Column({ type: 'varchar', length: 200 })
  fileName: string;

  @Column({ type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'integer' })
  size: number;

  /** Who uploaded the current file (null once their account is gone). */
  @Column({ type: 'uuid', nullable: true })
  uploadedById: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploaded_by_id', foreignKeyConstraintName: 'FK_funding_forms_uploaded_by' })
  uploadedBy?: UserEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
