import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { nameOf } from '../../contracts/consulting.js';
import type { InvoiceDocument, InvoiceKind, InvoiceLine, InvoiceParty } from '../../contracts/invoices.js';
import { billingCountry, ORDER_PRODUCTS, productById, vatTreatmentOf } from '../../contracts/orders.js';
import { hasAnyRole, type AuthUser } from '../../core/auth/auth-user.js';
import { assertPortsRegistered } from '../../core/boot/required-ports.js';
import { Clock } from '../../core/clock/clock.js';
import { AppException } from '../../core/errors/app.exception.js';
import { STORAGE_DRIVER, type StorageDriver, type StoredObject } from '../../core/storage/storage-driver.js';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { Outbox } from '../../core/queue/outbox.js';
import { BUCHAREST_COUNTY_ID, bucharestSector } from '../../contracts/counties.js';
import { MailService } from '../mail/mail.service.js';
import type { OrderRow } from '../orders/order-row.js';
import { ExchangeRates, type EurRonRate } from './exchange-rates.js';
import { formatNumber } from '../../contracts/format.js';
import { formatIsoDay, renderInvoicePdf } from './invoice-pdf.js';
import type { InvoiceGatePort, InvoiceIssuedListener, InvoiceXmlPort } from './invoice-ports.js';
import { romanianDay } from '../../core/clock/romanian-day.js';
import { INVOICE_SERIES, invoiceLine, invoiceNumber, sellerTaxId, stornoOf, toCents, totalsOf, vatMentionOf } from './invoice-rules.js';
import { InvoicesRepository, type InvoiceRow } from './invoices.repository.js';

/**
 * The buyer's locality as invoices name it: in București (county 41) the sector, when the billing
 * data names it in the city or the address ("Sector 3", "sectorul 3"); otherwise the city as typed.
 */
export function localityOf(billing: Pick<OrderRow['billing'], 'county' | 'city' | 'address'>): string {
  if (billing.county !== BUCHAREST_COUNTY_ID) return billing.city;
  // (București is county 41 of Romania: an address abroad has no county.)
  const sector = bucharestSector(billing.city) ?? bucharestSector(billing.address);
  return sector ? `Sector ${sector}` : billing.city;
}

/** The staff roles that read every invoice (as they read every order). */
const INVOICE_READERS = ['admin', 'consultant'] as const;

/** A document opened for download. */
export interface InvoiceFile extends StoredObject {
  fileName: string;
  contentType: string;
}

/**
 * Fiscal invoices and credit notes. `issueInvoice` runs inside the transaction that marks an order
 * paid, `issueCreditNote` inside the one that cancels a paid order: each takes the next number of its
 * series (a locked counter, no gaps), stores the document as issued and writes to the outbox the job
 * that, after the commit, stores its PDF and emails it to the buyer (once). Both are
 * idempotent per order: the order's existing document is answered instead of a second one.
 */
@Injectable()
export class InvoicesService implements OnApplicationBootstrap {
  private readonly logger = new Logger(InvoicesService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: InvoicesRepository,
    private readonly rates: ExchangeRates,
    private readonly mail: MailService,
    private readonly outbox: Outbox,
    private readonly clock: Clock,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  private xmlPort: InvoiceXmlPort | null = null;
  private gate: InvoiceGatePort | null = null;
  private readonly listeners: InvoiceIssuedListener[] = [];

  /** The e-Factura module registers its XML generator here (at module init). */
  provideXml(port: InvoiceXmlPort): void {
    this.xmlPort = port;
  }

  /** The e-Factura module registers the official rules' gate here (at module init): no document is handed over without it. */
  provideGate(gate: InvoiceGatePort): void {
    this.gate = gate;
  }

  /** Both ports are required: boot fails when the e-Factura module did not register them. */
  onApplicationBootstrap(): void {
    assertPortsRegistered(InvoicesService.name, { InvoiceXmlPort: this.xmlPort, InvoiceGatePort: this.gate });
  }

  /** Told of each document inside the transaction issuing it (e.g. the e-Factura module queues its upload). */
  addIssuedListener(listener: InvoiceIssuedListener): void {
    this.listeners.push(listener);
  }

  /**
   * Before an "order paid" transaction opens: BNR's rate of today read and kept when BNR answers and
   * it was not read today (at most 4 s; never throws), so the invoice issued inside the transaction
   * finds it without asking BNR while rows are locked. `force`: ask BNR even right after it failed.
   */
  prepareRate(options: { force?: boolean } = {}): Promise<boolean> {
    return this.rates.refresh(romanianDay(this.clock.now()), options);
  }

  /**
   * The invoice of a paid order (the order row locked by the caller's transaction); its existing
   * invoice when it has one. The EUR/RON rate is the one known without asking BNR (ExchangeRates.known:
   * read today, BNR's last kept, or the configured fallback; call `prepareRate` before the
   * transaction). Null, nothing issued, when no rate is known at all (production without a fallback
   * before BNR ever answered): the order stays paid and the daily orders sweep issues it later.
   * `notify: false` issues it without emailing the buyer and `rate` gives the EUR/RON rate (both for
   * the demo data only; its source defaults to `fixed`).
   */
  async issueInvoice(
    manager: EntityManager,
    order: OrderRow,
    options: { notify?: boolean; rate?: Omit<EurRonRate, 'source'> & { source?: EurRonRate['source'] } } = {},
  ): Promise<InvoiceRow | null> {
    const existing = await this.repository.invoiceOfOrder(manager, order.id);
    if (existing) return existing;
    const issuedAt = this.clock.now();
    const issueDate = romanianDay(issuedAt);
    const rate = options.rate ? { source: 'fixed' as const, ...options.rate } : await this.rates.known(issueDate, manager);
    if (!rate) {
      this.logger.warn(
        `Order ${order.number} is paid but no EUR/RON rate is known yet (BNR unreachable, no fallback configured): its invoice waits for the daily orders sweep`,
      );
      return null;
    }
    // The VAT treatment the order was priced with: decided by its billing data, by the one rule of the orders contract.
    const treatment = vatTreatmentOf(order.billing);
    const lines = [invoiceLine(this.lineDescription(order), 1, toCents(order.netEur), treatment)];
    const totals = totalsOf(lines, rate.rate);
    if (totals.totalCents !== toCents(order.totalEur))
      this.logger.warn(`Order ${order.number}: invoice total ${totals.totalCents} differs from the order's ${order.totalEur} EUR`);
    return this.issue(manager, order, 'invoice', issuedAt, null, options.notify !== false, (number) => ({
      kind: 'invoice',
      number,
      issueDate,
      dueDate: issueDate,
      currency: 'EUR',
      seller: this.seller(),
      buyer: this.buyer(order),
      lines,
      ...totals,
      eurRonRate: rate.rate,
      rateDate: rate.date,
      rateSource: rate.source,
      orderNumber: order.number,
      paymentMethod: order.paymentMethod === 'card' ? 'card' : 'bank_transfer',
      note: null,
      vatMention: vatMentionOf(treatment),
    }));
  }

  /**
   * The credit note (storno) of a paid order being cancelled: the invoice's lines negated at the
   * invoice's EUR/RON rate, referencing it, with `reason`. Null when the order has no invoice; the existing credit note when it has one.
   */
  async issueCreditNote(manager: EntityManager, order: OrderRow, reason: string): Promise<InvoiceRow | null> {
    const invoice = await this.repository.invoiceOfOrder(manager, order.id);
    if (!invoice) {
      this.logger.warn(`Order ${order.number} cancelled after payment without an invoice: no credit note`);
      return null;
    }
    const existing = await this.repository.creditNoteOf(manager, invoice.id);
    if (existing) return existing;
    const issuedAt = this.clock.now();
    const issueDate = romanianDay(issuedAt);
    // An adjustment of the taxable base keeps the exchange rate of the original operation (Fiscal
    // Code): the credit note cancels the invoice exactly, in RON too.
    const { eurRonRate, rateDate } = invoice.document;
    return this.issue(manager, order, 'credit_note', issuedAt, invoice.id, true, (number) =>
      stornoOf(invoice.document, { number, issueDate, eurRonRate, rateDate, note: `Anularea comenzii ${order.number}: ${reason}` }),
    );
  }

  /**
   * The PDF of a document, for its buyer once it passed the official rules, and for admins and
   * consultants (a document not passed yet is made for them without being stored); 404 for anyone else.
   */
  async openPdf(user: AuthUser, id: string): Promise<InvoiceFile> {
    const invoice = await this.readable(user, id);
    const fileName = `${invoice.number}.pdf`;
    if (!(await this.passed(user, invoice))) {
      const pdf = await renderInvoicePdf(invoice.document);
      const { Readable } = await import('node:stream');
      return { stream: Readable.from([pdf]), size: pdf.length, fileName, contentType: 'application/pdf' };
    }
    const stored = await this.storedPdf(invoice);
    return { ...stored, fileName, contentType: 'application/pdf' };
  }

  /** The RO e-Factura XML of a document (stored, or made by the e-Factura module); 404 while there is none, or while the buyer may not have it yet. */
  async openXml(user: AuthUser, id: string): Promise<InvoiceFile> {
    const invoice = await this.readable(user, id);
    await this.passed(user, invoice);
    const fileName = `${invoice.number}.xml`;
    if (invoice.xmlKey) {
      const stored = await this.storage.get(invoice.xmlKey);
      if (stored) return { ...stored, fileName, contentType: 'application/xml' };
    }
    const xml = await this.xmlPort!.xmlOf(invoice);
    if (!xml) throw AppException.notFound('XML-ul e-Factura al acestei facturi nu este încă disponibil.');
    const { Readable } = await import('node:stream');
    return { stream: Readable.from([xml]), size: xml.length, fileName, contentType: 'application/xml' };
  }

  /**
   * The document's stored PDF; made from the document and stored when it is not there yet (its job
   * has not run, or storage lost it): the same document always makes the same PDF.
   */
  private async storedPdf(invoice: InvoiceRow): Promise<StoredObject> {
    const stored = await this.storage.get(invoice.pdfKey);
    if (stored) return stored;
    await this.storage.put(invoice.pdfKey, await renderInvoicePdf(invoice.document), 'application/pdf');
    const made = await this.storage.get(invoice.pdfKey);
    if (!made) throw new Error(`Invoice PDF ${invoice.pdfKey} was stored but cannot be read`);
    return made;
  }

  /**
   * Whether the document passed the official rules (checked now if it was not yet and the rules are
   * ready). The buyer gets a 404 „în pregătire” otherwise; staff may read it (false: not to be stored).
   */
  private async passed(user: AuthUser, invoice: InvoiceRow): Promise<boolean> {
    const status = invoice.rulesStatus === 'pending' ? (await this.gate!.verdict(invoice.id, { wait: false })).status : invoice.rulesStatus;
    if (status === 'passed') return true;
    if (!hasAnyRole(user, ...INVOICE_READERS)) throw AppException.notFound('Factura este în pregătire și va fi disponibilă în curând.');
    return false;
  }

  /** One document, for the order's buyer and for staff who read orders; a 404 for everyone else (its existence is not told). */
  private async readable(user: AuthUser, id: string): Promise<InvoiceRow> {
    const invoice = await this.repository.find(id);
    if (!invoice || (invoice.userId !== user.id && !hasAnyRole(user, ...INVOICE_READERS))) throw AppException.notFound('Factura nu există.');
    return invoice;
  }

  private async issue(
    manager: EntityManager,
    order: OrderRow,
    kind: InvoiceKind,
    issuedAt: Date,
    correctedInvoiceId: string | null,
    notify: boolean,
    compose: (number: string) => InvoiceDocument,
  ): Promise<InvoiceRow> {
    const series = INVOICE_SERIES[kind];
    const year = Number(romanianDay(issuedAt).slice(0, 4));
    // From here until the commit the series' counter row is locked: keep the work short (the PDF is made by a job after the commit).
    const sequence = await this.repository.nextSequence(manager, series, year);
    const number = invoiceNumber(series, year, sequence);
    const document = compose(number);
    const id = randomUUID();
    const pdfKey = `invoices/${year}/${id}.pdf`;
    await this.repository.insert(manager, {
      id,
      kind,
      series,
      year,
      sequence,
      number,
      orderId: order.id,
      userId: order.userId,
      correctedInvoiceId,
      issuedAt,
      document,
      pdfKey,
    });
    await this.outbox.add(manager, JobName.PrepareInvoiceDocument, { invoiceId: id, notify }, `invoice-document-${id}`);
    const row = (await this.repository.find(id, manager))!;
    for (const listener of this.listeners) await listener.issued(manager, row);
    return row;
  }

  /**
   * After the commit: the document checked against the official e-Factura rules (the gate, waiting
   * for the rules when they are not compiled yet; a run that cannot check is retried), then its PDF,
   * made once from the stored document (the same document always makes the same PDF), then the
   * buyer's email with it attached (once: its job id is also its delivery-ledger key). A document
   * failing the rules gets neither (staff see it in the console's e-Factura screen). Run again, it
   * finds the verdict recorded, the PDF stored and the email sent.
   */
  @HandlesJob(JobName.PrepareInvoiceDocument)
  async prepareDocument({ invoiceId, notify }: JobPayloads[JobName.PrepareInvoiceDocument]): Promise<JobResult> {
    const invoice = await this.repository.find(invoiceId);
    if (!invoice) return 'skipped';
    const { status } = await this.gate!.verdict(invoice.id, { wait: true });
    if (status !== 'passed') {
      this.logger.warn(`Invoice ${invoice.number} fails the official e-Factura rules: neither stored as PDF nor emailed to the buyer`);
      return 'done';
    }
    if (!(await this.storage.exists(invoice.pdfKey))) await this.storage.put(invoice.pdfKey, await renderInvoicePdf(invoice.document), 'application/pdf');
    const order = await this.repository.orderContact(invoice.orderId);
    if (notify && order) await this.sendToBuyer(order, invoice);
    return 'done';
  }

  /** The document's email to the billing address with its PDF attached (once: `invoice-issued-<id>`). */
  private sendToBuyer(order: { id: string; number: string; email: string; fullName: string }, invoice: InvoiceRow): Promise<void> {
    const { id, kind, number, document, pdfKey } = invoice;
    return this.mail.send(
      'invoice-issued',
      order.email,
      {
        fullName: order.fullName,
        kind,
        number,
        orderNumber: order.number,
        issueDate: formatIsoDay(document.issueDate),
        totalEur: formatNumber(document.totalCents / 100, { decimals: 2 }),
        url: `${this.config.http.publicUrl}/plata/comanda/${order.id}`,
      },
      { jobId: `invoice-issued-${id}`, attachments: [{ key: pdfKey, filename: `${number}.pdf` }] },
    );
  }

  private lineDescription(order: OrderRow): string {
    const product = nameOf(ORDER_PRODUCTS, order.product);
    if (order.kind === 'valuation') return `${product}${order.valuation ? ` — ${order.valuation.companyName}` : ''}`;
    const days = productById(order.product)?.promotionDays;
    return `Pachet de promovare „${product}”${days ? ` (${days} de zile)` : ''}${order.listing ? ` — anunțul „${order.listing.title}”` : ''}`;
  }

  private seller(): InvoiceParty {
    const seller = this.config.invoices.seller;
    return {
      name: seller.name,
      taxId: sellerTaxId(seller.cui, seller.vatPayer),
      registrationNumber: seller.regCom,
      vatPayer: seller.vatPayer,
      address: seller.address,
      countyId: seller.countyId,
      city: seller.city,
      country: 'RO',
      email: null,
      iban: seller.iban,
      bank: seller.bank,
    };
  }

  private buyer(order: OrderRow): InvoiceParty {
    const billing = order.billing;
    const company = billing.type === 'company';
    const country = billingCountry(billing);
    if (country !== 'RO') {
      return {
        name: billing.name,
        taxId: company ? (billing.taxId ?? null) : null,
        registrationNumber: null,
        // A company of another member state is identified for VAT by the number it gave (BT-48).
        vatPayer: company && Boolean(billing.vatId),
        vatId: company ? (billing.vatId ?? null) : null,
        address: billing.address,
        countyId: null,
        city: billing.city,
        country,
        region: billing.region ?? null,
        postalCode: billing.postalCode ?? null,
        email: billing.email,
      };
    }
    const taxId = company && billing.cui ? billing.cui.replace(/\s+/g, '').toUpperCase() : null;
    return {
      name: billing.name,
      taxId,
      registrationNumber: company ? (billing.regCom ?? null) : null,
      // As ANAF's registry said when the order was placed (scpTVA); never guessed from a prefix.
      vatPayer: company && billing.vatPayer === true,
      address: billing.address,
      countyId: billing.county ?? null,
      city: localityOf(billing),
      country: 'RO',
      email: billing.email,
    };
  }
}

export type { InvoiceLine };
