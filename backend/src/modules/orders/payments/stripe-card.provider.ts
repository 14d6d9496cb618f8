import { Inject, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { ErrorCode } from '../../../contracts/error-codes.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { orderUrl } from '../orders.mapper.js';
import type { OrderRow } from '../order-row.js';
import type { PaymentProvider, PaymentRefund, PaymentStart } from './payment-provider.js';
import { StripeClient } from './stripe-client.js';
import { classifyStripeError, declineMessage, type StripeFailure } from './stripe-errors.js';

/** Euro cents of an amount in euro (the order's total as Stripe counts it). */
export const centsOf = (eur: number): number => Math.round(eur * 100);

/** The idempotency key of an order's n-th Checkout Session: the same attempt asked again is the same session. */
export const checkoutKey = (orderId: string, attempt: number): string => `checkout-${orderId}-${attempt}`;
/** The idempotency key of an order's refund (one per order): a cancellation retried never refunds twice. */
export const refundKey = (orderId: string): string => `refund-${orderId}`;

/** Calls refused with 429 are made again this many times, after these pauses (the client itself does not retry a 429). */
const RATE_LIMIT_PAUSES_MS = [250, 1_000];

/**
 * A Stripe call that did not give its answer: `declined` (the card; `message` tells the buyer why),
 * `unknown` (it may have been carried out: ask again with the same key), `refused` (nothing done).
 */
export class CardPaymentFailure extends Error {
  constructor(
    readonly failure: Exclude<StripeFailure, 'retry'>,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Card payment through Stripe Checkout: one Checkout Session per attempt of an order (payment mode,
 * EUR, the order's total as one line item, the order number as `client_reference_id`, the order id
 * in the metadata), back to the order page whether paid or not, made with the idempotency key
 * `checkout-<order id>-<attempt>`. Stripe's signed webhook confirms the payment. Errors are
 * classified (stripe-errors.ts): a 429 is retried here with backoff; a timeout, a reset or a 5xx is
 * retried by the client (`maxNetworkRetries`, with the same key) and, when still without an answer,
 * reported as `unknown`.
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

  /** Makes the Checkout Session of the order's attempt `attempt` (the same attempt again answers the same session). */
  async start(order: OrderRow, attempt: number): Promise<PaymentStart> {
    const session = await this.create(order, attempt);
    if (!session.url) throw new CardPaymentFailure('refused', `Stripe answered the Checkout Session ${session.id} without a URL`);
    return { redirectUrl: session.url, sessionId: session.id };
  }

  /**
   * The session of the order's current attempt as Stripe has it now, retrieved by id; when its
   * creation got no answer (`cardState` unknown), the id comes from asking again with the attempt's
   * key, which answers the session made then (or makes it now, if the first call never arrived).
   */
  async session(order: OrderRow): Promise<Stripe.Checkout.Session | null> {
    // Stripe answers a key asked again with the answer it first gave (the session as it was then): its id, retrieved below.
    const id = order.cardState === 'unknown' && order.cardAttempt > 0 ? (await this.create(order, order.cardAttempt)).id : order.stripeSessionId;
    if (!id) return null;
    return this.calling(`the Checkout Session ${id} of order ${order.number}`, () => this.api().checkout.sessions.retrieve(id));
  }

  private create(order: OrderRow, attempt: number): Promise<Stripe.Checkout.Session> {
    const page = orderUrl(this.config.http.publicUrl, order.id);
    return this.calling(`the Checkout Session ${attempt} of order ${order.number}`, () =>
      this.api().checkout.sessions.create(
        {
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
        },
        { idempotencyKey: checkoutKey(order.id, attempt) },
      ),
    );
  }

  /** Without the payment intent, or with card payment switched off since, the card payment is refunded by hand (from Stripe's dashboard). */
  async refund(order: OrderRow): Promise<PaymentRefund> {
    if (!order.stripePaymentIntentId || !this.stripe.api) return { status: 'manual', reference: null };
    const intent = order.stripePaymentIntentId;
    try {
      const refund = await this.calling(`the refund of order ${order.number}`, () =>
        this.api().refunds.create(
          { payment_intent: intent, reason: 'requested_by_customer', metadata: { orderId: order.id, orderNumber: order.number } },
          { idempotencyKey: refundKey(order.id) },
        ),
      );
      return { status: 'requested', reference: refund.id };
    } catch (error) {
      // Whatever became of it, nothing changes here (the caller's transaction rolls back); the same key makes a retry safe.
      if (error instanceof CardPaymentFailure) throw new AppException(ErrorCode.EXTERNAL_SERVICE_UNAVAILABLE, STRIPE_UNAVAILABLE);
      throw error;
    }
  }

  /** A call to Stripe, made again after a 429; any other failure becomes a `CardPaymentFailure` with its class. */
  private async calling<T>(what: string, call: () => Promise<T>): Promise<T> {
    for (let tried = 0; ; tried++) {
      try {
        return await call();
      } catch (error) {
        if (error instanceof AppException) throw error;
        const failure = classifyStripeError(error);
        if (failure === 'retry' && tried < RATE_LIMIT_PAUSES_MS.length) {
          await new Promise((resolve) => setTimeout(resolve, RATE_LIMIT_PAUSES_MS[tried]));
          continue;
        }
        const message = (error as Error).message;
        this.logger.warn(
          `Stripe ${failure === 'declined' ? 'declined the card of' : failure === 'unknown' ? 'gave no answer to' : 'refused'} ${what}: ${message}`,
        );
        // A rate limit still refused after the pauses: nothing was done.
        throw new CardPaymentFailure(failure === 'retry' ? 'refused' : failure, failure === 'declined' ? declineMessage(error) : message);
      }
    }
  }

  private api() {
    if (!this.stripe.api) throw AppException.validation([{ field: 'method', message: CARD_UNAVAILABLE }]);
    return this.stripe.api;
  }
}

export const STRIPE_UNAVAILABLE =
  'Procesatorul de plăți cu cardul nu a răspuns sau a refuzat operația. Nu s-a schimbat nimic; încearcă din nou în câteva minute.';
export const CARD_UNAVAILABLE = 'Plata cu cardul nu este disponibilă acum. Alege transferul bancar.';
/** The processor got the request but its answer did not come: the order waits until Stripe's word is in. */
export const CARD_CONFIRMING =
  'Procesatorul de plăți cu cardul nu a confirmat încă sesiunea de plată. Verificăm la el înainte de orice altă operație; încearcă din nou în câteva minute. Nu plăti comanda și prin transfer între timp.';

const productLine = (order: OrderRow): string => (order.kind === 'promotion' ? 'promovare anunț' : 'raport de evaluare a afacerii');
