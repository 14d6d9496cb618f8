/**
 * The checkout API as the public site uses it (all under /api, as the signed-in user except the
 * products): the catalogue with prices, placing an order, choosing the bank transfer or the card, one order and
 * the user's orders. Server-only: loaders and actions call it, components get plain data.
 */
import { data } from 'react-router';
import type { ListResponse } from '@contracts/listings';
import {
  priceOf,
  STANDARD_VAT_PERCENT,
  type BillingData,
  type OrderProduct,
  type OrderView,
  type PaymentMethodsResponse,
  type PromotionOrderRequest,
  type ValuationOrderRequest,
} from '@contracts/orders';
import type { ApiClient } from '~/lib/api-client';

export const checkoutApiPaths = {
  products: '/api/checkout/products',
  methods: '/api/checkout/methods',
  orderForEntity: '/api/checkout/orderForEntity',
  valuationReport: '/api/checkout/raportEvaluare',
  checkout: '/api/checkout',
  status: (id: string) => `/api/checkout/status/${encodeURIComponent(id)}`,
  cancel: (id: string) => `/api/checkout/cancel/${encodeURIComponent(id)}`,
  billing: (id: string) => `/api/checkout/${encodeURIComponent(id)}/billing`,
  /** The API pages the list (20 by default, at most 100); nobody has more orders through the site. */
  mine: '/api/checkout/mine?pageSize=100',
} as const;

/** A product with the VAT and total of its net price, as the pages show it. */
export interface PricedProduct extends OrderProduct {
  vatEur: number;
  totalEur: number;
}

/** The VAT rate as a whole percentage ("21"), for the price lines. */
export const VAT_PERCENT = STANDARD_VAT_PERCENT;

export function priced(product: OrderProduct): PricedProduct {
  return { ...product, ...priceOf(product.netEur) };
}

/** The catalogue with prices; null when the API did not answer (the pages then say so). */
export async function loadProducts(client: ApiClient): Promise<PricedProduct[] | null> {
  const result = await client.call<OrderProduct[]>(checkoutApiPaths.products);
  if (!result.ok || !Array.isArray(result.data)) return null;
  return result.data.map(priced);
}

/** Whether the site takes cards now (Stripe configured); false when the API did not answer. */
export async function loadCardOffered(client: ApiClient): Promise<boolean> {
  const result = await client.call<PaymentMethodsResponse>(checkoutApiPaths.methods);
  return result.ok && Array.isArray(result.data?.methods) && result.data.methods.includes('card');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/**
 * One order of the signed-in user. Someone else's order, an unknown id or a malformed one is the
 * site's 404 page (the API answers 404 for orders that are not the user's own).
 */
export async function loadOwnOrder(client: ApiClient, id: string | undefined): Promise<OrderView> {
  if (!isOrderId(id)) throw data(null, { status: 404 });
  const result = await client.call<OrderView>(checkoutApiPaths.status(id));
  if (result.ok) return result.data;
  if (result.status === 404 || result.status === 400 || result.status === 403) throw data(null, { status: 404 });
  throw data(null, { status: result.status >= 500 || result.status === 0 ? 503 : result.status });
}

/** `idempotencyKey`: the billing form's submission token (a form sent twice places one order). */
export function placePromotionOrder(client: ApiClient, body: PromotionOrderRequest, idempotencyKey?: string) {
  return client.call<OrderView>(checkoutApiPaths.orderForEntity, { json: { ...body }, idempotencyKey });
}

export function placeValuationOrder(client: ApiClient, body: ValuationOrderRequest, idempotencyKey?: string) {
  return client.call<OrderView>(checkoutApiPaths.valuationReport, { json: { ...body }, idempotencyKey });
}

/** Chooses the bank transfer for an order: the API answers the order with its payment instructions and emails the proforma. */
export function payByBankTransfer(client: ApiClient, orderId: string, idempotencyKey?: string) {
  return client.call<OrderView>(checkoutApiPaths.checkout, { json: { orderId, method: 'bank_transfer' }, idempotencyKey });
}

/**
 * Chooses the card for an order: the API answers the order with `payment.redirectUrl`, Stripe's
 * hosted payment page (a 400 on `method` when card payment is not offered).
 */
export function payByCard(client: ApiClient, orderId: string, idempotencyKey?: string) {
  return client.call<OrderView>(checkoutApiPaths.checkout, { json: { orderId, method: 'card' }, idempotencyKey });
}

/** Completes or corrects the billing data of one of the user's orders still waiting for payment (the API emails the proforma again). */
export function updateOrderBilling(client: ApiClient, orderId: string, billing: BillingData) {
  return client.call<OrderView>(checkoutApiPaths.billing(orderId), { method: 'PUT', json: { billing } });
}

/** Cancels one of the user's orders still waiting for payment (the API emails the confirmation). */
export function cancelOwnOrder(client: ApiClient, orderId: string) {
  return client.call<OrderView>(checkoutApiPaths.cancel(orderId), { method: 'POST' });
}

/** The user's orders, newest first; null when the API did not answer. Reads a plain list or a `{ docs }` page. */
export async function loadMyOrders(client: ApiClient): Promise<OrderView[] | null> {
  const result = await client.call<OrderView[] | ListResponse<OrderView>>(checkoutApiPaths.mine);
  if (!result.ok) return null;
  const orders = Array.isArray(result.data) ? result.data : Array.isArray(result.data?.docs) ? result.data.docs : null;
  if (!orders) return null;
  return [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
