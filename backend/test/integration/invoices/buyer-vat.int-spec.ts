import { startAnafCompanyStandIn, type AnafCompanyStandIn } from '../../support/anaf-company-stand-in.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const companyBilling = (cui: string, email: string) => ({
  type: 'company',
  name: 'Firma Facturată SRL',
  cui,
  address: 'Str. Memorandumului nr. 28',
  city: 'Cluj-Napoca',
  county: 16,
  email,
});

/**
 * The buyer's VAT status is kept as ANAF's registry says (scpTVA), not read from an "RO" prefix: a VAT
 * payer's invoice carries its VAT identifier RO + CUI (BT-48, PartyTaxScheme), a company outside VAT
 * only its CUI as legal identifier, whatever the buyer typed.
 */
describe('the buyer company’s VAT status on its invoice', () => {
  let anaf: AnafCompanyStandIn;
  let t: TestApp;
  let buyer: Member;
  let admin: Member;

  beforeAll(async () => {
    anaf = await startAnafCompanyStandIn();
    t = await startTestApp({ env: { ...anaf.env, INVOICE_EUR_RON_RATE: '5.0000' } });
    buyer = await newMember(t, { name: 'Ana Cumpărătoarea' });
    admin = await newMember(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await anaf.close();
  });

  async function invoiceXmlOf(cui: string): Promise<{ billing: Record<string, unknown>; xml: string }> {
    const { body: order } = await t.http
      .post('/api/checkout/raportEvaluare')
      .set(...buyer.auth)
      .send({ companyName: 'Firma evaluată', billing: companyBilling(cui, buyer.email) })
      .expect(201);
    await t.http
      .post(`/api/admin/orders/${order.id}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'OP 1 / BT' })
      .expect(200);
    const { body: paid } = await t.http
      .get(`/api/checkout/status/${order.id}`)
      .set(...buyer.auth)
      .expect(200);
    const xml = await t.http
      .get(paid.invoice.xmlUrl)
      .set(...buyer.auth)
      .buffer(true)
      .parse((res, done) => {
        let data = '';
        res.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        res.on('end', () => done(null, data));
      });
    return { billing: order.billing, xml: xml.body as string };
  }

  const buyerPartyOf = (xml: string) => /<cac:AccountingCustomerParty>([\s\S]*?)<\/cac:AccountingCustomerParty>/.exec(xml)![1]!;

  it('a VAT payer typed without "RO" gets RO + CUI as its VAT identifier', async () => {
    const { billing, xml } = await invoiceXmlOf('18547290');
    expect(billing).toMatchObject({ cui: '18547290', vatPayer: true });
    expect(buyerPartyOf(xml)).toMatch(/<cac:PartyTaxScheme>\s*<cbc:CompanyID>RO18547290<\/cbc:CompanyID>\s*<cac:TaxScheme>\s*<cbc:ID>VAT<\/cbc:ID>/);
  });

  it('a company outside VAT typed with "RO" gets no VAT identifier, only its CUI', async () => {
    const { billing, xml } = await invoiceXmlOf('RO14399840');
    expect(billing).toMatchObject({ cui: '14399840', vatPayer: false });
    expect(buyerPartyOf(xml)).not.toContain('PartyTaxScheme');
    expect(buyerPartyOf(xml)).toMatch(
      /<cac:PartyLegalEntity>\s*<cbc:RegistrationName>Firma Facturată SRL<\/cbc:RegistrationName>\s*<cbc:CompanyID>14399840<\/cbc:CompanyID>/,
    );
  });

  it('never takes the VAT status from the buyer', async () => {
    const answer = await t.http
      .post('/api/checkout/raportEvaluare')
      .set(...buyer.auth)
      .send({ companyName: 'Firma evaluată', billing: { ...companyBilling('14399840', buyer.email), vatPayer: true } })
      .expect(400);
    expect(answer.body.error.details).toContainEqual({ field: 'billing.vatPayer', message: 'Câmpul nu este permis.' });
  });
});
