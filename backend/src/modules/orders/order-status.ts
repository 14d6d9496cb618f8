import { ORDER_STATUSES, type OrderStatus } from '../../contracts/orders.js';
import { nameOf } from '../../contracts/consulting.js';
import { AppException } from '../../core/errors/app.exception.js';

/** What can still happen to an order: only one waiting for payment is paid, checked out or cancelled. */
export type OrderAction = 'checkout' | 'mark-paid' | 'cancel';

const ACTION_NAMES: Record<OrderAction, string> = {
  checkout: 'plătită',
  'mark-paid': 'marcată ca plătită',
  cancel: 'anulată',
};

export function canAct(status: OrderStatus): boolean {
  return status === 'awaiting_payment';
}

/**
 * Refuses an action on an order that no longer waits for payment: a 400 with the field `status`
 * (the API's error codes are shared with the site and the console; no order-specific code needed).
 */
export function assertAwaitingPayment(status: OrderStatus, action: OrderAction): void {
  if (canAct(status)) return;
  throw AppException.validation(
    [{ field: 'status', message: `Comanda nu mai poate fi ${ACTION_NAMES[action]}: este ${nameOf(ORDER_STATUSES, status).toLowerCase()}.` }],
    'Comanda nu mai așteaptă plata.',
  );
}

/** Staff cancel an order waiting for payment or a paid one (refunded); a cancelled one is refused (400 on `status`). */
export function assertCancellableByStaff(status: OrderStatus): void {
  if (status === 'awaiting_payment' || status === 'paid') return;
  assertAwaitingPayment(status, 'cancel');
}
