import type { AdminOrderView } from '@contracts/orders';
import type { DataProvider, Identifier } from 'react-admin';
import type { HttpClient } from '../dataProvider/http-client';

/** The orders resource; its list and pages are read as a staff resource (dataProvider/staff-resources.ts). */
export const ORDERS_RESOURCE = 'orders';

/**
 * Payment decisions on an order (custom methods, not CRUD: STYLE.md section 5). Both email the
 * client, so the buttons call them pessimistically.
 */
export interface OrderMethods {
  /** `POST /orders/{id}/mark-paid { paymentReference }`: the bank transfer arrived; the order is applied. */
  markOrderPaid(params: { id: Identifier; paymentReference: string }): Promise<{ data: AdminOrderView }>;
  /** `POST /orders/{id}/cancel { reason }`: the order will not be paid; the client sees the reason. */
  cancelOrder(params: { id: Identifier; reason: string }): Promise<{ data: AdminOrderView }>;
}

/** Adds the payment decisions on `/api/admin/orders/{id}` to `provider`. */
export function withOrderResources<P extends DataProvider>(provider: P, apiUrl: string, httpClient: HttpClient): P & OrderMethods {
  const post = async (id: Identifier, action: string, body: unknown) =>
    ({ data: (await httpClient(`${apiUrl}/orders/${encodeURIComponent(String(id))}/${action}`, { method: 'POST', body: JSON.stringify(body) })).json as AdminOrderView });
  return {
    ...provider,
    markOrderPaid: ({ id, paymentReference }) => post(id, 'mark-paid', { paymentReference: paymentReference.trim() }),
    cancelOrder: ({ id, reason }) => post(id, 'cancel', { reason: reason.trim() }),
  } as P & OrderMethods;
}
