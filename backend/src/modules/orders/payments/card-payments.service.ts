import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import { ErrorCode } from '../../../contracts/error-codes.js';
import { Clock } from '../../../core/clock/clock.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { InvoicesService } from '../../invoices/invoices.service.js';
import type { OrderEntity } from '../order.entity.js';
import { formatNumber } from '../../../contracts/format.js';
import { formatMoney } from '../../../contracts/format-money.js';
import { OrdersAdminService } from '../orders-admin.service.js';
import type { OrderRow } from '../order-row.js';
import { OrdersRepository } from '../orders.repository.js';
import { CARD_CONFIRMING, CardPaymentFailure, centsOf, STRIPE_UNAVAILABLE, StripeCardProvider } from './stripe-card.provider.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What became of one Stripe event or session applied to an order (kept in `payment_events`). */
export type PaymentOutcome = 'paid' | 'flagged' | 'not_paid' | 'ignored' | 'unknown_order' | 'not_awaiting';

/** The order a Checkout Session was made for (its metadata), or null. */
export const orderIdOf = (session: Stripe.Checkout.Session): string | null => {
  const id = session.metadata?.orderId;
  return id && UUID.test(id) ? id : null;
};

/** Whether the order's card payment waits for Stripe's word: a session handed out, or a creation without an answer. */
const unsettled = (order: OrderRow): boolean => order.cardState === 'started' || order.cardState === 'unknown';

/** How long a card payment may stay unsettled before the reconciliation asks Stripe. */
export const RECONCILE_AFTER_MS = 60 * 60 * 1000;

/**
 * The card payment of an order, exactly once. Each Checkout Session is one attempt of the order,
 * numbered (`card_attempt`) and written before Stripe is called, so an answer that never came is
 * asked for again with the same idempotency key rather than made twice. What is not settled
 * (`card_state` started or unknown) is settled with Stripe before anything else happens with the
 * order: a new checkout, the buyer's cancellation, the reconciliation every 15 minutes.
 */
@Injectable()
export class CardPayments {
  private readonly logger = new Logger(CardPayments.name);

  constructor(
    private readonly repository: OrdersRepository,
    private readonly provider: StripeCardProvider,
    private readonly orders: OrdersAdminService,
    private readonly invoices: InvoicesService,
    private readonly clock: Clock,
  ) {}

  /**
   * Sends the buyer to pay `order` by card: the open session of the current attempt again, or a new
   * attempt's. A refused card is recorded with its Romanian reason (400 on `method`); no answer from
   * Stripe leaves the attempt unknown (503, the order shows the payment being confirmed).
   */
  async checkout(order: OrderRow): Promise<{ row: OrderRow; redirectUrl: string | null }> {
    const settled = await this.settle(order);
    let row = settled.row;
    if (row.status !== 'awaiting_payment') return { row, redirectUrl: null };
    const open = settled.session;
    if (open && open.status === 'open' && open.url && open.amount_total === centsOf(row.totalEur) && orderIdOf(open) === row.id) {
      row = await this.record(row.id, { paymentMethod: 'card', cardMessage: null });
      return { row, redirectUrl: open.url };
    }
    const attempt = row.cardAttempt + 1;
    // Written before the call: if its answer never comes (or this process dies), the attempt is known and asked for again.
    const marked = await this.record(row.id, {
      paymentMethod: 'card',
      cardAttempt: attempt,
      cardState: 'unknown',
      cardStateAt: this.clock.now(),
      cardMessage: null,
    });
    if (marked.status !== 'awaiting_payment') return { row: marked, redirectUrl: null };
    try {
      const started = await this.provider.start(row, attempt);
      row = await this.record(row.id, { stripeSessionId: started.sessionId, cardState: 'started', cardStateAt: this.clock.now() });
      return { row, redirectUrl: started.redirectUrl };
    } catch (error) {
      if (!(error instanceof CardPaymentFailure)) {
        await this.record(row.id, { cardState: null, cardStateAt: null });
        throw error;
      }
      throw await this.failed(row.id, error);
    }
  }

  /**
   * Settles what Stripe has not told yet about the order's card payment: the session of its current
   * attempt is retrieved (asked for again with its key when its creation got no answer) and applied
   * (paid: the order is paid, once; open: handed out; expired: nothing pending). Answers the order as
   * it is now and the session. While Stripe does not answer an unknown attempt, nothing else may
   * happen with the order: 503.
   */
  async settle(order: OrderRow): Promise<{ row: OrderRow; session: Stripe.Checkout.Session | null }> {
    if (order.status !== 'awaiting_payment' || !this.provider.enabled) return { row: order, session: null };
    if (order.cardState !== 'unknown' && !order.stripeSessionId) return { row: order, session: null };
    let session: Stripe.Checkout.Session | null;
    try {
      session = await this.provider.session(order);
    } catch (error) {
      if (!(error instanceof CardPaymentFailure)) throw error;
      if (error.failure === 'declined')
        return { row: await this.record(order.id, { cardState: 'declined', cardStateAt: this.clock.now(), cardMessage: error.message }), session: null };
      throw new AppException(ErrorCode.EXTERNAL_SERVICE_UNAVAILABLE, order.cardState === 'unknown' ? CARD_CONFIRMING : STRIPE_UNAVAILABLE);
    }
    if (!session) return { row: order, session: null };
    await this.applySession(session);
    return { row: (await this.repository.find(order.id))!, session };
  }

  /**
   * `settle`, only when the order's card payment is unsettled (`started` or `unknown`): before a
   * transfer is chosen, the buyer cancels or staff act, so an order paid at Stripe is not paid or
   * cancelled otherwise without Stripe's word (an order without a pending card payment never waits for Stripe).
   */
  async settlePending(order: OrderRow): Promise<OrderRow> {
    if (!unsettled(order)) return order;
    return (await this.settle(order)).row;
  }

  /** Orders whose card payment is unsettled since `before` or earlier (the reconciliation's list). */
  reconcileDue(before: Date): Promise<string[]> {
    return this.repository.cardUnsettledSince(before);
  }

  /**
   * The reconciliation of one order left unsettled for over an hour: Stripe's session, applied as
   * its webhook would have been. Answers the outcome, or null when there was nothing to settle.
   */
  async reconcile(orderId: string): Promise<PaymentOutcome | null> {
    const order = await this.repository.find(orderId);
    if (!order || order.status !== 'awaiting_payment' || !unsettled(order)) return null;
    const { row } = await this.settle(order);
    return row.status === 'paid' ? 'paid' : row.paymentFlag ? 'flagged' : 'not_paid';
  }

  /** Applies a session Stripe answered, in a transaction of its own (BNR is read before it opens). */
  private async applySession(session: Stripe.Checkout.Session): Promise<PaymentOutcome> {
    if (session.payment_status === 'paid') await this.invoices.prepareRate();
    return this.repository.transaction((manager) => this.apply(manager, session, `session ${session.id}`, true));
  }

  /**
   * What Stripe says of a Checkout Session, applied inside `manager`'s transaction with the order
   * locked: paid, with the order's amount and currency, pays the order through the one "order paid"
   * path (once: an order no longer waiting is left as it is); another amount flags it for staff; not
   * paid updates what is pending (open: handed out; expired: nothing pending) when the session is the
   * order's current one (`asked`: retrieved as the current attempt's; else its recorded session).
   */
  async apply(manager: EntityManager, session: Stripe.Checkout.Session, source: string, asked = false): Promise<PaymentOutcome> {
    const orderId = orderIdOf(session);
    const order = orderId ? await this.repository.find(orderId, manager, true) : null;
    if (!order) {
      this.logger.warn(`Stripe ${source}: session ${session.id} names no order of the site`);
      return 'unknown_order';
    }
    const current = asked || order.stripeSessionId === session.id;
    if (session.payment_status !== 'paid') {
      if (order.status === 'awaiting_payment' && current) {
        if (session.status === 'open') {
          if (order.cardState !== 'started' || order.stripeSessionId !== session.id)
            await this.repository.update(manager, order.id, { stripeSessionId: session.id, cardState: 'started', cardStateAt: this.clock.now() });
        } else if (unsettled(order)) {
          await this.repository.update(manager, order.id, { stripeSessionId: session.id, cardState: null, cardStateAt: null });
        }
      }
      return 'not_paid';
    }
    if (order.status !== 'awaiting_payment') {
      if (order.stripeSessionId !== session.id || order.paymentMethod !== 'card')
        this.logger.warn(`Stripe ${source}: order ${order.number} is ${order.status}, the payment of session ${session.id} is not applied`);
      return 'not_awaiting';
    }
    const expected = centsOf(order.totalEur);
    if (
      session.amount_total !== expected ||
      session.currency?.toLowerCase() !== 'eur' ||
      (session.client_reference_id && session.client_reference_id !== order.number)
    ) {
      const paid = session.amount_total === null ? '?' : formatNumber(session.amount_total / 100, { decimals: 2 });
      await this.repository.update(manager, order.id, {
        paymentFlag: 'amount_mismatch',
        paymentFlagMessage:
          `Plata cu cardul (${session.id}) este de ${paid} ${(session.currency ?? '').toUpperCase()}, comanda are ${formatMoney(order.totalEur, 'EUR', { label: 'code' })}: nu a fost aplicată. Verifică plata în Stripe.`.slice(
            0,
            500,
          ),
      });
      this.logger.warn(
        `Stripe ${source}: session ${session.id} paid ${session.amount_total} ${session.currency}, order ${order.number} totals ${expected} eur: flagged`,
      );
      return 'flagged';
    }
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
    await this.orders.applyPaidOrder(manager, order, { method: 'card', paymentReference: intent ?? session.id, stripePaymentIntentId: intent });
    await this.repository.update(manager, order.id, { stripeSessionId: session.id, cardState: null, cardStateAt: null, cardMessage: null });
    return 'paid';
  }

  /** Records a failed attempt and answers the error the buyer gets. */
  private async failed(orderId: string, error: CardPaymentFailure): Promise<AppException> {
    if (error.failure === 'declined') {
      await this.record(orderId, { cardState: 'declined', cardStateAt: this.clock.now(), cardMessage: error.message });
      return AppException.validation([{ field: 'method', message: error.message }], error.message);
    }
    // No answer: the attempt stays unknown and is asked for again (same key) before anything else.
    if (error.failure === 'unknown') return new AppException(ErrorCode.EXTERNAL_SERVICE_UNAVAILABLE, CARD_CONFIRMING);
    // Refused: nothing was made at Stripe.
    await this.record(orderId, { cardState: null, cardStateAt: null });
    return new AppException(ErrorCode.EXTERNAL_SERVICE_UNAVAILABLE, STRIPE_UNAVAILABLE);
  }

  /** Changes the order's card payment, only while it waits for payment (locked); answers it as it is then. */
  private record(orderId: string, changes: Partial<OrderEntity>): Promise<OrderRow> {
    return this.repository.transaction(async (manager) => {
      const order = (await this.repository.find(orderId, manager, true))!;
      if (order.status !== 'awaiting_payment') return order;
      await this.repository.update(manager, orderId, changes);
      return (await this.repository.find(orderId, manager))!;
    });
  }
}
