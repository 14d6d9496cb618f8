import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { nameOf } from '../../contracts/consulting.js';
import { formatMoney } from '../../contracts/format-money.js';
import type { ListResponse } from '../../contracts/listings.js';
import {
  billingCountry,
  ORDER_PRODUCTS,
  priceOf,
  productById,
  vatTreatmentOf,
  type BillingData,
  type OrderProduct,
  type OrderView,
  type PaymentMethodsResponse,
} from '../../contracts/orders.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { Clock } from '../../core/clock/clock.js';
import { AppException } from '../../core/errors/app.exception.js';
import { listResponse, pageOf } from '../../core/http/pagination.js';
import { RateCounters } from '../../core/rate-limit/rate-counters.js';
import { isPubliclyVisible } from '../listing-core/listing-status.js';
import type { BillingDto, CheckoutDto, PromotionOrderDto, UpdateBillingDto, ValuationOrderDto } from './dto/checkout.dto.js';
import { OrderMails } from './order-mails.js';
import { assertAwaitingPayment, assertInvoiceable } from './order-status.js';
import type { OrderEntity } from './order.entity.js';
import { toCatalogue, toOrderView, yearOf } from './orders.mapper.js';
import { CompanyDataService } from '../company-data/company-data.service.js';
import type { OrderRow } from './order-row.js';
import { OrdersRepository, type OrderListing } from './orders.repository.js';
import { CardPayments } from './payments/card-payments.service.js';
import { PaymentProviders } from './payments/payment-providers.js';

/** Orders an account may place in an hour (promotion and valuation together). */
export const ORDER_LIMIT = { max: 10, windowSeconds: 60 * 60 } as const;
const ORDER_LIMIT_MESSAGE = `Poți plasa cel mult ${ORDER_LIMIT.max} comenzi pe oră. Încearcă din nou mai târziu.`;
const ORDER_NOT_FOUND = 'Comanda nu există.';
/** The reason an order cancelled by its buyer carries (shown on the order page and in the email). */
export const CANCELLED_BY_CLIENT_REASON = 'Ai anulat comanda din contul tău.';
const LISTING_NOT_FOUND = 'Anunțul nu există.';
const LISTING_NOT_PUBLISHED = 'Poți promova doar un anunț publicat. Anunțul ales nu este aprobat sau a expirat.';

/** An order placed now, or the promotion order of the same package already waiting for payment. */
export interface PlacedOrder {
  order: OrderView;
  created: boolean;
}

/**
 * The billing data as stored: its country always, then only the fields of its type and country
 * (Romania: CUI, trade register, county; abroad: VAT number or tax id, region, postal code), optional
 * ones left out when empty.
 */
export function billingOf(dto: BillingDto, vatPayer: boolean | null): BillingData {
  const country = billingCountry(dto);
  const company = dto.type === 'company';
  const romanian = country === 'RO';
  return {
    type: dto.type,
    country,
    name: dto.name,
    ...(romanian && company && dto.cui ? { cui: dto.cui } : {}),
    ...(romanian && company && dto.regCom ? { regCom: dto.regCom } : {}),
    ...(romanian && company && vatPayer !== null ? { vatPayer } : {}),
    ...(!romanian && company && dto.vatId ? { vatId: dto.vatId } : {}),
    ...(!romanian && company && dto.taxId ? { taxId: dto.taxId } : {}),
    address: dto.address,
    city: dto.city,
    ...(romanian ? { county: dto.county } : {}),
    ...(!romanian && dto.region ? { region: dto.region } : {}),
    ...(!romanian && dto.postalCode ? { postalCode: dto.postalCode } : {}),
    email: dto.email,
    ...(dto.phone ? { phone: dto.phone } : {}),
  };
}

/** Whether two billing data say the same (the database keeps jsonb keys in an order of its own). */
const sameBilling = (a: BillingData, b: BillingData): boolean => {
  const canonical = (billing: BillingData) =>
    JSON.stringify(
      Object.entries(billing)
        .filter(([, value]) => value !== undefined)
        .sort(([x], [y]) => x.localeCompare(y)),
    );
  return canonical(a) === canonical(b);
};

/**
 * The buyer's side of the checkout: place promotion and valuation orders (each emails its proforma
 * once stored), choose how to pay, and read one's own orders. Another account's order or listing is
 * "not found", never "forbidden", so nothing about it is revealed.
 */
@Injectable()
export class OrdersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: OrdersRepository,
    private readonly counters: RateCounters,
    private readonly mails: OrderMails,
    private readonly payments: PaymentProviders,
    private readonly clock: Clock,
    private readonly companies: CompanyDataService,
    private readonly cards: CardPayments,
  ) {}

  /**
   * The billed company's VAT status as ANAF's registry has it (a day's cache, ANAF's timeout), asked
   * before the order's transaction; null for a person, or when ANAF does not answer or know the CUI.
   */
  private async vatPayerOf(billing: BillingDto): Promise<boolean | null> {
    if (billing.type !== 'company' || !billing.cui || billingCountry(billing) !== 'RO') return null;
    const answer = await this.companies.lookup(billing.cui).catch(() => null);
    return answer?.status === 'found' ? answer.data.vatPayer : null;
  }

  products(): (OrderProduct & { vatEur: number; totalEur: number })[] {
    return toCatalogue();
  }

  /** The ways to pay the site offers now (card first, when Stripe is configured). */
  methods(): PaymentMethodsResponse {
    return { methods: this.payments.methods() };
  }

  /**
   * A promotion package for one of the user's published listings. While an order for that listing
   * waits for payment, the same package answers that order (`created: false`) and another package
   * is refused: one open promotion order per listing.
   */
  async orderPromotion(user: AuthUser, input: PromotionOrderDto): Promise<PlacedOrder> {
    this.assertVerified(user);
    const product = productById(input.product)!;
    // Checked before the rate limit (refused requests do not count), then again under the lock.
    const listing = this.promotable(user, await this.repository.listing(input.listingId));
    const existing = this.openOrder(listing, await this.repository.openPromotionOf(listing.id), product);
    if (existing) return { order: this.view(existing), created: false };
    await this.takeLimit(user);
    const billing = billingOf(input.billing, await this.vatPayerOf(input.billing));
    return this.repository.transaction(async (manager) => {
      const locked = this.promotable(user, await this.repository.listing(listing.id, manager, true));
      const open = this.openOrder(locked, await this.repository.openPromotionOf(locked.id, manager), product);
      if (open) return { order: this.view(open), created: false };
      const row = await this.place(manager, user, product, billing, { listingId: locked.id });
      return { order: this.view(row), created: true };
    });
  }

  /** A valuation report of a company (the one billed or another). */
  async orderValuation(user: AuthUser, input: ValuationOrderDto): Promise<OrderView> {
    this.assertVerified(user);
    const product = productById('valuation-report')!;
    await this.takeLimit(user);
    const billing = billingOf(input.billing, await this.vatPayerOf(input.billing));
    const row = await this.repository.transaction((manager) =>
      this.place(manager, user, product, billing, {
        valuation: { companyName: input.companyName, companyCui: input.companyCui ?? null, notes: input.notes ?? null, estimateId: input.estimateId ?? null },
      }),
    );
    return this.view(row);
  }

  /**
   * Records how the user pays one of their orders still waiting for payment and starts that payment:
   * a bank transfer answers the order with its instructions; a card (offered only when Stripe is
   * configured) answers it with `payment.redirectUrl`, the Checkout Session's hosted page (the open
   * session of the current attempt is reused; see `CardPayments.checkout` for refusals and for
   * answers that never came). A card payment not settled yet is settled with Stripe first, so an
   * order paid meanwhile answers paid. Stripe is called outside any transaction.
   */
  async checkout(user: AuthUser, input: CheckoutDto): Promise<OrderView> {
    const current = await this.own(user, input.orderId);
    assertAwaitingPayment(current.status, 'checkout');
    // Billing data saved before a București address had to name its sector: completed first, or the invoice would be refused.
    assertInvoiceable(current.billing, 'buyer');
    const provider = this.payments.offered(input.method);
    if (provider.method === 'card') {
      const { row, redirectUrl } = await this.cards.checkout(current);
      return this.view(row, redirectUrl);
    }
    const settled = await this.cards.settlePending(current);
    assertAwaitingPayment(settled.status, 'checkout');
    await provider.start(settled, 0);
    const row = await this.repository.transaction(async (manager) => {
      const order = await this.own(user, input.orderId, manager);
      assertAwaitingPayment(order.status, 'checkout');
      await this.repository.update(manager, order.id, { paymentMethod: input.method });
      return (await this.repository.find(order.id, manager))!;
    });
    return this.view(row);
  }

  /**
   * The owner completes or corrects the billing data of one of their orders still waiting for payment
   * (the order page asks for it when data saved before a rule cannot be invoiced: a București address
   * without its sector). Validated as at checkout; the company's VAT status is asked of ANAF again.
   * The amounts follow the new data's VAT treatment (another country may change it); when they
   * change, a card payment already handed out for the old amount is refused meanwhile, and the
   * buyer gets the proforma again. A card payment not settled yet is settled first (paid: refused).
   */
  async updateBilling(user: AuthUser, id: string, input: UpdateBillingDto): Promise<OrderView> {
    const current = await this.cards.settlePending(await this.own(user, id));
    assertAwaitingPayment(current.status, 'billing');
    const billing = billingOf(input.billing, await this.vatPayerOf(input.billing));
    const row = await this.repository.transaction(async (manager) => {
      const order = await this.own(user, id, manager);
      assertAwaitingPayment(order.status, 'billing');
      const price = priceOf(order.netEur, vatTreatmentOf(billing));
      const repriced = price.totalEur !== order.totalEur;
      if (repriced && order.cardState === 'started') {
        throw AppException.validation([
          {
            field: 'billing.country',
            message: `Ai început plata cu cardul pentru ${formatMoney(order.totalEur, 'EUR', { label: 'code' })}, iar noile date de facturare schimbă TVA-ul comenzii. Finalizează sau abandonează plata cu cardul, apoi schimbă datele.`,
          },
        ]);
      }
      // The same data again (a form sent twice): nothing changes, no second proforma.
      if (sameBilling(order.billing, billing)) return order;
      await this.repository.update(manager, order.id, { billing, vatEur: price.vatEur, totalEur: price.totalEur });
      const changed = (await this.repository.find(order.id, manager))!;
      await this.mails.billingChanged(manager, changed);
      return changed;
    });
    return this.view(row);
  }

  /**
   * The buyer gives up one of their orders still waiting for payment (a package chosen by mistake,
   * a valuation no longer needed); the cancellation email confirms it. Not audited: staff actions only.
   */
  async cancel(user: AuthUser, id: string): Promise<OrderView> {
    // A card payment not settled yet may have been paid: Stripe is asked first (paid: the cancellation is refused).
    await this.cards.settlePending(await this.own(user, id));
    const row = await this.repository.transaction(async (manager) => {
      const order = await this.own(user, id, manager);
      assertAwaitingPayment(order.status, 'cancel');
      await this.repository.cancel(manager, id, CANCELLED_BY_CLIENT_REASON, this.clock.now());
      const changed = (await this.repository.find(id, manager))!;
      await this.mails.cancelled(manager, changed);
      return changed;
    });
    return this.view(row);
  }

  async status(user: AuthUser, id: string): Promise<OrderView> {
    return this.view(await this.own(user, id));
  }

  /** The user's orders, newest first, in pages (default 20, at most 100 a page). */
  async mine(user: AuthUser, query: { page?: number; pageSize?: number }): Promise<ListResponse<OrderView>> {
    const { page, perPage, offset } = pageOf(query, 20);
    const { rows, total } = await this.repository.listOfUser(user.id, offset, perPage);
    return listResponse(
      rows.map((row) => this.view(row)),
      page,
      perPage,
      total,
    );
  }

  /** The order as its buyer sees it, with the payment methods offered now. */
  private view(row: OrderRow, redirectUrl: string | null = null): OrderView {
    return toOrderView(row, this.config.bankAccount, this.payments.methods(), redirectUrl);
  }

  /** Stores the order with the catalogue's prices and writes its proforma email to the outbox. */
  private async place(
    manager: EntityManager,
    user: AuthUser,
    product: OrderProduct,
    billing: BillingData,
    subject: Pick<Partial<OrderEntity>, 'listingId' | 'valuation'>,
  ): Promise<OrderRow> {
    // The buyer's VAT treatment (country, EU VAT number) decides the VAT: the same rule the invoice follows.
    const { netEur, vatEur, totalEur } = priceOf(product.netEur, vatTreatmentOf(billing));
    const id = await this.repository.insert(manager, {
      number: await this.repository.nextNumber(manager, yearOf(this.clock.now())),
      userId: user.id,
      kind: product.kind,
      product: product.id,
      status: 'awaiting_payment',
      netEur,
      vatEur,
      totalEur,
      currency: 'EUR',
      billing,
      listingId: subject.listingId ?? null,
      valuation: subject.valuation ?? null,
      paymentMethod: 'bank_transfer',
    });
    const row = (await this.repository.find(id, manager))!;
    await this.mails.created(manager, row);
    return row;
  }

  /** One of the user's orders (locked when read inside a transaction); anyone else's is not found. */
  private async own(user: AuthUser, id: string, manager?: EntityManager): Promise<OrderRow> {
    const order = await this.repository.find(id, manager, manager !== undefined);
    if (!order || order.userId !== user.id) throw AppException.notFound(ORDER_NOT_FOUND);
    return order;
  }

  /** The user's own listing that visitors see; someone else's (or none) is not found. */
  private promotable(user: AuthUser, listing: OrderListing | null): OrderListing {
    if (!listing || listing.ownerId !== user.id) throw AppException.notFound(LISTING_NOT_FOUND);
    if (!isPubliclyVisible(listing, this.clock.now())) throw AppException.validation([{ field: 'listingId', message: LISTING_NOT_PUBLISHED }]);
    return listing;
  }

  /** The open order to answer again (same package), none, or a refusal (another package). */
  private openOrder(listing: OrderListing, open: OrderRow | null, product: OrderProduct): OrderRow | null {
    if (!open) return null;
    if (open.product === product.id) return open;
    throw AppException.validation([
      {
        field: 'product',
        message: `Anunțul „${listing.title}” are deja comanda ${open.number} (${nameOf(ORDER_PRODUCTS, open.product)}) în așteptarea plății. Plătește-o sau scrie-ne dacă vrei alt pachet.`,
      },
    ]);
  }

  private assertVerified(user: AuthUser): void {
    if (!user.emailVerified) throw AppException.forbidden('Confirmă adresa de email înainte de a plasa o comandă.');
  }

  private takeLimit(user: AuthUser): Promise<void> {
    return this.counters.take([{ key: `order-user:${user.id}`, ...ORDER_LIMIT, message: ORDER_LIMIT_MESSAGE }]);
  }
}
