import type { InvoiceDocument, InvoiceParty } from '../../../src/contracts/invoices.js';
import type { VatTreatment } from '../../../src/contracts/orders.js';
import { invoiceLine, stornoOf, totalsOf, vatMentionOf } from '../../../src/modules/invoices/invoice-rules.js';

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

/** A company of another member state with a VAT number: reverse charge (AE), its VAT number as BT-48. */
export const euCompanyBuyer: InvoiceParty = {
  name: 'Müller & Söhne Beratung GmbH',
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
  email: 'buchhaltung@mueller-beratung.de',
};

/** A company outside the Union with its own tax id: not subject to Romanian VAT (O). */
export const nonEuCompanyBuyer: InvoiceParty = {
  name: 'Harbour Advisory LLC',
  taxId: '98-7654321',
  registrationNumber: null,
  vatPayer: false,
  vatId: null,
  address: '350 Fifth Avenue, Suite 4100',
  countyId: null,
  city: 'New York',
  country: 'US',
  region: 'NY',
  postalCode: '10118',
  email: 'accounts@harbour-advisory.com',
};

/** A person outside the Union, in a country whose addresses need no postal code: O, no identifier. */
export const nonEuPersonBuyer: InvoiceParty = {
  name: 'Ion Ciobanu',
  taxId: null,
  registrationNumber: null,
  vatPayer: false,
  vatId: null,
  address: 'str. Alexandru cel Bun 51',
  countyId: null,
  city: 'Chișinău',
  country: 'MD',
  region: null,
  postalCode: null,
  email: 'ion.ciobanu@example.md',
};

/** A person in another member state: Romanian VAT at 21%, as for a Romanian person (13 zeros as identifier). */
export const euPersonBuyer: InvoiceParty = {
  name: 'Anna Gruber',
  taxId: null,
  registrationNumber: null,
  vatPayer: false,
  vatId: null,
  address: 'Mariahilfer Straße 45/3',
  countyId: null,
  city: 'Wien',
  country: 'AT',
  region: null,
  postalCode: '1060',
  email: 'anna.gruber@example.at',
};

/**
 * The valuation report invoiced under `treatment` (reverse charge, outside Romanian VAT): its line,
 * totals and mention made by the invoices module's own rules, as an issued invoice has them.
 */
export function treatedInvoice(buyer: InvoiceParty, treatment: VatTreatment, overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const lines = [invoiceLine('Raport de evaluare a afacerii', 1, 29000, treatment)];
  return valuationInvoice({ buyer, lines, ...totalsOf(lines, 5.0873), vatMention: vatMentionOf(treatment), ...overrides });
}

/** The credit note (storno) of `invoice`, as the invoices module issues it. */
export const creditNoteOf = (invoice: InvoiceDocument): InvoiceDocument =>
  stornoOf(invoice, {
    number: 'RAF-S-2026-000002',
    issueDate: '2026-11-27',
    eurRonRate: invoice.eurRonRate,
    rateDate: invoice.rateDate,
    note: 'Anulare comandă la cererea clientului',
  });
