import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ListingType } from '../../contracts/lists.js';
import type { ListingStatus } from '../../contracts/listings.js';
import type {
  BillingData,
  CardPaymentState,
  OrderKind,
  OrderProductId,
  OrderSort,
  OrderStatus,
  PaymentFlag,
  PaymentMethod,
  RefundStatus,
} from '../../contracts/orders.js';
import { OrderEntity, type OrderValuation } from './order.entity.js';
import { likePattern, nextReference } from '../../core/database/sql.js';
import type { OrderRow } from './order-row.js';
import { RepositoryBase } from '../../core/database/repository-base.js';
import { ORDER_INVOICES_SQL, type InvoiceSummary } from '../invoices/invoices.mapper.js';

/** A listing as an order sees it: whose it is and whether visitors see it. */
export interface OrderListing {
  id: string;
  ownerId: string;
  family: ListingType;
  title: string;
  slug: string;
  status: ListingStatus;
  expiresAt: Date | null;
}

export interface StaffOrderFilter {
  status?: OrderStatus;
  kind?: OrderKind;
  q?: string;
  sort: OrderSort;
  offset: number;
  limit: number;
}

const SORTS: Record<OrderSort, string> = {
  newest: 'o.created_at DESC, o.number DESC',
  oldest: 'o.created_at ASC, o.number ASC',
  'total-desc': 'o.total_eur DESC, o.created_at DESC',
  'total-asc': 'o.total_eur ASC, o.created_at DESC',
};

const SELECT = `SELECT o.id, o.number, o.user_id, o.kind, o.product, o.status, o.net_eur, o.vat_eur, o.total_eur, o.currency, o.billing, o.listing_id,
    o.valuation, o.payment_method, o.payment_reference, o.paid_at, o.cancelled_at, o.cancel_reason, o.promoted_until, o.consulting_request_id,
    o.stripe_session_id, o.stripe_payment_intent_id, o.payment_flag, o.payment_flag_message, o.refund_status, o.refund_reference,
    o.card_attempt, o.card_state, o.card_state_at, o.card_message, o.created_at, o.updated_at, l.family AS listing_family, l.title AS listing_title, l.slug AS listing_slug,
    u.full_name AS user_full_name, u.email AS user_email, r.number AS consulting_request_number, ${ORDER_INVOICES_SQL} AS invoices
  FROM orders o
  JOIN users u ON u.id = o.user_id
  LEFT JOIN listings l ON l.id = o.listing_id
  LEFT JOIN consulting_requests r ON r.id = o.consulting_request_id`;

interface RawRow {
  id: string;
  number: string;
  user_id: string;
  kind: OrderKind;
  product: OrderProductId;
  status: OrderStatus;
  net_eur: string;
  vat_eur: string;
  total_eur: string;
  currency: 'EUR';
  billing: BillingData;
  listing_id: string | null;
  valuation: OrderValuation | null;
  payment_method: PaymentMethod;
  payment_reference: string | null;
  paid_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: string | null;
  promoted_until: Date | null;
  consulting_request_id: string | null;
  stripe_session_id: string | null;
  stripe_payment_intent_id: string | null;
  payment_flag: PaymentFlag | null;
  payment_flag_message: string | null;
  refund_status: RefundStatus | null;
  refund_reference: string | null;
  card_attempt: number;
  card_state: CardPaymentState | null;
  card_state_at: Date | null;
  card_message: string | null;
  created_at: Date;
  updated_at: Date;
  listing_family: number | null;
  listing_title: string | null;
  listing_slug: string | null;
  user_full_name: string;
  user_email: string;
  consulting_request_number: string | null;
  invoices: InvoiceSummary[];
  total?: string;
}

const toRow = (raw: RawRow): OrderRow => ({
  id: raw.id,
  number: raw.number,
  userId: raw.user_id,
  kind: raw.kind,
  product: raw.product,
  status: raw.status,
  netEur: Number(raw.net_eur),
  vatEur: Number(raw.vat_eur),
  totalEur: Number(raw.total_eur),
  currency: raw.currency,
  billing: raw.billing,
  listingId: raw.listing_id,
  valuation: raw.valuation,
  paymentMethod: raw.payment_method,
  paymentReference: raw.payment_reference,
  paidAt: raw.paid_at,
  cancelledAt: raw.cancelled_at,
  cancelReason: raw.cancel_reason,
  promotedUntil: raw.promoted_until,
  consultingRequestId: raw.consulting_request_id,
  stripeSessionId: raw.stripe_session_id,
  stripePaymentIntentId: raw.stripe_payment_intent_id,
  paymentFlag: raw.payment_flag,
  paymentFlagMessage: raw.payment_flag_message,
  refundStatus: raw.refund_status,
  refundReference: raw.refund_reference,
  cardAttempt: Number(raw.card_attempt),
  cardState: raw.card_state,
  cardStateAt: raw.card_state_at,
  cardMessage: raw.card_message,
  createdAt: raw.created_at,
  updatedAt: raw.updated_at,
  listing:
    raw.listing_id && raw.listing_family !== null
      ? { id: raw.listing_id, type: Number(raw.listing_family) as ListingType, title: raw.listing_title!, slug: raw.listing_slug! }
      : null,
  user: { id: raw.user_id, fullName: raw.user_full_name, email: raw.user_email },
  consultingRequestNumber: raw.consulting_request_number,
  invoices: raw.invoices,
});

/** Queries of the orders module; no business rules here. Methods run on `manager` when given. */
@Injectable()
export class OrdersRepository extends RepositoryBase {
  /** The next order number of the shared sequence, as `CMD-<year>-<six digits>`. */
  nextNumber(manager: EntityManager, year: number): Promise<string> {
    return nextReference(manager, 'order_number_seq', 'CMD', year);
  }

  async insert(manager: EntityManager, values: Partial<OrderEntity>): Promise<string> {
    const saved = await manager.save(manager.create(OrderEntity, values));
    return saved.id;
  }

  async update(manager: EntityManager, id: string, changes: Partial<OrderEntity>): Promise<void> {
    await manager.update(OrderEntity, { id }, changes as never);
  }

  /** Cancels an order with the reason its buyer is given (by the buyer, by staff or by the daily schedule). */
  async cancel(manager: EntityManager, id: string, reason: string, at: Date): Promise<void> {
    await this.update(manager, id, { status: 'cancelled', cancelledAt: at, cancelReason: reason });
  }

  /** One order with its listing, buyer and consulting request; `lock` holds the order row until the transaction ends. */
  async find(id: string, manager?: EntityManager, lock = false): Promise<OrderRow | null> {
    const rows: RawRow[] = await this.managerOf(manager).query(`${SELECT} WHERE o.id = $1${lock ? ' FOR UPDATE OF o' : ''}`, [id]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /**
   * Records a payment provider's event as received, with its body; false when it was already (a
   * delivery again, or a concurrent one: the unique id makes the second insert wait for the first
   * and then do nothing).
   */
  async recordPaymentEvent(
    manager: EntityManager,
    event: { id: string; provider: string; type: string; orderId: string | null; outcome: string; payload: unknown },
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO payment_events (id, provider, type, order_id, outcome, payload) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.provider, event.type, event.orderId, event.outcome, JSON.stringify(event.payload)],
    );
    return rows.length === 1;
  }

  /** A recorded event, locked until the transaction ends (the job applying it holds it). */
  async paymentEvent(manager: EntityManager, id: string): Promise<{ id: string; type: string; payload: unknown; appliedAt: Date | null } | null> {
    const rows: { id: string; type: string; payload: unknown; applied_at: Date | null }[] = await manager.query(
      `SELECT id, type, payload, applied_at FROM payment_events WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0] ? { id: rows[0].id, type: rows[0].type, payload: rows[0].payload, appliedAt: rows[0].applied_at } : null;
  }

  /** Sets the outcome of an event applied in the same transaction. */
  async settlePaymentEvent(manager: EntityManager, id: string, orderId: string | null, outcome: string): Promise<void> {
    await manager.query(`UPDATE payment_events SET order_id = coalesce($2, order_id), outcome = $3, applied_at = now() WHERE id = $1`, [id, orderId, outcome]);
  }

  /** Whether the order's card payment is unsettled (`started` or `unknown`) while it waits for payment: one indexed row, no joins. */
  async cardPending(id: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM orders WHERE id = $1 AND status = 'awaiting_payment' AND card_state IN ('started', 'unknown')`,
      [id],
    );
    return rows.length > 0;
  }

  /** Orders waiting for payment whose card payment is unsettled (a session handed out, a creation without answer) since `before` or earlier. */
  async cardUnsettledSince(before: Date): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM orders WHERE card_state IN ('started', 'unknown') AND card_state_at <= $1 AND status = 'awaiting_payment' ORDER BY card_state_at, id`,
      [before],
    );
    return rows.map((row) => row.id);
  }

  /** The listing, locked when `manager` runs a transaction that must keep it as read. */
  async listing(id: string, manager?: EntityManager, lock = false): Promise<OrderListing | null> {
    const rows: { id: string; owner_id: string; family: number; title: string; slug: string; status: ListingStatus; expires_at: Date | null }[] =
      await this.managerOf(manager).query(
        `SELECT id, owner_id, family, title, slug, status, expires_at FROM listings WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
        [id],
      );
    const row = rows[0];
    return row
      ? {
          id: row.id,
          ownerId: row.owner_id,
          family: Number(row.family) as ListingType,
          title: row.title,
          slug: row.slug,
          status: row.status,
          expiresAt: row.expires_at,
        }
      : null;
  }

  /** The promotion order of the listing still waiting for payment (at most one, a unique index says so). */
  async openPromotionOf(listingId: string, manager?: EntityManager): Promise<OrderRow | null> {
    const rows: RawRow[] = await this.managerOf(manager).query(`${SELECT} WHERE o.listing_id = $1 AND o.kind = 'promotion' AND o.status = 'awaiting_payment'`, [
      listingId,
    ]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async listOfUser(userId: string, offset: number, limit: number): Promise<{ rows: OrderRow[]; total: number }> {
    const rows: RawRow[] = await this.dataSource.query(
      `${SELECT.replace('SELECT ', 'SELECT count(*) OVER () AS total, ')} WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.number DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    );
    return { rows: rows.map(toRow), total: rows.length ? Number(rows[0].total) : await this.countOfUser(userId) };
  }

  async listForStaff(filter: StaffOrderFilter): Promise<{ rows: OrderRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (filter.status) where.push(`o.status = ${param(filter.status)}`);
    if (filter.kind) where.push(`o.kind = ${param(filter.kind)}`);
    if (filter.q) {
      const pattern = param(likePattern(filter.q));
      where.push(
        `(o.number ILIKE ${pattern} OR o.billing->>'email' ILIKE ${pattern} OR u.email ILIKE ${pattern}
          OR f_unaccent(o.billing->>'name') ILIKE f_unaccent(${pattern}) OR f_unaccent(u.full_name) ILIKE f_unaccent(${pattern}))`,
      );
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }]: { total: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS total FROM orders o JOIN users u ON u.id = o.user_id ${clause}`,
      params,
    );
    const rows: RawRow[] = await this.dataSource.query(
      `${SELECT} ${clause} ORDER BY ${SORTS[filter.sort]} LIMIT ${param(filter.limit)} OFFSET ${param(filter.offset)}`,
      params,
    );
    return { rows: rows.map(toRow), total };
  }

  /** Ids of orders still waiting for payment placed at or before `before`, oldest first. */
  async awaitingSince(before: Date): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM orders WHERE status = 'awaiting_payment' AND created_at <= $1 ORDER BY created_at, id`,
      [before],
    );
    return rows.map((row) => row.id);
  }

  /** Paid orders (paid at or after `paidSince`) that have no invoice yet, the longest waiting first. */
  async paidWithoutInvoice(paidSince: Date): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT o.id FROM orders o
       WHERE o.status = 'paid' AND o.paid_at >= $1
         AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.order_id = o.id AND i.kind = 'invoice')
       ORDER BY o.paid_at, o.id`,
      [paidSince],
    );
    return rows.map((row) => row.id);
  }

  async counts(paidSince: Date): Promise<{ awaitingPayment: number; paidLast30Days: number }> {
    const [row]: { awaiting: number; paid: number }[] = await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM orders WHERE status = 'awaiting_payment') AS awaiting,
              (SELECT count(*)::int FROM orders WHERE status = 'paid' AND paid_at >= $1) AS paid`,
      [paidSince],
    );
    return { awaitingPayment: row.awaiting, paidLast30Days: row.paid };
  }

  private async countOfUser(userId: string): Promise<number> {
    const [row]: { count: number }[] = await this.dataSource.query(`SELECT count(*)::int AS count FROM orders WHERE user_id = $1`, [userId]);
    return row.count;
  }
}
