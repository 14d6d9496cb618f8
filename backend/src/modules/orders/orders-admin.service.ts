import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { AuditAction, DashboardResponse } from '../../contracts/admin.js';
import { nameOf } from '../../contracts/consulting.js';
import type { StaffRole } from '../../contracts/lists.js';
import type { ListResponse } from '../../contracts/listings.js';
import { ORDER_PAYMENT_DUE_DAYS, ORDER_PRODUCTS, productById, type AdminOrderView, type PaymentMethod } from '../../contracts/orders.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { Clock } from '../../core/clock/clock.js';
import { AppException } from '../../core/errors/app.exception.js';
import { listResponse, pageOf } from '../../core/http/pagination.js';
import { AuditService } from '../audit/audit.service.js';
import { ConsultingService } from '../consulting/consulting.service.js';
import { ListingPromotionService } from '../listing-core/listing-promotion.service.js';
import type { OrderAdminQueryDto } from './dto/orders-admin.dto.js';
import { OrderMails } from './order-mails.js';
import { assertAwaitingPayment, assertCancellableByStaff, assertInvoiceable } from './order-status.js';
import type { OrderEntity } from './order.entity.js';
import { formatDay, orderAuditSnapshot, toAdminOrderView } from './orders.mapper.js';
import type { OrderRow } from './order-row.js';
import { OrdersRepository } from './orders.repository.js';
import { PaymentProviders } from './payments/payment-providers.js';
import { InvoicesService } from '../invoices/invoices.service.js';
import { ValuationReportsService } from '../valuation-reports/valuation-reports.service.js';

/** How an order was paid, as the "order paid" path records it. */
export interface PaidWith {
  method: PaymentMethod;
  /** Bank transfer: the statement reference staff typed; card: Stripe's payment intent id. */
  paymentReference: string;
  stripePaymentIntentId?: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Every order paid since invoices exist (the Invoices migration, 1764850000000) has its invoice, or
 * gets it from the daily sweep; orders paid before then never had one and are left alone.
 */
const INVOICES_SINCE = new Date(1764850000000);
/** The staff roles that read orders (the routes and the dashboard card); only admins decide on them. */
export const ORDER_READERS: readonly StaffRole[] = ['admin', 'consultant'];
/** The reason the daily schedule gives the buyer of an order left unpaid. */
export const PAYMENT_OVERDUE_REASON = 'Termenul de plată a expirat.';

/**
 * The staff side of orders: admins and consultants read them; admins confirm a payment (which
 * applies the order) or cancel an order (a paid one is refunded), each in one transaction with its
 * audit entry and the buyer's email (outbox). The daily schedule cancels orders left unpaid. The
 * "order paid" and "order cancelled" paths are one function each (`applyPaidOrder`, `cancelOrder`),
 * shared with the card webhook.
 */
@Injectable()
export class OrdersAdminService {
  private readonly logger = new Logger(OrdersAdminService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: OrdersRepository,
    private readonly listings: ListingPromotionService,
    private readonly consulting: ConsultingService,
    private readonly audit: AuditService,
    private readonly mails: OrderMails,
    private readonly payments: PaymentProviders,
    private readonly invoices: InvoicesService,
    private readonly valuationReports: ValuationReportsService,
    private readonly clock: Clock,
    private readonly moduleRef: ModuleRef,
  ) {}

  async list(query: OrderAdminQueryDto): Promise<ListResponse<AdminOrderView>> {
    const { page, perPage, offset } = pageOf(query, 25);
    const { rows, total } = await this.repository.listForStaff({
      status: query.status,
      kind: query.kind,
      q: query.q || undefined,
      sort: query.sort ?? 'newest',
      offset,
      limit: perPage,
    });
    return listResponse(
      rows.map((row) => this.view(row)),
      page,
      perPage,
      total,
    );
  }

  async get(id: string): Promise<AdminOrderView> {
    const row = await this.repository.find(id);
    if (!row) throw this.notFound();
    return this.view(row);
  }

  /**
   * Confirms the bank transfer and applies the order, all or nothing: a promotion promotes its
   * listing until max(now, its current promotion end) + the package's days (a listing no longer
   * published is not promoted: the order is still paid, `promotedUntil` stays null and the buyer is
   * told); a valuation opens a consulting request (topic valuation) for the consultants. Refused
   * (400 on `billing.city`) while the order's billing data cannot be invoiced: a București address
   * saved without its sector is completed by the buyer on the order page first (staff do not guess a
   * buyer's address; the invoice, once issued, is never edited).
   */
  async markPaid(actor: AuthUser, id: string, paymentReference: string): Promise<AdminOrderView> {
    // BNR is asked (if at all) before the transaction: the payment never waits for it nor fails with it.
    await this.invoices.prepareRate();
    await this.settleCard(id);
    return this.act(actor, id, 'order.mark_paid', async (order, manager) => {
      assertAwaitingPayment(order.status, 'mark-paid');
      assertInvoiceable(order.billing, 'staff');
      await this.applyPaidOrder(manager, order, { method: 'bank_transfer', paymentReference });
    });
  }

  /**
   * The one "order paid" path, for a bank transfer staff confirm and for a card payment Stripe's
   * webhook confirms: inside the caller's transaction, with the order row locked and still waiting
   * for payment, it records the payment and applies the order (a promotion promotes its listing until
   * max(now, its current promotion end) + the package's days; a listing no longer published is not
   * promoted: the order is still paid, `promotedUntil` stays null and the buyer is told; a valuation
   * opens a consulting request for the consultants), issues the invoice, then writes the buyer's
   * email to the outbox. Answers the order as changed. Nothing here asks an outside service: callers
   * call `InvoicesService.prepareRate` before their transaction, and when no EUR/RON rate is known at
   * all the order is paid anyway and its invoice comes from the daily sweep (`issueMissingInvoices`).
   */
  async applyPaidOrder(manager: EntityManager, order: OrderRow, payment: PaidWith): Promise<OrderRow> {
    const now = this.clock.now();
    const changes: Partial<OrderEntity> = {
      status: 'paid',
      paidAt: now,
      paymentMethod: payment.method,
      paymentReference: payment.paymentReference,
      paymentFlag: null,
      paymentFlagMessage: null,
    };
    if (payment.stripePaymentIntentId) changes.stripePaymentIntentId = payment.stripePaymentIntentId;
    if (order.kind === 'promotion') {
      const days = productById(order.product)?.promotionDays ?? 0;
      changes.promotedUntil = order.listingId ? await this.listings.extendPromotion(manager, order.listingId, days, now) : null;
      if (!changes.promotedUntil) this.logger.warn(`Order ${order.number} paid, but listing ${order.listingId ?? '(deleted)'} is not published: not promoted`);
    } else {
      changes.consultingRequestId = (await this.openValuationRequest(manager, order, now)).id;
      // The consultants' report workspace, once per order (a second "paid" run finds the first).
      await this.valuationReports.openForOrder(manager, { ...order, consultingRequestId: changes.consultingRequestId });
    }
    await this.repository.update(manager, order.id, changes);
    // The fiscal invoice, once per order (emailed with its PDF after the commit); null: no rate known yet, issued by the daily sweep.
    await this.invoices.issueInvoice(manager, (await this.repository.find(order.id, manager))!);
    const paid = (await this.repository.find(order.id, manager))!;
    await this.mails.paid(manager, paid);
    return paid;
  }

  /** Cancels an order waiting for payment, or a paid one (its money goes back); the buyer gets the reason. */
  async cancel(actor: AuthUser, id: string, reason: string): Promise<AdminOrderView> {
    await this.settleCard(id);
    return this.act(actor, id, 'order.cancel', async (order, manager) => {
      assertCancellableByStaff(order.status);
      await this.cancelOrder(manager, order, reason, this.clock.now());
    });
  }

  /**
   * The one "order cancelled" path of staff and of the daily schedule: inside the caller's
   * transaction, with the order row locked. A paid order's money goes back through the provider it
   * was paid with (card: a Stripe refund, made once per order; transfer: marked to be refunded by
   * hand). Then the order is cancelled with `reason` and the buyer's email written to the outbox.
   * Answers the order as changed.
   */
  async cancelOrder(manager: EntityManager, order: OrderRow, reason: string, at: Date): Promise<OrderRow> {
    if (order.status === 'paid') {
      const refund = await this.payments.of(order.paymentMethod).refund(order);
      await this.repository.update(manager, order.id, { refundStatus: refund.status, refundReference: refund.reference });
      // The promotion it paid for ends, and its invoice is cancelled by a credit note (storno).
      if (order.kind === 'promotion' && order.listingId && order.promotedUntil) {
        await this.listings.withdrawPromotion(manager, order.listingId, productById(order.product)?.promotionDays ?? 0, at);
        await this.repository.update(manager, order.id, { promotedUntil: null });
      }
      await this.invoices.issueCreditNote(manager, order, reason);
    }
    await this.repository.cancel(manager, order.id, reason, at);
    const cancelled = (await this.repository.find(order.id, manager))!;
    await this.mails.cancelled(manager, cancelled);
    return cancelled;
  }

  /**
   * The daily schedule: orders still waiting for payment placed ORDER_PAYMENT_DUE_DAYS or more
   * before `at` are cancelled with PAYMENT_OVERDUE_REASON, each in its own transaction with the
   * buyer's email. An order paid or cancelled meanwhile is left as it is. Answers the cancelled ids.
   */
  async cancelOverdue(at: Date): Promise<string[]> {
    const due = await this.repository.awaitingSince(new Date(at.getTime() - ORDER_PAYMENT_DUE_DAYS * DAY_MS));
    const cancelled: string[] = [];
    for (const id of due) {
      const done = await this.repository.transaction(async (manager) => {
        const order = await this.repository.find(id, manager, true);
        if (!order || order.status !== 'awaiting_payment') return false;
        await this.cancelOrder(manager, order, PAYMENT_OVERDUE_REASON, at);
        return true;
      });
      if (done) cancelled.push(id);
    }
    return cancelled;
  }

  /**
   * The daily sweep's second part: paid orders still without their invoice (paid while no EUR/RON
   * rate was known: BNR unreachable and no fallback configured) get it now, BNR asked first even if
   * it just failed, each in its own transaction with the order row locked. An order cancelled
   * meanwhile is left alone. Answers how many were issued and how many still wait for a rate.
   */
  async issueMissingInvoices(): Promise<{ issued: number; waiting: number }> {
    const ids = await this.repository.paidWithoutInvoice(INVOICES_SINCE);
    if (!ids.length) return { issued: 0, waiting: 0 };
    await this.invoices.prepareRate({ force: true });
    const result = { issued: 0, waiting: 0 };
    for (const id of ids) {
      const outcome = await this.repository.transaction(async (manager) => {
        const order = await this.repository.find(id, manager, true);
        if (!order || order.status !== 'paid') return 'skipped';
        return (await this.invoices.issueInvoice(manager, order)) ? 'issued' : 'waiting';
      });
      if (outcome !== 'skipped') result[outcome]++;
    }
    return result;
  }

  /** Orders waiting for payment, and paid in the 30 days before `now` (the dashboard). */
  counts(now: Date): Promise<NonNullable<DashboardResponse['orders']>> {
    return this.repository.counts(new Date(now.getTime() - 30 * DAY_MS));
  }

  /**
   * A card payment of the order not settled yet is settled with Stripe before staff act on it (a
   * paid session pays the order, which the action then finds no longer waiting). `CardPayments`
   * applies payments through this service, so it is looked up when needed rather than injected (and
   * imported then: a static import would make the two modules import each other).
   */
  private async settleCard(id: string): Promise<void> {
    if (!(await this.repository.cardPending(id))) return;
    const order = (await this.repository.find(id))!;
    const { CardPayments } = await import('./payments/card-payments.service.js');
    await this.moduleRef.get(CardPayments, { strict: false }).settlePending(order);
  }

  /** One locked change of an order (which emails the buyer), audited (before and after), in one transaction. */
  private async act(
    actor: AuthUser,
    id: string,
    action: AuditAction,
    work: (order: OrderRow, manager: EntityManager) => Promise<void>,
  ): Promise<AdminOrderView> {
    const after = await this.repository.transaction(async (manager) => {
      const before = await this.repository.find(id, manager, true);
      if (!before) throw this.notFound();
      await work(before, manager);
      const changed = (await this.repository.find(id, manager))!;
      await this.audit.record(manager, {
        actor,
        action,
        entityType: 'order',
        entityId: id,
        before: orderAuditSnapshot(before),
        after: orderAuditSnapshot(changed),
      });
      return changed;
    });
    return this.view(after);
  }

  /** The consulting request the consultants work the valuation in: the buyer as requester, linked to their account. */
  private openValuationRequest(manager: EntityManager, order: OrderRow, paidAt: Date): Promise<{ id: string; number: string }> {
    const valuation = order.valuation!;
    const product = nameOf(ORDER_PRODUCTS, order.product);
    const message = [
      `Comanda ${order.number} (${product}), plătită pe ${formatDay(paidAt)}.`,
      `Firma de evaluat: ${valuation.companyName}${valuation.companyCui ? ` (CUI ${valuation.companyCui})` : ''}.`,
      `Facturare: ${order.billing.name}${order.billing.cui ? `, CUI ${order.billing.cui}` : ''}.`,
      ...(valuation.notes ? ['', 'Notele clientului:', valuation.notes] : []),
    ].join('\n');
    return this.consulting.openWithin(
      manager,
      {
        kind: 'consulting',
        topic: 'valuation',
        requester: {
          fullName: order.user.fullName.slice(0, 100),
          email: order.billing.email,
          phone: order.billing.phone,
          companyName: valuation.companyName,
          cui: valuation.companyCui ?? undefined,
        },
        message,
        answers: { orderId: order.id, orderNumber: order.number, product: order.product, companyName: valuation.companyName, companyCui: valuation.companyCui },
      },
      order.userId,
    );
  }

  private view(row: OrderRow): AdminOrderView {
    return toAdminOrderView(row, this.config.bankAccount, this.payments.methods());
  }

  private notFound(): AppException {
    return AppException.notFound('Comanda nu există.');
  }
}
