import { XMLParser } from 'fast-xml-parser';
import { startAnafSpvStandIn, type AnafSpvStandIn } from '../../support/anaf-spv-stand-in.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { describeFailures, officialRuleFailures, prepareRuleSets } from '../../support/efactura-rules.js';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'TaxTotal',
});

/**
 * The whole path: staff confirm a transfer → the invoice is issued → its e-Factura XML (the buyer
 * downloads it) is uploaded and validated; staff cancel the order → the credit note's XML goes too.
 */
describe('e-Factura of a paid order, through the invoices module', () => {
  let spv: AnafSpvStandIn;
  let t: TestApp;
  let buyer: Member;
  let admin: Member;

  beforeAll(async () => {
    prepareRuleSets();
    spv = await startAnafSpvStandIn();
    t = await startTestApp({ env: { ...spv.env, INVOICE_EUR_RON_RATE: '5.0873' } });
    buyer = await newMember(t, { name: 'Ioana Cumpărătoarea' });
    admin = await newMember(t, { role: 'admin', name: 'Ana Administratoarea' });
  }, 300_000);

  afterAll(async () => {
    await t.close();
    await spv.close();
  });

  it('uploads the invoice of a confirmed transfer and the credit note of its cancellation, both validated', async () => {
    const { body: order } = await t.http
      .post('/api/checkout/raportEvaluare')
      .set(...buyer.auth)
      .send({
        companyName: 'Brutăria Țărănească SRL',
        billing: { type: 'person', name: 'Ioana Pop', address: 'Bd. Unirii nr. 10', city: 'Sector 3', county: 41, email: 'ioana.pop@example.ro' },
      })
      .expect(201);
    await t.http
      .post(`/api/admin/orders/${order.id}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'OP 123 / BT' })
      .expect(200);
    await t.jobs.drain();

    const { body: paid } = await t.http
      .get(`/api/checkout/status/${order.id}`)
      .set(...buyer.auth)
      .expect(200);
    const invoice = paid.invoice;
    expect(invoice).toMatchObject({ efactura: { status: 'validated', message: null } });
    expect(spv.uploads).toHaveLength(1);

    // What was uploaded is what the buyer downloads: the 290 EUR report, 60.90 VAT, 350.90 payable, the person by 13 zeros.
    const { body: xml } = await t.http
      .get(invoice.xmlUrl)
      .set(...buyer.auth)
      .buffer(true)
      .parse((res, done) => {
        let data = '';
        res.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        res.on('end', () => done(null, data));
      })
      .expect(200);
    expect(spv.uploads[0].xml).toBe(xml);
    expect(spv.uploads[0].standard).toBe('UBL');
    expect(describeFailures(await officialRuleFailures(xml))).toBe('');
    const document = parser.parse(xml).Invoice;
    expect(document.CustomizationID).toBe('urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1');
    expect(document.TaxTotal[0].TaxAmount['#text']).toBe('60.90');
    expect(document.LegalMonetaryTotal.PayableAmount['#text']).toBe('350.90');
    expect(document.AccountingCustomerParty.Party.PartyLegalEntity.CompanyID).toBe('0000000000000');
    expect(document.AccountingCustomerParty.Party.PostalAddress).toMatchObject({ CityName: 'SECTOR3', CountrySubentity: 'RO-B' });

    await t.http
      .post(`/api/admin/orders/${order.id}/cancel`)
      .set(...admin.auth)
      .send({ reason: 'Clientul a renunțat la comandă.' })
      .expect(200);
    await t.jobs.drain();
    expect(spv.uploads).toHaveLength(2);
    // The credit note is a UBL CreditNote of type 381 in positive figures, uploaded as such (standard CN).
    expect(spv.uploads[1].standard).toBe('CN');
    expect(describeFailures(await officialRuleFailures(spv.uploads[1].xml))).toBe('');
    const credit = parser.parse(spv.uploads[1].xml).CreditNote;
    expect(credit.CreditNoteTypeCode).toBe('381');
    expect(credit.BillingReference.InvoiceDocumentReference.ID).toBe(invoice.number);
    expect(credit.LegalMonetaryTotal.PayableAmount['#text']).toBe('350.90');
    const { body: listed } = await t.http
      .get('/api/admin/efactura')
      .set(...admin.auth)
      .expect(200);
    expect(listed.docs.map((doc: { kind: string; status: string }) => [doc.kind, doc.status])).toEqual([
      ['credit_note', 'validated'],
      ['invoice', 'validated'],
    ]);
  }, 120_000);
});
