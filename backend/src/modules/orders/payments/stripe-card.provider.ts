import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode } from '../../../contracts/error-codes.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { orderUrl } from '../orders.mapper.js';
import type { OrderRow } from '../orders.repository.js';
import type { PaymentProvider, PaymentRefund, PaymentStart } from './payment-provider.js';
import { StripeClient } from './stripe-client.js';

/** Euro cents of an amount in euro (the order's total as Stripe counts it). */
export const centsOf = (eur: number): number => Math.round(eur * 100);

/**
 * Card payment through Stripe Checkout: one Checkout Session per order (payment mode, EUR, the
 * order's total as one line item, the order number as `client_reference_id`, the order id in the
 * metadata), back to the order page whether paid or not. Stripe's signed webhook confirms the payment.
 */
@Injectable()
export class StripeCardProvider implements PaymentProvider {
  readonly method = 'card' as const;
  private readonly logger = new Logger(StripeCardProvider.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly stripe: StripeClient,
  ) {}

  get enabled(): boolean {
    return this.stripe.api !== null;
  }

  start(order: OrderRow): Promise<PaymentStart> {
    return this.calling(`the Checkout Session of order ${order.number}`, () => this.startSession(order));
  }

  private async startSession(order: OrderRow): Promise<PaymentStart> {
    const api = this.api();
    if (order.stripeSessionId) {
      const open = await api.checkout.sessions.retrieve(order.stripeSessionId);
      if (open.status === 'open' && open.url && open.amount_total === centsOf(order.totalEur)) return { redirectUrl: open.url, sessionId: open.id };
    }
    const page = orderUrl(this.config.http.publicUrl, order.id);
    const session = await api.checkout.sessions.create({
        mode: 'payment',
        currency: 'eur',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: centsOf(order.totalEur),
              product_data: { name: `${order.number}: ${productLine(order)}` },
            },
          },
        ],
        client_reference_id: order.number,
        customer_email: order.billing.email,
        metadata: { orderId: order.id, orderNumber: order.number },
        payment_intent_data: { metadata: { orderId: order.id, orderNumber: order.number } },
        success_url: `${page}?plata=card`,
        cancel_url: `${page}?plata=anulata`,
        locale: 'ro',
    });
    if (!session.url) throw new Error(`Stripe answered the Checkout Session ${session.id} without a URL`);
    return { redirectUrl: session.url, sessionId: session.id };
  }

  /** Without the payment intent, or with card payment switched off since, the card payment is refunded by hand (from Stripe's dashboard). */
  async refund(order: OrderRow): Promise<PaymentRefund> {
    if (!order.stripePaymentIntentId || !this.stripe.api) return { status: 'manual', reference: null };
    const intent = order.stripePaymentIntentId;
    // One idempotency key per order: a cancellation retried after a failure never refunds twice.
    const refund = await this.calling(`the refund of order ${order.number}`, () =>
      this.api().refunds.create({ payment_intent: intent, reason: 'requested_by_customer', metadata: { orderId: order.id, orderNumber: order.number } }, { idempotencyKey: `refund-${order.id}` }),
    );
    return { status: 'requested', reference: refund.id };
  }

  /** A call to Stripe; its failure (unreachable, refused) is a 503 „try again”, nothing changed here (the caller's transaction rolls back). */
  private async calling<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppException) throw error;
      this.logger.warn(`Stripe refused or did not answer ${what}: ${(error as Error).message}`);
      throw new AppException(ErrorCode.EXTERNAL_SERVICE_UNAVAILABLE, STRIPE_UNAVAILABLE);
    }
  }

  private api() {
    if (!this.stripe.api) throw AppException.validation([{ field: 'method', message: CARD_UNAVAILABLE }]);
    return this.stripe.api;
  }
}

export const STRIPE_UNAVAILABLE = 'Procesatorul de plăți cu cardul nu a răspuns sau a refuzat operația. Nu s-a schimbat nimic; încearcă din nou în câteva minute.';
export const CARD_UNAVAILABLE = 'Plata cu cardul nu este disponibilă acum. Alege transferul bancar.';

const productLine = (order: OrderRow): string => (order.kind === 'promotion' ? 'promovare anunț' : 'raport de evaluare a afacerii');
