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
import { BUCHAREST_COUNTY_ID, BUCHAREST_SECTOR_MESSAGE, bucharestSector } from './counties.js';
import { ROMANIA } from './countries.js';
import { isEuMember } from './eu-vat.js';
import type { InvoiceView } from './invoices.js';
import type { ListItem, ListingType } from './lists.js';

/** Romania's standard VAT rate since August 2025 (see STANDARD_VAT in the invoices module for its source). */
export const VAT_RATE = 0.21;
/** The same rate in percent, as pages, documents and the VAT treatment print it. */
export const STANDARD_VAT_PERCENT = Math.round(VAT_RATE * 100);

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

/** Working days from the payment in which the valuation report is delivered (the product's promise, stated wherever it is sold). */
export const VALUATION_REPORT_WORKING_DAYS = 10;

const PROMOTION_DAYS = 30;
const PREMIUM_DAYS = 60;

/**
 * The catalogue. Publishing itself is free ("Standard" on the packages page is not an order). Every
 * price, promotion length and delivery time the product states comes from here (see price-list.ts).
 */
export const ORDER_PRODUCTS: readonly OrderProduct[] = [
  {
    id: 'promotion-30',
    kind: 'promotion',
    name: 'Promovat',
    description: `Anunț evidențiat în primele poziții ale listei și pe prima pagină, timp de ${PROMOTION_DAYS} de zile.`,
    netEur: 49,
    promotionDays: PROMOTION_DAYS,
    features: ['poziție evidențiată în listă', 'apariție pe prima pagină', 'includere în newsletter'],
  },
  {
    id: 'premium-60',
    kind: 'promotion',
    name: 'Premium',
    description: `Promovare completă timp de ${PREMIUM_DAYS} de zile, plus sprijinul unui consultant la negociere.`,
    netEur: 99,
    promotionDays: PREMIUM_DAYS,
    features: [`tot ce include pachetul Promovat, pentru ${PREMIUM_DAYS} de zile`, 'campanie pe rețelele sociale', 'consultanță la negociere'],
  },
  {
    id: 'valuation-report',
    kind: 'valuation',
    name: 'Raport de evaluare a afacerii',
    description: 'Raport de evaluare argumentat, realizat de un specialist pe baza situațiilor financiare, a activelor și a pieței.',
    netEur: 290,
    promotionDays: null,
    features: [
      'analiza situațiilor financiare și a activelor',
      'metode recunoscute: fluxuri de numerar, comparații de piață, active nete',
      `raport livrat în cel mult ${VALUATION_REPORT_WORKING_DAYS} zile lucrătoare de la plată`,
    ],
  },
];

export const productById = (id: string): OrderProduct | undefined => ORDER_PRODUCTS.find((product) => product.id === id);

/**
 * How VAT applies to an order, decided by who the buyer is and where (`vatTreatmentOf`). The site
 * sells services only (advertising of a listing, a valuation report: consultancy), so the place of
 * supply follows the Romanian Fiscal Code (Legea nr. 227/2015) as below.
 *
 * - `S`, 21%: a buyer in Romania (art. 278 alin. (2) for a company, alin. (3) for a person), and a
 *   person in another member state (alin. (3): a service to a non-taxable person is supplied where the
 *   supplier is established; the services sold here are not among the exceptions of alin. (5) and (6)
 *   within the Union).
 * - `AE`, reverse charge: a company in another member state with a VAT number. The service is supplied
 *   where the customer is established (art. 278 alin. (2)) and the customer pays the VAT there
 *   (Directive 2006/112/EC art. 196); the invoice shows no VAT and carries the mention „taxare
 *   inversă” (art. 319 alin. (20) of the Fiscal Code) and the customer's VAT number (BT-48).
 * - `O`, not subject to Romanian VAT: a buyer outside the Union. A company's service is supplied where
 *   it is established (art. 278 alin. (2)); a person's advertising and consultancy services are too
 *   (art. 278 alin. (5) lit. h)). The invoice shows no VAT and no rate.
 *
 * In RO e-Factura the category is the UNCL 5305 code (BT-118/BT-151) with, for AE and O, the VATEX
 * exemption reason code (BT-121) and its text (BT-120).
 */
export type VatCategory = 'S' | 'AE' | 'O';

export interface VatTreatment {
  category: VatCategory;
  /** The VAT rate in percent: 21 for S, 0 for AE, null for O (a supply outside Romanian VAT has no rate). */
  ratePercent: number | null;
  /** VATEX code of the exemption reason (BT-121), null for S. */
  exemptionCode: 'VATEX-EU-AE' | 'VATEX-EU-O' | null;
  /** The mention the proforma and the invoice carry (and BT-120), null for S. */
  mention: string | null;
  /** The legal basis, printed beside the mention; null for S. */
  legalBasis: string | null;
}

export const STANDARD_VAT_TREATMENT: VatTreatment = { category: 'S', ratePercent: STANDARD_VAT_PERCENT, exemptionCode: null, mention: null, legalBasis: null };
export const REVERSE_CHARGE: VatTreatment = {
  category: 'AE',
  ratePercent: 0,
  exemptionCode: 'VATEX-EU-AE',
  mention: 'Taxare inversă',
  legalBasis: 'art. 278 alin. (2) și art. 319 alin. (20) din Codul fiscal; TVA datorată de beneficiar (art. 196 din Directiva 2006/112/CE)',
};
export const OUTSIDE_ROMANIAN_VAT: VatTreatment = {
  category: 'O',
  ratePercent: null,
  exemptionCode: 'VATEX-EU-O',
  mention: 'Neimpozabil în România',
  legalBasis: 'locul prestării este în afara Uniunii Europene: art. 278 alin. (2), respectiv alin. (5) lit. h) din Codul fiscal',
};

/** The billing country; data saved before buyers abroad were invoiced have none and are Romanian. */
export const billingCountry = (billing: Pick<BillingData, 'country'>): string => billing.country ?? ROMANIA;

/**
 * The one place that decides an order's VAT: the price shown at checkout, the order's totals, the
 * proforma, the invoice PDF and its e-Factura XML all follow it (see VatTreatment for the rules).
 */
export function vatTreatmentOf(billing: Pick<BillingData, 'type' | 'country' | 'vatId'>): VatTreatment {
  const country = billingCountry(billing);
  if (country === ROMANIA) return STANDARD_VAT_TREATMENT;
  if (!isEuMember(country)) return OUTSIDE_ROMANIAN_VAT;
  return billing.type === 'company' && billing.vatId ? REVERSE_CHARGE : STANDARD_VAT_TREATMENT;
}

/** VAT and total of a net amount under `treatment` (21% when none is given), rounded to cents. */
export function priceOf(netEur: number, treatment: VatTreatment = STANDARD_VAT_TREATMENT): { netEur: number; vatEur: number; totalEur: number } {
  const vatEur = Math.round(netEur * (treatment.ratePercent ?? 0)) / 100;
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
  /**
   * ISO 3166-1 alpha-2 of the address (countries contract); 'RO' when absent (data saved before
   * buyers abroad, and clients that do not send it). Romania: county, CUI; elsewhere: region, postal
   * code and, for a company, its EU VAT number or its own tax id.
   */
  country?: string;
  /** Company name, or the person's full name. */
  name: string;
  /** Romanian companies: tax id with a valid check digit (required); absent for persons and abroad. */
  cui?: string;
  /** Romanian companies: trade register number (e.g. J40/1234/2020), optional. */
  regCom?: string;
  /** Companies in another EU member state: VAT number with its prefix (DE123456789), required; the invoice is reverse charged. */
  vatId?: string;
  /** Companies outside the EU: their own tax id, optional. */
  taxId?: string;
  /**
   * Set by the server, never by the buyer: whether the company is registered for VAT as ANAF's
   * registry says (`scpTVA`) when the order was placed; absent when ANAF could not be asked. A VAT
   * payer's invoice carries its VAT identifier RO + CUI (BT-48).
   */
  vatPayer?: boolean;
  address: string;
  /** The locality; in București its sector ("Sector 3"). */
  city: string;
  /** Romania: county id (1–42, counties contract), required; absent abroad. */
  county?: number;
  /** Abroad: the state, province or region, optional. */
  region?: string;
  /** Abroad: the postal code (required where the country's addresses have one). */
  postalCode?: string;
  /** Where the proforma and the payment confirmation go. */
  email: string;
  phone?: string;
}

/**
 * Why billing data cannot be invoiced as saved, or null: a București address whose locality (or
 * street) names no sector, which RO e-Factura refuses (CIUS-RO BR-RO-100/101). Checkout refuses such
 * data; only data saved before that rule can be so, and its order is paid only once it is completed.
 */
export function billingIncomplete(billing: Pick<BillingData, 'country' | 'county' | 'city' | 'address'>): { field: 'billing.city'; message: string } | null {
  if (billingCountry(billing) !== ROMANIA || billing.county !== BUCHAREST_COUNTY_ID) return null;
  if (bucharestSector(billing.city) !== null || bucharestSector(billing.address) !== null) return null;
  return { field: 'billing.city', message: BUCHAREST_SECTOR_MESSAGE };
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

/** `PUT /api/checkout/{id}/billing`: the owner completes or corrects the billing data of an order still waiting for payment. */
export interface BillingUpdateRequest {
  billing: BillingData;
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
  /** How VAT applies to the order (decided by the billing data: `vatTreatmentOf`). */
  vat: VatTreatment;
  billing: BillingData;
  /**
   * While the order waits for payment: why its billing data cannot be invoiced as saved (a București
   * address without its sector, saved before checkout asked for it); the order cannot be paid until
   * the owner completes it (`PUT /api/checkout/{id}/billing`). Null otherwise.
   */
  billingIncomplete: { field: 'billing.city'; message: string } | null;
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
