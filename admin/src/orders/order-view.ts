import { LISTING_FAMILY_PATHS } from '@contracts/listings';
import type { AdminOrderView, OrderStatus } from '@contracts/orders';
import { canAccessResource } from '../layout/menu-sections';
import type { StaffRole } from '../roles';

export const ORDER_STATUS_COLORS: Record<OrderStatus, 'warning' | 'success' | 'default'> = {
  awaiting_payment: 'warning',
  paid: 'success',
  cancelled: 'default',
};

/**
 * The hint of an order waiting for payment: card payment is named only when the site offers it now
 * (the order's `payment.methods`, which the API fills from the backend's payment configuration, as
 * `GET /api/checkout/methods` does).
 */
export function awaitingPaymentHint(order: Pick<AdminOrderView, 'payment'>): 'awaiting_hint' | 'awaiting_hint_card' {
  return order.payment?.methods.includes('card') ? 'awaiting_hint_card' : 'awaiting_hint';
}

/** Only admins decide on a payment, and only while the order waits for it (the API refuses the rest). */
export function mayDecidePayment(role: StaffRole | undefined, order: Pick<AdminOrderView, 'status'>): boolean {
  return role === 'admin' && order.status === 'awaiting_payment';
}

/**
 * Only admins cancel an order: while it waits for payment, or once paid (the API refunds a card
 * payment through Stripe and marks a transfer to be refunded by hand).
 */
export function mayCancelOrder(role: StaffRole | undefined, order: Pick<AdminOrderView, 'status'>): boolean {
  return role === 'admin' && (order.status === 'awaiting_payment' || order.status === 'paid');
}

/** The console page of the promoted listing, when the role may open the listing screens (null otherwise). */
export function listingConsolePath(role: StaffRole | undefined, listing: AdminOrderView['listing']): string | null {
  if (!listing) return null;
  const resource = LISTING_FAMILY_PATHS[listing.type];
  if (!resource || !canAccessResource(role, resource)) return null;
  return `/${resource}/${encodeURIComponent(listing.id)}/show`;
}

/** The consulting request opened for a paid valuation order (admins and consultants work them). */
export function consultingRequestPath(role: StaffRole | undefined, order: Pick<AdminOrderView, 'consultingRequestId'>): string | null {
  if (!order.consultingRequestId || !canAccessResource(role, 'consulting')) return null;
  return `/consulting/${encodeURIComponent(order.consultingRequestId)}/show`;
}
