import { romanianDay } from '../../core/clock/romanian-day.js';
import { OUTSIDE_ROMANIAN_VAT, REVERSE_CHARGE, STANDARD_VAT_TREATMENT } from '../../contracts/orders.js';
import { invoiceLine, invoiceNumber, STANDARD_VAT, stornoOf, totalsOf, vatMentionOf } from './invoice-rules.js';
import type { InvoiceDocument } from '../../contracts/invoices.js';

describe('invoice rules', () => {
  it('numbers a series per year with six digits', () => {
    expect(invoiceNumber('RAF', 2026, 1)).toBe('RAF-2026-000001');
    expect(invoiceNumber('RAF-S', 2027, 123456)).toBe('RAF-S-2027-123456');
  });

  it('takes 21% VAT per line and adds the RON equivalent', () => {
    const line = invoiceLine('Raport de evaluare', 1, 29000);
    expect(line).toEqual({
      description: 'Raport de evaluare',
      quantity: 1,
      unitPriceCents: 29000,
      netCents: 29000,
      vatRate: 21,
      vatCents: 6090,
      vatCategory: 'S',
    });
    expect(totalsOf([line], 5.0873)).toEqual({ netCents: 29000, vatCents: 6090, totalCents: 35090, totalRonCents: 178513, vatRonCents: 30982 });
    // The contract's standard treatment is the rate of the Fiscal Code kept here with its source.
    expect(STANDARD_VAT_TREATMENT.ratePercent).toBe(STANDARD_VAT.rate);
  });

  it('takes no VAT on a reverse-charged line nor on one outside Romanian VAT, with the mention the document carries', () => {
    expect(invoiceLine('Raport', 1, 29000, REVERSE_CHARGE)).toMatchObject({ vatRate: 0, vatCents: 0, vatCategory: 'AE' });
    expect(invoiceLine('Raport', 1, 29000, OUTSIDE_ROMANIAN_VAT)).toMatchObject({ vatRate: 0, vatCents: 0, vatCategory: 'O' });
    expect(vatMentionOf(REVERSE_CHARGE)).toEqual({ text: 'Taxare inversă', legalBasis: expect.stringContaining('art. 319 alin. (20)') });
    expect(vatMentionOf(OUTSIDE_ROMANIAN_VAT)).toEqual({ text: 'Neimpozabil în România', legalBasis: expect.stringContaining('alin. (5) lit. h)') });
    expect(vatMentionOf(STANDARD_VAT_TREATMENT)).toBeNull();
  });

  it('makes a credit note of negative amounts referencing the invoice', () => {
    const lines = [invoiceLine('Promovat', 1, 4900)];
    const invoice = {
      kind: 'invoice',
      number: 'RAF-2026-000007',
      issueDate: '2026-03-01',
      lines,
      ...totalsOf(lines, 5),
      eurRonRate: 5,
      rateDate: '2026-03-01',
    } as InvoiceDocument;
    const storno = stornoOf(invoice, { number: 'RAF-S-2026-000001', issueDate: '2026-03-05', eurRonRate: 5.1, rateDate: '2026-03-05', note: 'Anulată' });
    expect(storno).toMatchObject({
      kind: 'credit_note',
      netCents: -4900,
      vatCents: -1029,
      totalCents: -5929,
      totalRonCents: -30238,
      correctedInvoice: { number: 'RAF-2026-000007', issueDate: '2026-03-01' },
    });
    expect(storno.lines[0]).toMatchObject({ quantity: -1, unitPriceCents: 4900, netCents: -4900, vatCents: -1029 });
  });

  it('tells the day in Romanian time', () => {
    expect(romanianDay(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });
});

describe('the buyer locality', () => {
  it('names the sector of a București address, and keeps any other city', async () => {
    const { localityOf } = await import('./invoices.service.js');
    expect(localityOf({ county: 41, city: 'București', address: 'Bd. Unirii nr. 10, sectorul 3' })).toBe('Sector 3');
    expect(localityOf({ county: 41, city: 'Sector 6', address: 'Str. Lungă 1' })).toBe('Sector 6');
    expect(localityOf({ county: 41, city: 'București', address: 'Str. Lungă 1' })).toBe('București');
    expect(localityOf({ county: 12, city: 'Cluj-Napoca', address: 'Str. Sectorului 2' })).toBe('Cluj-Napoca');
  });
});
