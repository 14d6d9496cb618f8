import { XMLParser } from 'fast-xml-parser';
import { describeFailures, officialRuleFailures, prepareRuleSets } from '../../support/efactura-rules.js';
import { newMember, type Member } from '../../support/members.js';
import { pdfText } from '../../support/pdf-text.js';
import { binary } from '../../support/served-files.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'TaxTotal',
});

const germanCompany = (email: string, extra: Record<string, unknown> = {}) => ({
  type: 'company',
  country: 'DE',
  name: 'Müller & Söhne Beratung GmbH',
  vatId: 'de 123 456 789',
  address: 'Leopoldstraße 12',
  city: 'München',
  region: 'Bayern',
  postalCode: '80802',
  email,
  ...extra,
});
const americanCompany = (email: string, extra: Record<string, unknown> = {}) => ({
  type: 'company',
  country: 'US',
  name: 'Harbour Advisory LLC',
  taxId: '98-7654321',
  address: '350 Fifth Avenue, Suite 4100',
  city: 'New York',
  region: 'NY',
  postalCode: '10118',
  email,
  ...extra,
});
const moldovanPerson = (email: string) => ({
  type: 'person',
  country: 'MD',
  name: 'Ion Ciobanu',
  address: 'str. Alexandru cel Bun 51',
  city: 'Chișinău',
  email,
});
const austrianPerson = (email: string) => ({
  type: 'person',
  country: 'AT',
  name: 'Anna Gruber',
  address: 'Mariahilfer Straße 45/3',
  city: 'Wien',
  postalCode: '1060',
  email,
});

/**
 * Buyers abroad through the API: a country and the address format of that country, the VAT treatment
 * the buyer's data decide (reverse charge for an EU company with a VAT number, outside Romanian VAT
 * for a buyer outside the Union, 21% for a person of another member state) in the order's totals, its
 * proforma, and the invoice issued when it is paid (PDF and e-Factura XML, which pass the official rules).
 */
describe('checkout: buyers abroad', () => {
  let t: TestApp;
  let buyer: Member;
  let admin: Member;

  const order = (billing: object) =>
    t.http
      .post('/api/checkout/raportEvaluare')
      .set(...buyer.auth)
      .send({ companyName: 'Brutăria Țărănească SRL', billing });
  const download = async (url: string): Promise<Buffer> =>
    (
      await t.http
        .get(url)
        .set(...buyer.auth)
        .buffer(true)
        .parse(binary)
        .expect(200)
    ).body as Buffer;
  const xmlOf = async (url: string): Promise<string> => (await download(url)).toString('utf8');
  const paidInvoice = async (id: string) => {
    await t.http
      .post(`/api/admin/orders/${id}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'SWIFT 42' })
      .expect(200);
    await t.jobs.drain();
    const { body } = await t.http
      .get(`/api/checkout/status/${id}`)
      .set(...buyer.auth)
      .expect(200);
    const xml = await xmlOf(body.invoice.xmlUrl);
    return { order: body, xml, document: parser.parse(xml).Invoice };
  };

  beforeAll(async () => {
    prepareRuleSets();
    t = await startTestApp({ env: { INVOICE_EUR_RON_RATE: '5.0873' } });
    buyer = await newMember(t, { name: 'Klaus Müller' });
    admin = await newMember(t, { role: 'admin' });
  }, 300_000);
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query(`DELETE FROM rate_counters`));

  it('refuses bad foreign billing data with Romanian field messages and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [germanCompany('f@example.de', { country: 'XX' }), 'billing.country', 'Alege țara din listă.'],
      [
        germanCompany('f@example.de', { vatId: undefined }),
        'billing.vatId',
        'Codul de TVA (VIES) al firmei este obligatoriu pentru o firmă din Germania: pe el se face taxarea inversă.',
      ],
      [germanCompany('f@example.de', { vatId: 'DE12345' }), 'billing.vatId', 'Codul de TVA nu are forma celor din Germania (de exemplu DE123456789).'],
      [germanCompany('f@example.de', { vatId: 'FR12345678901' }), 'billing.vatId', 'Codul de TVA nu are forma celor din Germania (de exemplu DE123456789).'],
      [germanCompany('f@example.de', { postalCode: undefined }), 'billing.postalCode', 'Scrie codul poștal: adresele din Germania îl au.'],
      [
        germanCompany('f@example.de', { postalCode: '80802!' }),
        'billing.postalCode',
        'Codul poștal nu este valid: litere, cifre, spații sau cratime, cel mult 20 de caractere.',
      ],
      [germanCompany('f@example.de', { county: 16 }), 'billing.county', 'Județul se alege doar pentru o adresă din România: lasă câmpul gol.'],
      [germanCompany('f@example.de', { cui: '14399840' }), 'billing.cui', 'Codul fiscal (CUI) se cere doar firmelor din România: lasă câmpul gol.'],
      [
        germanCompany('f@example.de', { taxId: '143/123/45678' }),
        'billing.taxId',
        'Pentru o firmă din Uniunea Europeană scrie codul de TVA; lasă codul fiscal gol.',
      ],
      [
        americanCompany('f@example.com', { vatId: 'US123' }),
        'billing.vatId',
        'Codul de TVA european se cere doar firmelor din Uniunea Europeană; pentru o firmă din afara Uniunii scrie codul ei fiscal.',
      ],
      [
        americanCompany('f@example.com', { taxId: '98<7654321>' }),
        'billing.taxId',
        'Codul fiscal al firmei nu este valid: litere, cifre și separatori (. / -), cel mult 30 de caractere.',
      ],
      [americanCompany('f@example.com', { city: 'x'.repeat(51) }), 'billing.city', 'Maximum 50 caractere.'],
      [{ ...moldovanPerson('p@example.md'), vatId: 'MD123' }, 'billing.vatId', 'Persoanele fizice nu au cod de TVA: lasă câmpul gol.'],
      [{ ...austrianPerson('p@example.at'), region: 'W' }, 'billing.region', 'Regiunea trebuie să aibă între 2 și 100 de caractere.'],
      // Romania keeps its own fields: county, CUI; no region nor VAT number there.
      [
        {
          type: 'company',
          country: 'RO',
          name: 'Firma SRL',
          cui: '14399840',
          vatId: 'RO14399840',
          address: 'Str. Lungă 1',
          city: 'Cluj-Napoca',
          county: 16,
          email: 'f@example.ro',
        },
        'billing.vatId',
        'Pentru o firmă din România scrie codul fiscal la CUI, nu codul de TVA.',
      ],
      [{ type: 'person', name: 'Ioana Pop', address: 'Str. Lungă 1', city: 'Cluj-Napoca', email: 'p@example.ro' }, 'billing.county', 'Alege județul.'],
      [
        { type: 'person', name: 'Ioana Pop', address: 'Str. Lungă 1', city: 'Cluj-Napoca', county: 16, region: 'Transilvania', email: 'p@example.ro' },
        'billing.region',
        'Pentru o adresă din România alege județul; regiunea se completează doar pentru alte țări.',
      ],
    ];
    for (const [billing, field, message] of cases) {
      const answer = await order(billing);
      expect(answer.status, JSON.stringify(billing)).toBe(400);
      expect(answer.body.error.details, field).toContainEqual({ field, message });
    }
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM orders`))[0].n).toBe(0);
  });

  it('reverse charges an EU company with a VAT number: no VAT on the order, the proforma, the PDF and the XML (AE, BT-48)', async () => {
    const { body: placed } = await order(germanCompany('buchhaltung@mueller-beratung.de')).expect(201);
    // The VAT number as VIES writes it; the address as Germany writes it; no county.
    expect(placed.billing).toEqual({
      type: 'company',
      country: 'DE',
      name: 'Müller & Söhne Beratung GmbH',
      vatId: 'DE123456789',
      address: 'Leopoldstraße 12',
      city: 'München',
      region: 'Bayern',
      postalCode: '80802',
      email: 'buchhaltung@mueller-beratung.de',
    });
    expect(placed).toMatchObject({
      netEur: 290,
      vatEur: 0,
      totalEur: 290,
      vat: { category: 'AE', ratePercent: 0, exemptionCode: 'VATEX-EU-AE', mention: 'Taxare inversă' },
      billingIncomplete: null,
    });
    expect(placed.payment).toMatchObject({ amountEur: 290 });
    const proforma = await t.mail.waitFor('buchhaltung@mueller-beratung.de', /factură proformă/);
    expect(proforma.body).toContain('TVA (0%, taxare inversă): 0,00 EUR');
    expect(proforma.body).toContain('Total de plată: 290,00 EUR');
    expect(proforma.body).toContain('Cumpărător: Müller & Söhne Beratung GmbH, cod TVA DE123456789, Leopoldstraße 12, 80802, München, Bayern, Germania');

    const { order: paid, xml, document } = await paidInvoice(placed.id);
    expect(paid.invoice).toMatchObject({ kind: 'invoice', totalCents: 29000 });
    expect(describeFailures(await officialRuleFailures(xml))).toBe('');
    expect(document.TaxTotal[0].TaxAmount['#text']).toBe('0.00');
    expect(document.TaxTotal[0].TaxSubtotal.TaxCategory).toMatchObject({
      ID: 'AE',
      Percent: '0',
      TaxExemptionReasonCode: 'VATEX-EU-AE',
      TaxExemptionReason: 'Taxare inversă',
    });
    expect(document.LegalMonetaryTotal.PayableAmount['#text']).toBe('290.00');
    expect(document.AccountingCustomerParty.Party.PartyTaxScheme.CompanyID).toBe('DE123456789');
    expect(document.AccountingCustomerParty.Party.PostalAddress).toMatchObject({
      StreetName: 'Leopoldstraße 12',
      CityName: 'München',
      PostalZone: '80802',
      CountrySubentity: 'Bayern',
      Country: { IdentificationCode: 'DE' },
    });

    const pdf = await pdfText(await download(paid.invoice.pdfUrl));
    for (const expected of ['Cod de TVA: DE123456789', 'Germania', 'Taxare inversă', '0% (TI)', '290,00']) expect(pdf).toContain(expected);

    // Its credit note (staff cancel the paid order) is reverse charged too, and passes the rules.
    await t.http
      .post(`/api/admin/orders/${placed.id}/cancel`)
      .set(...admin.auth)
      .send({ reason: 'Clientul a renunțat la raport.' })
      .expect(200);
    const { body: cancelled } = await t.http
      .get(`/api/checkout/status/${placed.id}`)
      .set(...buyer.auth)
      .expect(200);
    const credit = await xmlOf(cancelled.creditNotes[0].xmlUrl);
    expect(describeFailures(await officialRuleFailures(credit))).toBe('');
    expect(parser.parse(credit).CreditNote.TaxTotal[0].TaxSubtotal.TaxCategory.ID).toBe('AE');
  }, 120_000);

  it('invoices a company and a person outside the Union without Romanian VAT (O), and a person of another member state at 21%', async () => {
    const { body: american } = await order(americanCompany('accounts@harbour-advisory.com')).expect(201);
    expect(american).toMatchObject({ netEur: 290, vatEur: 0, totalEur: 290, vat: { category: 'O', ratePercent: null, mention: 'Neimpozabil în România' } });
    const us = await paidInvoice(american.id);
    expect(describeFailures(await officialRuleFailures(us.xml))).toBe('');
    expect(us.document.TaxTotal[0].TaxSubtotal.TaxCategory).toEqual({
      ID: 'O',
      TaxExemptionReasonCode: 'VATEX-EU-O',
      TaxExemptionReason: 'Neimpozabil în România',
      TaxScheme: { ID: 'VAT' },
    });
    expect(us.document.AccountingCustomerParty.Party.PartyLegalEntity.CompanyID).toBe('98-7654321');
    // Neither party names a VAT identifier on a supply outside Romanian VAT (BR-O-02): the seller gives its CUI as tax registration id (BT-32).
    expect(us.document.AccountingSupplierParty.Party.PartyTaxScheme).toEqual({ CompanyID: '18547290', TaxScheme: { ID: 'FC' } });
    expect(us.document.AccountingCustomerParty.Party.PartyTaxScheme).toBeUndefined();
    expect(us.document.LegalMonetaryTotal.PayableAmount['#text']).toBe('290.00');

    // Moldova's addresses have no postal code: none asked.
    const { body: moldovan } = await order(moldovanPerson('ion.ciobanu@example.md')).expect(201);
    expect(moldovan).toMatchObject({ totalEur: 290, vat: { category: 'O' }, billing: { country: 'MD', city: 'Chișinău' } });
    const md = await paidInvoice(moldovan.id);
    expect(describeFailures(await officialRuleFailures(md.xml))).toBe('');
    expect(md.document.AccountingCustomerParty.Party.PostalAddress).toMatchObject({ CityName: 'Chișinău', Country: { IdentificationCode: 'MD' } });

    const { body: austrian } = await order(austrianPerson('anna.gruber@example.at')).expect(201);
    expect(austrian).toMatchObject({ netEur: 290, vatEur: 60.9, totalEur: 350.9, vat: { category: 'S', ratePercent: 21, mention: null } });
    const at = await paidInvoice(austrian.id);
    expect(describeFailures(await officialRuleFailures(at.xml))).toBe('');
    expect(at.document.TaxTotal[0].TaxSubtotal.TaxCategory).toMatchObject({ ID: 'S', Percent: '21' });
    expect(at.document.LegalMonetaryTotal.PayableAmount['#text']).toBe('350.90');
  }, 180_000);
});
