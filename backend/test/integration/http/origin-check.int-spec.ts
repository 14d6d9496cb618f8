import { ListingType } from '../../../src/contracts/lists.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const EVIL = 'https://evil.example';
const REFUSED = { error: { code: 'FORBIDDEN', message: 'Cererea a fost respinsă: nu provine de pe site-ul RoAfaceri.' } };

/** Cross-site request forgery: cookie-authenticated changes must come from the site itself. */
describe('origin check of state-changing API calls', () => {
  let t: TestApp;
  let ana: Member;
  let site: string;
  const cookieOf = (member: Member) => `auth_token=${member.auth[1].replace(/^Bearer /, '')}`;
  const favourites = async (member: Member) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM favorites WHERE user_id = $1`, [member.id]))[0].n as number;
  const orderStatus = async (id: string) => (await t.dataSource.query(`SELECT status FROM orders WHERE id = $1`, [id]))[0].status as string;
  const newOrder = async (member: Member) =>
    (
      await t.http
        .post('/api/checkout/raportEvaluare')
        .set(...member.auth)
        .send({
          companyName: 'Firma de evaluat',
          billing: { type: 'person', name: 'Ana Pop', address: 'Bd. Unirii nr. 10', city: 'Sector 4', county: 41, email: member.email },
        })
        .expect(201)
    ).body.id as string;

  beforeAll(async () => {
    t = await startTestApp();
    site = new URL(t.config.http.publicUrl).origin;
    ana = await newMember(t);
  });
  afterAll(() => t.close());

  it('refuses a cookie-authenticated favourite, order cancellation and profile update from another site, and changes nothing', async () => {
    const owner = await newMember(t);
    const listing = await insertListing(t, owner.id);
    const orderId = await newOrder(ana);
    const cookie = cookieOf(ana);

    const favourite = await t.http.post('/api/favorite').set('cookie', cookie).set('origin', EVIL).send({ entityId: listing.id, type: ListingType.Company });
    expect(favourite.status).toBe(403);
    expect(favourite.body).toEqual(REFUSED);
    expect(await favourites(ana)).toBe(0);

    expect((await t.http.post(`/api/checkout/cancel/${orderId}`).set('cookie', cookie).set('origin', EVIL)).status).toBe(403);
    // No Origin, a foreign Referer: refused as well; no header at all: refused.
    expect((await t.http.post(`/api/checkout/cancel/${orderId}`).set('cookie', cookie).set('referer', `${EVIL}/pagina`)).status).toBe(403);
    expect((await t.http.post(`/api/checkout/cancel/${orderId}`).set('cookie', cookie)).status).toBe(403);
    expect((await t.http.post(`/api/checkout/cancel/${orderId}`).set('cookie', cookie).set('origin', 'null')).status).toBe(403);
    expect(await orderStatus(orderId)).toBe('awaiting_payment');

    const profile = await t.http
      .post('/api/account/profile')
      .set('cookie', cookie)
      .set('origin', EVIL)
      .field('fullName', 'Nume Schimbat')
      .attach('avatar', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'poza.png');
    expect(profile.status).toBe(403);
    expect((await t.dataSource.query(`SELECT full_name, avatar_key FROM users WHERE id = $1`, [ana.id]))[0]).toMatchObject({
      full_name: ana.name,
      avatar_key: null,
    });

    // The same calls from the site succeed (Origin, or a Referer of the site when no Origin is sent).
    expect(
      (await t.http.post('/api/favorite').set('cookie', cookie).set('origin', site).send({ entityId: listing.id, type: ListingType.Company })).status,
    ).toBe(201);
    expect(await favourites(ana)).toBe(1);
    expect((await t.http.post(`/api/checkout/cancel/${orderId}`).set('cookie', cookie).set('referer', `${site}/plata/comanda/${orderId}`)).status).toBe(200);
    expect(await orderStatus(orderId)).toBe('cancelled');
    const updated = await t.http
      .post('/api/account/profile')
      .set('cookie', cookie)
      .set('origin', site)
      .field('fullName', 'Nume Schimbat')
      .attach('avatar', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'poza.png');
    expect(updated.status).toBe(200);
    expect(updated.body.fullName).toBe('Nume Schimbat');
  });

  it('leaves Bearer calls and reads alone', async () => {
    const bob = await newMember(t);
    const orderId = await newOrder(bob);
    expect(
      (
        await t.http
          .post(`/api/checkout/cancel/${orderId}`)
          .set(...bob.auth)
          .set('origin', EVIL)
      ).status,
    ).toBe(200);
    expect((await t.http.get('/api/account').set('cookie', cookieOf(bob)).set('origin', EVIL)).status).toBe(200);
  });

  it('accepts the Host the site was reached at outside production, and refuses a foreign Origin even without a session', async () => {
    const carol = await newMember(t);
    const owner = await newMember(t);
    const listing = await insertListing(t, owner.id);
    const favourite = await t.http
      .post('/api/favorite')
      .set('cookie', cookieOf(carol))
      .set('host', 'localhost:4321')
      .set('origin', 'http://localhost:4321')
      .send({ entityId: listing.id, type: ListingType.Company });
    expect(favourite.status).toBe(201);
    // Signing in from another site is refused (no signing a visitor in to the attacker's account)...
    const login = await t.http.post('/api/login').set('origin', EVIL).send({ email: carol.email, password: 'Parola123' });
    expect(login.status).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
    // ...while a call without a session and without Origin (an app, a script) is not cookie-authenticated.
    expect((await t.http.post('/api/login').send({ email: carol.email, password: 'Parola123' })).status).toBe(200);
  });
});
