import type { InvoiceDocument, InvoiceParty } from '../../../src/contracts/invoices.js';
import { OUTSIDE_ROMANIAN_VAT, REVERSE_CHARGE, STANDARD_VAT_TREATMENT } from '../../../src/contracts/orders.js';
import { renderInvoiceXml } from '../../../src/modules/efactura/ubl-invoice.js';
import { describeFailures, officialRuleFailures, prepareRuleSets } from '../../support/efactura-rules.js';
import {
  companyBuyer,
  creditNoteOf,
  euCompanyBuyer,
  euPersonBuyer,
  nonEuCompanyBuyer,
  nonEuPersonBuyer,
  personBuyer,
  treatedInvoice,
  valuationCreditNote,
  valuationInvoice,
} from './documents.js';

const companyOutsideVat: InvoiceParty = { ...companyBuyer, name: 'Atelierul Verde SRL', taxId: '14399840', vatPayer: false };
/** A person who gave a CNP (a syntactically valid one: control digit included). */
const personWithCnp: InvoiceParty = {
  ...personBuyer,
  name: 'Andrei Ionescu',
  taxId: '1960523400124',
  countyId: 12,
  city: 'Brașov',
  address: 'Str. Lungă nr. 5',
};
const bucharest = (party: InvoiceParty, sector: number): InvoiceParty => ({
  ...party,
  countyId: 41,
  city: `Sector ${sector}`,
  address: 'Calea Victoriei nr. 12',
});

const reverseCharged = treatedInvoice(euCompanyBuyer, REVERSE_CHARGE);
const outsideVatCompany = treatedInvoice(nonEuCompanyBuyer, OUTSIDE_ROMANIAN_VAT, { paymentMethod: 'bank_transfer' });

/** Every kind of document the product issues, as the e-Factura upload renders it. */
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
  // Buyers abroad: the VAT treatment of the orders contract (vatTreatmentOf) decides each one's category.
  'invoice to an EU company with a VAT number (reverse charge, AE, „Taxare inversă”)': reverseCharged,
  'invoice to a company outside the EU (not subject to Romanian VAT, O), bank transfer': outsideVatCompany,
  'invoice to a company outside the EU without a tax id (O)': treatedInvoice(
    { ...nonEuCompanyBuyer, taxId: null, country: 'CH', city: 'Zürich', region: null, postalCode: '8001' },
    OUTSIDE_ROMANIAN_VAT,
  ),
  'invoice to a person outside the EU, no postal code (O)': treatedInvoice(nonEuPersonBuyer, OUTSIDE_ROMANIAN_VAT),
  'invoice to a person in another member state (21%, as in Romania)': treatedInvoice(euPersonBuyer, STANDARD_VAT_TREATMENT),
  'credit note of a reverse-charge invoice': creditNoteOf(reverseCharged),
  'credit note of an invoice outside Romanian VAT': creditNoteOf(outsideVatCompany),
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
    for (const document of [valuationInvoice(), reverseCharged, outsideVatCompany]) {
      const xml = renderInvoiceXml(document);
      const tampered = xml.replace(/(<cac:InvoiceLine>[\s\S]*?<cbc:LineExtensionAmount currencyID="EUR">)290\.00/, '$1290.01');
      expect(tampered).not.toBe(xml);
      const failures = await officialRuleFailures(tampered);
      expect(failures.map((failure) => failure.id)).toContain('BR-CO-10');
    }
  }, 60_000);

  it('writes the reverse charge and the supply outside Romanian VAT as the rules ask, and the rules catch what they forbid', async () => {
    const ae = renderInvoiceXml(reverseCharged);
    // BT-48 the buyer's VAT number; BT-118 AE at 0% with its VATEX code and the mention (BT-121, BT-120); no VAT.
    expect(ae).toMatch(/<cac:AccountingCustomerParty>[\s\S]*<cbc:CompanyID>DE123456789<\/cbc:CompanyID>\s*<cac:TaxScheme>\s*<cbc:ID>VAT<\/cbc:ID>/);
    expect(ae).toMatch(
      /<cac:TaxCategory>\s*<cbc:ID>AE<\/cbc:ID>\s*<cbc:Percent>0<\/cbc:Percent>\s*<cbc:TaxExemptionReasonCode>VATEX-EU-AE<\/cbc:TaxExemptionReasonCode>\s*<cbc:TaxExemptionReason>Taxare inversă<\/cbc:TaxExemptionReason>/,
    );
    expect(ae).toMatch(/<cbc:IdentificationCode>DE<\/cbc:IdentificationCode>/);
    expect(ae).toContain('<cbc:PayableAmount currencyID="EUR">290.00</cbc:PayableAmount>');
    // Without the buyer's VAT number a reverse charge is refused (EN 16931 BR-AE-02, CIUS-RO BR-RO-120).
    const noVatId = ae.replace(/(<cac:AccountingCustomerParty>[\s\S]*?)<cac:PartyTaxScheme>[\s\S]*?<\/cac:PartyTaxScheme>/, '$1');
    expect(noVatId).not.toBe(ae);
    expect((await officialRuleFailures(noVatId)).map((failure) => failure.id)).toEqual(expect.arrayContaining(['BR-AE-02', 'BR-RO-120']));

    const o = renderInvoiceXml(outsideVatCompany);
    expect(o).toMatch(
      /<cac:TaxCategory>\s*<cbc:ID>O<\/cbc:ID>\s*<cbc:TaxExemptionReasonCode>VATEX-EU-O<\/cbc:TaxExemptionReasonCode>\s*<cbc:TaxExemptionReason>Neimpozabil în România<\/cbc:TaxExemptionReason>/,
    );
    expect(o).not.toContain('<cbc:Percent>');
    // No VAT identifier of either party on a supply outside Romanian VAT: the seller's RO code written as VAT identifier is refused (BR-O-02).
    expect(o).not.toMatch(/<cbc:CompanyID>RO18547290<\/cbc:CompanyID>/);
    const withSellerVatId = o.replace(
      /(<cac:AccountingSupplierParty>[\s\S]*?)<cac:PartyTaxScheme>\s*<cbc:CompanyID>18547290<\/cbc:CompanyID>\s*<cac:TaxScheme>\s*<cbc:ID>FC<\/cbc:ID>/,
      '$1<cac:PartyTaxScheme><cbc:CompanyID>RO18547290</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID>',
    );
    expect(withSellerVatId).not.toBe(o);
    expect((await officialRuleFailures(withSellerVatId)).map((failure) => failure.id)).toContain('BR-O-02');
  }, 60_000);

  it('refuses a credit note written as an Invoice of type 381, and a București address without its sector', async () => {
    const asInvoice = renderInvoiceXml(valuationInvoice({ number: 'RAF-S-2026-000009' })).replace(
      '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>',
      '<cbc:InvoiceTypeCode>381</cbc:InvoiceTypeCode>',
    );
    expect((await officialRuleFailures(asInvoice)).map((failure) => failure.id)).toEqual(expect.arrayContaining(['BR-CL-01']));
    const noSector = renderInvoiceXml(valuationInvoice({ buyer: { ...personBuyer, city: 'București', address: 'Calea Victoriei nr. 12' } }));
    expect((await officialRuleFailures(noSector)).map((failure) => failure.id)).toContain('BR-RO-101');
  }, 60_000);
});
