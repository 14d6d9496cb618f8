import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { nameOf } from '../../contracts/consulting.js';
import { countyName } from '../../contracts/counties.js';
import { countryName } from '../../contracts/countries.js';
import { formatNumber } from '../../contracts/format.js';
import { billingCountry, ORDER_PAYMENT_DUE_DAYS, ORDER_PRODUCTS, vatTreatmentOf } from '../../contracts/orders.js';
import { formatIban } from '../../contracts/iban.js';
import { MailService } from '../mail/mail.service.js';
import { formatDay, orderUrl, paymentDueAt } from './orders.mapper.js';
import type { OrderRow } from './order-row.js';

/** Who the proforma is made out to, on one line (abroad: VAT number or tax id, postal code, region and country). */
function buyerLine(row: OrderRow): string {
  const billing = row.billing;
  const country = billingCountry(billing);
  if (country !== 'RO') {
    return [
      billing.name,
      billing.vatId ? `cod TVA ${billing.vatId}` : null,
      billing.taxId ? `cod fiscal ${billing.taxId}` : null,
      billing.address,
      billing.postalCode ?? null,
      billing.city,
      billing.region ?? null,
      countryName(country),
    ]
      .filter(Boolean)
      .join(', ');
  }
  const county = countyName(billing.county);
  return [billing.name, billing.cui ? `CUI ${billing.cui}` : null, billing.regCom ?? null, billing.address, billing.city, county ? `jud. ${county}` : null]
    .filter(Boolean)
    .join(', ');
}

/** The VAT line's label on the proforma: the rate, or the treatment's mention ("0%, taxare inversă"). */
function vatLabel(row: OrderRow): string {
  const treatment = vatTreatmentOf(row.billing);
  if (!treatment.mention) return `${treatment.ratePercent}%`;
  return `${treatment.ratePercent ?? 0}%, ${treatment.mention.toLowerCase()}`;
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
    return this.proforma(manager, row, `order-created-${row.id}`);
  }

  /**
   * The proforma again, after the buyer completed or changed the order's billing data (its buyer, and
   * perhaps its VAT, changed): once per set of billing data (the job id names a digest of them).
   */
  billingChanged(manager: EntityManager, row: OrderRow): Promise<void> {
    const digest = createHash('sha256').update(JSON.stringify(row.billing)).digest('hex').slice(0, 16);
    return this.proforma(manager, row, `order-billing-${row.id}-${digest}`);
  }

  private proforma(manager: EntityManager, row: OrderRow, jobId: string): Promise<void> {
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
        netEur: formatNumber(row.netEur, { decimals: 2 }),
        vatEur: formatNumber(row.vatEur, { decimals: 2 }),
        vatRate: vatLabel(row),
        totalEur: formatNumber(row.totalEur, { decimals: 2 }),
        beneficiary: bank.beneficiary,
        bank: bank.bank,
        iban: formatIban(bank.iban),
        dueDays: String(ORDER_PAYMENT_DUE_DAYS),
        dueDate: formatDay(paymentDueAt(row.createdAt)),
        url: orderUrl(this.config.http.publicUrl, row.id),
      },
      { jobId, transaction: manager },
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
        totalEur: formatNumber(row.totalEur, { decimals: 2 }),
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
        totalEur: formatNumber(row.totalEur, { decimals: 2 }),
      },
      { jobId: `order-cancelled-${row.id}`, transaction: manager },
    );
  }
}
