import type { AppConfig } from '../../config/app-config.js';
import { nameOf } from '../../contracts/consulting.js';
import {
  billingCountry,
  billingIncomplete,
  CARD_PAYMENT_STATE_NAMES,
  ORDER_KINDS,
  ORDER_PAYMENT_DUE_DAYS,
  ORDER_PRODUCTS,
  ORDER_STATUSES,
  priceOf,
  REFUND_STATUS_NAMES,
  vatTreatmentOf,
  type AdminOrderView,
  type PaymentMethod,
  type OrderProduct,
  type OrderView,
  type PaymentInstructions,
} from '../../contracts/orders.js';
import { orderInvoices } from '../invoices/invoices.mapper.js';
import type { OrderRow } from './order-row.js';

export type BankAccount = AppConfig['bankAccount'];

const DAY_MS = 24 * 60 * 60 * 1000;
const TIME_ZONE = 'Europe/Bucharest';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The order's page on the public site (the frontend's `paths` builds the same route). */
export const orderUrl = (publicUrl: string, orderId: string): string => `${publicUrl}/plata/comanda/${orderId}`;

/** A day in Romanian time: 07.12.2026. */
export const formatDay = (date: Date): string =>
  new Intl.DateTimeFormat('ro-RO', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

/** The year in Romanian time (order numbers). */
export const yearOf = (date: Date): number => Number(new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, year: 'numeric' }).format(date));

/** The last moment to pay an order placed at `createdAt`. */
export const paymentDueAt = (createdAt: Date): Date => new Date(createdAt.getTime() + ORDER_PAYMENT_DUE_DAYS * DAY_MS);

/** The catalogue as `GET /api/checkout/products` answers it: each product with its VAT and total. */
export function toCatalogue(): (OrderProduct & { vatEur: number; totalEur: number })[] {
  return ORDER_PRODUCTS.map((product) => {
    const { vatEur, totalEur } = priceOf(product.netEur);
    return { ...product, features: [...product.features], vatEur, totalEur };
  });
}

/** The buyer's ways to pay when none is passed: bank transfer, always offered. */
const TRANSFER_ONLY: readonly PaymentMethod[] = ['bank_transfer'];

export function paymentInstructions(
  row: Pick<OrderRow, 'number' | 'totalEur' | 'paymentMethod'>,
  bank: BankAccount,
  methods: readonly PaymentMethod[] = TRANSFER_ONLY,
  redirectUrl: string | null = null,
): PaymentInstructions {
  return {
    method: row.paymentMethod,
    beneficiary: bank.beneficiary,
    bank: bank.bank,
    iban: bank.iban,
    reference: row.number,
    amountEur: row.totalEur,
    dueDays: ORDER_PAYMENT_DUE_DAYS,
    methods: [...methods],
    redirectUrl,
  };
}

/**
 * The order as its buyer sees it; payment instructions only while it waits for payment, with the
 * methods offered (`methods`) and, right after a card checkout started, the hosted page to go to.
 */
export function toOrderView(row: OrderRow, bank: BankAccount, methods: readonly PaymentMethod[] = TRANSFER_ONLY, redirectUrl: string | null = null): OrderView {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    kindName: nameOf(ORDER_KINDS, row.kind),
    product: row.product,
    productName: nameOf(ORDER_PRODUCTS, row.product),
    status: row.status,
    statusName: nameOf(ORDER_STATUSES, row.status),
    netEur: row.netEur,
    vatEur: row.vatEur,
    totalEur: row.totalEur,
    currency: row.currency,
    vat: vatTreatmentOf(row.billing),
    // Billing saved before buyers abroad has no country: it is Romanian.
    billing: { ...row.billing, country: billingCountry(row.billing) },
    billingIncomplete: row.status === 'awaiting_payment' ? billingIncomplete(row.billing) : null,
    listing: row.listing,
    valuation: row.valuation,
    payment: row.status === 'awaiting_payment' ? paymentInstructions(row, bank, methods, redirectUrl) : null,
    cardPayment:
      row.status === 'awaiting_payment' && row.cardState
        ? { state: row.cardState, stateName: CARD_PAYMENT_STATE_NAMES[row.cardState], message: row.cardMessage, since: iso(row.cardStateAt) }
        : null,
    promotedUntil: iso(row.promotedUntil),
    paidAt: iso(row.paidAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason,
    refund: row.refundStatus ? { status: row.refundStatus, statusName: REFUND_STATUS_NAMES[row.refundStatus] } : null,
    ...orderInvoices(row.invoices),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The order as staff see it: plus the buyer's account, the payment record and the consulting request. */
export function toAdminOrderView(row: OrderRow, bank: BankAccount, methods?: readonly PaymentMethod[]): AdminOrderView {
  return {
    ...toOrderView(row, bank, methods),
    user: row.user,
    paymentReference: row.paymentReference,
    consultingRequestId: row.consultingRequestId,
    consultingRequestNumber: row.consultingRequestNumber,
    paymentMethod: row.paymentMethod,
    paymentFlag: row.paymentFlag ? { code: row.paymentFlag, message: row.paymentFlagMessage ?? '' } : null,
    cardPaymentId: row.stripePaymentIntentId,
    refundReference: row.refundReference,
  };
}

/** What the audit log keeps of an order before and after a staff action. */
export function orderAuditSnapshot(row: OrderRow): Record<string, unknown> {
  return {
    number: row.number,
    kind: row.kind,
    product: row.product,
    status: row.status,
    totalEur: row.totalEur,
    userId: row.userId,
    billingEmail: row.billing.email,
    listingId: row.listingId,
    paymentReference: row.paymentReference,
    paidAt: iso(row.paidAt),
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason,
    promotedUntil: iso(row.promotedUntil),
    consultingRequestId: row.consultingRequestId,
    paymentMethod: row.paymentMethod,
    refundStatus: row.refundStatus,
    refundReference: row.refundReference,
  };
}
