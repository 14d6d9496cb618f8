import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { secondWeb, within } from '../../support/second-web.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('two web processes on one database and one Redis', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof secondWeb>>;
  let moderator: Member;
  let owner: Member;

  beforeAll(async () => {
    t = await startTestApp({ redis: true });
    other = await secondWeb(t);
    moderator = await newMember(t, { role: 'moderator' });
    owner = await newMember(t, { legal: true });
  });

  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it('a listing approved through one process is in the other’s cached public list within a second', async () => {
    const title = `Brutărie artizanală Zăbala ${Date.now()}`;
    const listing = await insertListing(t, owner.id, { title, status: 'pending' });
    const search = `/api/company/list/web?q=${encodeURIComponent('brutarie zabala')}&pageSize=4`;
    // The second process caches its (empty) answer.
    const before = await other.http.get(search).expect(200);
    expect(before.body.pagination.total).toBe(0);
    expect((await other.http.get(search).expect(200)).headers['x-cache']).toBe('hit');

    await t.http
      .post(`/api/admin/listings/${listing.id}/approve`)
      .set(...moderator.auth)
      .expect(200);

    const took = await within(1000, async () => (await other.http.get(search)).body.docs?.some((doc: { title: string }) => doc.title === title));
    expect(took).toBeLessThan(1000);
  });

  it('a change made by the other process reaches this one too, and a process does not drop its cache on its own message twice', async () => {
    const title = `Cramă de familie Odobești ${Date.now()}`;
    const listing = await insertListing(t, owner.id, { title, status: 'pending' });
    const search = `/api/company/list/web?q=${encodeURIComponent('crama odobesti')}&pageSize=4`;
    await t.http.get(search).expect(200);
    expect((await t.http.get(search).expect(200)).headers['x-cache']).toBe('hit');
    const otherModerator = await other.http.post('/api/login').send({ email: moderator.email, password: 'Parola123' }).expect(200);
    await other.http.post(`/api/admin/listings/${listing.id}/approve`).set('authorization', `Bearer ${otherModerator.body.token}`).expect(200);
    await within(1000, async () => (await t.http.get(search)).body.docs?.some((doc: { title: string }) => doc.title === title));
  });
});
