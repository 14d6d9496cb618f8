import type { InvoiceDocument, InvoiceParty } from '../../../src/contracts/invoices.js';
import { renderInvoiceXml } from '../../../src/modules/efactura/ubl-invoice.js';
import { describeFailures, officialRuleFailures, prepareRuleSets } from '../../support/efactura-rules.js';
import { companyBuyer, personBuyer, valuationCreditNote, valuationInvoice } from './documents.js';

const companyOutsideVat: InvoiceParty = { ...companyBuyer, name: 'Atelierul Verde SRL', taxId: '14399840', vatPayer: false };
/** A person who gave a CNP (a syntactically valid one: control digit included). */
const personWithCnp: InvoiceParty = { ...personBuyer, name: 'Andrei Ionescu', taxId: '1960523400124', countyId: 12, city: 'Brașov', address: 'Str. Lungă nr. 5' };
const bucharest = (party: InvoiceParty, sector: number): InvoiceParty => ({ ...party, countyId: 41, city: `Sector ${sector}`, address: 'Calea Victoriei nr. 12' });

/** Every kind of document the product issues today, as the e-Factura upload renders it. */
const DOCUMENTS: Record<string, InvoiceDocument> = {
  'invoice to a VAT-paying company, card': valuationInvoice(),
  'invoice to a company outside VAT, bank transfer': valuationInvoice({ buyer: companyOutsideVat, paymentMethod: 'bank_transfer' }),
  'invoice to a person without a CNP (13 zeros)': valuationInvoice({ buyer: personBuyer, paymentMethod: 'bank_transfer' }),
  'invoice to a person with a CNP': valuationInvoice({ buyer: personWithCnp }),
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6].flatMap((sector) => [
      [`invoice to a person in București, Sector ${sector}`, valuationInvoice({ buyer: bucharest(personBuyer, sector) })],
      [`invoice to a company in București, Sector ${sector}`, valuationInvoice({ buyer: bucharest(companyBuyer, sector), paymentMethod: 'bank_transfer' })],
    ]),
  ),
  'promotion package, two lines': valuationInvoice({
    lines: [
      { description: 'Promovare Premium 60 de zile', quantity: 1, unitPriceCents: 9900, netCents: 9900, vatRate: 21, vatCents: 2079 },
      { description: 'Evidențiere pe prima pagină', quantity: 2, unitPriceCents: 1500, netCents: 3000, vatRate: 21, vatCents: 630 },
    ],
    netCents: 12900,
    vatCents: 2709,
    totalCents: 15609,
    totalRonCents: 79408,
    vatRonCents: 13781,
  }),
  'credit note of a card-paid invoice (refund)': valuationCreditNote(),
  'credit note of a bank-transfer invoice to a person': valuationCreditNote({ buyer: personBuyer, paymentMethod: 'bank_transfer' }),
  'credit note to a company outside VAT': valuationCreditNote({ buyer: companyOutsideVat }),
};

/**
 * What ANAF's validator runs on an upload, run here on what the product issues: the UBL 2.1 schema,
 * the EN 16931 Schematron (validation 1.3.16) and ANAF's CIUS-RO Schematron (1.0.9).
 */
describe('e-Factura documents against the official rule sets', () => {
  beforeAll(() => prepareRuleSets(), 600_000);

  for (const [kind, document] of Object.entries(DOCUMENTS)) {
    it(`passes: ${kind}`, async () => {
      expect(describeFailures(await officialRuleFailures(renderInvoiceXml(document)))).toBe('');
    }, 60_000);
  }

  it('refuses a document whose line amount is one cent off, naming the rules it breaks', async () => {
    const xml = renderInvoiceXml(valuationInvoice());
    const tampered = xml.replace(/(<cac:InvoiceLine>[\s\S]*?<cbc:LineExtensionAmount currencyID="EUR">)290\.00/, '$1290.01');
    expect(tampered).not.toBe(xml);
    const failures = await officialRuleFailures(tampered);
    expect(failures.map((failure) => failure.id)).toContain('BR-CO-10');
  }, 60_000);

  it('refuses a credit note written as an Invoice of type 381, and a București address without its sector', async () => {
    const asInvoice = renderInvoiceXml(valuationInvoice({ number: 'RAF-S-2026-000009' })).replace('<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>', '<cbc:InvoiceTypeCode>381</cbc:InvoiceTypeCode>');
    expect((await officialRuleFailures(asInvoice)).map((failure) => failure.id)).toEqual(expect.arrayContaining(['BR-CL-01']));
    const noSector = renderInvoiceXml(valuationInvoice({ buyer: { ...personBuyer, city: 'București', address: 'Calea Victoriei nr. 12' } }));
    expect((await officialRuleFailures(noSector)).map((failure) => failure.id)).toContain('BR-RO-101');
  }, 60_000);
});
