import { XMLParser } from 'fast-xml-parser';
import { renderInvoiceXml } from '../../../src/modules/efactura/ubl-invoice.js';
import { ublSchemaErrors } from '../../support/ubl-schema.js';
import { companyBuyer, personBuyer, seller, valuationCreditNote, valuationInvoice } from './documents.js';

// The parsed XML: any shape, read by path in the assertions.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Node = Record<string, any>;
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => ['TaxTotal', 'TaxSubtotal', 'InvoiceLine'].includes(name),
});
const parse = (xml: string): Node => parser.parse(xml).Invoice;
const text = (node: unknown): string => (typeof node === 'object' && node !== null ? (node as Node)['#text'] : String(node));
const cents = (node: unknown) => Math.round(Number(text(node)) * 100);

/**
 * CIUS-RO rules ANAF's validator applies that concern these documents, checked here in code (the
 * Schematron needs an XSLT 2 processor): BR-RO county codes and București sectors, the buyer's
 * identifier, the VAT breakdown adding up (BR-CO-14/15, BR-S-08/09), the RON VAT total (BR-53).
 */
function ciusRoProblems(invoice: Node): string[] {
  const problems: string[] = [];
  if (invoice.CustomizationID !== 'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1') problems.push('CustomizationID');
  for (const role of ['AccountingSupplierParty', 'AccountingCustomerParty']) {
    const address = invoice[role].Party.PostalAddress;
    if (!/^RO-[A-Z]{1,2}$/.test(address.CountrySubentity)) problems.push(`${role} CountrySubentity ${address.CountrySubentity}`);
    if (address.CountrySubentity === 'RO-B' && !/^SECTOR[1-6]$/.test(address.CityName)) problems.push(`${role} CityName ${address.CityName}`);
    if (!address.StreetName) problems.push(`${role} StreetName`);
  }
  const buyer = invoice.AccountingCustomerParty.Party;
  if (!buyer.PartyTaxScheme?.CompanyID && !buyer.PartyLegalEntity?.CompanyID) problems.push('buyer identifier (BT-47/BT-48)');
  const [eur, ron] = invoice.TaxTotal as Node[];
  const subtotals = eur.TaxSubtotal as Node[];
  const lineSum = (invoice.InvoiceLine as Node[]).reduce((sum, line) => sum + cents(line.LineExtensionAmount), 0);
  const totals = invoice.LegalMonetaryTotal;
  if (lineSum !== cents(totals.LineExtensionAmount)) problems.push('BR-CO-10 line sum');
  if (subtotals.reduce((sum, subtotal) => sum + cents(subtotal.TaxAmount), 0) !== cents(eur.TaxAmount)) problems.push('BR-CO-14 VAT sum');
  if (subtotals.reduce((sum, subtotal) => sum + cents(subtotal.TaxableAmount), 0) !== cents(totals.TaxExclusiveAmount)) problems.push('BR-S-08 taxable sum');
  for (const subtotal of subtotals) {
    if (Math.round((cents(subtotal.TaxableAmount) * Number(subtotal.TaxCategory.Percent)) / 100) !== cents(subtotal.TaxAmount)) problems.push('BR-S-09 rate');
  }
  if (cents(totals.TaxExclusiveAmount) + cents(eur.TaxAmount) !== cents(totals.TaxInclusiveAmount)) problems.push('BR-CO-15');
  if (invoice.TaxCurrencyCode === 'RON' && (ron?.TaxAmount?.['@currencyID'] !== 'RON' || ron.TaxSubtotal)) problems.push('BR-53 RON VAT total');
  return problems;
}

describe('e-Factura XML: UBL 2.1 following CIUS-RO', () => {
  it('renders the 290 EUR valuation report: schema-valid, 60.90 VAT, 350.90 payable, the VAT also in RON', async () => {
    const xml = renderInvoiceXml(valuationInvoice());
    expect(await ublSchemaErrors(xml)).toEqual([]);
    const invoice = parse(xml);
    expect(ciusRoProblems(invoice)).toEqual([]);
    expect(invoice.InvoiceTypeCode).toBe('380');
    expect(invoice.DocumentCurrencyCode).toBe('EUR');
    expect(invoice.TaxCurrencyCode).toBe('RON');
    expect(invoice.TaxTotal[0].TaxAmount).toEqual({ '#text': '60.90', '@currencyID': 'EUR' });
    expect(invoice.TaxTotal[0].TaxSubtotal[0].TaxCategory).toMatchObject({ ID: 'S', Percent: '21', TaxScheme: { ID: 'VAT' } });
    expect(invoice.TaxTotal[1].TaxAmount).toEqual({ '#text': '309.82', '@currencyID': 'RON' });
    expect(invoice.LegalMonetaryTotal.PayableAmount).toEqual({ '#text': '350.90', '@currencyID': 'EUR' });
    expect(invoice.LegalMonetaryTotal.TaxInclusiveAmount['#text']).toBe('350.90');
    expect(invoice.PaymentMeans.PaymentMeansCode).toBe('48');
  });

  it('writes county codes, București sectors and the parties’ identifiers as CIUS-RO asks', () => {
    const invoice = parse(renderInvoiceXml(valuationInvoice()));
    const sellerParty = invoice.AccountingSupplierParty.Party;
    expect(sellerParty.PostalAddress).toMatchObject({ CityName: 'SECTOR1', CountrySubentity: 'RO-B', Country: { IdentificationCode: 'RO' } });
    expect(sellerParty.PartyTaxScheme.CompanyID).toBe('RO18547290');
    expect(sellerParty.PartyLegalEntity).toEqual({ RegistrationName: 'RoAfaceri Demo SRL', CompanyID: 'J40/0000/2026' });
    const buyerParty = invoice.AccountingCustomerParty.Party;
    // Another county: Cluj, its locality as written.
    expect(buyerParty.PostalAddress).toMatchObject({ StreetName: 'Str. Memorandumului nr. 28, ap. 4', CityName: 'Cluj-Napoca', CountrySubentity: 'RO-CJ' });
    expect(buyerParty.PartyTaxScheme.CompanyID).toBe('RO14399840');
    expect(buyerParty.PartyLegalEntity).toEqual({ RegistrationName: 'Marinescu & Fiii Consult SRL', CompanyID: '14399840' });
  });

  it('identifies a person without a CUI by the 13 zeros ANAF accepts, in a București sector, text escaped', async () => {
    const xml = renderInvoiceXml(valuationInvoice({ buyer: personBuyer, paymentMethod: 'bank_transfer' }));
    expect(await ublSchemaErrors(xml)).toEqual([]);
    expect(xml).toContain('Bd. Unirii nr. 10 &lt;bl. 3&gt;');
    const invoice = parse(xml);
    expect(ciusRoProblems(invoice)).toEqual([]);
    const buyerParty = invoice.AccountingCustomerParty.Party;
    expect(buyerParty.PartyTaxScheme).toBeUndefined();
    expect(buyerParty.PartyLegalEntity).toEqual({ RegistrationName: 'Ioana Pop', CompanyID: '0000000000000' });
    expect(buyerParty.PostalAddress).toMatchObject({ CityName: 'SECTOR3', CountrySubentity: 'RO-B' });
    // A transfer names the seller's account.
    expect(invoice.PaymentMeans).toMatchObject({ PaymentMeansCode: '30', PayeeFinancialAccount: { ID: 'RO49AAAA1B31007593840000' } });
  });

  it('renders a credit note as a UBL CreditNote: type 381, positive quantity and amounts, referencing the invoice', async () => {
    const xml = renderInvoiceXml(valuationCreditNote());
    expect(await ublSchemaErrors(xml, 'CreditNote')).toEqual([]);
    const note: Node = parser.parse(xml).CreditNote;
    expect(note.CreditNoteTypeCode).toBe('381');
    expect(note.DueDate).toBeUndefined();
    expect(note.BillingReference.InvoiceDocumentReference).toEqual({ ID: 'RAF-2026-000001', IssueDate: '2026-11-26' });
    expect(note.CreditNoteLine.CreditedQuantity).toEqual({ '#text': '1', '@unitCode': 'C62' });
    expect(note.CreditNoteLine.LineExtensionAmount['#text']).toBe('290.00');
    expect(note.CreditNoteLine.Price.PriceAmount['#text']).toBe('290.00');
    expect(note.TaxTotal[0].TaxAmount['#text']).toBe('60.90');
    expect(note.TaxTotal[1].TaxAmount['#text']).toBe('309.82');
    expect(note.LegalMonetaryTotal.PayableAmount['#text']).toBe('350.90');
  });

  it('adds lines of several packages up and keeps every county’s ISO code', async () => {
    const lines = [
      { description: 'Promovat 30 de zile', quantity: 1, unitPriceCents: 4900, netCents: 4900, vatRate: 21, vatCents: 1029 },
      { description: 'Premium 60 de zile', quantity: 2, unitPriceCents: 9900, netCents: 19800, vatRate: 21, vatCents: 4158 },
    ];
    const buyer = { ...companyBuyer, countyId: 42, city: 'Voluntari' };
    const xml = renderInvoiceXml(valuationInvoice({ lines, buyer, netCents: 24700, vatCents: 5187, totalCents: 29887, vatRonCents: 26388 }));
    expect(await ublSchemaErrors(xml)).toEqual([]);
    const invoice = parse(xml);
    expect(ciusRoProblems(invoice)).toEqual([]);
    expect(invoice.AccountingCustomerParty.Party.PostalAddress.CountrySubentity).toBe('RO-IF');
    expect(invoice.TaxTotal[0].TaxSubtotal).toHaveLength(1);
    expect(invoice.TaxTotal[0].TaxSubtotal[0].TaxableAmount['#text']).toBe('247.00');
  });

  it('the schema check itself refuses a document out of UBL order', async () => {
    const xml = renderInvoiceXml(valuationInvoice()).replace(/(<cbc:IssueDate>.*?<\/cbc:IssueDate>)\s*(<cbc:DueDate>.*?<\/cbc:DueDate>)/, '$2$1');
    expect((await ublSchemaErrors(xml)).join('\n')).toMatch(/IssueDate|DueDate/);
  });

  it('reads București’s sector from the street address when the locality does not name it, and otherwise leaves the locality for ANAF to refuse', () => {
    const cityOf = (buyer: typeof personBuyer) => parse(renderInvoiceXml(valuationInvoice({ buyer }))).AccountingCustomerParty.Party.PostalAddress.CityName;
    expect(cityOf({ ...personBuyer, city: 'București', address: 'Bd. Unirii nr. 10, sectorul 4' })).toBe('SECTOR4');
    expect(cityOf({ ...personBuyer, city: 'București', address: 'Bd. Unirii nr. 10' })).toBe('București');
    expect(ciusRoProblems(parse(renderInvoiceXml(valuationInvoice({ buyer: { ...personBuyer, city: 'București', address: 'Bd. Unirii nr. 10' } }))))).toEqual([
      'AccountingCustomerParty CityName București',
    ]);
    expect(seller.city).toBe('Sector 1');
  });
});
