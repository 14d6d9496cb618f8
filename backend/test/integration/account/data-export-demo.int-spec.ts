import { strFromU8, unzipSync } from 'fflate';
import { seedDemoData } from '../../../src/demo/demo-seeder.js';
import { binary } from '../../support/served-files.js';
import { linkIn } from '../../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The demo accounts of `npm start` export their data: the demo buyer's saved searches and messages, the demo company's orders and invoice. */
describe('„Descarcă datele mele” with the demo data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'error', MESSAGE_EMAIL_DELAY_SECONDS: '1' } });
    await seedDemoData(t.app, { imageEvery: 0 });
    await t.jobs.drain();
  }, 180_000);
  afterAll(() => t?.close());

  /** Signs in as a demo account, asks for the archive, follows the emailed link and answers the archive's files. */
  async function exportOf(email: string): Promise<Record<string, Uint8Array>> {
    const login = await t.http.post('/api/login').send({ email, password: 'Demo12345' }).expect(200);
    const auth = ['authorization', `Bearer ${login.body.token}`] as const;
    await t.http
      .post('/api/account/data-export')
      .set(...auth)
      .expect(202);
    await t.jobs.drain();
    const mail = await t.mail.waitFor(email, /Arhiva cu datele tale este gata/);
    const token = linkIn(mail, '/cont/datele-mele?token=').searchParams.get('token')!;
    expect(
      (
        await t.http
          .get('/api/account/data-export/link')
          .query({ token })
          .set(...auth)
          .expect(200)
      ).body.state,
    ).toBe('ready');
    const answer = await t.http
      .post('/api/account/data-export/download')
      .set(...auth)
      .send({ token })
      .buffer(true)
      .parse(binary)
      .expect(200);
    return unzipSync(new Uint8Array(answer.body as Buffer));
  }
  const json = (files: Record<string, Uint8Array>, name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;

  it('the demo buyer’s archive holds their saved searches and their conversation with the demo company', async () => {
    const files = await exportOf('ion.popescu@example.ro');
    expect(json(files, 'account.json')).toMatchObject({ account: { email: 'ion.popescu@example.ro', fullName: 'Ion Popescu' } });
    expect((json(files, 'saved-searches.json') as unknown[]).length).toBeGreaterThan(0);
    const { conversations } = json(files, 'messages.json') as {
      conversations: { myRole: string; otherParty: string; messages: { from: string; body: string }[] }[];
    };
    expect(conversations).toEqual([expect.objectContaining({ myRole: 'buyer', otherParty: 'Radu Marinescu' })]);
    expect(conversations[0]!.messages.map((message) => message.from)).toEqual(['me', 'other', 'me']);
  });

  it('the demo company’s archive holds its orders, the paid one’s invoice PDF, and its side of the conversation', async () => {
    const files = await exportOf('demo@roafaceri.ro');
    const orders = json(files, 'orders.json') as { number: string; status: string }[];
    expect(orders.length).toBeGreaterThan(0);
    const invoices = json(files, 'invoices.json') as { file: string; orderNumber: string }[];
    expect(invoices.length).toBeGreaterThan(0);
    expect(orders.map((order) => order.number)).toContain(invoices[0]!.orderNumber);
    expect(strFromU8(files[invoices[0]!.file]!.subarray(0, 5))).toBe('%PDF-');
    expect((json(files, 'listings.json') as unknown[]).length).toBeGreaterThan(0);
    expect((json(files, 'messages.json') as { conversations: { myRole: string }[] }).conversations).toEqual([expect.objectContaining({ myRole: 'seller' })]);
  });
});
