import type { AdminOrderView } from '@contracts/orders';
import type { DataProvider, Identifier } from 'react-admin';
import { fetchFile, type DownloadedFile, type FileClient, type HttpClient } from '../dataProvider/http-client';

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
  /** An order's invoice or credit note (`url` as the order lists it: `/api/checkout/invoices/{id}/pdf` or `/xml`). */
  invoiceFile(params: { url: string }): Promise<{ data: DownloadedFile }>;
}

/** The only paths `invoiceFile` fetches. */
const INVOICE_FILE_PATH = /^\/api\/checkout\/invoices\/[0-9a-f-]{36}\/(pdf|xml)$/;

/** Adds the payment decisions on `/api/admin/orders/{id}` and the invoice downloads to `provider`. */
export function withOrderResources<P extends DataProvider>(
  provider: P,
  apiUrl: string,
  httpClient: HttpClient,
  fileClient: FileClient = fetchFile,
): P & OrderMethods {
  const post = async (id: Identifier, action: string, body: unknown) => ({
    data: (await httpClient(`${apiUrl}/orders/${encodeURIComponent(String(id))}/${action}`, { method: 'POST', body: JSON.stringify(body) }))
      .json as AdminOrderView,
  });
  return {
    ...provider,
    markOrderPaid: ({ id, paymentReference }) => post(id, 'mark-paid', { paymentReference: paymentReference.trim() }),
    cancelOrder: ({ id, reason }) => post(id, 'cancel', { reason: reason.trim() }),
    invoiceFile: async ({ url }) => {
      if (!INVOICE_FILE_PATH.test(url)) throw new Error('ra.notification.http_error');
      // Same origin as the API (in the browser the API url is a path, so the file's path is used as is).
      const origin = /^https?:\/\//.test(apiUrl) ? new URL(apiUrl).origin : '';
      return { data: await fileClient(`${origin}${url}`) };
    },
  } as P & OrderMethods;
}
