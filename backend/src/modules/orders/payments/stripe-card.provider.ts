import { Inject, Injectable } from '@nestjs/common';
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

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly stripe: StripeClient,
  ) {}

  get enabled(): boolean {
    return this.stripe.api !== null;
  }

  async start(order: OrderRow): Promise<PaymentStart> {
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
    // One idempotency key per order: a cancellation retried after a failure never refunds twice.
    const refund = await this.api().refunds.create(
      { payment_intent: order.stripePaymentIntentId, reason: 'requested_by_customer', metadata: { orderId: order.id, orderNumber: order.number } },
      { idempotencyKey: `refund-${order.id}` },
    );
    return { status: 'requested', reference: refund.id };
  }

  private api() {
    if (!this.stripe.api) throw AppException.validation([{ field: 'method', message: CARD_UNAVAILABLE }]);
    return this.stripe.api;
  }
}

export const CARD_UNAVAILABLE = 'Plata cu cardul nu este disponibilă acum. Alege transferul bancar.';

const productLine = (order: OrderRow): string => (order.kind === 'promotion' ? 'promovare anunț' : 'raport de evaluare a afacerii');
