import { Clock } from '../../../src/core/clock/clock.js';
import { Schedules } from '../../../src/modules/notifications/schedules.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startPushEndpoint } from '../../support/push-endpoint.js';
import { linkIn } from '../../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;
const company = (title: string) => ({ title, description: 'Descriere.', price: 50000, county: 16, city: 'Cluj-Napoca', domain: [9] });

describe('listing notifications: email and web push', () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;
  let owner: Member;
  let moderator: Member;

  beforeAll(async () => {
    push = await startPushEndpoint();
    t = await startTestApp({ env: { PUSH_ENDPOINT_HOSTS: push.host } });
    owner = await newMember(t, { name: 'Ioana Proprietar' });
    moderator = await newMember(t, { role: 'moderator' });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const create = async (title: string) =>
    (
      await t.http
        .post('/api/company')
        .set(...owner.auth)
        .send(company(title))
        .expect(201)
    ).body as { id: string; slug: string };

  it('approval: the owner gets an email with a working link and an encrypted push on every browser', async () => {
    const laptop = push.subscribe('laptop');
    const phone = push.subscribe('phone');
    await t.http
      .post('/api/account/subscribeToWebPush')
      .set(...owner.auth)
      .send(laptop)
      .expect(201);
    await t.http
      .post('/api/account/subscribeToWebPush')
      .set(...owner.auth)
      .send({ ...phone, expirationTime: null })
      .expect(201);
    const listing = await create('Atelier de tâmplărie în Dej');

    await t.http
      .post(`/api/admin/listings/${listing.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    const mail = await t.mail.waitFor(owner.email, /Anunțul tău a fost aprobat: Atelier de tâmplărie în Dej/);
    expect(mail.body).toContain('Ioana Proprietar');
    const link = linkIn(mail, `/vanzare-cumparare-afaceri/${listing.slug}`);
    expect(link.origin).toBe(t.config.http.publicUrl);
    expect((await t.http.get(`/api/company/${link.pathname.split('/').pop()}`).expect(200)).body.title).toBe('Atelier de tâmplărie în Dej');

    for (const name of ['laptop', 'phone']) {
      const [received] = await push.waitFor(name);
      expect(received.message).toEqual({
        title: 'Anunț aprobat',
        body: '„Atelier de tâmplărie în Dej” este publicat pe RoAfaceri.',
        url: `/vanzare-cumparare-afaceri/${listing.slug}`,
      });
      expect(received.headers['content-encoding']).toBe('aes128gcm');
      expect(received.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    }
    await t.jobs.drain();
    expect(t.mail.mails.filter((item) => item.to.includes(owner.email) && /aprobat/.test(item.subject))).toHaveLength(1);
  });

  it('rejection: the reason reaches the owner by email and shows in my listings', async () => {
    const listing = await create('Cafenea de specialitate în Turda');
    await t.http
      .post(`/api/admin/listings/${listing.id}/reject`)
      .set(...moderator.auth)
      .send({ reason: 'Fotografiile nu arată localul.' })
      .expect(200);
    const mail = await t.mail.waitFor(owner.email, /nu a fost aprobat: Cafenea de specialitate în Turda/);
    expect(mail.body).toContain('Fotografiile nu arată localul.');
    expect(linkIn(mail, '/cont/anunturile-mele').pathname).toBe('/cont/anunturile-mele');
    const mine = await t.http
      .get('/api/listings/mine')
      .set(...owner.auth)
      .expect(200);
    expect(mine.body.docs.find((doc: { id: string }) => doc.id === listing.id)).toMatchObject({
      status: 'rejected',
      moderationNote: 'Fotografiile nu arată localul.',
    });
  });

  it('a refused decision (wrong state) notifies nobody', async () => {
    const listing = await create('Decizie refuzată');
    await t.http
      .post(`/api/admin/listings/${listing.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    await t.jobs.drain();
    const before = t.mail.mails.length;
    await t.http
      .post(`/api/admin/listings/${listing.id}/approve`)
      .set(...moderator.auth)
      .expect(409);
    await t.jobs.drain();
    expect(t.mail.mails.length).toBe(before);
  });

  it('removes a subscription the push service no longer knows (410) and keeps the others', async () => {
    const member = await newMember(t);
    const gone = push.subscribe('gone');
    const kept = push.subscribe('kept');
    await t.http
      .post('/api/account/subscribeToWebPush')
      .set(...member.auth)
      .send(gone)
      .expect(201);
    await t.http
      .post('/api/account/subscribeToWebPush')
      .set(...member.auth)
      .send(kept)
      .expect(201);
    push.answer('gone', 410);
    const listing = await insertListing(t, member.id, { status: 'pending', title: 'Anunț cu abonament expirat' });
    await t.http
      .post(`/api/admin/listings/${listing.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    await push.waitFor('kept');
    await t.jobs.drain();
    const rows: { endpoint: string }[] = await t.dataSource.query(`SELECT endpoint FROM push_subscriptions WHERE user_id = $1`, [member.id]);
    expect(rows.map((row) => row.endpoint)).toEqual([kept.endpoint]);
  });

  it('one unavailable push service delays only its own browser: the others get the message, the retry sends only the missing one', async () => {
    const member = await newMember(t);
    const down = push.subscribe('down');
    const up = push.subscribe('up');
    await t.http
      .post('/api/account/subscribeToWebPush')
      .set(...member.auth)
      .send(down)
      .expect(201);
    await t.http
      .post('/api/account/subscribeToWebPush')
      .set(...member.auth)
      .send(up)
      .expect(201);
    push.answer('down', 503);
    const listing = await insertListing(t, member.id, { status: 'pending', title: 'Anunț cu un serviciu de notificări căzut' });
    await t.http
      .post(`/api/admin/listings/${listing.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    await push.waitFor('up');
    push.answer('down', 201);
    await push.waitFor('down', 1, 20_000);
    await t.jobs.drain();
    expect(push.received.filter((item) => item.path === '/push/up')).toHaveLength(1);
    expect(push.received.filter((item) => item.path === '/push/down')).toHaveLength(1);
  });

  it('drops a stored subscription whose key is no curve point (stored before keys were checked) and still reaches the others', async () => {
    const member = await newMember(t);
    const kept = push.subscribe('kept-after-bad-key');
    await t.http
      .post('/api/account/subscribeToWebPush')
      .set(...member.auth)
      .send(kept)
      .expect(201);
    await t.dataSource.query(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)`, [
      member.id,
      `http://${push.host}/push/bad-key`,
      Buffer.alloc(65, 7).toString('base64url'),
      Buffer.alloc(16, 1).toString('base64url'),
    ]);
    const listing = await insertListing(t, member.id, { status: 'pending', title: 'Anunț cu o cheie stricată' });
    await t.http
      .post(`/api/admin/listings/${listing.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    await push.waitFor('kept-after-bad-key');
    await t.jobs.drain();
    const rows: { endpoint: string }[] = await t.dataSource.query(`SELECT endpoint FROM push_subscriptions WHERE user_id = $1`, [member.id]);
    expect(rows.map((row) => row.endpoint)).toEqual([kept.endpoint]);
    expect(await t.jobs.failedCount()).toBe(0);
  });
});

describe('push subscriptions API', () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;

  beforeAll(async () => {
    push = await startPushEndpoint();
    t = await startTestApp({ env: { PUSH_ENDPOINT_HOSTS: `${push.host},.push.services.mozilla.com` } });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  it('gives the public key to anyone and needs a session to subscribe', async () => {
    const key = await t.http.get('/api/push/public-key').expect(200);
    expect(Buffer.from(key.body.publicKey, 'base64url')).toHaveLength(65);
    await t.http.post('/api/account/subscribeToWebPush').send(push.subscribe('anon')).expect(401);
  });

  it('refuses bad subscriptions with Romanian field messages and stores nothing', async () => {
    const member = await newMember(t);
    const good = push.subscribe('good');
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: 'https://evil.example.com/push/1' }, 'endpoint'],
      [{ ...good, endpoint: 'http://updates.push.services.mozilla.com/wpush/1' }, 'endpoint'],
      [{ ...good, endpoint: 'https://user:pw@updates.push.services.mozilla.com/x' }, 'endpoint'],
      [{ ...good, endpoint: 'nu este un url' }, 'endpoint'],
      [{ endpoint: good.endpoint }, 'keys'],
      [{ ...good, keys: { ...good.keys, p256dh: 'scurt' } }, 'keys.p256dh'],
      // 65 bytes, but no point of the P-256 curve: nothing could ever be encrypted for it.
      [{ ...good, keys: { ...good.keys, p256dh: Buffer.alloc(65, 7).toString('base64url') } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: Buffer.alloc(8, 1).toString('base64url') } }, 'keys.auth'],
      [{ ...good, keys: { ...good.keys, auth: '<script>' } }, 'keys.auth'],
      [{ ...good, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const answer = await t.http
        .post('/api/account/subscribeToWebPush')
        .set(...member.auth)
        .send(body as object)
        .expect(400);
      expect(answer.body.error.details.map((detail: { field: string }) => detail.field)).toContain(field);
      expect(answer.body.error.details.map((detail: { message: string }) => detail.message).join(' ')).toMatch(/[ăâîșțA-Z]/);
    }
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM push_subscriptions`);
    expect(count).toBe(0);
    // A subdomain of an allowed push service over https is accepted.
    await t.http
      .post('/api/account/subscribeToWebPush')
      .set(...member.auth)
      .send({ ...good, endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/abc' })
      .expect(201);
  });

  it('keeps several browsers per user; a user cannot remove another user’s subscription', async () => {
    const ana = await newMember(t);
    const dan = await newMember(t);
    const first = push.subscribe('ana-1');
    const second = push.subscribe('ana-2');
    await t.http
      .post('/api/account/subscribeToWebPush')
      .set(...ana.auth)
      .send(first)
      .expect(201);
    await t.http
      .post('/api/account/subscribeToWebPush')
      .set(...ana.auth)
      .send(second)
      .expect(201);
    await t.http
      .post('/api/account/subscribeToWebPush')
      .set(...ana.auth)
      .send(second)
      .expect(201);
    await t.http
      .delete('/api/account/subscribeToWebPush')
      .set(...dan.auth)
      .send({ endpoint: first.endpoint })
      .expect(204);
    const count = async () => (await t.dataSource.query(`SELECT count(*)::int AS count FROM push_subscriptions WHERE user_id = $1`, [ana.id]))[0].count;
    expect(await count()).toBe(2);
    await t.http
      .delete('/api/account/subscribeToWebPush')
      .set(...ana.auth)
      .send({ endpoint: first.endpoint })
      .expect(204);
    expect(await count()).toBe(1);
  });

  it('keeps an endpoint with its first owner: another user re-registering it gets 409 and changes nothing, until the owner removes it', async () => {
    const owner = await newMember(t);
    const other = await newMember(t);
    const subscription = push.subscribe('shared-browser');
    await t.http
      .post('/api/account/subscribeToWebPush')
      .set(...owner.auth)
      .send(subscription)
      .expect(201);
    const rowOf = async () =>
      (await t.dataSource.query(`SELECT user_id, p256dh, auth FROM push_subscriptions WHERE endpoint = $1`, [subscription.endpoint]))[0] as {
        user_id: string;
        p256dh: string;
        auth: string;
      };
    const before = await rowOf();
    const otherKeys = push.subscribe('other-keys').keys;
    const taken = await t.http
      .post('/api/account/subscribeToWebPush')
      .set(...other.auth)
      .send({ ...subscription, keys: otherKeys })
      .expect(409);
    expect(taken.body.error).toEqual({
      code: 'PUSH_ENDPOINT_TAKEN',
      message: 'Acest browser primește deja notificări pentru alt cont. Dezactivează-le din contul acela, apoi încearcă din nou.',
    });
    expect(await rowOf()).toEqual(before);
    // The owner may still refresh it.
    await t.http
      .post('/api/account/subscribeToWebPush')
      .set(...owner.auth)
      .send(subscription)
      .expect(201);
    expect((await rowOf()).user_id).toBe(owner.id);
    // Once the owner removes it, anyone may register it.
    await t.http
      .delete('/api/account/subscribeToWebPush')
      .set(...owner.auth)
      .send({ endpoint: subscription.endpoint })
      .expect(204);
    await t.http
      .post('/api/account/subscribeToWebPush')
      .set(...other.auth)
      .send(subscription)
      .expect(201);
    expect((await rowOf()).user_id).toBe(other.id);
  });
});

describe('schedules on a controlled clock', () => {
  let t: TestApp;
  let owner: Member;
  let clock: Clock;
  let schedules: Schedules;
  let now: Date;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newMember(t, { name: 'Radu Reamintire' });
    clock = t.app.get(Clock);
    schedules = t.app.get(Schedules);
    now = new Date();
    vi.spyOn(clock, 'now').mockImplementation(() => now);
  });
  afterAll(() => t.close());

  const at = (offsetMs: number) => {
    now = new Date(Date.now() + offsetMs);
  };
  const mailsTo = (subject: RegExp) => t.mail.mails.filter((mail) => mail.to.includes(owner.email) && subject.test(mail.subject));

  it('reminds 7 days and 1 day before the end, once each, with a renew link that works', async () => {
    const ends = new Date(Date.now() + 10 * DAY);
    const listing = await insertListing(t, owner.id, { title: 'Service auto în Mediaș', expiresAt: ends });
    const unrelated = await insertListing(t, owner.id, { title: 'Expiră peste un an', expiresAt: new Date(Date.now() + 365 * DAY) });

    at(2 * DAY); // 8 days before the end: nothing yet
    await schedules.remindExpiring();
    await t.jobs.drain();
    expect(mailsTo(/expiră/)).toHaveLength(0);

    at(3 * DAY + 3_600_000); // 7 days minus an hour before the end
    await schedules.remindExpiring();
    await schedules.remindExpiring(); // the same slot fires twice (two workers): one job
    await t.jobs.drain();
    at(4 * DAY); // the next morning: still inside no new window
    await schedules.remindExpiring();
    await t.jobs.drain();
    const week = mailsTo(/expiră în 7 zile: Service auto în Mediaș/);
    expect(week).toHaveLength(1);

    at(9 * DAY + 3_600_000); // the day before
    await schedules.remindExpiring();
    await t.jobs.drain();
    const lastDay = mailsTo(/expiră mâine: Service auto în Mediaș/);
    expect(lastDay).toHaveLength(1);
    expect(t.mail.mails.some((mail) => mail.subject.includes('Expiră peste un an'))).toBe(false);
    expect(unrelated.id).toBeTruthy();

    // The renew link: opened (by the owner or a mail scanner) it changes nothing and leads to the
    // page that asks; the page's POST renews and names my listings with the listing's id.
    const renew = linkIn(lastDay[0], '/api/listings/renew-link/');
    const token = renew.pathname.split('/').pop()!;
    const [before] = await t.dataSource.query(`SELECT expires_at FROM listings WHERE id = $1`, [listing.id]);
    const answer = await t.http.get(renew.pathname).expect(303);
    expect(answer.headers.location).toBe(`/reinnoire-anunt?token=${encodeURIComponent(token)}`);
    expect((await t.dataSource.query(`SELECT expires_at FROM listings WHERE id = $1`, [listing.id]))[0].expires_at).toEqual(before.expires_at);
    expect((await t.http.post(renew.pathname).expect(200)).body).toEqual({ renewed: true, next: `/cont/anunturile-mele?reinnoit=${listing.id}` });
    const [row] = await t.dataSource.query(`SELECT status, expires_at FROM listings WHERE id = $1`, [listing.id]);
    expect(row.status).toBe('approved');
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 80 * DAY);

    // A tampered link and one past its validity are refused without renewing.
    expect((await t.http.get(`/api/listings/renew-link/${token.slice(0, -2)}xx`).expect(303)).headers.location).toBe(
      '/cont/anunturile-mele?eroare=link-invalid',
    );
    expect((await t.http.post(`/api/listings/renew-link/${token.slice(0, -2)}xx`).expect(200)).body).toEqual({
      renewed: false,
      next: '/cont/anunturile-mele?eroare=link-invalid',
    });
    at(45 * DAY);
    expect((await t.http.get(renew.pathname).expect(303)).headers.location).toBe('/cont/anunturile-mele?eroare=link-expirat');
    expect((await t.http.post(renew.pathname).expect(200)).body).toEqual({ renewed: false, next: '/cont/anunturile-mele?eroare=link-expirat' });
  });

  it('expires listings at their end date and tells the owner once', async () => {
    at(0);
    const listing = await insertListing(t, owner.id, { title: 'Florărie în Sibiu', expiresAt: new Date(Date.now() + 2 * DAY) });
    at(DAY);
    await schedules.expireListings();
    await t.jobs.drain();
    expect((await t.http.get(`/api/company/${listing.slug}`)).status).toBe(200);

    at(2 * DAY + 60_000);
    await schedules.expireListings();
    await t.jobs.drain();
    at(2 * DAY + 2 * 3_600_000);
    await schedules.expireListings();
    await t.jobs.drain();
    expect((await t.http.get(`/api/company/${listing.slug}`)).status).toBe(404);
    const [row] = await t.dataSource.query(`SELECT status FROM listings WHERE id = $1`, [listing.id]);
    expect(row.status).toBe('expired');
    expect(mailsTo(/a expirat: Florărie în Sibiu/)).toHaveLength(1);
  });

  it('closes funding calls past their deadline (a Bucharest calendar day)', async () => {
    const staff = await newMember(t, { role: 'admin' });
    const fund = (title: string, deadline: string) => ({
      title,
      description: 'Apel de finanțare.',
      fundType: 1,
      region: 'all',
      callStatus: 'open',
      deadline,
      budget: 1000000,
      grantMin: 10000,
      grantMax: 200000,
      cofinancingPercent: 10,
    });
    const ids: string[] = [];
    for (const [title, deadline] of [
      ['Apel închis ieri', '2026-03-01'],
      ['Apel deschis mâine', '2026-03-03'],
    ] as const) {
      const created = await t.http
        .post('/api/fund')
        .set(...staff.auth)
        .send(fund(title, deadline));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      ids.push(created.body.id);
    }
    now = new Date('2026-03-02T06:00:00Z');
    await schedules.closeFundCalls();
    await t.jobs.drain();
    const rows: { listing_id: string; call_status: string }[] = await t.dataSource.query(
      `SELECT listing_id, call_status FROM fund_details WHERE listing_id = ANY($1::uuid[])`,
      [ids],
    );
    expect(Object.fromEntries(rows.map((row) => [row.listing_id, row.call_status]))).toEqual({ [ids[0]]: 'closed', [ids[1]]: 'open' });
  });

  it('sends the weekly funds digest to confirmed funds subscribers only, with a one-click unsubscribe that works', async () => {
    const staff = await newMember(t, { role: 'admin' });
    await t.http.post('/api/newsletter/funds').send({ email: 'fonduri@example.ro' }).expect(201);
    await t.http.post('/api/newsletter/funds').send({ email: 'neconfirmat@example.ro' }).expect(201);
    await t.http.post('/api/newsletter').send({ email: 'general@example.ro' }).expect(201);
    await t.jobs.drain();
    for (const email of ['fonduri@example.ro', 'general@example.ro']) {
      const confirmation = await t.mail.waitFor(email, /Confirmă abonarea/);
      await t.http
        .post('/api/newsletter/confirm')
        .send({ token: linkIn(confirmation, '/newsletter/confirmare').searchParams.get('token') })
        .expect(200);
    }
    const created = await t.http
      .post('/api/fund')
      .set(...staff.auth)
      .send({
        title: 'PNRR digitalizare IMM 2026',
        description: 'Apel nou.',
        fundType: 1,
        region: 'all',
        callStatus: 'open',
        deadline: '2027-01-31',
        budget: 1000000,
        grantMin: 10000,
        grantMax: 100000,
        cofinancingPercent: 10,
      });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.status).toBe('approved'); // staff publish funds directly
    at(DAY);
    await schedules.fundsDigest();
    await t.jobs.drain();
    const digest = await t.mail.waitFor('fonduri@example.ro', /finanțare nouă|finanțări noi/);
    expect(digest.body).toContain('PNRR digitalizare IMM 2026');
    expect(digest.body).toContain('termen: 31.01.2027');
    // Not to another topic's subscriber, not to an address that never confirmed.
    const digests = (email: string) => t.mail.mails.filter((mail) => mail.to.includes(email) && /finanț/.test(mail.subject) && !/Confirmă/.test(mail.subject));
    expect(digests('general@example.ro')).toEqual([]);
    expect(digests('neconfirmat@example.ro')).toEqual([]);

    expect(digest.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const header = /^List-Unsubscribe: <([^>]+)>/m.exec(digest.raw.replace(/\r?\n[ \t]+/g, ' '));
    expect(header).not.toBeNull();
    const unsubscribe = new URL(header![1]);
    expect(unsubscribe.pathname).toBe('/api/newsletter/unsubscribe');
    expect(linkIn(digest, '/newsletter/preferinte').searchParams.get('token')).toBe(unsubscribe.searchParams.get('token'));
    await t.http
      .post(unsubscribe.pathname + unsubscribe.search)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const [row] = await t.dataSource.query(`SELECT unsubscribed_at FROM newsletter_subscribers WHERE email = 'fonduri@example.ro'`);
    expect(row.unsubscribed_at).not.toBeNull();
    // Next week: no digest to the unsubscribed address.
    const sent = t.mail.mails.length;
    at(8 * DAY);
    await schedules.fundsDigest();
    await t.jobs.drain();
    expect(t.mail.mails.length).toBe(sent);
  });

  it('erases accounts left unverified for 30 days, keeps newer and verified ones', async () => {
    const old = await newMember(t, { verified: false });
    const recent = await newMember(t, { verified: false });
    const verified = await newMember(t);
    await t.dataSource.query(`UPDATE users SET created_at = now() - interval '31 days' WHERE id = ANY($1::uuid[])`, [[old.id, verified.id]]);
    at(0);
    await schedules.deleteUnverifiedAccounts();
    await t.jobs.drain();
    const rows: { id: string; deleted: boolean }[] = await t.dataSource.query(
      `SELECT id, deleted_at IS NOT NULL AS deleted FROM users WHERE id = ANY($1::uuid[])`,
      [[old.id, recent.id, verified.id]],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.deleted]))).toEqual({ [old.id]: true, [recent.id]: false, [verified.id]: false });
    await t.http.post('/api/login').send({ email: old.email, password: 'Parola123' }).expect(401);
  });
});
