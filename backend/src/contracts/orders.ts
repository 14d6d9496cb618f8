/**
 * Orders (spec section 7, "checkout"): what the provider sells on the site, promotion packages for a
 * listing and business valuation reports, and the answers of the checkout API. Pure TypeScript,
 * shared with the public site and the staff console.
 *
 * Payment (the spec does not show a payment provider): an order is paid by bank transfer against
 * the proforma the client receives by email, with the order number as the payment reference (staff
 * confirm the payment in the console when it reaches the account), or by card through Stripe
 * Checkout when the site has Stripe keys (Stripe's signed webhook confirms it). Either applies the
 * order (the listing is promoted, the valuation report goes to the consultants).
 */
import type { InvoiceView } from './invoices.js';
import type { ListItem, ListingType } from './lists.js';

/** Value added tax applied to every product (Romania's standard rate since August 2025). */
export const VAT_RATE = 0.21;

export type OrderKind = 'promotion' | 'valuation';
export const ORDER_KINDS: readonly ListItem<OrderKind>[] = [
  { id: 'promotion', name: 'Promovare anunț' },
  { id: 'valuation', name: 'Raport de evaluare' },
];

export type OrderProductId = 'promotion-30' | 'premium-60' | 'valuation-report';

export interface OrderProduct {
  id: OrderProductId;
  kind: OrderKind;
  name: string;
  description: string;
  /** Price before VAT, in euro. */
  netEur: number;
  /** Days a promotion lasts from the payment (null for products that are not promotions). */
  promotionDays: number | null;
  /** What the client gets, one line each (shown on the packages page). */
  features: string[];
}

/** The catalogue. Publishing itself is free ("Standard" on the packages page is not an order). */
export const ORDER_PRODUCTS: readonly OrderProduct[] = [
  {
    id: 'promotion-30',
    kind: 'promotion',
    name: 'Promovat',
    description: 'Anunț evidențiat în primele poziții ale listei și pe prima pagină, timp de 30 de zile.',
    netEur: 49,
    promotionDays: 30,
    features: ['poziție evidențiată în listă', 'apariție pe prima pagină', 'includere în newsletter'],
  },
  {
    id: 'premium-60',
    kind: 'promotion',
    name: 'Premium',
    description: 'Promovare completă timp de 60 de zile, plus sprijinul unui consultant la negociere.',
    netEur: 99,
    promotionDays: 60,
    features: ['tot ce include pachetul Promovat, pentru 60 de zile', 'campanie pe rețelele sociale', 'consultanță la negociere'],
  },
  {
    id: 'valuation-report',
    kind: 'valuation',
    name: 'Raport de evaluare a afacerii',
    description: 'Raport de evaluare argumentat, realizat de un specialist pe baza situațiilor financiare, a activelor și a pieței.',
    netEur: 290,
    promotionDays: null,
    features: ['analiza situațiilor financiare și a activelor', 'metode recunoscute: fluxuri de numerar, comparații de piață, active nete', 'raport livrat în cel mult 10 zile lucrătoare de la plată'],
  },
];

export const productById = (id: string): OrderProduct | undefined => ORDER_PRODUCTS.find((product) => product.id === id);

/** VAT and total of a net amount, rounded to cents. */
export function priceOf(netEur: number): { netEur: number; vatEur: number; totalEur: number } {
  const vatEur = Math.round(netEur * VAT_RATE * 100) / 100;
  return { netEur, vatEur, totalEur: Math.round((netEur + vatEur) * 100) / 100 };
}

export type OrderStatus = 'awaiting_payment' | 'paid' | 'cancelled';
export const ORDER_STATUSES: readonly ListItem<OrderStatus>[] = [
  { id: 'awaiting_payment', name: 'Așteaptă plata' },
  { id: 'paid', name: 'Plătită' },
  { id: 'cancelled', name: 'Anulată' },
];

export type PaymentMethod = 'bank_transfer' | 'card';
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  bank_transfer: 'Transfer bancar',
  card: 'Card bancar',
};

/** A paid order cancelled by staff: refunded through the card processor, or to be refunded by hand (transfer). */
export type RefundStatus = 'requested' | 'manual';
export const REFUND_STATUS_NAMES: Record<RefundStatus, string> = {
  requested: 'Rambursare trimisă către procesatorul de plăți',
  manual: 'De rambursat manual',
};

/**
 * A card payment not settled yet, or refused: `started` (the buyer was sent to the processor's page;
 * its word has not come), `unknown` (the processor did not answer whether the payment session was
 * made: it is asked again before anything else happens with the order), `declined` (the card was
 * refused; `message` says why, and the buyer may try again).
 */
export type CardPaymentState = 'started' | 'unknown' | 'declined';
export const CARD_PAYMENT_STATE_NAMES: Record<CardPaymentState, string> = {
  started: 'Plata cu cardul este în curs',
  unknown: 'Plata cu cardul se confirmă',
  declined: 'Plata cu cardul a fost refuzată',
};

/** Why staff must look at an order's payment (a payment that does not match the order is not applied). */
export type PaymentFlag = 'amount_mismatch';

/** Who the invoice is made out to. */
export type BillingType = 'company' | 'person';
export interface BillingData {
  type: BillingType;
  /** Company name, or the person's full name. */
  name: string;
  /** Romanian tax id with a valid check digit; required for companies, absent for persons. */
  cui?: string;
  /** Trade register number (e.g. J40/1234/2020), optional. */
  regCom?: string;
  /**
   * Set by the server, never by the buyer: whether the company is registered for VAT as ANAF's
   * registry says (`scpTVA`) when the order was placed; absent when ANAF could not be asked. A VAT
   * payer's invoice carries its VAT identifier RO + CUI (BT-48).
   */
  vatPayer?: boolean;
  address: string;
  city: string;
  /** County id (1–42, counties contract). */
  county: number;
  /** Where the proforma and the payment confirmation go. */
  email: string;
  phone?: string;
}

/** `POST /api/checkout/orderForEntity`: promote one of the signed-in user's approved listings. */
export interface PromotionOrderRequest {
  listingId: string;
  product: Extract<OrderProductId, 'promotion-30' | 'premium-60'>;
  billing: BillingData;
}

/** `POST /api/checkout/raportEvaluare`: order a valuation report for a company. */
export interface ValuationOrderRequest {
  product?: 'valuation-report';
  /** The company to value (may differ from the billed one). */
  companyName: string;
  companyCui?: string;
  /** What the report is for and anything the consultant should know (plain text, ≤ 2000 characters). */
  notes?: string;
  /** The instant estimate (`termene/evaluation`) the order follows, for the consultant's starting point. */
  estimateId?: string;
  billing: BillingData;
}

/** `GET /api/checkout/methods` (public): the ways to pay the site offers now (card only with Stripe configured). */
export interface PaymentMethodsResponse {
  methods: PaymentMethod[];
}

/** `POST /api/checkout`: choose how to pay an order of the signed-in user (card only while `payment.methods` offers it). */
export interface CheckoutRequest {
  orderId: string;
  method: PaymentMethod;
}

/** Where to send the money: the order number is the payment reference. */
export interface PaymentInstructions {
  method: PaymentMethod;
  beneficiary: string;
  bank: string;
  iban: string;
  reference: string;
  amountEur: number;
  /** Pay within this many days, or the order is cancelled. */
  dueDays: number;
  /** The ways this order may be paid now (card only when the site has a card processor). */
  methods: PaymentMethod[];
  /** Card: the processor's hosted payment page to send the buyer to (answered by `POST /api/checkout` with `method: 'card'`). */
  redirectUrl: string | null;
}

/** An order as its owner sees it (`GET /api/checkout/status/{id}`, `GET /api/checkout/mine`, and the answers of the POST routes). */
export interface OrderView {
  id: string;
  /** Human number, also the payment reference (e.g. "CMD-2026-000123"). */
  number: string;
  kind: OrderKind;
  kindName: string;
  product: OrderProductId;
  productName: string;
  status: OrderStatus;
  statusName: string;
  netEur: number;
  vatEur: number;
  totalEur: number;
  currency: 'EUR';
  billing: BillingData;
  /** Promotion orders: the listing (title, family and public path for the link). */
  listing: { id: string; type: ListingType; title: string; slug: string } | null;
  /** Valuation orders: the company to value. */
  valuation: { companyName: string; companyCui: string | null; notes: string | null; estimateId?: string | null } | null;
  /** Present while the order waits for payment. */
  payment: PaymentInstructions | null;
  /** Promotion orders, once paid: the end of the promotion. */
  promotedUntil: string | null;
  paidAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  /** A card payment of an order waiting for payment that is not settled yet, or was refused (`message`: why, in Romanian). */
  cardPayment: { state: CardPaymentState; stateName: string; message: string | null; since: string | null } | null;
  /** A paid order cancelled by staff: how the money goes back. */
  refund: { status: RefundStatus; statusName: string } | null;
  /** The fiscal invoice, issued when the order was paid (null before). */
  invoice: InvoiceView | null;
  /** Credit notes (storno) of the invoice, issued when staff cancelled the paid order. */
  creditNotes: InvoiceView[];
  createdAt: string;
}

/** An order as staff see it (`/api/admin/orders`): the owner's view plus who ordered and the payment record. */
export interface AdminOrderView extends OrderView {
  user: { id: string; fullName: string; email: string };
  /** The bank statement reference staff typed when confirming the payment. */
  paymentReference: string | null;
  /** Valuation orders: the consulting request opened for the consultants when the order was paid. */
  consultingRequestId: string | null;
  consultingRequestNumber: string | null;
  /** How the order is (or was) paid: chosen by the buyer, recorded again when the payment is confirmed. */
  paymentMethod: PaymentMethod;
  /** A payment that did not match the order (not applied): staff look at it. */
  paymentFlag: { code: PaymentFlag; message: string } | null;
  /** Card: the processor's payment (payment intent) and refund ids. */
  cardPaymentId: string | null;
  refundReference: string | null;
}

export const ORDER_SORTS = ['newest', 'oldest', 'total-desc', 'total-asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** Days a client has to pay before the daily schedule cancels the order. */
export const ORDER_PAYMENT_DUE_DAYS = 14;
