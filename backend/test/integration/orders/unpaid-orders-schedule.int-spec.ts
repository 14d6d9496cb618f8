import { Clock } from '../../../src/core/clock/clock.js';
import { Schedules } from '../../../src/modules/notifications/schedules.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const billing = (email: string) => ({ type: 'person', name: 'Radu Întârziat', address: 'Str. Lungă nr. 3', city: 'Brașov', county: 6, email });

/** The daily cancellation of orders left unpaid, on a controlled clock. */
describe('schedule: orders left unpaid are cancelled after the payment term', () => {
  let t: TestApp;
  let client: Member;
  let admin: Member;
  let schedules: Schedules;
  let now: Date;

  beforeAll(async () => {
    // The client checks the orders a fortnight apart on the moved clock: a session idle that long stays valid here.
    t = await startTestApp({ env: { SESSION_IDLE_SECONDS: String((30 * DAY) / 1000) } });
    client = await newMember(t, { name: 'Radu Întârziat' });
    admin = await newMember(t, { role: 'admin' });
    schedules = t.app.get(Schedules);
    now = new Date();
    vi.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
  });
  afterAll(() => t.close());

  const at = (offsetMs: number) => {
    now = new Date(Date.now() + offsetMs);
  };
  const order = async (email: string) =>
    (
      await t.http
        .post('/api/checkout/raportEvaluare')
        .set(...client.auth)
        .send({ companyName: 'Firma Întârziată SRL', billing: billing(email) })
        .expect(201)
    ).body as { id: string; number: string };
  const statusOf = async (id: string) =>
    (
      await t.http
        .get(`/api/checkout/status/${id}`)
        .set(...client.auth)
        .expect(200)
    ).body as { status: string; cancelReason: string | null; cancelledAt: string | null };
  const cancelMails = async (email: string) => {
    await t.jobs.drain();
    return t.mail.mails.filter((mail) => mail.to.includes(email) && /a fost anulată/.test(mail.subject));
  };

  it('cancels only orders still waiting for payment past 14 days, once, telling each client why', async () => {
    const late = await order('intarziat@example.ro');
    const paid = await order('platitor@example.ro');
    await t.http
      .post(`/api/admin/orders/${paid.id}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'OP 1' })
      .expect(200);
    // Placed later: still inside its term when the first one runs out.
    await t.dataSource.query(`UPDATE orders SET created_at = created_at + interval '3 days' WHERE id = $1`, [(await order('recent@example.ro')).id]);

    at(13 * DAY);
    await schedules.cancelUnpaidOrders();
    await t.jobs.drain();
    expect((await statusOf(late.id)).status).toBe('awaiting_payment');

    at(14 * DAY + 3_600_000);
    await schedules.cancelUnpaidOrders();
    await schedules.cancelUnpaidOrders(); // the same day fires twice (two workers): one job
    await t.jobs.drain();
    expect(await statusOf(late.id)).toMatchObject({ status: 'cancelled', cancelReason: 'Termenul de plată a expirat.', cancelledAt: now.toISOString() });
    expect((await statusOf(paid.id)).status).toBe('paid');
    const mails = await cancelMails('intarziat@example.ro');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Comanda ${late.number} a fost anulată — RoAfaceri`);
    expect(mails[0].body).toContain('Termenul de plată a expirat.');
    expect(await cancelMails('platitor@example.ro')).toHaveLength(0);
    expect(await cancelMails('recent@example.ro')).toHaveLength(0);

    // The next day: the recent one's term has passed now; the first one is not cancelled (or told) again.
    at(17 * DAY + 3_600_000);
    await schedules.cancelUnpaidOrders();
    await t.jobs.drain();
    expect(await cancelMails('recent@example.ro')).toHaveLength(1);
    expect(await cancelMails('intarziat@example.ro')).toHaveLength(1);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM orders WHERE status = 'awaiting_payment'`);
    expect(n).toBe(0);
  });
});
