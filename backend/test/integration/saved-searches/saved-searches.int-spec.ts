import { ListingType } from '../../../src/contracts/lists.js';
import { SavedSearchDigests } from '../../../src/modules/saved-searches/saved-search-digests.job.js';
import { SavedSearchInstantAlerts } from '../../../src/modules/saved-searches/saved-search-instant-alerts.job.js';
import { SavedSearchMatching } from '../../../src/modules/saved-searches/saved-search-matching.job.js';
import { SavedSearchMatcher } from '../../../src/modules/saved-searches/saved-search.matcher.js';
import { newMember, type Member } from '../../support/members.js';
import { linkIn } from '../../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const ALERT = /anunț(uri)? no(u|i) pentru căutarea/;
const company = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: 'Descriere completă a afacerii.',
  price: 90000,
  county: 16,
  city: 'Cluj-Napoca',
  domain: [9],
  ...extra,
});

describe('saved searches: API, instant alerts, digests, pause, investor matching', () => {
  let t: TestApp;
  let buyer: Member;
  let other: Member;
  let seller: Member;
  let moderator: Member;

  beforeAll(async () => {
    t = await startTestApp();
    buyer = await newMember(t, { name: 'Andrei Cumpărător' });
    other = await newMember(t, { name: 'Altcineva' });
    seller = await newMember(t, { name: 'Vânzător Cluj' });
    moderator = await newMember(t, { role: 'moderator' });
  });
  afterAll(() => t.close());

  const save = (member: Member, body: Record<string, unknown>) =>
    t.http
      .post('/api/saved-searches')
      .set(...member.auth)
      .send(body);
  const publish = async (title: string, extra: Record<string, unknown> = {}) => {
    const answer = await t.http
      .post('/api/company')
      .set(...seller.auth)
      .send(company(title, extra));
    if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
    const created = answer.body as { id: string; slug: string };
    await t.http
      .post(`/api/admin/listings/${created.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    await t.jobs.drain();
    return created;
  };
  const alertsTo = (member: Member) => t.mail.mails.filter((mail) => mail.to.includes(member.email) && ALERT.test(mail.subject));
  /** The `count`-th alert email to `member` (waits for it). */
  const nthAlert = async (member: Member, count: number) => {
    for (let waited = 0; waited < 10_000 && alertsTo(member).length < count; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alertsTo(member).length).toBe(count);
    return alertsTo(member)[count - 1]!;
  };

  it('saves, lists, renames, pauses and deletes; another user’s search is 404; bad input is 400 and changes nothing', async () => {
    const saved = await save(buyer, {
      type: ListingType.Company,
      name: '  Cafenele   Cluj ',
      frequency: 'daily',
      filters: { q: 'cafenea', county: 16, domain: [9], priceMax: 100000 },
    }).expect(201);
    expect(saved.body).toMatchObject({
      name: 'Cafenele Cluj',
      frequency: 'daily',
      paused: false,
      newMatches: 0,
      kind: 'search',
      path: '/vanzare-cumparare-afaceri?q=cafenea&county=16&domain=9&priceMax=100000',
    });
    expect(saved.body.filters).toEqual({ q: 'cafenea', county: 16, domain: [9], priceMax: 100000 });
    const id = saved.body.id as string;

    const bad = await save(buyer, { type: ListingType.Company, name: '', frequency: 'hourly', filters: { county: 99 } }).expect(400);
    expect(bad.body.error.details.map((detail: { field: string }) => detail.field).sort()).toEqual(['frequency', 'name']);
    const badFilter = await save(buyer, { type: ListingType.Company, name: 'X', frequency: 'daily', filters: { county: 99 } }).expect(400);
    expect(badFilter.body.error.details).toEqual([{ field: 'county', message: 'Județul nu este valid.' }]);
    await save(buyer, { type: ListingType.Company, name: 'X', frequency: 'daily', filters: { q: '!!!' } }).expect(400);
    expect(
      (
        await t.http
          .get('/api/saved-searches')
          .set(...buyer.auth)
          .expect(200)
      ).body.used,
    ).toBe(1);

    await t.http
      .patch(`/api/saved-searches/${id}`)
      .set(...other.auth)
      .send({ name: 'Furată' })
      .expect(404);
    await t.http
      .delete(`/api/saved-searches/${id}`)
      .set(...other.auth)
      .expect(404);
    await t.http
      .post(`/api/saved-searches/${id}/visit`)
      .set(...other.auth)
      .expect(404);
    expect(
      (
        await t.http
          .get('/api/saved-searches')
          .set(...other.auth)
          .expect(200)
      ).body.items,
    ).toEqual([]);
    await t.http
      .patch(`/api/saved-searches/${id}`)
      .set(...buyer.auth)
      .send({ frequency: 'sometimes' })
      .expect(400);

    const renamed = await t.http
      .patch(`/api/saved-searches/${id}`)
      .set(...buyer.auth)
      .send({ name: 'Cafenele în Cluj', paused: true })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'Cafenele în Cluj', paused: true, frequency: 'daily' });
    await t.http
      .delete(`/api/saved-searches/${id}`)
      .set(...buyer.auth)
      .expect(204);
    expect(
      (
        await t.http
          .get('/api/saved-searches')
          .set(...buyer.auth)
          .expect(200)
      ).body.items,
    ).toEqual([]);
    await t.http.get('/api/saved-searches').expect(401);
  });

  it('at most 20 searches per user', async () => {
    const member = await newMember(t, { name: 'Colecționar de căutări' });
    for (let index = 0; index < 20; index++)
      await save(member, { type: ListingType.Active, name: `Căutarea ${index}`, frequency: 'weekly', filters: { category: 'imobiliare' } }).expect(201);
    const refused = await save(member, { type: ListingType.Active, name: 'A douăzeci și una', frequency: 'weekly', filters: {} }).expect(400);
    expect(refused.body.error).toMatchObject({ code: 'SAVED_SEARCH_LIMIT', message: 'Poți salva cel mult 20 de căutări. Șterge una ca să salvezi alta.' });
  });

  it('instant: one email per listing and search even when the approval job runs twice, grouped at most once an hour, with a working link; pausing stops alerts', async () => {
    const saved = await save(buyer, { type: ListingType.Company, name: 'Cafenele Cluj', frequency: 'instant', filters: { q: 'cafenea', county: 16 } }).expect(
      201,
    );
    const id = saved.body.id as string;

    const first = await publish('Cafenea de specialitate în centrul Clujului');
    await publish('Brutărie în Cluj-Napoca'); // matches nothing: no word "cafenea"
    const mail = await t.mail.waitFor(buyer.email, ALERT);
    expect(mail.subject).toBe('Un anunț nou pentru căutarea „Cafenele Cluj”');
    expect(mail.body).toContain('Cafenea de specialitate în centrul Clujului');
    expect(mail.body).toContain('Preț: 90.000 EUR');
    const link = linkIn(mail, `/vanzare-cumparare-afaceri/${first.slug}`);
    expect((await t.http.get(`/api/company/${link.pathname.split('/').pop()}`).expect(200)).body.title).toBe('Cafenea de specialitate în centrul Clujului');
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http[^>]+\/api\/saved-searches\/pause\/[^>]+>/im);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);

    // The approval's job again (a retry, a second worker): nothing new is recorded or sent.
    await t.app.get(SavedSearchMatching).match({ listingId: first.id, key: 'again' });
    await t.jobs.drain();
    expect(alertsTo(buyer)).toHaveLength(1);
    expect(
      (
        await t.http
          .get('/api/saved-searches')
          .set(...buyer.auth)
          .expect(200)
      ).body.items[0].newMatches,
    ).toBe(1);

    // A second match within the hour waits for the next email.
    await publish('Cafenea cu terasă lângă Piața Unirii, Cluj');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(alertsTo(buyer)).toHaveLength(1);
    await t.app.get(SavedSearchInstantAlerts).sendDue({ at: new Date().toISOString() });
    await t.jobs.drain();
    expect(alertsTo(buyer)).toHaveLength(1);
    // The hour is over: the sweep sends what waited.
    await t.dataSource.query(`UPDATE saved_searches SET last_alert_at = now() - interval '61 minutes' WHERE id = $1`, [id]);
    await t.app.get(SavedSearchInstantAlerts).sendDue({ at: new Date().toISOString() });
    await t.jobs.drain();
    const second = await nthAlert(buyer, 2);
    expect(second.body).toContain('Cafenea cu terasă lângă Piața Unirii, Cluj');
    expect(alertsTo(buyer)).toHaveLength(2);
    expect(
      (
        await t.http
          .get('/api/saved-searches')
          .set(...buyer.auth)
          .expect(200)
      ).body.items[0].newMatches,
    ).toBe(2);
    await t.http
      .post(`/api/saved-searches/${id}/visit`)
      .set(...buyer.auth)
      .expect(204);
    expect(
      (
        await t.http
          .get('/api/saved-searches')
          .set(...buyer.auth)
          .expect(200)
      ).body.items[0].newMatches,
    ).toBe(0);

    // The email's pause link: no session needed. Opened (by the buyer or a mail scanner) it changes
    // nothing and leads to the page that asks; its button (or a mail client's one-click) POSTs.
    const pause = linkIn(second, '/api/saved-searches/pause/');
    const token = pause.pathname.split('/').pop()!;
    for (let i = 0; i < 2; i++) {
      const answer = await t.http.get(pause.pathname).expect(303);
      expect(answer.headers.location).toBe(`/cautari-salvate/oprita?token=${encodeURIComponent(token)}&nume=${encodeURIComponent('Cafenele Cluj')}`);
    }
    expect(
      (
        await t.http
          .get('/api/saved-searches')
          .set(...buyer.auth)
          .expect(200)
      ).body.items[0].paused,
    ).toBe(false);
    await t.http.post(pause.pathname).expect(204);
    expect(
      (
        await t.http
          .get('/api/saved-searches')
          .set(...buyer.auth)
          .expect(200)
      ).body.items[0].paused,
    ).toBe(true);
    // Opened again once paused: the page only says so.
    expect((await t.http.get(pause.pathname).expect(303)).headers.location).toBe(`/cautari-salvate/oprita?nume=${encodeURIComponent('Cafenele Cluj')}`);
    await t.dataSource.query(`UPDATE saved_searches SET last_alert_at = NULL WHERE id = $1`, [id]);
    await publish('Cafenea nouă în Florești, Cluj');
    await t.app.get(SavedSearchInstantAlerts).sendDue({ at: new Date().toISOString() });
    await t.jobs.drain();
    expect(alertsTo(buyer)).toHaveLength(2);
    expect(await t.dataSource.query(`SELECT count(*)::int AS n FROM saved_search_matches WHERE search_id = $1`, [id])).toEqual([{ n: 2 }]);
    await t.http.get('/api/saved-searches/pause/not-a-token').expect(303).expect('location', '/cautari-salvate/oprita?eroare=link-invalid');
  });

  it('daily digest: one email per user listing every new match of their daily searches, once', async () => {
    const reader = await newMember(t, { name: 'Maria Rezumat' });
    await save(reader, { type: ListingType.Company, name: 'Pensiuni', frequency: 'daily', filters: { q: 'pensiune' } }).expect(201);
    await save(reader, { type: ListingType.Company, name: 'Tot Clujul', frequency: 'daily', filters: { county: 16, priceMin: 80000 } }).expect(201);
    await save(reader, { type: ListingType.Company, name: 'Săptămânal', frequency: 'weekly', filters: { county: 16 } }).expect(201);
    await publish('Pensiune agroturistică în Apuseni', { county: 23, city: 'Alba Iulia' });
    await publish('Magazin alimentar în Cluj', { price: 85000 });
    const digests = () => t.mail.mails.filter((mail) => mail.to.includes(reader.email) && /pentru căutările tale de ieri/.test(mail.subject));
    expect(digests()).toHaveLength(0);

    const alerts = t.app.get(SavedSearchDigests);
    await alerts.digests({ at: new Date().toISOString(), frequency: 'daily' });
    await t.jobs.drain();
    const digest = await t.mail.waitFor(reader.email, /2 anunțuri noi pentru căutările tale de ieri/);
    expect(digest.body).toContain('Pensiune agroturistică în Apuseni');
    expect(digest.body).toContain('Magazin alimentar în Cluj');
    expect(digest.body).toContain('PENSIUNI');
    await alerts.digests({ at: new Date().toISOString(), frequency: 'daily' });
    await t.jobs.drain();
    expect(digests()).toHaveLength(1);
    // The weekly search's match waits for the weekly digest.
    expect(
      await t.dataSource.query(
        `SELECT count(*)::int AS n FROM saved_search_matches m JOIN saved_searches s ON s.id = m.search_id WHERE s.user_id = $1 AND m.notified_at IS NULL`,
        [reader.id],
      ),
    ).toEqual([{ n: 1 }]);
  });

  it('an investor profile matches companies by interests, ticket and counties: the owner sees the count (404 for others) and the investor hears of new matches', async () => {
    const investor = await newMember(t, { name: 'Investitor Horeca' });
    const owner = await newMember(t, { name: 'Patron Restaurant' });
    const profile = (
      await t.http
        .post('/api/investor')
        .set(...investor.auth)
        .send({
          title: 'Investesc în restaurante din Cluj',
          description: 'Caut afaceri HoReCa profitabile.',
          county: 16,
          city: 'Cluj-Napoca',
          domain: [10],
          investorKind: 'angel',
          ticketMin: 50000,
          ticketMax: 150000,
          targetCounties: [16, 12],
        })
        .expect(201)
    ).body;
    await t.http
      .post(`/api/admin/listings/${profile.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    await t.jobs.drain();
    const derived = (
      await t.http
        .get('/api/saved-searches')
        .set(...investor.auth)
        .expect(200)
    ).body.items;
    expect(derived.map((item: { kind: string; type: number }) => [item.kind, item.type]).sort()).toEqual([
      ['investor', ListingType.Company],
      ['investor', ListingType.Investment],
    ]);
    expect(derived[0].filters).toEqual({ domain: [9], priceMin: 50000, priceMax: 150000, counties: [12, 16] });
    await t.http
      .delete(`/api/saved-searches/${derived[0].id}`)
      .set(...investor.auth)
      .expect(400);

    const restaurant = (
      await t.http
        .post('/api/company')
        .set(...owner.auth)
        .send(company('Restaurant cu 60 de locuri', { price: 120000 }))
        .expect(201)
    ).body;
    const tooDear = (
      await t.http
        .post('/api/company')
        .set(...owner.auth)
        .send(company('Hotel de patru stele', { price: 900000 }))
        .expect(201)
    ).body;
    for (const id of [restaurant.id, tooDear.id])
      await t.http
        .post(`/api/admin/listings/${id}/approve`)
        .set(...moderator.auth)
        .expect(200);
    await t.jobs.drain();
    expect(
      (
        await t.http
          .get(`/api/listings/mine/${restaurant.id}/investor-matches`)
          .set(...owner.auth)
          .expect(200)
      ).body,
    ).toEqual({ listingId: restaurant.id, count: 1 });
    expect(
      (
        await t.http
          .get(`/api/listings/mine/${tooDear.id}/investor-matches`)
          .set(...owner.auth)
          .expect(200)
      ).body.count,
    ).toBe(0);
    const browse = (
      await t.http
        .get(`/api/listings/mine/${restaurant.id}/investor-matches/list`)
        .set(...owner.auth)
        .expect(200)
    ).body;
    expect(browse.docs.map((doc: { id: string }) => doc.id)).toEqual([profile.id]);
    await t.http
      .get(`/api/listings/mine/${restaurant.id}/investor-matches`)
      .set(...other.auth)
      .expect(404);
    await t.http
      .get(`/api/listings/mine/${profile.id}/investor-matches`)
      .set(...investor.auth)
      .expect(404);

    // Daily by default: the investor's digest names the restaurant, not the hotel above the ticket.
    await t.app.get(SavedSearchDigests).digests({ at: new Date().toISOString(), frequency: 'daily' });
    await t.jobs.drain();
    const digest = await t.mail.waitFor(investor.email, /pentru căutările tale de ieri/);
    expect(digest.body).toContain('Restaurant cu 60 de locuri');
    expect(digest.body).not.toContain('Hotel de patru stele');
  });

  it('funding calls: a matching call is announced when it opens and 7 days before its deadline, once each', async () => {
    const applicant = await newMember(t, { name: 'Firmă IT Aplicantă' });
    await save(applicant, {
      type: ListingType.Fund,
      name: 'Granturi IT Nord-Vest',
      frequency: 'instant',
      filters: { region: 'nord-vest', beneficiary: 'microintreprindere', caen: '6201' },
    }).expect(201);
    const deadline = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Bucharest' });
    const call = (title: string, extra: Record<string, unknown>) => ({
      title,
      description: 'Apel de proiecte pentru digitalizare.',
      fundType: 2,
      region: 'nord-vest',
      callStatus: 'upcoming',
      deadline,
      beneficiaryTypes: ['microintreprindere'],
      caenCodes: ['J'],
      ...extra,
    });
    const upcoming = (
      await t.http
        .post('/api/fund')
        .set(...moderator.auth)
        .send(call('Digitalizare IMM Nord-Vest', {}))
        .expect(201)
    ).body;
    await t.http
      .post('/api/fund')
      .set(...moderator.auth)
      .send(call('Sprijin pentru fermieri', { caenCodes: ['A'], callStatus: 'open' }))
      .expect(201);
    await t.jobs.drain();
    const announced = await t.mail.waitFor(applicant.email, ALERT);
    expect(announced.body).toContain('Digitalizare IMM Nord-Vest');
    expect(announced.body).not.toContain('Sprijin pentru fermieri');

    const resetHour = () => t.dataSource.query(`UPDATE saved_searches SET last_alert_at = NULL WHERE user_id = $1`, [applicant.id]);
    await resetHour();
    await t.http
      .put(`/api/fund/update/${upcoming.id}`)
      .set(...moderator.auth)
      .send({ callStatus: 'open' })
      .expect(200);
    await t.jobs.drain();
    const opened = await nthAlert(applicant, 2);
    expect(opened.body).toContain('Apel deschis');

    await resetHour();
    const alerts = t.app.get(SavedSearchMatching);
    await alerts.fundDeadlines({ at: new Date().toISOString() });
    await t.jobs.drain();
    const reminder = await nthAlert(applicant, 3);
    expect(reminder.body).toContain('Termenul limită');
    await resetHour();
    await alerts.fundDeadlines({ at: new Date().toISOString() });
    await t.jobs.drain();
    expect(alertsTo(applicant)).toHaveLength(3);
  });

  it('the matcher inside a caller’s transaction checks a search with conditions on the details through that transaction', async () => {
    const applicant = await newMember(t, { name: 'Firmă Aplicantă Centru' });
    const search = (
      await save(applicant, { type: ListingType.Fund, name: 'Granturi Centru', frequency: 'daily', filters: { region: 'centru', caen: '6201' } }).expect(201)
    ).body;
    const call = (
      await t.http
        .post('/api/fund')
        .set(...moderator.auth)
        .send({
          title: 'Inovare în regiunea Centru',
          description: 'Apel de proiecte pentru inovare.',
          fundType: 2,
          region: 'centru',
          callStatus: 'open',
          beneficiaryTypes: ['microintreprindere'],
          caenCodes: ['J'],
        })
        .expect(201)
    ).body;
    await t.jobs.drain();
    // The region and CAEN are checked by the public list's own query (publicAmong): on the caller's
    // transaction, never on a second connection (the embedded database has one: it would wait forever).
    const matching = await t.dataSource.transaction((manager) => t.app.get(SavedSearchMatcher).searchesMatching(call.id, {}, manager));
    expect(matching.map((row) => row.id)).toContain(search.id);
  });
});
