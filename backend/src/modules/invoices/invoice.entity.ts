import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { EfacturaStatus, InvoiceDocument, InvoiceKind, OfficialRuleFailure, OfficialRulesStatus } from '../../contracts/invoices.js';
import { BaseEntity } from '../../core/database/base.entity.js';
import { numericTransformer } from '../../core/database/transformers.js';
import { UserEntity } from '../account/user.entity.js';
import { OrderEntity } from '../orders/order.entity.js';

/**
 * An issued fiscal invoice or credit note: `document` is everything it says, as issued (a database
 * trigger refuses any change to it); the PDF lives in storage under `pdfKey`. The RO e-Factura
 * upload keeps its XML key and state on the same row.
 */
@Entity({ name: 'invoices' })
@Check('invoices_kind_check', "kind IN ('invoice', 'credit_note')")
@Check('invoices_efactura_status_check', "efactura_status IN ('not_sent', 'disabled', 'queued', 'uploaded', 'validated', 'rejected', 'error')")
@Check('invoices_rules_status_check', "rules_status IN ('pending', 'passed', 'failed')")
@Check('invoices_credit_note_check', "(kind = 'credit_note') = (corrected_invoice_id IS NOT NULL)")
@Check('invoices_sequence_check', 'sequence > 0')
@Check('invoices_efactura_attempt_check', 'efactura_attempt > 0')
@Check('invoices_total_sign_check', "(kind = 'invoice' AND total_cents >= 0) OR (kind = 'credit_note' AND total_cents <= 0)")
@Index('IDX_invoices_series_sequence', ['series', 'year', 'sequence'], { unique: true })
@Index('IDX_invoices_order_invoice', { synchronize: false })
@Index('IDX_invoices_credit_note_of', { synchronize: false })
@Index('IDX_invoices_order', ['orderId', 'issuedAt'])
@Index('IDX_invoices_efactura_status', ['efacturaStatus', 'issuedAt'])
@Index('IDX_invoices_rules_pending', { synchronize: false })
export class InvoiceEntity extends BaseEntity {
  @Column({ type: 'varchar', length: 20 })
  kind: InvoiceKind;

  /** "RAF" for invoices, "RAF-S" for credit notes. */
  @Column({ type: 'varchar', length: 20 })
  series: string;

  @Column({ type: 'integer' })
  year: number;

  /** The number within its series and year: 1, 2, 3… without gaps. */
  @Column({ type: 'integer' })
  sequence: number;

  /** `RAF-2026-000001`, `RAF-S-2026-000001`. */
  @Index('IDX_invoices_number', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  number: string;

  @Column({ type: 'uuid' })
  orderId: string;

  @ManyToOne(() => OrderEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'order_id', foreignKeyConstraintName: 'FK_invoices_order' })
  order?: OrderEntity;

  /** The buyer's account (the order's owner): who may download it besides staff. */
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_invoices_user' })
  user?: UserEntity;

  /** Credit notes: the invoice they cancel. */
  @Column({ type: 'uuid', nullable: true })
  correctedInvoiceId: string | null;

  @ManyToOne(() => InvoiceEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'corrected_invoice_id', foreignKeyConstraintName: 'FK_invoices_corrected' })
  correctedInvoice?: InvoiceEntity;

  @Column({ type: 'timestamptz' })
  issuedAt: Date;

  @Column({ type: 'jsonb' })
  document: InvoiceDocument;

  /** Gross total in EUR cents (negative for a credit note). */
  @Column({ type: 'integer' })
  totalCents: number;

  @Column({ type: 'varchar', length: 255 })
  pdfKey: string;

  /** Storage key of the RO e-Factura XML, once generated. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  xmlKey: string | null;

  @Column({ type: 'varchar', length: 20, default: 'not_sent' })
  efacturaStatus: EfacturaStatus;

  /** ANAF's messages (a rejection's errors) or the upload's error. */
  @Column({ type: 'text', nullable: true })
  efacturaMessage: string | null;

  /** SPV's upload index (`index_incarcare`). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  efacturaUploadId: string | null;

  /** SPV's download id of the validated (signed) message. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  efacturaDownloadId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  efacturaUpdatedAt: Date | null;

  /** e-Factura sends: 1, then one more per staff retry (names the jobs of each; migration EfacturaAttempts). */
  @Column({ type: 'integer', default: 1 })
  efacturaAttempt: number;

  /** When the upload of the current attempt was claimed. */
  @Column({ type: 'timestamptz', nullable: true })
  efacturaUploadStartedAt: Date | null;

  /** SPV state checks of the current upload. */
  @Column({ type: 'integer', default: 0 })
  efacturaChecks: number;

  /** The official e-Factura rules' verdict, recorded before the first upload or hand-over (migration InvoiceOfficialRules). */
  @Column({ type: 'varchar', length: 10, default: 'pending' })
  rulesStatus: OfficialRulesStatus;

  /** The rules a `failed` document breaks. */
  @Column({ type: 'jsonb', nullable: true })
  rulesFailures: OfficialRuleFailure[] | null;

  @Column({ type: 'timestamptz', nullable: true })
  rulesCheckedAt: Date | null;
}

/** One invoice series' counter for one year, locked and incremented by the issuing transaction. */
@Entity({ name: 'invoice_counters' })
@Check('invoice_counters_last_number_check', 'last_number > 0')
export class InvoiceCounterEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  series: string;

  @PrimaryColumn({ type: 'integer' })
  year: number;

  @Column({ type: 'integer' })
  lastNumber: number;
}

/** A reference rate read from BNR (RON for one unit of `currency`), kept as the fallback. */
@Entity({ name: 'exchange_rates' })
@Check('exchange_rates_ron_per_unit_check', 'ron_per_unit > 0')
export class ExchangeRateEntity {
  @PrimaryColumn({ type: 'char', length: 3 })
  currency: string;

  @PrimaryColumn({ type: 'date' })
  rateDate: string;

  @Column({ type: 'numeric', precision: 12, scale: 4, transformer: numericTransformer })
  ronPerUnit: number;

  @Column({ type: 'varchar', length: 255 })
  source: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  fetchedAt: Date;
}
