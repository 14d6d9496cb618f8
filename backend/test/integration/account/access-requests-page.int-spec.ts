import { ListingType } from '../../../src/contracts/lists.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { queriesDuring } from '../../support/query-count.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('cont/cereri-acces: every confidential listing of the owner with its requests and openings in one request', () => {
  let t: TestApp;
  let owner: Member;
  let buyer: Member;
  let other: Member;
  const rooms: string[] = [];

  const addRequest = (listingId: string, buyerId: string, status: string) =>
    t.dataSource.query(
      `INSERT INTO listing_access_requests (listing_id, buyer_id, status, message, nda_version, nda_accepted_at) VALUES ($1, $2, $3, 'Sunt interesat.', 'v1', now())`,
      [listingId, buyerId, status],
    );
  const addOpening = (listingId: string, userId: string) =>
    t.dataSource.query(`INSERT INTO listing_document_openings (listing_id, user_id, document_key, document_name) VALUES ($1, $2, 'k', 'bilant.pdf')`, [
      listingId,
      userId,
    ]);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newMember(t, { name: 'Proprietar confidențial' });
    buyer = await newMember(t, { name: 'Cumpărător atent' });
    other = await newMember(t, { name: 'Alt proprietar' });
    for (let index = 0; index < 3; index++)
      rooms.push((await insertListing(t, owner.id, { family: ListingType.Company, title: `Afacere confidențială ${index}` })).id);
    await insertListing(t, owner.id, { family: ListingType.Company, title: 'Afacere publică' });
    const othersRoom = (await insertListing(t, other.id, { family: ListingType.Company })).id;
    await t.dataSource.query(`UPDATE listings SET confidential = true WHERE id = ANY($1::uuid[])`, [[...rooms, othersRoom]]);
    await addRequest(rooms[0]!, buyer.id, 'approved');
    await addRequest(rooms[1]!, buyer.id, 'pending');
    await addRequest(othersRoom, buyer.id, 'pending');
    await addOpening(rooms[0]!, buyer.id);
    await addOpening(othersRoom, buyer.id);
  });
  afterAll(() => t.close());

  it('answers only the owner’s confidential listings, each with its own requests and openings', async () => {
    const owned = (
      await t.http
        .get('/api/access-requests/owned')
        .set(...owner.auth)
        .expect(200)
    ).body;
    expect(owned.map((room: { listingId: string }) => room.listingId).sort()).toEqual([...rooms].sort());
    const first = owned.find((room: { listingId: string }) => room.listingId === rooms[0]);
    expect(first.requests).toHaveLength(1);
    expect(first.requests[0]).toMatchObject({ status: 'approved', buyer: { fullName: 'Cumpărător atent', email: buyer.email } });
    expect(first.openings).toEqual([expect.objectContaining({ documentName: 'bilant.pdf', user: { id: buyer.id, fullName: 'Cumpărător atent' } })]);
    const second = owned.find((room: { listingId: string }) => room.listingId === rooms[1]);
    // A pending request does not give the buyer's email away yet.
    expect(second.requests[0]).toMatchObject({ status: 'pending', buyer: { email: null } });
    expect(second.openings).toEqual([]);
    // The buyer owns no confidential listing; without a session there is nothing.
    expect(
      (
        await t.http
          .get('/api/access-requests/owned')
          .set(...buyer.auth)
          .expect(200)
      ).body,
    ).toEqual([]);
    await t.http.get('/api/access-requests/owned').expect(401);
  });

  it('costs the same number of queries for 3 confidential listings as for 13', async () => {
    // Both counts hold the same work: a session's last use is written at most once a minute, so both
    // sessions are marked used just now; jobs queued by earlier requests (the access requests' emails)
    // send their queries through the same data source, so they run before counting, not during it.
    const usedNow = (userId: string) => t.dataSource.query(`UPDATE sessions SET last_seen_at = now() WHERE user_id = $1`, [userId]);
    await usedNow(owner.id);
    await t.jobs.drain();
    const few = await queriesDuring(t.dataSource, () =>
      t.http
        .get('/api/access-requests/owned')
        .set(...owner.auth)
        .expect(200),
    );
    const more = await newMember(t, { name: 'Proprietar cu multe camere' });
    const ids: string[] = [];
    for (let index = 0; index < 13; index++) ids.push((await insertListing(t, more.id, { family: ListingType.Company })).id);
    await t.dataSource.query(`UPDATE listings SET confidential = true WHERE id = ANY($1::uuid[])`, [ids]);
    for (const id of ids) await addRequest(id, buyer.id, 'pending');
    let answer: { body: unknown[] } = { body: [] };
    await usedNow(more.id);
    await t.jobs.drain();
    const many = await queriesDuring(t.dataSource, async () => {
      answer = await t.http
        .get('/api/access-requests/owned')
        .set(...more.auth)
        .expect(200);
    });
    expect(answer.body).toHaveLength(13);
    expect(many).toBe(few);
  });
});
