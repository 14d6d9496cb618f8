import { billingIncomplete, ORDER_STATUSES, type BillingData, type OrderStatus } from '../../contracts/orders.js';
import { nameOf } from '../../contracts/consulting.js';
import { AppException } from '../../core/errors/app.exception.js';

/** What can still happen to an order: only one waiting for payment is paid, checked out or cancelled. */
export type OrderAction = 'checkout' | 'mark-paid' | 'cancel' | 'billing';

const ACTION_NAMES: Record<OrderAction, string> = {
  checkout: 'plătită',
  'mark-paid': 'marcată ca plătită',
  cancel: 'anulată',
  billing: 'modificată',
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

/**
 * Refuses to take the payment of an order whose billing data cannot be invoiced as saved (a
 * București address without its sector, saved before checkout asked for it): its invoice would be
 * refused by ANAF. A 400 on `billing.city`: the buyer completes it on the order page
 * (`PUT /api/checkout/{id}/billing`); staff are told to have it completed before confirming the payment.
 */
export function assertInvoiceable(billing: BillingData, who: 'buyer' | 'staff'): void {
  const missing = billingIncomplete(billing);
  if (!missing) return;
  const message =
    who === 'buyer'
      ? `${missing.message} Completează datele de facturare ale comenzii, apoi plătește.`
      : 'Adresa de facturare din București nu are sectorul, iar factura electronică nu ar fi valabilă fără el. Cere clientului să completeze sectorul în pagina comenzii (pagina îi spune de ce), apoi confirmă plata.';
  throw AppException.validation([{ field: missing.field, message }], 'Datele de facturare ale comenzii trebuie completate înainte de plată.');
}
