import type { InvoiceDocument, InvoiceParty } from '../../../src/contracts/invoices.js';

/** The seller as the demo configuration has it (București, Sector 1, VAT payer). */
export const seller: InvoiceParty = {
  name: 'RoAfaceri Demo SRL',
  taxId: 'RO18547290',
  registrationNumber: 'J40/0000/2026',
  vatPayer: true,
  address: 'Strada Exemplului nr. 1',
  countyId: 41,
  city: 'Sector 1',
  country: 'RO',
  email: 'facturi@roafaceri.ro',
  iban: 'RO49AAAA1B31007593840000',
  bank: 'Banca Demo',
};

export const companyBuyer: InvoiceParty = {
  name: 'Marinescu & Fiii Consult SRL',
  taxId: 'RO 14399840',
  registrationNumber: 'J12/3456/2019',
  vatPayer: true,
  address: 'Str. Memorandumului nr. 28, ap. 4',
  countyId: 16,
  city: 'Cluj-Napoca',
  country: 'RO',
  email: 'contabilitate@marinescu.ro',
};

export const personBuyer: InvoiceParty = {
  name: 'Ioana Pop',
  taxId: null,
  registrationNumber: null,
  vatPayer: false,
  address: 'Bd. Unirii nr. 10 <bl. 3>',
  countyId: 41,
  city: 'Sector 3',
  country: 'RO',
  email: 'ioana.pop@example.ro',
};

/** The valuation report of the issue's acceptance: 290 EUR + 21% VAT = 350.90 EUR, at 5.0873 RON/EUR. */
export function valuationInvoice(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    kind: 'invoice',
    number: 'RAF-2026-000001',
    issueDate: '2026-11-26',
    dueDate: '2026-11-26',
    currency: 'EUR',
    seller,
    buyer: companyBuyer,
    lines: [{ description: 'Raport de evaluare a afacerii', quantity: 1, unitPriceCents: 29000, netCents: 29000, vatRate: 21, vatCents: 6090 }],
    netCents: 29000,
    vatCents: 6090,
    totalCents: 35090,
    eurRonRate: 5.0873,
    rateDate: '2026-11-26',
    totalRonCents: 178513,
    vatRonCents: 30982,
    orderNumber: 'RAF-C-2026-000042',
    paymentMethod: 'card',
    ...overrides,
  };
}

/** The credit note cancelling `valuationInvoice` (storno: negative quantity and amounts). */
export function valuationCreditNote(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return valuationInvoice({
    kind: 'credit_note',
    number: 'RAF-S-2026-000001',
    issueDate: '2026-11-27',
    dueDate: '2026-11-27',
    lines: [{ description: 'Stornare: Raport de evaluare a afacerii', quantity: -1, unitPriceCents: 29000, netCents: -29000, vatRate: 21, vatCents: -6090 }],
    netCents: -29000,
    vatCents: -6090,
    totalCents: -35090,
    totalRonCents: -178513,
    vatRonCents: -30982,
    correctedInvoice: { number: 'RAF-2026-000001', issueDate: '2026-11-26' },
    note: 'Anulare comandă la cererea clientului',
    ...overrides,
  });
}
