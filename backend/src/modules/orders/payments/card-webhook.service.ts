import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { formatEur } from '../orders.mapper.js';
import { OrdersAdminService } from '../orders-admin.service.js';
import { OrdersRepository } from '../orders.repository.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { InvoicesService } from '../../invoices/invoices.service.js';
import { centsOf } from './stripe-card.provider.js';
import { StripeClient } from './stripe-client.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAYING_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** What became of one webhook delivery (answered to Stripe, kept in `payment_events`). */
export type WebhookOutcome = 'paid' | 'duplicate' | 'flagged' | 'not_paid' | 'ignored' | 'unknown_order' | 'not_awaiting';

export const BAD_SIGNATURE_MESSAGE = 'Semnătura evenimentului lipsește, nu este validă sau a expirat.';

/**
 * Stripe's webhook: the event is taken only when its signature (`Stripe-Signature`, on the raw body,
 * at most 5 minutes old) is valid; each event id is handled once (`payment_events`, a unique id, in
 * the same transaction as its effect). A paid Checkout Session pays its order through the same
 * "order paid" path as a staff confirmation, only when its amount and currency are the order's total
 * in EUR; otherwise the order is flagged for staff and nothing is applied.
 */
@Injectable()
export class CardWebhookService {
  private readonly logger = new Logger(CardWebhookService.name);

  constructor(
    private readonly stripe: StripeClient,
    private readonly repository: OrdersRepository,
    private readonly orders: OrdersAdminService,
    private readonly invoices: InvoicesService,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | string[] | undefined): Promise<{ received: true; outcome: WebhookOutcome }> {
    if (!this.stripe.api) throw AppException.notFound('Plata cu cardul nu este activă.');
    let event: Stripe.Event;
    try {
      if (!rawBody || typeof signature !== 'string') throw new Error('unsigned');
      event = this.stripe.verify(rawBody, signature);
    } catch {
      throw AppException.validation([{ field: 'Stripe-Signature', message: BAD_SIGNATURE_MESSAGE }], BAD_SIGNATURE_MESSAGE);
    }
    // BNR is asked (if at all) before the transaction: a paying event never waits for it nor fails with it.
    if (PAYING_EVENTS.has(event.type)) await this.invoices.prepareRate();
    const outcome = await this.repository.transaction(async (manager) => {
      const session = PAYING_EVENTS.has(event.type) ? (event.data.object as Stripe.Checkout.Session) : null;
      const orderId = session?.metadata?.orderId && UUID.test(session.metadata.orderId) ? session.metadata.orderId : null;
      if (!(await this.repository.recordPaymentEvent(manager, { id: event.id, provider: 'stripe', type: event.type, orderId, outcome: 'ignored' }))) return 'duplicate';
      if (!session) return 'ignored';
      const settle = async (result: WebhookOutcome): Promise<WebhookOutcome> => {
        await this.repository.settlePaymentEvent(manager, event.id, orderId, result);
        return result;
      };
      if (session.payment_status !== 'paid') return settle('not_paid');
      const order = orderId ? await this.repository.find(orderId, manager, true) : null;
      if (!order) {
        this.logger.warn(`Stripe event ${event.id}: session ${session.id} names no order of the site`);
        return settle('unknown_order');
      }
      if (order.status !== 'awaiting_payment') {
        this.logger.warn(`Stripe event ${event.id}: order ${order.number} is ${order.status}, the payment of session ${session.id} is not applied`);
        return settle('not_awaiting');
      }
      const expected = centsOf(order.totalEur);
      if (session.amount_total !== expected || session.currency?.toLowerCase() !== 'eur' || (session.client_reference_id && session.client_reference_id !== order.number)) {
        const paid = session.amount_total === null ? '?' : formatEur(session.amount_total / 100);
        await this.repository.update(manager, order.id, {
          paymentFlag: 'amount_mismatch',
          paymentFlagMessage: `Plata cu cardul (${session.id}) este de ${paid} ${(session.currency ?? '').toUpperCase()}, comanda are ${formatEur(order.totalEur)} EUR: nu a fost aplicată. Verifică plata în Stripe.`.slice(0, 500),
        });
        this.logger.warn(`Stripe event ${event.id}: session ${session.id} paid ${session.amount_total} ${session.currency}, order ${order.number} totals ${expected} eur: flagged`);
        return settle('flagged');
      }
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
      await this.orders.applyPaidOrder(manager, order, { method: 'card', paymentReference: intent ?? session.id, stripePaymentIntentId: intent });
      await this.repository.update(manager, order.id, { stripeSessionId: session.id });
      return settle('paid');
    });
    return { received: true, outcome };
  }
}
