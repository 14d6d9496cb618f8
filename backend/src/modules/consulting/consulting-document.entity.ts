import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, Column } from 'typeorm';
import { UploadEntity } from '../uploads/upload.entity.js';
import { ConsultingRequestEntity } from './consulting-request.entity.js';

/**
 * A client's private document (a row of `uploads`, kind document) attached to one of their requests.
 * The file is read through `GET /api/uploads/documents/{key}`: its uploader and staff only.
 */
@Entity({ name: 'consulting_documents' })
@Index('IDX_consulting_documents_request', ['requestId', 'createdAt'])
export class ConsultingDocumentEntity {
  @PrimaryColumn({ type: 'uuid' })
  uploadId: string;

  @OneToOne(() => UploadEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'upload_id', foreignKeyConstraintName: 'FK_consulting_documents_upload' })
  upload?: UploadEntity;

  @Column({ type: 'uuid' })
  requestId: string;

  @ManyToOne(() => ConsultingRequestEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'request_id', foreignKeyConstraintName: 'FK_consulting_documents_request' })
  request?: ConsultingRequestEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
