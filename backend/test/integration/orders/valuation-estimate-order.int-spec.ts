import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const billing = { type: 'person', name: 'Ioana Pop', address: 'Bd. Unirii nr. 10', city: 'Sector 4', county: 41, email: 'estimare.comanda@example.ro' };
const ESTIMATE_ID = 'Qm9yZGVhdXhXaW5lc0FyZUdvb2Q';

/** A valuation report ordered from an instant estimate keeps the estimate's id for the consultant. */
describe('checkout: a valuation order that follows an instant estimate', () => {
  let t: TestApp;
  let alice: Member;

  const count = async () => ((await t.dataSource.query(`SELECT count(*)::int AS n FROM orders`)) as { n: number }[])[0].n;
  const order = (body: object) =>
    t.http
      .post('/api/checkout/raportEvaluare')
      .set(...alice.auth)
      .send(body);

  beforeAll(async () => {
    t = await startTestApp();
    alice = await newMember(t, { name: 'Alice Evaluata' });
  });
  afterAll(() => t.close());

  it('stores the estimate id with the company to value and answers it with the order', async () => {
    const { body } = await order({ companyName: 'Bistro Central SRL', companyCui: '1590082', estimateId: ESTIMATE_ID, billing }).expect(201);
    expect(body.valuation).toEqual({ companyName: 'Bistro Central SRL', companyCui: '1590082', notes: null, estimateId: ESTIMATE_ID });
    const [row] = (await t.dataSource.query(`SELECT valuation FROM orders WHERE id = $1`, [body.id])) as { valuation: Record<string, unknown> }[];
    expect(row.valuation.estimateId).toBe(ESTIMATE_ID);
  });

  it('orders without an estimate as before (an empty field counts as none)', async () => {
    const { body } = await order({ companyName: 'Fără Estimare SRL', estimateId: '', billing }).expect(201);
    expect(body.valuation).toMatchObject({ companyName: 'Fără Estimare SRL', estimateId: null });
  });

  it('refuses an id that cannot be an estimate with a Romanian field message, and stores nothing', async () => {
    const before = await count();
    for (const estimateId of ["1' or '1'='1", 'scurt', 'x'.repeat(65), 42]) {
      const answer = await order({ companyName: 'Firma X SRL', estimateId, billing }).expect(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      expect(answer.body.error.details).toContainEqual({
        field: 'estimateId',
        message: 'Estimarea de la care pornește comanda nu este validă; comandă raportul din pagina estimării.',
      });
    }
    expect(await count()).toBe(before);
  });
});
