/** The signed-in user's orders for the account page (`cont`, section "Comenzile mele"). */
import type { InvoiceKind } from '@contracts/invoices';
import type { OrderView } from '@contracts/orders';
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';
import { loadMyOrders } from './checkout.server';

/** The fields the account page shows of an order. */
export type MyOrder = Pick<OrderView, 'id' | 'number' | 'productName' | 'status' | 'statusName' | 'totalEur' | 'createdAt'> & {
  listingTitle: string | null;
  companyName: string | null;
  /** The invoice and its credit notes, each with its PDF download. */
  documents: { id: string; kind: InvoiceKind; number: string; pdfUrl: string }[];
};

export function toMyOrder(order: OrderView): MyOrder {
  return {
    id: order.id,
    number: order.number,
    productName: order.productName,
    status: order.status,
    statusName: order.statusName,
    totalEur: order.totalEur,
    createdAt: order.createdAt,
    listingTitle: order.listing?.title ?? null,
    companyName: order.valuation?.companyName ?? null,
    // Only documents that passed the official e-Factura rules can be downloaded (the order page says the others are in preparation).
    documents: [...(order.invoice ? [order.invoice] : []), ...(order.creditNotes ?? [])]
      .filter((document) => document.ready !== false)
      .map(({ id, kind, number, pdfUrl }) => ({ id, kind, number, pdfUrl })),
  };
}

/** Newest first; null when the API did not answer (the page says so and shows the rest). */
export async function loadMyOrderSummaries(args: ApiCallArgs): Promise<MyOrder[] | null> {
  const orders = await loadMyOrders(createApiClient(args));
  return orders ? orders.map(toMyOrder) : null;
}
