import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner.js';
import { ListingType } from '../../../src/contracts/lists.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const company = (title: string) => ({ title, description: 'Descriere.', price: 50000, county: 16, city: 'Cluj-Napoca', domain: [9] });

describe('staff listing answers name the owner; public answers never do', () => {
  let t: TestApp;
  let firm: Member;
  let person: Member;
  let moderator: Member;

  beforeAll(async () => {
    t = await startTestApp();
    firm = await newMember(t, { legal: true, name: 'Andrei Firmă' });
    person = await newMember(t, { name: 'Cristina Persoană' });
    moderator = await newMember(t, { role: 'moderator' });
  });
  afterAll(() => t.close());

  const ownerOf = (member: Member, userType: 1 | 2) => ({
    id: member.id,
    fullName: member.name,
    email: member.email,
    userType,
    userTypeName: userType === 2 ? 'Persoană juridică' : 'Persoană fizică',
  });

  it('the staff index, the moderation queue and one listing carry the owner’s id, name, email and account type', async () => {
    const pending = (
      await t.http
        .post('/api/company')
        .set(...firm.auth)
        .send(company('Hotel în Sinaia'))
        .expect(201)
    ).body as { id: string };
    const published = await insertListing(t, person.id, { title: 'Cabinet stomatologic în Buzău' });

    const index = await t.http
      .get('/api/admin/listings')
      .query({ type: ListingType.Company, pageSize: 100 })
      .set(...moderator.auth)
      .expect(200);
    const byId = new Map(index.body.docs.map((doc: { id: string }) => [doc.id, doc]));
    expect(byId.get(pending.id)).toMatchObject({ owner: ownerOf(firm, 2), status: 'pending' });
    expect(byId.get(published.id)).toMatchObject({ owner: ownerOf(person, 1), status: 'approved' });

    const queue = await t.http
      .get('/api/admin/listings/moderation')
      .set(...moderator.auth)
      .expect(200);
    expect(queue.body.docs.find((doc: { id: string }) => doc.id === pending.id)).toMatchObject({ owner: ownerOf(firm, 2) });

    const one = await t.http
      .get(`/api/admin/listings/${published.id}`)
      .set(...moderator.auth)
      .expect(200);
    expect(one.body.listing.owner).toEqual(ownerOf(person, 1));
    expect(one.body.revision).toBeNull();

    // A blocked or deleted owner is still named (with the placeholders of a deleted account).
    await t.dataSource.query(`UPDATE users SET blocked_at = now() WHERE id = $1`, [person.id]);
    expect(
      (
        await t.http
          .get(`/api/admin/listings/${published.id}`)
          .set(...moderator.auth)
          .expect(200)
      ).body.listing.owner.id,
    ).toBe(person.id);
    await t.dataSource.query(`UPDATE users SET blocked_at = NULL WHERE id = $1`, [person.id]);
  });

  it('reads the owners with the rows: a page of 20 listings of 20 owners takes as many queries as a page of 2', async () => {
    const owners: Member[] = [];
    for (let index = 0; index < 20; index++) owners.push(await newMember(t));
    for (const [index, member] of owners.entries()) await insertListing(t, member.id, { family: ListingType.Active, title: `Utilaj ${index}` });

    const queriesFor = async (pageSize: number) => {
      // The members' mails are relayed and sent in the background: let that finish first so the
      // spy counts only this request's queries.
      await t.jobs.drain();
      const spy = vi.spyOn(PostgresQueryRunner.prototype, 'query');
      try {
        const answer = await t.http
          .get('/api/admin/listings')
          .query({ type: ListingType.Active, pageSize })
          .set(...moderator.auth)
          .expect(200);
        expect(answer.body.docs).toHaveLength(pageSize);
        expect(answer.body.docs.every((doc: { owner: { email: string } | null }) => doc.owner?.email.endsWith('@example.ro'))).toBe(true);
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const small = await queriesFor(2);
    const large = await queriesFor(20);
    expect(large).toBe(small);
  });

  it('public answers (lists, the page, by id, related, featured) never carry the owner’s email or account', async () => {
    const owner = await newMember(t, { name: 'Vasile Ascuns' });
    const listing = await insertListing(t, owner.id, { title: 'Ferma de capre în Bihor' });
    const answers = await Promise.all([
      t.http.get('/api/company/list/web').query({ pageSize: 100 }),
      t.http.get(`/api/company/${listing.slug}`),
      t.http.get(`/api/company/id/${listing.id}`),
      t.http.get(`/api/company/related/${listing.id}`),
      t.http.get(`/api/company/featured/${listing.id}`),
      // A signed-in visitor who is not the owner sees the public answer too.
      t.http.get(`/api/company/id/${listing.id}`).set(...person.auth),
    ]);
    for (const [index, answer] of answers.entries()) {
      expect(answer.status, `answer ${index}`).toBe(200);
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain(owner.email);
      expect(text).not.toContain('"owner"');
      expect(text).not.toContain('userType');
    }
    expect(JSON.stringify(answers[0].body)).toContain('Ferma de capre în Bihor');
  });

  it('staff routes stay closed to users', async () => {
    await t.http
      .get('/api/admin/listings')
      .set(...person.auth)
      .expect(403);
    await t.http
      .get('/api/admin/listings/moderation')
      .set(...person.auth)
      .expect(403);
    await t.http
      .get('/api/admin/listings/00000000-0000-4000-8000-000000000000')
      .set(...person.auth)
      .expect(403);
  });
});
