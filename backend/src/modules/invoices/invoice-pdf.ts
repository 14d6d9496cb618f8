import { romanianPdf } from '../../core/pdf/romanian-pdf.js';
import { countyName } from '../../contracts/counties.js';
import { countryName } from '../../contracts/countries.js';
import { formatNumber } from '../../contracts/format.js';
import { formatCents } from '../../contracts/format-money.js';
import { formatIban } from '../../contracts/iban.js';
import type { InvoiceDocument, InvoiceParty } from '../../contracts/invoices.js';

const PAYMENT_METHODS: Record<InvoiceDocument['paymentMethod'], string> = { card: 'card bancar', bank_transfer: 'ordin de plată (transfer bancar)' };

/** YYYY-MM-DD as 26.11.2026. */
export const formatIsoDay = (day: string): string => day.split('-').reverse().join('.');

const rate = (value: number): string => formatNumber(value, { decimals: 4 });
/** Cents as the table's columns show them, without the currency the header names: -1.234,50. */
const amount = (cents: number): string => formatNumber(cents / 100, { decimals: 2 });

/**
 * The rate the RON equivalents were computed at, as the document names it: BNR's with the day it is
 * BNR's for (which is not the issue day when BNR could not be read and its last rate was used), or
 * a rate the seller configured, never called BNR's.
 */
export function rateText(doc: Pick<InvoiceDocument, 'eurRonRate' | 'rateDate' | 'rateSource'>): string {
  if (doc.rateSource === 'fixed') return `la cursul de ${rate(doc.eurRonRate)} lei/EUR stabilit de emitent`;
  if (doc.rateSource === 'fallback') return `la cursul de ${rate(doc.eurRonRate)} lei/EUR stabilit de emitent (cursul BNR nu a putut fi citit la emitere)`;
  return `la cursul BNR de ${rate(doc.eurRonRate)} lei/EUR din ${formatIsoDay(doc.rateDate)}`;
}

function partyLines(party: InvoiceParty): string[] {
  if (party.country !== 'RO') {
    // Abroad: the VAT number of a company of another member state, or the company's own tax id; the address as that country writes it.
    return [
      party.vatId ? `Cod de TVA: ${party.vatId}` : null,
      party.taxId ? `Cod fiscal: ${party.taxId}` : null,
      `Adresa: ${party.address}`,
      [party.postalCode, party.city, party.region, countryName(party.country) ?? party.country].filter(Boolean).join(', '),
      party.email ? `Email: ${party.email}` : null,
    ].filter((line): line is string => line !== null);
  }
  const county = countyName(party.countyId);
  return [
    party.taxId ? `CUI/CIF: ${party.taxId}` : null,
    party.registrationNumber ? `Nr. Reg. Com.: ${party.registrationNumber}` : null,
    `Adresa: ${party.address}`,
    `${party.city}${county ? `, ${party.countyId === 41 ? 'Municipiul București' : `jud. ${county}`}` : ''}, România`,
    party.iban ? `IBAN: ${formatIban(party.iban)}` : null,
    party.bank ? `Banca: ${party.bank}` : null,
    party.email ? `Email: ${party.email}` : null,
    party.taxId || party.registrationNumber ? `Plătitor de TVA: ${party.vatPayer ? 'da' : 'nu'}` : null,
  ].filter((line): line is string => line !== null);
}

/** A line's VAT rate as the table prints it: "21%", "0% (TI)" for reverse charge, "—" outside Romanian VAT. */
function rateCell(line: InvoiceDocument['lines'][number]): string {
  if (line.vatCategory === 'AE') return '0% (TI)';
  if (line.vatCategory === 'O') return '—';
  return `${line.vatRate}%`;
}

/** The document as a PDF in Romanian (A4): seller and buyer, number and dates, lines with VAT, totals in EUR and RON. */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { pdf, bytes } = romanianPdf({
    size: 'A4',
    margin: 48,
    info: {
      Title: `${doc.kind === 'invoice' ? 'Factura' : 'Factura storno'} ${doc.number}`,
      Author: doc.seller.name,
      Subject: `Comanda ${doc.orderNumber}`,
      CreationDate: new Date(`${doc.issueDate}T12:00:00Z`),
    },
  });

  const left = 48;
  const width = pdf.page.width - 96;
  const isCredit = doc.kind === 'credit_note';

  pdf
    .font('bold')
    .fontSize(18)
    .text(isCredit ? 'FACTURĂ STORNO' : 'FACTURĂ', left, 48);
  pdf
    .font('regular')
    .fontSize(10)
    .text(`Seria și numărul: ${doc.number}`)
    .text(`Data emiterii: ${formatIsoDay(doc.issueDate)}`)
    .text(`Data scadenței: ${formatIsoDay(doc.dueDate)}`);
  pdf.text(`Moneda: EUR · Comanda: ${doc.orderNumber}`);
  if (doc.correctedInvoice)
    pdf
      .font('bold')
      .text(`Stornează factura ${doc.correctedInvoice.number} din ${formatIsoDay(doc.correctedInvoice.issueDate)}`)
      .font('regular');

  const partiesTop = pdf.y + 16;
  const columnWidth = width / 2 - 10;
  const block = (title: string, party: InvoiceParty, x: number): number => {
    pdf.font('bold').fontSize(11).text(title, x, partiesTop, { width: columnWidth });
    pdf.font('bold').fontSize(10).text(party.name, { width: columnWidth });
    pdf.font('regular').fontSize(9);
    for (const line of partyLines(party)) pdf.text(line, { width: columnWidth });
    return pdf.y;
  };
  const sellerBottom = block('Furnizor', doc.seller, left);
  const buyerBottom = block('Cumpărător', doc.buyer, left + width / 2 + 10);

  // Lines: no. | description | qty | unit price | net | VAT rate | VAT
  const columns = [
    { title: 'Nr.', width: 28, align: 'left' as const },
    { title: 'Denumirea produsului sau serviciului', width: width - 28 - 44 - 78 - 78 - 44 - 70, align: 'left' as const },
    { title: 'Cant.', width: 44, align: 'right' as const },
    { title: 'Preț unitar fără TVA (EUR)', width: 78, align: 'right' as const },
    { title: 'Valoare (EUR)', width: 78, align: 'right' as const },
    { title: 'Cota TVA', width: 44, align: 'right' as const },
    { title: 'TVA (EUR)', width: 70, align: 'right' as const },
  ];
  const row = (cells: string[], y: number, font: 'regular' | 'bold'): number => {
    pdf.font(font).fontSize(9);
    let x = left;
    let bottom = y;
    cells.forEach((cell, index) => {
      pdf.text(cell, x, y, { width: columns[index].width - 4, align: columns[index].align });
      bottom = Math.max(bottom, pdf.y);
      x += columns[index].width;
    });
    return bottom + 4;
  };
  let y = Math.max(sellerBottom, buyerBottom) + 20;
  y = row(
    columns.map((column) => column.title),
    y,
    'bold',
  );
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 4;
  doc.lines.forEach((line, index) => {
    y = row(
      [String(index + 1), line.description, String(line.quantity), amount(line.unitPriceCents), amount(line.netCents), rateCell(line), amount(line.vatCents)],
      y,
      'regular',
    );
  });
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();

  const vatRates = doc.vatMention ? doc.vatMention.text.toLowerCase() : `${[...new Set(doc.lines.map((line) => line.vatRate))].join('%, ')}%`;
  pdf
    .font('regular')
    .fontSize(10)
    .text(`Total fără TVA: ${formatCents(doc.netCents, 'EUR', 'code')}`, left, y + 10, { width, align: 'right' });
  pdf.text(`TVA (${vatRates}): ${formatCents(doc.vatCents, 'EUR', 'code')}`, { width, align: 'right' });
  pdf
    .font('bold')
    .fontSize(12)
    .text(`${isCredit ? 'Total stornat' : 'Total de plată'}: ${formatCents(doc.totalCents, 'EUR', 'code')}`, { width, align: 'right' });
  pdf
    .font('regular')
    .fontSize(9)
    .text(`Echivalent în lei: ${formatCents(doc.totalRonCents, 'RON')}, din care TVA ${formatCents(doc.vatRonCents, 'RON')}, ${rateText(doc)}.`, {
      width,
      align: 'right',
    });

  pdf.moveDown(1.5);
  pdf
    .font('regular')
    .fontSize(9)
    .text(`Modalitate de plată: ${PAYMENT_METHODS[doc.paymentMethod]}${isCredit ? '' : ' — achitată'}.`, left, pdf.y, { width });
  // The mention the Fiscal Code requires when the buyer pays the VAT (art. 319 alin. (20)), or why there is none.
  if (doc.vatMention) pdf.font('bold').text(`${doc.vatMention.text} (${doc.vatMention.legalBasis}).`, { width }).font('regular');
  if (doc.note) pdf.text(`Mențiuni: ${doc.note}`, { width });
  pdf.text('Factura este valabilă fără semnătură și ștampilă.', { width });
  pdf.end();
  return bytes;
}
