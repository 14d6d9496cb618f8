import type { ListingType } from '../../contracts/lists.js';
import type {
  BillingData,
  CardPaymentState,
  OrderKind,
  OrderProductId,
  OrderStatus,
  PaymentFlag,
  PaymentMethod,
  RefundStatus,
} from '../../contracts/orders.js';
import type { OrderValuation } from './order.entity.js';
import type { InvoiceSummary } from '../invoices/invoices.mapper.js';

/** One order as every read answers it: its columns, its listing, its buyer and its consulting request. */
export interface OrderRow {
  id: string;
  number: string;
  userId: string;
  kind: OrderKind;
  product: OrderProductId;
  status: OrderStatus;
  netEur: number;
  vatEur: number;
  totalEur: number;
  currency: 'EUR';
  billing: BillingData;
  listingId: string | null;
  valuation: OrderValuation | null;
  paymentMethod: PaymentMethod;
  paymentReference: string | null;
  paidAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  promotedUntil: Date | null;
  consultingRequestId: string | null;
  stripeSessionId: string | null;
  stripePaymentIntentId: string | null;
  paymentFlag: PaymentFlag | null;
  paymentFlagMessage: string | null;
  refundStatus: RefundStatus | null;
  refundReference: string | null;
  cardAttempt: number;
  cardState: CardPaymentState | null;
  cardStateAt: Date | null;
  cardMessage: string | null;
  createdAt: Date;
  updatedAt: Date;
  listing: { id: string; type: ListingType; title: string; slug: string } | null;
  user: { id: string; fullName: string; email: string };
  consultingRequestNumber: string | null;
  /** The order's invoice and credit notes, in issue order. */
  invoices: InvoiceSummary[];
}
