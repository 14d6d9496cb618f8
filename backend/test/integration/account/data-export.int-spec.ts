import { strFromU8, unzipSync } from 'fflate';
import { STORAGE_DRIVER, type StorageDriver } from '../../../src/core/storage/storage-driver.js';
import { DataExportsService } from '../../../src/modules/privacy/data-exports.service.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { binary } from '../../support/served-files.js';
import { linkIn } from '../../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const READY = /Arhiva cu datele tale este gata/;

interface ExportRow {
  status: string;
  file_key: string | null;
  used_at: Date | null;
}

/** „Descarcă datele mele”: the archive of a member's own data, built by a job and downloaded once through an emailed link. */
describe("a visitor's own data on request (GDPR articles 15 and 20)", () => {
  let t: TestApp;
  let member: Member;
  let stranger: Member;
  let seller: Member;
  let admin: Member;
  let storage: StorageDriver;

  beforeAll(async () => {
    // New messages are emailed after a second, so waiting for the jobs takes no longer.
    t = await startTestApp({ env: { MESSAGE_EMAIL_DELAY_SECONDS: '1' } });
    storage = t.app.get<StorageDriver>(STORAGE_DRIVER);
    member = await newMember(t, { name: 'Ioana Exportescu' });
    stranger = await newMember(t, { name: 'Străin Curios' });
    seller = await newMember(t, { name: 'Vânzător Brașov' });
    admin = await newMember(t, { role: 'admin' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.jobs.drain();
    await t.dataSource.query(`DELETE FROM rate_counters`);
  });

  const exportRows = (member: Member): Promise<ExportRow[]> =>
    t.dataSource.query(`SELECT status, file_key, used_at FROM data_exports WHERE user_id = $1 ORDER BY created_at`, [member.id]);
  /** Asks for an archive and answers the token of the emailed link. */
  const exportToken = async (who: Member, mailsBefore = 0): Promise<string> => {
    const asked = await t.http
      .post('/api/account/data-export')
      .set(...who.auth)
      .expect(202);
    expect(asked.body).toMatchObject({ created: true, export: { state: 'pending' } });
    await t.jobs.drain();
    const deadline = Date.now() + 10_000;
    let mails = t.mail.mails.filter((mail) => mail.to.includes(who.email) && READY.test(mail.subject));
    while (mails.length <= mailsBefore && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mails = t.mail.mails.filter((mail) => mail.to.includes(who.email) && READY.test(mail.subject));
    }
    const link = linkIn(mails[mailsBefore]!, '/cont/datele-mele?token=');
    expect(link.origin).toBe(t.config.http.publicUrl);
    return link.searchParams.get('token')!;
  };
  const download = (who: Member, token: string) =>
    t.http
      .post('/api/account/data-export/download')
      .set(...who.auth)
      .send({ token })
      .buffer(true)
      .parse(binary);

  it('holds the member’s saved searches, messages and orders with the invoice PDF; the link’s GET changes nothing, another account cannot use it, and it works once', async () => {
    await t.http
      .post('/api/saved-searches')
      .set(...member.auth)
      .send({ type: 1, name: 'Cafenele în Cluj', frequency: 'daily', filters: { q: 'cafenea', county: 16 } })
      .expect(201);
    const listing = await insertListing(t, seller.id, { title: 'Cafenea de specialitate în Brașov' });
    await t.http
      .post('/api/conversations')
      .set(...member.auth)
      .send({ listingId: listing.id, message: 'Bună ziua, mai este disponibilă cafeneaua din Brașov?' })
      .expect(201);
    const order = (
      await t.http
        .post('/api/checkout/raportEvaluare')
        .set(...member.auth)
        .send({
          companyName: 'Brutăria Exportescu SRL',
          billing: { type: 'person', name: 'Ioana Exportescu', address: 'Str. Lungă nr. 5', city: 'Brașov', county: 8, email: member.email },
        })
        .expect(201)
    ).body as { id: string; number: string };
    await t.http
      .post(`/api/admin/orders/${order.id}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'OP 12 / ING' })
      .expect(200);
    await t.jobs.drain();
    const [invoice] = (await t.dataSource.query(`SELECT number FROM invoices WHERE order_id = $1`, [order.id])) as { number: string }[];
    expect(invoice).toBeDefined();

    // Nothing asked yet; asking starts the job, whose email carries the link.
    expect(
      (
        await t.http
          .get('/api/account/data-export')
          .set(...member.auth)
          .expect(200)
      ).body,
    ).toEqual({ export: null });
    const token = await exportToken(member);
    const mail = t.mail.mails.find((item) => item.to.includes(member.email) && READY.test(item.subject))!;
    expect(mail.body).toContain('o singură dată');
    const [ready] = await exportRows(member);
    expect(ready).toMatchObject({ status: 'ready', used_at: null });
    expect(await storage.exists(ready!.file_key!)).toBe(true);
    // Only the token's hash is stored.
    expect(JSON.stringify(await t.dataSource.query(`SELECT * FROM data_exports WHERE user_id = $1`, [member.id]))).not.toContain(token);

    // The link's page asks (GET, twice, as a mail scanner and then the member): nothing changes.
    for (let i = 0; i < 2; i++) {
      const state = await t.http
        .get('/api/account/data-export/link')
        .query({ token })
        .set(...member.auth)
        .expect(200);
      expect(state.body).toMatchObject({ state: 'ready', size: expect.any(Number) });
    }
    expect((await exportRows(member))[0]).toMatchObject({ status: 'ready', used_at: null, file_key: ready!.file_key });
    expect(
      (
        await t.http
          .get('/api/account/data-export')
          .set(...member.auth)
          .expect(200)
      ).body.export,
    ).toMatchObject({ state: 'ready' });

    // Another account: told so, refused, and the archive is still there for its owner.
    expect(
      (
        await t.http
          .get('/api/account/data-export/link')
          .query({ token })
          .set(...stranger.auth)
          .expect(200)
      ).body,
    ).toEqual({ state: 'other-account' });
    const refused = await t.http
      .post('/api/account/data-export/download')
      .set(...stranger.auth)
      .send({ token })
      .expect(403);
    expect(refused.body.error.message).toMatch(/alt cont/);
    await t.http.get('/api/account/data-export/link').query({ token }).expect(401);
    await t.http.post('/api/account/data-export/download').send({ token }).expect(401);
    expect((await exportRows(member))[0]).toMatchObject({ status: 'ready', used_at: null });

    // The owner downloads it: a ZIP attachment holding their data.
    const answer = await download(member, token).expect(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="roafaceri-datele-mele-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(answer.body as Buffer));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['CITESTE-MA.txt', 'account.json', 'saved-searches.json', 'messages.json', 'orders.json', 'invoices.json', 'consents.json']),
    );
    expect(json('account.json')).toMatchObject({ account: { id: member.id, email: member.email, fullName: 'Ioana Exportescu' } });
    expect(JSON.stringify(json('account.json'))).not.toMatch(/password|token/i);
    expect(json('saved-searches.json')).toEqual([
      expect.objectContaining({ name: 'Cafenele în Cluj', frequency: 'daily', filters: { q: 'cafenea', county: 16 } }),
    ]);
    expect(json('messages.json')).toMatchObject({
      conversations: [
        {
          listingTitle: 'Cafenea de specialitate în Brașov',
          myRole: 'buyer',
          otherParty: 'Vânzător Brașov',
          messages: [{ from: 'me', body: 'Bună ziua, mai este disponibilă cafeneaua din Brașov?' }],
        },
      ],
    });
    expect(JSON.stringify(json('messages.json'))).not.toContain(seller.email);
    expect(json('orders.json')).toEqual([
      expect.objectContaining({ number: order.number, status: 'paid', billing: expect.objectContaining({ name: 'Ioana Exportescu' }) }),
    ]);
    expect(json('invoices.json')).toEqual([
      expect.objectContaining({ number: invoice!.number, orderNumber: order.number, file: expect.stringMatching(/^fisiere\/facturi\/.+\.pdf$/) }),
    ]);
    const invoiceFile = (json('invoices.json') as { file: string }[])[0]!.file;
    expect(strFromU8(files[invoiceFile]!.subarray(0, 5))).toBe('%PDF-');
    expect(json('consents.json')).toMatchObject({ termsAcceptedAt: expect.any(String), newsletter: [] });
    // A consulting request was opened by the paid valuation order: it is the member's too.
    expect(json('consulting-requests.json')).toEqual([expect.objectContaining({ email: member.email })]);

    // Once only: the link is used, a second download is refused, and the file is deleted.
    expect((await exportRows(member))[0]).toMatchObject({ status: 'used', used_at: expect.any(Date) });
    const again = await t.http
      .post('/api/account/data-export/download')
      .set(...member.auth)
      .send({ token })
      .expect(404);
    expect(again.body.error.message).toMatch(/o singură dată/);
    expect(
      (
        await t.http
          .get('/api/account/data-export/link')
          .query({ token })
          .set(...member.auth)
          .expect(200)
      ).body,
    ).toEqual({ state: 'used' });
    // The page's plain form post (no JavaScript) is sent back to the page, which says why.
    const form = await t.http
      .post('/api/account/data-export/download')
      .set(...member.auth)
      .type('form')
      .send({ token })
      .expect(303);
    expect(form.headers.location).toBe(`/cont/datele-mele?token=${token}`);
    const deadline = Date.now() + 5_000;
    while ((await exportRows(member))[0]!.file_key && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await exportRows(member))[0]!.file_key).toBeNull();
    expect(await storage.exists(ready!.file_key!)).toBe(false);
  });

  it('prepares one archive at a time per user and at most 3 a day, with a Romanian message; a bad token is a 400 and an unknown one says so', async () => {
    const asker = await newMember(t);
    await t.dataSource.query(`INSERT INTO data_exports (user_id) VALUES ($1)`, [asker.id]);
    const pending = await t.http
      .post('/api/account/data-export')
      .set(...asker.auth)
      .expect(202);
    expect(pending.body).toMatchObject({ created: false, export: { state: 'pending' }, message: expect.stringMatching(/deja în pregătire/) });
    expect(await exportRows(asker)).toHaveLength(1);
    await t.dataSource.query(`DELETE FROM data_exports WHERE user_id = $1`, [asker.id]);

    for (let made = 0; made < 3; made++) await exportToken(asker, made);
    const limited = await t.http
      .post('/api/account/data-export')
      .set(...asker.auth)
      .expect(429);
    expect(limited.body.error.message).toMatch(/cel mult 3 arhive/);
    expect(await exportRows(asker)).toHaveLength(3);

    const bad = await t.http
      .get('/api/account/data-export/link')
      .query({ token: 'scurt' })
      .set(...asker.auth)
      .expect(400);
    expect(bad.body.error.details).toEqual([{ field: 'token', message: expect.stringMatching(/nu este valid/) }]);
    await t.http
      .post('/api/account/data-export/download')
      .set(...asker.auth)
      .send({ token: 'x'.repeat(43), extra: 1 })
      .expect(400);
    expect(
      (
        await t.http
          .get('/api/account/data-export/link')
          .query({ token: 'A'.repeat(43) })
          .set(...asker.auth)
          .expect(200)
      ).body,
    ).toEqual({ state: 'invalid' });
    await t.http
      .post('/api/account/data-export/download')
      .set(...asker.auth)
      .send({ token: 'A'.repeat(43) })
      .expect(404);
    expect((await exportRows(asker)).map((row) => row.status)).toEqual(['ready', 'ready', 'ready']);
  });

  it('an unused archive expires after 24 hours: the hourly cleanup deletes its file and the link says it expired', async () => {
    const late = await newMember(t);
    const token = await exportToken(late);
    const [row] = await exportRows(late);
    const exports = t.app.get(DataExportsService);
    // An hour later nothing happens; a day later the archive is gone.
    expect(await exports.prune({ at: new Date(Date.now() + 60 * 60 * 1000).toISOString() })).toBe('skipped');
    expect(await storage.exists(row!.file_key!)).toBe(true);
    expect(await exports.prune({ at: new Date(Date.now() + 25 * 60 * 60 * 1000).toISOString() })).toBe('done');
    expect((await exportRows(late))[0]).toMatchObject({ status: 'expired', file_key: null });
    expect(await storage.exists(row!.file_key!)).toBe(false);
    expect(
      (
        await t.http
          .get('/api/account/data-export/link')
          .query({ token })
          .set(...late.auth)
          .expect(200)
      ).body,
    ).toEqual({ state: 'expired' });
    const refused = await t.http
      .post('/api/account/data-export/download')
      .set(...late.auth)
      .send({ token })
      .expect(404);
    expect(refused.body.error.message).toMatch(/a expirat/);
  });
});
