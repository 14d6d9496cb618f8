import { XMLParser } from 'fast-xml-parser';
import { BUCHAREST_SECTOR_MESSAGE } from '../../../src/contracts/counties.js';
import { newMember, type Member } from '../../support/members.js';
import { binary } from '../../support/served-files.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', removeNSPrefix: true, parseTagValue: false });

const person = (email: string, extra: Record<string, unknown> = {}) => ({
  type: 'person',
  name: 'Ioana Pop',
  address: 'Calea Victoriei nr. 12',
  city: 'Sector 3',
  county: 41,
  email,
  ...extra,
});

/**
 * Billing data saved before checkout asked for a București sector cannot be invoiced (CIUS-RO
 * BR-RO-100/101): such an order is not paid (by the buyer's checkout nor by staff) until its owner
 * completes the billing data (`PUT /api/checkout/{id}/billing`), which the order tells
 * (`billingIncomplete`).
 */
describe('checkout: billing data saved without a București sector', () => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  let admin: Member;

  const status = async (id: string, member = owner) =>
    (
      await t.http
        .get(`/api/checkout/status/${id}`)
        .set(...member.auth)
        .expect(200)
    ).body;
  const updateBilling = (id: string, billing: object, member = owner) =>
    t.http
      .put(`/api/checkout/${id}/billing`)
      .set(...member.auth)
      .send({ billing });
  /** An order as older data have it: placed, then its locality stored as "București" (the street names no sector). */
  const olderOrder = async (email: string) => {
    const { body } = await t.http
      .post('/api/checkout/raportEvaluare')
      .set(...owner.auth)
      .send({ companyName: 'Firma Veche SRL', billing: person(email) })
      .expect(201);
    await t.dataSource.query(`UPDATE orders SET billing = billing || '{"city": "București"}'::jsonb WHERE id = $1`, [body.id]);
    return body.id as string;
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newMember(t, { name: 'Ioana Pop' });
    other = await newMember(t);
    admin = await newMember(t, { role: 'admin' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.dataSource.query(`DELETE FROM rate_counters`));

  it('says why on the order, refuses its payment by the buyer and by staff, and takes it once the owner completes the sector', async () => {
    const id = await olderOrder('veche@example.ro');
    expect(await status(id)).toMatchObject({
      status: 'awaiting_payment',
      billing: { country: 'RO', county: 41, city: 'București' },
      billingIncomplete: { field: 'billing.city', message: BUCHAREST_SECTOR_MESSAGE },
    });

    // The buyer's checkout (transfer or card) is refused with a Romanian message on billing.city.
    for (const method of ['bank_transfer', 'card']) {
      const refused = await t.http
        .post('/api/checkout')
        .set(...owner.auth)
        .send({ orderId: id, method })
        .expect(400);
      expect(refused.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Datele de facturare ale comenzii trebuie completate înainte de plată.' });
      expect(refused.body.error.details).toEqual([
        { field: 'billing.city', message: `${BUCHAREST_SECTOR_MESSAGE} Completează datele de facturare ale comenzii, apoi plătește.` },
      ]);
    }
    // Staff cannot confirm a transfer either: told to have the sector completed first; nothing changes, no invoice.
    const staff = await t.http
      .post(`/api/admin/orders/${id}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'OP 5 / BT' })
      .expect(400);
    expect(staff.body.error.details).toEqual([
      { field: 'billing.city', message: expect.stringContaining('Cere clientului să completeze sectorul în pagina comenzii') },
    ]);
    expect(await status(id)).toMatchObject({ status: 'awaiting_payment', invoice: null });
    expect(await t.dataSource.query(`SELECT 1 FROM invoices WHERE order_id = $1`, [id])).toEqual([]);
    expect(await t.dataSource.query(`SELECT 1 FROM audit_log WHERE entity_id = $1`, [id])).toEqual([]);

    // Completing: only the owner (another account's order is not found), validated as at checkout.
    await updateBilling(id, person('veche@example.ro'), other).expect(404);
    await t.http
      .put(`/api/checkout/${id}/billing`)
      .send({ billing: person('veche@example.ro') })
      .expect(401);
    const invalid = await updateBilling(id, person('veche@example.ro', { city: 'București' })).expect(400);
    expect(invalid.body.error.details).toEqual([{ field: 'billing.city', message: BUCHAREST_SECTOR_MESSAGE }]);
    const noBilling = await t.http
      .put(`/api/checkout/${id}/billing`)
      .set(...owner.auth)
      .send({})
      .expect(400);
    expect(noBilling.body.error.details).toContainEqual({ field: 'billing', message: 'Completează datele de facturare.' });
    expect((await status(id)).billingIncomplete).not.toBeNull();

    const completed = await updateBilling(id, person('veche@example.ro', { city: 'sectorul 1' })).expect(200);
    expect(completed.body).toMatchObject({
      id,
      status: 'awaiting_payment',
      billing: { city: 'Sector 1', county: 41 },
      billingIncomplete: null,
      totalEur: 350.9,
    });
    // The proforma again, to the billing address, with the completed address.
    const proformas = async () => {
      await t.jobs.drain();
      return t.mail.mails.filter((mail) => mail.to.includes('veche@example.ro') && /factură proformă/.test(mail.subject));
    };
    expect((await proformas()).map((mail) => mail.body.includes('Calea Victoriei nr. 12, Sector 1, jud. București'))).toEqual([false, true]);
    // The same data sent again change nothing and send nothing again.
    await updateBilling(id, person('veche@example.ro', { city: 'Sector 1' })).expect(200);
    expect(await proformas()).toHaveLength(2);

    await t.http
      .post('/api/checkout')
      .set(...owner.auth)
      .send({ orderId: id, method: 'bank_transfer' })
      .expect(200);
    const paid = await t.http
      .post(`/api/admin/orders/${id}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'OP 5 / BT' })
      .expect(200);
    expect(paid.body).toMatchObject({ status: 'paid', billingIncomplete: null });
    const xml = (
      await t.http
        .get(paid.body.invoice.xmlUrl)
        .set(...owner.auth)
        .buffer(true)
        .parse(binary)
        .expect(200)
    ).body.toString('utf8');
    expect(parser.parse(xml).Invoice.AccountingCustomerParty.Party.PostalAddress).toMatchObject({ CityName: 'SECTOR1', CountrySubentity: 'RO-B' });

    // Once paid, the billing data stay as invoiced.
    const late = await updateBilling(id, person('veche@example.ro', { city: 'Sector 2' })).expect(400);
    expect(late.body.error.details).toEqual([{ field: 'status', message: 'Comanda nu mai poate fi modificată: este plătită.' }]);
  });

  it('an older address whose street names the sector can be invoiced as it is', async () => {
    const { body } = await t.http
      .post('/api/checkout/raportEvaluare')
      .set(...owner.auth)
      .send({ companyName: 'Firma SRL', billing: person('strada@example.ro') })
      .expect(201);
    await t.dataSource.query(
      `UPDATE orders SET billing = billing || '{"city": "București", "address": "Bd. Unirii nr. 10, sectorul 3"}'::jsonb WHERE id = $1`,
      [body.id],
    );
    expect((await status(body.id)).billingIncomplete).toBeNull();
    await t.http
      .post('/api/checkout')
      .set(...owner.auth)
      .send({ orderId: body.id, method: 'bank_transfer' })
      .expect(200);
  });

  it('reprices the order when the new billing data change its VAT, but not under a card payment already handed out', async () => {
    const id = await olderOrder('muta@example.ro');
    const german = {
      type: 'company',
      country: 'DE',
      name: 'Pop Consulting GmbH',
      vatId: 'DE123456789',
      address: 'Leopoldstraße 12',
      city: 'München',
      postalCode: '80802',
      email: 'muta@example.ro',
    };
    await t.dataSource.query(`UPDATE orders SET card_state = 'started', card_state_at = now(), payment_method = 'card' WHERE id = $1`, [id]);
    const refused = await updateBilling(id, german).expect(400);
    expect(refused.body.error.details).toEqual([
      { field: 'billing.country', message: expect.stringContaining('Ai început plata cu cardul pentru 350,90 EUR') },
    ]);
    expect(await status(id)).toMatchObject({ totalEur: 350.9, billing: { country: 'RO' } });

    await t.dataSource.query(`UPDATE orders SET card_state = NULL, card_state_at = NULL WHERE id = $1`, [id]);
    const moved = await updateBilling(id, german).expect(200);
    expect(moved.body).toMatchObject({
      netEur: 290,
      vatEur: 0,
      totalEur: 290,
      vat: { category: 'AE' },
      billing: { country: 'DE', vatId: 'DE123456789' },
      billingIncomplete: null,
    });
    expect(moved.body.billing.county).toBeUndefined();
    expect(moved.body.payment).toMatchObject({ amountEur: 290 });
  });
});
