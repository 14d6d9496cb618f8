import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { ReportAdjustment, ReportComparable, ReportFigures, ReportStartingEstimate, ValuationReportStatus } from '../../contracts/valuation-reports.js';
import { BaseEntity } from '../../core/database/base.entity.js';
import { numericTransformer } from '../../core/database/transformers.js';
import { UserEntity } from '../account/user.entity.js';
import { ConsultingRequestEntity } from '../consulting/consulting-request.entity.js';
import { OrderEntity } from '../orders/order.entity.js';

/** The content a published version freezes (and its PDF prints). */
export interface ReportDocument {
  orderNumber: string;
  companyName: string;
  companyCui: string | null;
  clientName: string;
  figures: ReportFigures;
  starting: ReportStartingEstimate | null;
  adjustments: ReportAdjustment[];
  adjusted: { low: number; mid: number; high: number } | null;
  comparables: ReportComparable[];
  conclusion: string;
  final: { low: number; mid: number; high: number };
  consultantName: string;
  version: number;
  /** ISO. */
  publishedAt: string;
}

const amount = { type: 'numeric', precision: 14, scale: 2, nullable: true, transformer: numericTransformer } as const;

/** The consultants' workspace of one paid valuation order (one per order). */
@Entity({ name: 'valuation_reports' })
@Check('valuation_reports_status_check', "status IN ('draft', 'published')")
@Check('valuation_reports_version_check', 'version >= 0')
@Index('IDX_valuation_reports_user', ['userId', 'createdAt'])
@Index('IDX_valuation_reports_status', ['status', 'createdAt'])
export class ValuationReportEntity extends BaseEntity {
  @Index('IDX_valuation_reports_order', { unique: true })
  @Column({ type: 'uuid' })
  orderId: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_valuation_reports_order' })
  order?: OrderEntity;

  /** The client (the order's buyer): the only user besides staff who reads it. */
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_valuation_reports_user' })
  user?: UserEntity;

  @Column({ type: 'uuid', nullable: true })
  consultingRequestId: string | null;

  @ManyToOne(() => ConsultingRequestEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'consulting_request_id', foreignKeyConstraintName: 'FK_valuation_reports_consulting_request' })
  consultingRequest?: ConsultingRequestEntity;

  @Column({ type: 'varchar', length: 200 })
  companyName: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  companyCui: string | null;

  @Column({ type: 'varchar', length: 20, default: 'draft' })
  status: ValuationReportStatus;

  /** The latest published version; 0 before the first. */
  @Column({ type: 'integer', default: 0 })
  version: number;

  @Column({ type: 'jsonb' })
  figures: ReportFigures;

  @Column({ type: 'jsonb', nullable: true })
  starting: ReportStartingEstimate | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  adjustments: ReportAdjustment[];

  @Column({ type: 'jsonb', default: () => "'[]'" })
  comparables: ReportComparable[];

  @Column({ type: 'text', nullable: true })
  conclusion: string | null;

  @Column(amount)
  finalLow: number | null;

  @Column(amount)
  finalMid: number | null;

  @Column(amount)
  finalHigh: number | null;

  /** The last consultant edit of the draft (compared with the last version's publication). */
  @Column({ type: 'timestamptz', nullable: true })
  editedAt: Date | null;
}

/** One published version: its frozen content and its PDF in private storage. */
@Entity({ name: 'valuation_report_versions' })
@Check('valuation_report_versions_version_check', 'version > 0')
@Index('IDX_valuation_report_versions_report_version', ['reportId', 'version'], { unique: true })
export class ValuationReportVersionEntity extends BaseEntity {
  @Column({ type: 'uuid' })
  reportId: string;

  @ManyToOne(() => ValuationReportEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'report_id', foreignKeyConstraintName: 'FK_valuation_report_versions_report' })
  report?: ValuationReportEntity;

  @Column({ type: 'integer' })
  version: number;

  @Column({ type: 'jsonb' })
  document: ReportDocument;

  @Column({ type: 'varchar', length: 255 })
  pdfKey: string;

  @Column({ type: 'uuid', nullable: true })
  publishedBy: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'published_by', foreignKeyConstraintName: 'FK_valuation_report_versions_published_by' })
  publisher?: UserEntity;

  @Column({ type: 'timestamptz' })
  publishedAt: Date;
}
