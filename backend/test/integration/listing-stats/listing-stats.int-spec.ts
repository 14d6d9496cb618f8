import { Clock } from '../../../src/core/clock/clock.js';
import { ListingType } from '../../../src/contracts/lists.js';
import { JobName } from '../../../src/core/queue/job-registry.js';
import { PruneViewMarksJob } from '../../../src/modules/listing-stats/prune-view-marks.job.js';
import { seedDemoListingStats } from '../../../src/demo/demo-listing-stats-seeder.js';
import { newMember, type Member } from '../../support/members.js';
import { insertListing } from '../../support/listings.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:139.0) Gecko/20100101 Firefox/139.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('seller analytics', () => {
  let t: TestApp;
  let owner: Member;
  let buyer: Member;
  let other: Member;
  let moderator: Member;
  let now: Date;

  /** A view from a client address (a trusted proxy forwards it) and user agent, optionally signed in. */
  const view = (id: string, options: { ip?: string; ua?: string; as?: Member } = {}) => {
    const request = t.http
      .post(`/api/listings/${id}/views`)
      .set('x-forwarded-for', options.ip ?? '203.0.113.10')
      .set('user-agent', options.ua ?? FIREFOX);
    return options.as ? request.set(...options.as.auth) : request;
  };
  const stats = async (id: string, days = 30) =>
    (
      await t.http
        .get(`/api/listings/mine/${id}/stats?days=${days}`)
        .set(...owner.auth)
        .expect(200)
    ).body;
  const viewsOf = async (id: string): Promise<number> => (await stats(id)).totals.views;

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    owner = await newMember(t, { name: 'Olga Vânzătoare' });
    buyer = await newMember(t, { name: 'Bogdan Cumpărător' });
    other = await newMember(t, { name: 'Alt Vânzător' });
    moderator = await newMember(t, { role: 'moderator' });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    // Noon in Bucharest on 10 March 2026 (UTC+2).
    now = new Date('2026-03-10T10:00:00Z');
    vi.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
  });
  afterEach(() => vi.restoreAllMocks());

  it('counts a view once per visitor per day, again the next day, and stores no address or user agent', async () => {
    const { id } = await insertListing(t, owner.id);
    await view(id).expect(204);
    await view(id).expect(204);
    expect(await viewsOf(id)).toBe(1);
    // Another address, or the same address with another browser, is another visitor.
    await view(id, { ip: '203.0.113.11' }).expect(204);
    await view(id, { ua: CHROME }).expect(204);
    expect(await viewsOf(id)).toBe(3);
    // A signed-in buyer is one visitor wherever they come from.
    await view(id, { as: buyer, ip: '198.51.100.1' }).expect(204);
    await view(id, { as: buyer, ip: '198.51.100.2', ua: CHROME }).expect(204);
    expect(await viewsOf(id)).toBe(4);

    const marks: { visitor: Buffer; day: string }[] = await t.dataSource.query(
      `SELECT visitor, to_char(day, 'YYYY-MM-DD') AS day FROM listing_view_marks WHERE listing_id = $1`,
      [id],
    );
    expect(marks).toHaveLength(4);
    expect(marks.every((mark) => mark.day === '2026-03-10' && mark.visitor.length === 16)).toBe(true);
    const stored = marks.map((mark) => mark.visitor.toString('latin1')).join('');
    for (const personal of ['203.0.113', 'Firefox', buyer.id]) expect(stored).not.toContain(personal);

    // Next day (Bucharest): the same visitors count again, on that day.
    now = new Date('2026-03-11T08:00:00Z');
    await view(id).expect(204);
    await view(id, { as: buyer }).expect(204);
    await view(id).expect(204);
    const body = await stats(id, 2);
    expect(body.days).toEqual([
      { date: '2026-03-10', views: 4, favourites: 0, conversations: 0, accessRequests: 0 },
      { date: '2026-03-11', views: 2, favourites: 0, conversations: 0, accessRequests: 0 },
    ]);
    // The same visitor's marks of two days are not the same hash.
    const hashes: { n: number }[] = await t.dataSource.query(`SELECT count(DISTINCT visitor)::int AS n FROM listing_view_marks WHERE listing_id = $1`, [id]);
    expect(hashes[0].n).toBe(6);
  });

  it('uses the Bucharest day: 23:30 UTC is already the next day', async () => {
    const { id } = await insertListing(t, owner.id);
    now = new Date('2026-03-10T22:30:00Z');
    await view(id).expect(204);
    const body = await stats(id, 1);
    expect(body.days).toEqual([{ date: '2026-03-11', views: 1, favourites: 0, conversations: 0, accessRequests: 0 }]);
  });

  it('never counts robots, a request without a user agent, the owner or staff', async () => {
    const { id } = await insertListing(t, owner.id);
    await view(id, { ua: GOOGLEBOT }).expect(204);
    await view(id, { ua: 'curl/8.5.0' }).expect(204);
    await t.http.post(`/api/listings/${id}/views`).set('x-forwarded-for', '203.0.113.50').unset('user-agent').expect(204);
    await view(id, { as: owner }).expect(204);
    await view(id, { as: moderator }).expect(204);
    expect(await viewsOf(id)).toBe(0);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM listing_view_marks WHERE listing_id = $1`, [id]))[0].n).toBe(0);
  });

  it('answers 404 for an unapproved, expired or unknown listing and 400 for a malformed id, counting nothing', async () => {
    const pending = await insertListing(t, owner.id, { status: 'pending' });
    const expired = await insertListing(t, owner.id, { expiresAt: new Date('2026-03-01T00:00:00Z') });
    await view(pending.id).expect(404);
    await view(expired.id).expect(404);
    await view('6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b').expect(404);
    const malformed = await view('not-an-id').expect(400);
    expect(malformed.body.error.code).toBe('VALIDATION_FAILED');
    expect(await viewsOf(pending.id)).toBe(0);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM listing_daily_stats WHERE listing_id IN ($1, $2)`, [pending.id, expired.id]))[0].n).toBe(
      0,
    );
  });

  it('limits the views one address sends', async () => {
    const { id } = await insertListing(t, owner.id);
    await t.dataSource.query(`INSERT INTO rate_counters (key, count, window_start) VALUES ('listing-views-ip:192.0.2.77', 300, now())`);
    const limited = await view(id, { ip: '192.0.2.77' }).expect(429);
    expect(limited.body.error.message).toMatch(/Încearcă din nou/);
    await view(id, { ip: '192.0.2.78' }).expect(204);
    expect(await viewsOf(id)).toBe(1);
  });

  it('shows every day of the period with zeros, oldest first, with totals; 404 for anyone else, 400 for a bad period', async () => {
    const { id } = await insertListing(t, owner.id);
    await t.dataSource.query(
      `INSERT INTO listing_daily_stats (listing_id, day, views, favourites, conversations, access_requests)
       VALUES ($1, '2026-03-08', 5, 1, 2, 1), ($1, '2026-03-10', 3, 0, 1, 0), ($1, '2026-02-01', 99, 9, 9, 9)`,
      [id],
    );
    const body = await stats(id, 7);
    expect(body.listingId).toBe(id);
    expect(body.days.map((day: { date: string }) => day.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(body.days[0]).toEqual({ date: '2026-03-04', views: 0, favourites: 0, conversations: 0, accessRequests: 0 });
    expect(body.days[4]).toEqual({ date: '2026-03-08', views: 5, favourites: 1, conversations: 2, accessRequests: 1 });
    expect(body.totals).toEqual({ views: 8, favourites: 1, conversations: 3, accessRequests: 1 });
    // 30 days by default.
    const standard = (
      await t.http
        .get(`/api/listings/mine/${id}/stats`)
        .set(...owner.auth)
        .expect(200)
    ).body;
    expect(standard.days).toHaveLength(30);
    expect(standard.days[29].date).toBe('2026-03-10');

    await t.http
      .get(`/api/listings/mine/${id}/stats`)
      .set(...other.auth)
      .expect(404);
    await t.http
      .get(`/api/listings/mine/${id}/stats`)
      .set(...moderator.auth)
      .expect(404);
    await t.http.get(`/api/listings/mine/${id}/stats`).expect(401);
    for (const days of ['0', '366', 'abc', '2.5', '-3']) {
      const bad = await t.http
        .get(`/api/listings/mine/${id}/stats?days=${days}`)
        .set(...owner.auth)
        .expect(400);
      expect(bad.body.error.details).toEqual([expect.objectContaining({ field: 'days', message: 'Perioada trebuie să fie între 1 și 365 de zile.' })]);
    }
    expect(
      (
        await t.http
          .get(`/api/listings/mine/${id}/stats?days=365`)
          .set(...owner.auth)
          .expect(200)
      ).body.totals.views,
    ).toBe(107);

    // Staff see the same figures in the console; members do not reach the staff route.
    const staff = (
      await t.http
        .get(`/api/admin/listings/${id}/stats?days=7`)
        .set(...moderator.auth)
        .expect(200)
    ).body;
    expect(staff).toEqual(body);
    await t.http
      .get(`/api/admin/listings/${id}/stats`)
      .set(...owner.auth)
      .expect(403);
    await t.http
      .get(`/api/admin/listings/6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b/stats`)
      .set(...moderator.auth)
      .expect(404);
  });

  it('counts a favourite when it is added, not again when re-added or removed', async () => {
    const { id } = await insertListing(t, owner.id);
    await t.http
      .post('/api/favorite')
      .set(...buyer.auth)
      .send({ entityId: id, type: ListingType.Company })
      .expect(201);
    await t.http
      .post('/api/favorite')
      .set(...buyer.auth)
      .send({ entityId: id, type: ListingType.Company })
      .expect(200);
    await t.http
      .delete(`/api/favorite/${id}`)
      .set(...buyer.auth)
      .expect(204);
    expect((await stats(id)).totals.favourites).toBe(1);
    await t.http
      .post('/api/favorite')
      .set(...other.auth)
      .send({ entityId: id, type: ListingType.Company })
      .expect(201);
    expect((await stats(id, 1)).days).toEqual([{ date: '2026-03-10', views: 0, favourites: 2, conversations: 0, accessRequests: 0 }]);
  });

  it('records other metrics inside the caller transaction: a rollback takes the count back', async () => {
    const { ListingStatsService } = await import('../../../src/modules/listing-stats/listing-stats.service.js');
    const service = t.app.get(ListingStatsService);
    const { id } = await insertListing(t, owner.id);
    await service.record(id, 'conversations');
    await t.dataSource.transaction((manager) => service.record(id, 'accessRequests', manager));
    await expect(
      t.dataSource.transaction(async (manager) => {
        await service.record(id, 'accessRequests', manager);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A listing that no longer exists adds nothing and does not fail.
    await service.record('6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b', 'conversations');
    expect((await stats(id)).totals).toEqual({ views: 0, favourites: 0, conversations: 1, accessRequests: 1 });
  });

  it('names the best and the worst approved listings by views in the period, only the owner’s', async () => {
    const seller = await newMember(t, { name: 'Sorin Ierarhie' });
    const ids: string[] = [];
    for (const [index, views] of [10, 0, 7, 3, 25, 1, 4].entries()) {
      const { id } = await insertListing(t, seller.id, { title: `Anunț clasament ${index}` });
      ids.push(id);
      if (views) await t.dataSource.query(`INSERT INTO listing_daily_stats (listing_id, day, views) VALUES ($1, '2026-03-09', $2)`, [id, views]);
    }
    // Not approved, older than the period, or someone else's: none of them is named.
    const pending = await insertListing(t, seller.id, { status: 'pending' });
    await t.dataSource.query(`INSERT INTO listing_daily_stats (listing_id, day, views) VALUES ($1, '2026-03-09', 500)`, [pending.id]);
    await t.dataSource.query(`INSERT INTO listing_daily_stats (listing_id, day, views) VALUES ($1, '2026-01-01', 900)`, [ids[1]]);
    const foreign = await insertListing(t, other.id);
    await t.dataSource.query(`INSERT INTO listing_daily_stats (listing_id, day, views) VALUES ($1, '2026-03-09', 800)`, [foreign.id]);

    const overview = (
      await t.http
        .get('/api/listings/mine/stats/overview?days=30')
        .set(...seller.auth)
        .expect(200)
    ).body;
    expect(overview.days).toBe(30);
    expect(overview.best.map((entry: { totals: { views: number } }) => entry.totals.views)).toEqual([25, 10, 7]);
    expect(overview.worst.map((entry: { totals: { views: number } }) => entry.totals.views)).toEqual([0, 1, 3]);
    expect(overview.best[0]).toMatchObject({ listingId: ids[4], type: ListingType.Company, title: 'Anunț clasament 4' });
    expect(overview.best[0].slug).toEqual(expect.any(String));

    // Two listings: one on each side, never the same on both.
    const small = await newMember(t);
    const a = await insertListing(t, small.id, { title: 'Mic A' });
    const b = await insertListing(t, small.id, { title: 'Mic B' });
    await t.dataSource.query(`INSERT INTO listing_daily_stats (listing_id, day, views) VALUES ($1, '2026-03-10', 2)`, [b.id]);
    const pair = (
      await t.http
        .get('/api/listings/mine/stats/overview')
        .set(...small.auth)
        .expect(200)
    ).body;
    expect(pair.best.map((entry: { listingId: string }) => entry.listingId)).toEqual([b.id]);
    expect(pair.worst.map((entry: { listingId: string }) => entry.listingId)).toEqual([a.id]);
    await t.http
      .get('/api/listings/mine/stats/overview?days=400')
      .set(...small.auth)
      .expect(400);
  });

  it('deletes view marks older than 2 days in the daily job, keeping the counts', async () => {
    const { id } = await insertListing(t, owner.id);
    now = new Date('2026-03-07T10:00:00Z');
    await view(id).expect(204);
    now = new Date('2026-03-09T10:00:00Z');
    await view(id).expect(204);
    now = new Date('2026-03-10T10:00:00Z');
    await view(id).expect(204);
    const result = await t.app.get(PruneViewMarksJob).run({ at: now.toISOString() });
    expect(result).toBe('done');
    const days: { day: string }[] = await t.dataSource.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM listing_view_marks WHERE listing_id = $1 ORDER BY day`,
      [id],
    );
    expect(days.map((row) => row.day)).toEqual(['2026-03-09', '2026-03-10']);
    expect(await viewsOf(id)).toBe(3);
    // Today's visitor is still known: no second count.
    await view(id).expect(204);
    expect(await viewsOf(id)).toBe(3);
    expect(JobName.PruneListingViewMarks).toBe('PruneListingViewMarks');
  });
  it('gives the demo members’ published listings four weeks of figures, once', async () => {
    const seller = await newMember(t, { name: 'Radu Demo' });
    await t.dataSource.query(`UPDATE users SET email = 'demo@roafaceri.ro' WHERE id = $1`, [seller.id]);
    const published = [await insertListing(t, seller.id), await insertListing(t, seller.id), await insertListing(t, seller.id)];
    const pending = await insertListing(t, seller.id, { status: 'pending' });
    const stranger = await insertListing(t, other.id);
    // Only while no listing has any figure.
    await t.dataSource.query(`DELETE FROM listing_daily_stats`);
    expect(await seedDemoListingStats(t.app)).toBeGreaterThan(0);
    for (const { id } of published) {
      const body = (
        await t.http
          .get(`/api/listings/mine/${id}/stats?days=28`)
          .set(...seller.auth)
          .expect(200)
      ).body;
      expect(body.totals.views).toBeGreaterThan(0);
      expect(body.days[27].date).toBe('2026-03-10');
    }
    const untouched: { n: number }[] = await t.dataSource.query(`SELECT count(*)::int AS n FROM listing_daily_stats WHERE listing_id IN ($1, $2)`, [
      pending.id,
      stranger.id,
    ]);
    expect(untouched[0].n).toBe(0);
    const overview = (
      await t.http
        .get('/api/listings/mine/stats/overview')
        .set(...seller.auth)
        .expect(200)
    ).body;
    expect(overview.best[0].totals.views).toBeGreaterThan(overview.worst[0].totals.views);
    expect(await seedDemoListingStats(t.app)).toBe(0);
  });
});
