import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type {
  BillingData,
  CardPaymentState,
  OrderKind,
  OrderProductId,
  OrderStatus,
  PaymentFlag,
  PaymentMethod,
  RefundStatus,
} from '../../contracts/orders.js';
import { BaseEntity } from '../../core/database/base.entity.js';
import { numericTransformer } from '../../core/database/transformers.js';
import { UserEntity } from '../account/user.entity.js';
import { ConsultingRequestEntity } from '../consulting/consulting-request.entity.js';
import { ListingEntity } from '../listing-core/listing.entity.js';

/** What a valuation order asks for (stored as typed; plain text). */
export interface OrderValuation {
  companyName: string;
  companyCui: string | null;
  notes: string | null;
  /** The instant estimate the order follows (its unguessable id); absent on older orders. */
  estimateId?: string | null;
}

/**
 * One order of the checkout: a promotion package for a listing or a valuation report. Prices are
 * copied from the catalogue when the order is placed. Paid by bank transfer with `number` as the
 * payment reference (staff confirm the payment: `paidAt`, `paymentReference`) or by card through a
 * Stripe Checkout Session (its webhook confirms it); either applies it.
 */
@Entity({ name: 'orders' })
@Check('orders_kind_check', "kind IN ('promotion', 'valuation')")
@Check('orders_product_check', "product IN ('promotion-30', 'premium-60', 'valuation-report')")
@Check('orders_status_check', "status IN ('awaiting_payment', 'paid', 'cancelled')")
@Check('orders_currency_check', "currency = 'EUR'")
@Check('orders_payment_method_check', "payment_method IN ('bank_transfer', 'card')")
@Check('orders_payment_flag_check', "payment_flag IS NULL OR payment_flag IN ('amount_mismatch')")
@Check('orders_card_state_check', "card_state IS NULL OR card_state IN ('started', 'unknown', 'declined')")
@Check('orders_refund_status_check', "refund_status IS NULL OR refund_status IN ('requested', 'manual')")
@Check('orders_amounts_check', 'net_eur >= 0 AND vat_eur >= 0 AND total_eur = net_eur + vat_eur')
@Check('orders_paid_check', "status <> 'paid' OR paid_at IS NOT NULL")
@Check('orders_cancelled_check', "status <> 'cancelled' OR cancelled_at IS NOT NULL")
@Index('IDX_orders_status_created', ['status', 'createdAt'])
@Index('IDX_orders_user_created', ['userId', 'createdAt'])
@Index('IDX_orders_listing', ['listingId'])
@Index('IDX_orders_stripe_session', ['stripeSessionId'])
@Index('IDX_orders_open_promotion', { synchronize: false })
@Index('IDX_orders_paid_at', { synchronize: false })
@Index('IDX_orders_card_state', { synchronize: false })
export class OrderEntity extends BaseEntity {
  /** `CMD-<year>-<six digits>`, also the payment reference. */
  @Index('IDX_orders_number', { unique: true })
  @Column({ type: 'varchar', length: 20 })
  number: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_orders_user' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 20 })
  kind: OrderKind;

  @Column({ type: 'varchar', length: 30 })
  product: OrderProductId;

  @Column({ type: 'varchar', length: 20, default: 'awaiting_payment' })
  status: OrderStatus;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  netEur: number;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  vatEur: number;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  totalEur: number;

  @Column({ type: 'char', length: 3, default: 'EUR' })
  currency: 'EUR';

  @Column({ type: 'jsonb' })
  billing: BillingData;

  /** Promotion orders: the listing to promote. */
  @Column({ type: 'uuid', nullable: true })
  listingId: string | null;

  @ManyToOne(() => ListingEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'listing_id', foreignKeyConstraintName: 'FK_orders_listing' })
  listing?: ListingEntity;

  /** Valuation orders: the company to value. */
  @Column({ type: 'jsonb', nullable: true })
  valuation: OrderValuation | null;

  @Column({ type: 'varchar', length: 20, default: 'bank_transfer' })
  paymentMethod: PaymentMethod;

  /** The bank statement reference staff typed when confirming the payment. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  paymentReference: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  paidAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  cancelReason: string | null;

  /** Card: the last Checkout Session made for the order (reused while still open). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeSessionId: string | null;

  /** Card, once paid: Stripe's payment intent (what a refund is made against). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripePaymentIntentId: string | null;

  /** Card: how many Checkout Sessions were asked for (the idempotency key of the last is `checkout-<id>-<cardAttempt>`). */
  @Column({ type: 'integer', default: 0 })
  cardAttempt: number;

  /** Card: what is not settled yet (a session handed out, a creation without answer) or the last refusal; null: nothing. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  cardState: CardPaymentState | null;

  @Column({ type: 'timestamptz', nullable: true })
  cardStateAt: Date | null;

  /** Card: why Stripe refused the card, in Romanian (shown to the buyer). */
  @Column({ type: 'varchar', length: 500, nullable: true })
  cardMessage: string | null;

  /** A payment that did not match the order and was not applied; staff look at it. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  paymentFlag: PaymentFlag | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  paymentFlagMessage: string | null;

  /** A paid order cancelled by staff: refunded through Stripe (`requested`) or to be refunded by hand (`manual`). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  refundStatus: RefundStatus | null;

  /** Stripe's refund id. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  refundReference: string | null;

  /** Promotion orders, once paid: the end of the promotion they bought (null: the listing could not be promoted). */
  @Column({ type: 'timestamptz', nullable: true })
  promotedUntil: Date | null;

  /** Valuation orders, once paid: the consulting request opened for the consultants. */
  @Column({ type: 'uuid', nullable: true })
  consultingRequestId: string | null;

  @ManyToOne(() => ConsultingRequestEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'consulting_request_id', foreignKeyConstraintName: 'FK_orders_consulting_request' })
  consultingRequest?: ConsultingRequestEntity;
}
