import { ListingType } from '../../../src/contracts/lists.js';
import { LISTING_FAMILY_PATHS } from '../../../src/contracts/listings.js';
import { seedDemoData } from '../../../src/demo/demo-seeder.js';
import { MasterdataService } from '../../../src/modules/masterdata/masterdata.service.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const FAMILIES = Object.values(ListingType).filter((value): value is ListingType => typeof value === 'number');

interface Doc {
  slug: string;
  county: number | null;
  city: string | null;
  thumbnail: string;
  photo: string;
  gallery: { location: string; thumbnail?: string }[];
}

/** The demo content as `npm start` loads it: seeded the way main.ts does, after app.init(). */
describe('demo listings on the embedded default', () => {
  let t: TestApp;
  let firstRun: { listings: number; uploads: number };

  const counts = async () => {
    const [row] = (await t.dataSource.query(`SELECT (SELECT count(*)::int FROM listings) AS listings, (SELECT count(*)::int FROM uploads) AS uploads`)) as {
      listings: number;
      uploads: number;
    }[];
    return row;
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'error' } });
    await seedDemoData(t.app);
    firstRun = await counts();
  }, 120_000);
  afterAll(() => t?.close());

  it.each(FAMILIES)('publishes at least 30 listings of family %i, some of them promoted', async (type) => {
    const list = await t.http.get(`/api/${LISTING_FAMILY_PATHS[type]}/list/web?page=1&pageSize=4`).expect(200);
    expect(list.body.pagination.total).toBeGreaterThanOrEqual(30);
    expect(list.body.pagination.featuredCount).toBeGreaterThanOrEqual(1);
    // Promoted first, and the first page has pictures.
    expect(list.body.docs[0].promoted).toBe(true);
    expect(list.body.docs.some((doc: Doc) => doc.gallery.length > 0)).toBe(true);
  });

  it('places every public business in a real locality of its county', async () => {
    const masterdata = t.app.get(MasterdataService);
    const docs: Doc[] = [];
    for (let page = 1; ; page++) {
      const { body } = await t.http.get(`/api/company/list/web?page=${page}&pageSize=100`).expect(200);
      docs.push(...body.docs);
      if (!body.pagination.nextPage) break;
    }
    expect(docs.length).toBeGreaterThanOrEqual(30);
    for (const doc of docs) {
      expect(doc.county, doc.slug).toEqual(expect.any(Number));
      // A confidential listing keeps its locality for approved buyers (deal room).
      if ((doc as Doc & { confidential?: boolean }).confidential) expect(doc.city).toBeNull();
      else expect(masterdata.isLocalityOf(doc.county!, doc.city!), `${doc.city} (${doc.county})`).toBe(true);
    }
  });

  it('shows the deal room: one confidential company listing of the demo company with a private document and a pending access request', async () => {
    const [row] = await t.dataSource.query(
      `SELECT l.id, l.company_name, l.teaser, jsonb_array_length(l.documents) AS documents, l.status, u.email
         FROM listings l JOIN users u ON u.id = l.owner_id WHERE l.confidential`,
    );
    expect(row).toMatchObject({ company_name: 'Panificația Dealul Mare SRL', documents: 1, status: 'approved', email: 'demo@roafaceri.ro' });
    const requests = await t.dataSource.query(
      `SELECT r.status, r.nda_version, u.email FROM listing_access_requests r JOIN users u ON u.id = r.buyer_id WHERE r.listing_id = $1`,
      [row.id],
    );
    expect(requests).toEqual([{ status: 'pending', nda_version: '2026-11', email: 'ion.popescu@example.ro' }]);
    const { body } = await t.http.get(`/api/company/id/${row.id}`).expect(200);
    expect(JSON.stringify(body)).not.toContain('Dealul Mare');
    expect(body.city).toBeNull();
  });

  it('gives every demo listing a generated picture, each its own stored copy', async () => {
    const { body } = await t.http.get(`/api/active/list/web?page=1&pageSize=100`).expect(200);
    const withPicture = body.docs.filter((doc: Doc) => doc.gallery.length > 0);
    expect(withPicture.length).toBe(body.docs.length);
    const [{ images, keys }] = (await t.dataSource.query(
      `SELECT count(*)::int AS images, count(DISTINCT g->>'key')::int AS keys FROM listings, jsonb_array_elements(gallery) g`,
    )) as { images: number; keys: number }[];
    expect(keys).toBe(images);
    const thumb = await t.http.get(withPicture[0].thumbnail).expect(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.body.length).toBeGreaterThan(1000);
    const large = await t.http.get(withPicture[0].photo).expect(200);
    expect(large.headers['content-type']).toBe('image/webp');
  });

  it('leaves work for the moderators and for the owners', async () => {
    const rows = (await t.dataSource.query(`SELECT status, count(*)::int AS count FROM listings GROUP BY status`)) as { status: string; count: number }[];
    const byStatus = Object.fromEntries(rows.map((row) => [row.status, row.count]));
    expect(byStatus).toMatchObject({ pending: 3, rejected: 2 });
    const [rejected] = (await t.dataSource.query(`SELECT count(*)::int AS count FROM listings WHERE status = 'rejected' AND moderation_note <> ''`)) as {
      count: number;
    }[];
    expect(rejected.count).toBe(2);
    const owners = (await t.dataSource.query(
      `SELECT u.email, count(*)::int AS count FROM listings l JOIN users u ON u.id = l.owner_id GROUP BY u.email ORDER BY u.email`,
    )) as { email: string; count: number }[];
    expect(owners.map((owner) => owner.email)).toEqual(['admin@roafaceri.ro', 'demo@roafaceri.ro', 'ion.popescu@example.ro']);
    // Individuals cannot offer services.
    const [services] = (await t.dataSource.query(
      `SELECT count(*)::int AS count FROM listings l JOIN users u ON u.id = l.owner_id WHERE l.family = 4 AND u.email <> 'demo@roafaceri.ro'`,
    )) as { count: number }[];
    expect(services.count).toBe(0);
  });

  it('tells nobody about the decisions it loads: no owner notification nor moderator alert, no email', async () => {
    // Only the demo invoice's PDF is prepared (without emailing it).
    expect(await t.dataSource.query(`SELECT job_name, payload->>'notify' AS notify FROM outbox`)).toEqual([
      { job_name: 'PrepareInvoiceDocument', notify: 'false' },
    ]);
    await t.jobs.drain();
    expect(t.mail.mails).toEqual([]);
  });

  it('finds demo content by search, without diacritics', async () => {
    const { body } = await t.http.get(`/api/service/list/web?q=contabilitate`).expect(200);
    expect(body.pagination.total).toBeGreaterThan(0);
    const companies = await t.http.get(`/api/company/list/web?q=cafenea%20bucuresti`).expect(200);
    expect(companies.body.docs.map((doc: { title: string }) => doc.title)).toContain('Cafenea de specialitate în București');
  });

  it('keeps one eligibility check of the demo company, computed for every programme, listed in its account', async () => {
    const login = await t.http.post('/api/login').send({ email: 'demo@roafaceri.ro', password: 'Demo12345' }).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((item) => item.split(';')[0]).join('; ');
    const mine = (await t.http.get('/api/consulting/eligibility/mine').set('cookie', cookie).expect(200)).body as {
      answers: { caen: string };
      results: { programmeId: string; outcome: string }[];
    }[];
    expect(mine).toHaveLength(1);
    expect(mine[0]!.answers.caen).toBe('6201');
    expect(mine[0]!.results.map((result) => result.programmeId)).toEqual(expect.arrayContaining(['masura-3', 'masura-2', 'pnrr-c9-i3', 'start-up-nation']));
  });

  it('makes one instant valuation of the demo company, listed in its account and shown on its company listing', async () => {
    const login = await t.http.post('/api/login').send({ email: 'demo@roafaceri.ro', password: 'Demo12345' }).expect(200);
    const cookie = (login.headers['set-cookie'] as unknown as string[]).map((item) => item.split(';')[0]).join('; ');
    const mine = (await t.http.get('/api/termene/evaluation').set('cookie', cookie).expect(200)).body as {
      docs: { id: string; low: number; mid: number; high: number }[];
    };
    expect(mine.docs).toHaveLength(1);
    const { id, low, mid, high } = mine.docs[0]!;
    expect(low).toBeLessThan(mid);
    expect(mid).toBeLessThan(high);
    const [shown] = (await t.dataSource.query(
      `SELECT l.slug FROM valuation_listing_estimates v JOIN listings l ON l.id = v.listing_id WHERE v.estimate_id = $1`,
      [id],
    )) as { slug: string }[];
    expect(shown).toBeDefined();
    const detail = (await t.http.get(`/api/company/${shown!.slug}`).expect(200)).body as { estimatedValue: { estimateId: string; mid: number } | null };
    expect(detail.estimatedValue).toMatchObject({ estimateId: id, mid });
  });

  it('shows messaging: one conversation of the demo buyer with the demo company about a public listing, the last message unread by the seller', async () => {
    const conversations = await t.dataSource.query(
      `SELECT c.id, c.listing_id, b.email AS buyer, s.email AS seller, l.owner_id = s.id AS owned, l.status, l.confidential
         FROM conversations c JOIN users b ON b.id = c.buyer_id JOIN users s ON s.id = c.seller_id JOIN listings l ON l.id = c.listing_id`,
    );
    expect(conversations).toEqual([
      expect.objectContaining({ buyer: 'ion.popescu@example.ro', seller: 'demo@roafaceri.ro', owned: true, status: 'approved', confidential: false }),
    ]);
    const login = async (email: string) => {
      const answer = await t.http.post('/api/login').send({ email, password: 'Demo12345' }).expect(200);
      return (answer.headers['set-cookie'] as unknown as string[]).map((item) => item.split(';')[0]).join('; ');
    };
    const seller = await login('demo@roafaceri.ro');
    const inbox = (await t.http.get('/api/conversations').set('cookie', seller).expect(200)).body as {
      id: string;
      role: string;
      unread: number;
      lastMessage: { mine: boolean };
    }[];
    expect(inbox).toEqual([
      expect.objectContaining({ id: conversations[0].id, role: 'seller', unread: 1, lastMessage: expect.objectContaining({ mine: false }) }),
    ]);
    // The buyer reads the thread in order: question, answer, follow-up; all in Romanian.
    const buyer = await login('ion.popescu@example.ro');
    const thread = (await t.http.get(`/api/conversations/${conversations[0].id}/messages`).set('cookie', buyer).expect(200)).body as {
      messages: { mine: boolean; body: string; readAt: string | null }[];
    };
    expect(thread.messages.map((message) => message.mine)).toEqual([true, false, true]);
    expect(thread.messages.map((message) => message.readAt === null)).toEqual([false, false, true]);
    expect(thread.messages[0]!.body).toMatch(/^Bună ziua!/);
    // The buyer's reading marks nothing of the seller's inbox as read.
    expect((await t.http.get('/api/conversations').set('cookie', seller).expect(200)).body[0].unread).toBe(1);
  });

  it('does nothing when it runs again', async () => {
    await seedDemoData(t.app);
    expect(await counts()).toEqual(firstRun);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM eligibility_checks`))[0].n).toBe(1);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM valuation_estimates`))[0].n).toBe(1);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM conversations`))[0].n).toBe(1);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM messages`))[0].n).toBe(3);
  });
});
