import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { nameOf } from '../../contracts/consulting.js';
import { countyName } from '../../contracts/counties.js';
import { ORDER_PAYMENT_DUE_DAYS, ORDER_PRODUCTS, VAT_RATE } from '../../contracts/orders.js';
import { formatIban } from '../../contracts/iban.js';
import { MailService } from '../mail/mail.service.js';
import { formatDay, formatEur, orderUrl, paymentDueAt } from './orders.mapper.js';
import type { OrderRow } from './orders.repository.js';

/** Who the proforma is made out to, on one line. */
function buyerLine(row: OrderRow): string {
  const billing = row.billing;
  const county = countyName(billing.county);
  return [billing.name, billing.cui ? `CUI ${billing.cui}` : null, billing.regCom ?? null, billing.address, billing.city, county ? `jud. ${county}` : null]
    .filter(Boolean)
    .join(', ');
}

/** What the order is about: the listing's title, or the company to value. */
const subjectOf = (row: OrderRow): string => (row.kind === 'promotion' ? (row.listing?.title ?? 'anunț șters') : (row.valuation?.companyName ?? ''));

/**
 * The buyer's emails about an order, to the billing address. Each is written to the outbox in the
 * transaction of the change it announces (sent once it commits, never if it rolls back) under a job
 * id naming the order and the event, which is also its delivery-ledger key: each is sent once.
 */
@Injectable()
export class OrderMails {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  /** The proforma: amounts, bank transfer details (reference = the order number), due date, the order's page. */
  created(manager: EntityManager, row: OrderRow): Promise<void> {
    const bank = this.config.bankAccount;
    return this.mail.send(
      'order-created',
      row.billing.email,
      {
        fullName: row.user.fullName,
        orderNumber: row.number,
        productName: nameOf(ORDER_PRODUCTS, row.product),
        subject: subjectOf(row),
        kind: row.kind,
        buyer: buyerLine(row),
        netEur: formatEur(row.netEur),
        vatEur: formatEur(row.vatEur),
        vatRate: `${Math.round(VAT_RATE * 100)}%`,
        totalEur: formatEur(row.totalEur),
        beneficiary: bank.beneficiary,
        bank: bank.bank,
        iban: formatIban(bank.iban),
        dueDays: String(ORDER_PAYMENT_DUE_DAYS),
        dueDate: formatDay(paymentDueAt(row.createdAt)),
        url: orderUrl(this.config.http.publicUrl, row.id),
      },
      { jobId: `order-created-${row.id}`, transaction: manager },
    );
  }

  /** The payment is confirmed: the promotion's end (or why it did not start), or the valuation's next steps. */
  paid(manager: EntityManager, row: OrderRow): Promise<void> {
    return this.mail.send(
      'order-paid',
      row.billing.email,
      {
        fullName: row.user.fullName,
        orderNumber: row.number,
        productName: nameOf(ORDER_PRODUCTS, row.product),
        totalEur: formatEur(row.totalEur),
        kind: row.kind,
        subject: subjectOf(row),
        promotedUntil: row.promotedUntil ? formatDay(row.promotedUntil) : '',
        requestNumber: row.consultingRequestNumber ?? '',
        url: orderUrl(this.config.http.publicUrl, row.id),
      },
      { jobId: `order-paid-${row.id}`, transaction: manager },
    );
  }

  cancelled(manager: EntityManager, row: OrderRow): Promise<void> {
    return this.mail.send(
      'order-cancelled',
      row.billing.email,
      {
        fullName: row.user.fullName,
        orderNumber: row.number,
        productName: nameOf(ORDER_PRODUCTS, row.product),
        reason: row.cancelReason ?? '',
        url: orderUrl(this.config.http.publicUrl, row.id),
        refund: row.refundStatus === 'requested' ? 'card' : row.refundStatus === 'manual' ? 'manual' : '',
        totalEur: formatEur(row.totalEur),
      },
      { jobId: `order-cancelled-${row.id}`, transaction: manager },
    );
  }
}
