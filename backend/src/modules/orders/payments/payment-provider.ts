import type { PaymentMethod, RefundStatus } from '../../../contracts/orders.js';
import type { OrderRow } from '../order-row.js';

/** What starting a payment answers: where to send the buyer (card) or nothing (transfer: the instructions are on the order). */
export interface PaymentStart {
  redirectUrl: string | null;
  /** The processor's session the buyer pays in (kept on the order, reused while still open). */
  sessionId: string | null;
}

/** How the money of a paid order cancelled by staff goes back. */
export interface PaymentRefund {
  status: RefundStatus;
  /** The processor's refund id (null when refunded by hand). */
  reference: string | null;
}

/** One way to pay an order: bank transfer or card. The checkout and the staff cancellation talk to providers only through this. */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** Whether the site may offer this method now (card: both Stripe keys configured). */
  readonly enabled: boolean;
  /** Starts the payment of an order waiting for it; `attempt` numbers the tries of one order (the idempotency key of a card payment's session). */
  start(order: OrderRow, attempt: number): Promise<PaymentStart>;
  /** Gives back the money of a paid order; safe to call again for the same order (no second refund). */
  refund(order: OrderRow): Promise<PaymentRefund>;
}
