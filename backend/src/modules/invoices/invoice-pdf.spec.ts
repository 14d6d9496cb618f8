import { pdfText } from '../../../test/support/pdf-text.js';
import type { InvoiceDocument } from '../../contracts/invoices.js';
import { REVERSE_CHARGE } from '../../contracts/orders.js';
import { invoiceLine, totalsOf, vatMentionOf } from './invoice-rules.js';
import { rateText, renderInvoicePdf } from './invoice-pdf.js';

describe('invoice PDF', () => {
  it('is a PDF in Romanian whose text holds the parties, the lines and the totals', async () => {
    const lines = [invoiceLine('Raport de evaluare a afacerii', 1, 29000)];
    const party = {
      taxId: null,
      registrationNumber: null,
      vatPayer: false,
      address: 'Strada Ștefan cel Mare 3',
      countyId: 12,
      city: 'Cluj-Napoca',
      country: 'RO' as const,
      email: 'ana@example.ro',
    };
    const doc: InvoiceDocument = {
      kind: 'invoice',
      number: 'RAF-2026-000001',
      issueDate: '2026-11-26',
      dueDate: '2026-11-26',
      currency: 'EUR',
      seller: {
        ...party,
        name: 'RoAfaceri Demo SRL',
        taxId: 'RO18547290',
        registrationNumber: 'J40/0000/2026',
        vatPayer: true,
        countyId: 41,
        city: 'Sector 1',
        iban: 'RO49AAAA1B31007593840000',
        bank: 'Banca Demo',
      },
      buyer: { ...party, name: 'Ioana Țărănuș' },
      lines,
      ...totalsOf(lines, 5.0873),
      eurRonRate: 5.0873,
      rateDate: '2026-11-26',
      orderNumber: 'CMD-2026-000001',
      paymentMethod: 'card',
    };
    const pdf = await renderInvoicePdf(doc);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'FACTURĂ',
      'RAF-2026-000001',
      'Ioana Țărănuș',
      'Strada Ștefan cel Mare 3',
      '350,90',
      '60,90',
      '1.785,13',
      '5,0873',
      'Cumpărător',
      'Municipiul București',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints a reverse-charged invoice to a company abroad with its VAT number, its address and the mention', async () => {
    const lines = [invoiceLine('Raport de evaluare a afacerii', 1, 29000, REVERSE_CHARGE)];
    const seller = {
      name: 'RoAfaceri Demo SRL',
      taxId: 'RO18547290',
      registrationNumber: 'J40/0000/2026',
      vatPayer: true,
      address: 'Strada Exemplului nr. 1',
      countyId: 41,
      city: 'Sector 1',
      country: 'RO',
      email: null,
    };
    const buyer = {
      name: 'Müller Beratung GmbH',
      taxId: null,
      registrationNumber: null,
      vatPayer: true,
      vatId: 'DE123456789',
      address: 'Leopoldstraße 12',
      countyId: null,
      city: 'München',
      country: 'DE',
      region: 'Bayern',
      postalCode: '80802',
      email: null,
    };
    const doc: InvoiceDocument = {
      kind: 'invoice',
      number: 'RAF-2026-000002',
      issueDate: '2026-11-26',
      dueDate: '2026-11-26',
      currency: 'EUR',
      seller,
      buyer,
      lines,
      ...totalsOf(lines, 5),
      eurRonRate: 5,
      rateDate: '2026-11-26',
      rateSource: 'fixed',
      orderNumber: 'CMD-2026-000002',
      paymentMethod: 'bank_transfer',
      vatMention: vatMentionOf(REVERSE_CHARGE),
    };
    const text = await pdfText(await renderInvoicePdf(doc));
    for (const expected of [
      'Cod de TVA: DE123456789',
      '80802, München, Bayern, Germania',
      '0% (TI)',
      'TVA (taxare inversă): 0,00 EUR',
      'Taxare inversă (art. 278 alin. (2)',
      'Total de plată: 290,00 EUR',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("names the rate's own day, and never calls a configured rate BNR's", () => {
    // BNR unreachable on 2 December: its last rate, of 28 November, with that day.
    expect(rateText({ eurRonRate: 5.0873, rateDate: '2026-11-28', rateSource: 'bnr_last_known' })).toBe('la cursul BNR de 5,0873 lei/EUR din 28.11.2026');
    expect(rateText({ eurRonRate: 5.0873, rateDate: '2026-11-28' })).toBe('la cursul BNR de 5,0873 lei/EUR din 28.11.2026');
    expect(rateText({ eurRonRate: 5, rateDate: '2026-12-02', rateSource: 'fallback' })).toBe(
      'la cursul de 5,0000 lei/EUR stabilit de emitent (cursul BNR nu a putut fi citit la emitere)',
    );
    expect(rateText({ eurRonRate: 5, rateDate: '2026-12-02', rateSource: 'fixed' })).toBe('la cursul de 5,0000 lei/EUR stabilit de emitent');
  });
});
