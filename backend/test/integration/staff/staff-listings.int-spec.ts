import { randomUUID } from 'node:crypto';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const company = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: 'Descriere.',
  price: 50000,
  county: 16,
  city: 'Cluj-Napoca',
  domain: [9],
  ...extra,
});

describe('staff moderation of listings, audit log and dashboard', () => {
  let t: TestApp;
  let owner: Member;
  let other: Member;
  let moderator: Member;
  let admin: Member;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newMember(t, { name: 'Ioana Proprietar' });
    other = await newMember(t);
    moderator = await newMember(t, { role: 'moderator' });
    admin = await newMember(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  const create = async (title: string, extra: Record<string, unknown> = {}) =>
    (
      await t.http
        .post('/api/company')
        .set(...owner.auth)
        .send(company(title, extra))
        .expect(201)
    ).body;
  const entries = (entityId: string) =>
    t.dataSource.query(`SELECT actor_id, actor_email, action, entity_type, before, after FROM audit_log WHERE entity_id = $1 ORDER BY created_at, id`, [
      entityId,
    ]);
  const mineOf = async (member: Member, id: string) =>
    (
      await t.http
        .get('/api/listings/mine')
        .set(...member.auth)
        .expect(200)
    ).body.docs.find((doc: { id: string }) => doc.id === id);

  it('requests changes: the owner sees the message, the next edit resubmits the listing', async () => {
    const listing = await create('Cafenea de specialitate în Cluj');
    const bad = await t.http
      .post(`/api/admin/listings/${listing.id}/request-changes`)
      .set(...moderator.auth)
      .send({ message: 'x' })
      .expect(400);
    expect(bad.body.error.details).toEqual([{ field: 'message', message: 'Scrie ce trebuie modificat (cel puțin 5 caractere).' }]);
    await t.http
      .post(`/api/admin/listings/${listing.id}/request-changes`)
      .set(...moderator.auth)
      .send({})
      .expect(400);
    const answer = await t.http
      .post(`/api/admin/listings/${listing.id}/request-changes`)
      .set(...moderator.auth)
      .send({ message: '  Adaugă cifra de afaceri din ultimul an.  ' })
      .expect(200);
    expect(answer.body).toMatchObject({ status: 'changes_requested', moderationNote: 'Adaugă cifra de afaceri din ultimul an.' });
    expect(await mineOf(owner, listing.id)).toMatchObject({
      status: 'changes_requested',
      statusName: 'Necesită modificări',
      moderationNote: 'Adaugă cifra de afaceri din ultimul an.',
    });
    expect(await mineOf(other, listing.id)).toBeUndefined();
    await t.http.get(`/api/company/${listing.slug}`).expect(404);
    // Not in the moderation queue while it waits for the owner; a second request is refused.
    const queue = await t.http
      .get('/api/admin/listings/moderation')
      .set(...moderator.auth)
      .expect(200);
    expect(queue.body.docs.map((doc: { id: string }) => doc.id)).not.toContain(listing.id);
    await t.http
      .post(`/api/admin/listings/${listing.id}/request-changes`)
      .set(...moderator.auth)
      .send({ message: 'Încă o dată, te rog.' })
      .expect(409);
    // The owner's edit sends it back to moderation.
    const edited = await t.http
      .post(`/api/company/update/${listing.id}`)
      .set(...owner.auth)
      .send({ yearlyTurnover: 420000 })
      .expect(200);
    expect(edited.body.status).toBe('pending');
    const again = await t.http
      .get('/api/admin/listings/moderation')
      .set(...moderator.auth)
      .expect(200);
    expect(again.body.docs.map((doc: { id: string }) => doc.id)).toContain(listing.id);
    const log = await entries(listing.id);
    expect(log).toEqual([
      {
        actor_id: moderator.id,
        actor_email: moderator.email,
        action: 'listing.request_changes',
        entity_type: 'listing',
        before: expect.objectContaining({ status: 'pending', moderationNote: null }),
        after: expect.objectContaining({ status: 'changes_requested', moderationNote: 'Adaugă cifra de afaceri din ultimul an.' }),
      },
    ]);
  });

  it('a staff member publishes a fund call and edits a listing from the console: published at once, each audited; owners’ edits are not', async () => {
    const fund = await t.http
      .post('/api/fund')
      .set(...moderator.auth)
      .send({
        title: 'Apel PNRR digitalizare IMM 2027',
        description: '<p>Granturi pentru <b>digitalizare</b>.</p><script>alert(1)</script>',
        fundType: 2,
        region: 'nord-vest',
        callStatus: 'open',
        deadline: '2027-03-31',
        grantMin: 20000,
        grantMax: 100000,
      })
      .expect(201);
    expect(fund.body).toMatchObject({ status: 'approved', title: 'Apel PNRR digitalizare IMM 2027' });
    await t.http.get(`/api/fund/${fund.body.slug}`).expect(200);

    const listing = await create('Atelier de croitorie în Dej', { county: 16, city: 'Dej' });
    await t.http
      .put('/api/company')
      .set(...owner.auth)
      .send({ id: listing.id, price: 61000 })
      .expect(200);
    await t.http
      .put('/api/company')
      .set(...admin.auth)
      .send({ id: listing.id, title: 'Atelier de croitorie cu clienți fideli în Dej', price: 59000 })
      .expect(200);
    // Refused edits write nothing.
    await t.http
      .put('/api/company')
      .set(...admin.auth)
      .send({ id: listing.id, title: 'x' })
      .expect(400);
    await t.http
      .put('/api/company')
      .set(...other.auth)
      .send({ id: listing.id, price: 1 })
      .expect(403);

    // The owner's edit of a published listing waits for moderation: staff decide it before editing.
    const published = await create('Librărie de cartier în Cluj');
    await t.http
      .post(`/api/admin/listings/${published.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    await t.http
      .put('/api/company')
      .set(...owner.auth)
      .send({ id: published.id, title: 'Librărie și cafenea de cartier în Cluj' })
      .expect(200);
    const blocked = await t.http
      .put('/api/company')
      .set(...admin.auth)
      .send({ id: published.id, price: 1000 })
      .expect(409);
    expect(blocked.body.error.message).toBe('Proprietarul are o modificare care așteaptă moderarea: aprob-o sau respinge-o înainte de a edita anunțul.');
    expect(
      (
        await t.http
          .get(`/api/admin/listings/${published.id}`)
          .set(...admin.auth)
          .expect(200)
      ).body.revision,
    ).toMatchObject({ title: 'Librărie și cafenea de cartier în Cluj' });
    await t.http
      .post(`/api/admin/listings/${published.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    const afterDecision = await t.http
      .put('/api/company')
      .set(...admin.auth)
      .send({ id: published.id, price: 1000 })
      .expect(200);
    expect(afterDecision.body).toMatchObject({ title: 'Librărie și cafenea de cartier în Cluj', price: 1000, status: 'approved' });

    const [created] = await entries(fund.body.id);
    expect(created).toMatchObject({
      actor_id: moderator.id,
      action: 'listing.create',
      before: null,
      after: expect.objectContaining({ status: 'approved', title: 'Apel PNRR digitalizare IMM 2027' }),
    });
    const log = await entries(listing.id);
    expect(log).toEqual([
      {
        actor_id: admin.id,
        actor_email: admin.email,
        action: 'listing.edit',
        entity_type: 'listing',
        before: expect.objectContaining({ title: 'Atelier de croitorie în Dej', price: 61000, county: 16, city: 'Dej' }),
        after: expect.objectContaining({ title: 'Atelier de croitorie cu clienți fideli în Dej', price: 59000 }),
      },
    ]);
  });

  it('writes exactly one audit entry per staff action, with the listing before and after, and none when refused', async () => {
    const listing = await create('Pizzerie cu livrare în Turda', { county: 16, city: 'Turda' });
    const act = (path: string, body: object = {}, member = moderator) =>
      t.http
        .post(`/api/admin/listings/${listing.id}/${path}`)
        .set(...member.auth)
        .send(body);
    await act('reject', { reason: 'Lipsesc fotografiile localului.' }).expect(200);
    await t.http
      .post(`/api/company/update/${listing.id}`)
      .set(...owner.auth)
      .send({ title: 'Pizzerie cu livrare și terasă în Turda' })
      .expect(200);
    await act('approve').expect(200);
    await act('promote', { until: '2031-05-01T00:00:00.000Z' }).expect(200);
    await act('renew', {}, admin).expect(200);
    await act('expire').expect(200);
    // Refused: wrong state, bad input, not staff.
    await act('approve').expect(409);
    await act('expire').expect(409);
    await act('reject', { reason: 'x' }).expect(400);
    await act('promote', { until: 'mâine' }).expect(400);
    await t.http
      .post(`/api/admin/listings/${listing.id}/approve`)
      .set(...owner.auth)
      .expect(403);
    // An owner's own renewal is not a staff action.
    await t.http
      .post(`/api/company/renew/${listing.id}`)
      .set(...owner.auth)
      .expect(200);

    const log = await entries(listing.id);
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'listing.reject',
      'listing.approve',
      'listing.promote',
      'listing.renew',
      'listing.expire',
    ]);
    const [reject, approve, promote, renew, expire] = log;
    expect(reject.before).toMatchObject({ status: 'pending', moderationNote: null });
    expect(reject.after).toMatchObject({ status: 'rejected', moderationNote: 'Lipsesc fotografiile localului.' });
    expect(approve.before).toMatchObject({ status: 'pending', title: 'Pizzerie cu livrare și terasă în Turda', publishedAt: null });
    expect(approve.after).toMatchObject({ status: 'approved', moderationNote: null, publishedAt: expect.any(String), expiresAt: expect.any(String) });
    expect(promote.before.promotedUntil).toBeNull();
    expect(promote.after.promotedUntil).toBe('2031-05-01T00:00:00.000Z');
    expect(renew.actor_id).toBe(admin.id);
    expect(new Date(renew.after.expiresAt).getTime()).toBeGreaterThanOrEqual(new Date(renew.before.expiresAt).getTime());
    expect(expire.before.status).toBe('approved');
    expect(expire.after.status).toBe('expired');

    // The log through the API: admins only, filters, newest first.
    await t.http
      .get('/api/admin/audit')
      .set(...moderator.auth)
      .expect(403);
    const byListing = await t.http
      .get('/api/admin/audit')
      .query({ entityType: 'listing', entityId: listing.id })
      .set(...admin.auth)
      .expect(200);
    expect(byListing.body.docs.map((doc: { action: string }) => doc.action)).toEqual([
      'listing.expire',
      'listing.renew',
      'listing.promote',
      'listing.approve',
      'listing.reject',
    ]);
    expect(byListing.body.docs[0]).toMatchObject({
      actorId: moderator.id,
      actorEmail: moderator.email,
      entityId: listing.id,
      ip: expect.any(String),
      createdAt: expect.any(String),
    });
    const byAction = await t.http
      .get('/api/admin/audit')
      .query({ action: 'listing.renew', actorId: admin.id })
      .set(...admin.auth)
      .expect(200);
    expect(byAction.body.pagination.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (
        await t.http
          .get('/api/admin/audit')
          .query({ entityId: listing.id, from: today, to: today })
          .set(...admin.auth)
          .expect(200)
      ).body.pagination.total,
    ).toBe(5);
    expect(
      (
        await t.http
          .get('/api/admin/audit')
          .query({ entityId: listing.id, to: '2020-01-01' })
          .set(...admin.auth)
          .expect(200)
      ).body.pagination.total,
    ).toBe(0);
    const paged = await t.http
      .get('/api/admin/audit')
      .query({ entityId: listing.id, page: '2', pageSize: '2' })
      .set(...admin.auth)
      .expect(200);
    expect(paged.body.pagination).toMatchObject({ page: 2, perPage: 2, total: 5, totalPages: 3 });
    const bad = await t.http
      .get('/api/admin/audit')
      .query({ action: 'sterge', from: 'ieri', entityId: '12' })
      .set(...admin.auth)
      .expect(400);
    expect(bad.body.error.details.map((detail: { field: string }) => detail.field).sort()).toEqual(['action', 'entityId', 'from']);
    const order = await t.http
      .get('/api/admin/audit')
      .query({ from: '2030-01-02', to: '2030-01-01' })
      .set(...admin.auth)
      .expect(400);
    expect(order.body.error.details).toEqual([{ field: 'to', message: 'Data de sfârșit trebuie să fie după data de început.' }]);
  });

  it('approves or rejects in bulk, answering per id: one refusal does not undo the others', async () => {
    const first = await create('Magazin de biciclete în Dej', { county: 16, city: 'Dej' });
    const second = await create('Atelier foto în Gherla', { county: 16, city: 'Gherla' });
    const published = await insertListing(t, owner.id, { status: 'approved' });
    const missing = randomUUID();
    const answer = await t.http
      .post('/api/admin/listings/bulk')
      .set(...moderator.auth)
      .send({ action: 'approve', ids: [first.id, published.id, missing, second.id.toUpperCase()] })
      .expect(200);
    expect(answer.body).toEqual({
      action: 'approve',
      succeeded: 2,
      failed: 2,
      results: [
        { id: first.id, ok: true, status: 'approved' },
        { id: published.id, ok: false, error: { code: 'LISTING_INVALID_TRANSITION', message: 'Anunțul nu permite aprobarea în starea actuală.' } },
        { id: missing, ok: false, error: { code: 'NOT_FOUND', message: expect.any(String) } },
        { id: second.id, ok: true, status: 'approved' },
      ],
    });
    await t.http.get(`/api/company/${first.slug}`).expect(200);
    expect((await entries(first.id)).map((entry: { action: string }) => entry.action)).toEqual(['listing.approve']);
    expect(await entries(published.id)).toEqual([]);

    const third = await create('Spălătorie de covoare în Câmpia Turzii', { county: 16, city: 'Câmpia Turzii' });
    const badBodies: [object, string[]][] = [
      [{ action: 'reject', ids: [third.id] }, ['reason']],
      [{ action: 'arhiveaza', ids: [third.id] }, ['action']],
      [{ action: 'approve', ids: [] }, ['ids']],
      [{ action: 'approve', ids: ['nu-e-uuid'] }, ['ids']],
      [{ action: 'approve', ids: [third.id, third.id] }, ['ids']],
      [{ action: 'approve', ids: Array.from({ length: 101 }, () => randomUUID()) }, ['ids']],
      [{ action: 'approve', ids: [third.id], extra: true }, ['extra']],
    ];
    for (const [body, fields] of badBodies) {
      const bad = await t.http
        .post('/api/admin/listings/bulk')
        .set(...moderator.auth)
        .send(body)
        .expect(400);
      expect(bad.body.error.details.map((detail: { field: string }) => detail.field.split('.')[0])).toEqual(fields);
    }
    const rejected = await t.http
      .post('/api/admin/listings/bulk')
      .set(...moderator.auth)
      .send({ action: 'reject', ids: [third.id], reason: 'Fotografiile nu sunt ale afacerii.' })
      .expect(200);
    expect(rejected.body.results).toEqual([{ id: third.id, ok: true, status: 'rejected' }]);
    expect(await mineOf(owner, third.id)).toMatchObject({ status: 'rejected', moderationNote: 'Fotografiile nu sunt ale afacerii.' });
    expect((await entries(third.id)).map((entry: { action: string }) => entry.action)).toEqual(['listing.reject']);
  });

  it('indexes every listing of every family and state for staff, with filters, sort and owners', async () => {
    const lister = await newMember(t, { name: 'Lucian Index' });
    const fund = await insertListing(t, lister.id, { family: 3, status: 'approved', title: 'Fond pentru IMM-uri din Brașov', countyId: 8 });
    const pending = await insertListing(t, lister.id, { family: 1, status: 'pending', title: 'Brutărie în Brașov', countyId: 8 });
    const archived = await insertListing(t, lister.id, { family: 1, status: 'archived', title: 'Chioșc închis', countyId: 12 });
    const index = (query: Record<string, string>) =>
      t.http
        .get('/api/admin/listings')
        .query(query)
        .set(...moderator.auth);
    const all = await index({ owner: lister.id }).expect(200);
    expect(all.body.pagination.total).toBe(3);
    expect(all.body.docs.map((doc: { id: string }) => doc.id).sort()).toEqual([fund.id, pending.id, archived.id].sort());
    expect(all.body.docs[0]).toMatchObject({
      owner: { id: lister.id, fullName: 'Lucian Index', email: lister.email },
      status: expect.any(String),
      statusName: expect.any(String),
    });
    expect((await index({ owner: lister.id, status: 'archived' }).expect(200)).body.docs.map((doc: { id: string }) => doc.id)).toEqual([archived.id]);
    expect((await index({ owner: lister.id, type: '3' }).expect(200)).body.docs.map((doc: { id: string }) => doc.id)).toEqual([fund.id]);
    expect((await index({ owner: lister.id, county: '8', sort: 'title-asc' }).expect(200)).body.docs.map((doc: { id: string }) => doc.id)).toEqual([
      pending.id,
      fund.id,
    ]);
    expect((await index({ q: 'brasov', sort: 'title-desc', owner: lister.id }).expect(200)).body.docs.map((doc: { id: string }) => doc.id)).toEqual([
      fund.id,
      pending.id,
    ]);
    expect((await index({ q: '100%_' }).expect(200)).body.pagination.total).toBe(0);
    const paged = await index({ owner: lister.id, page: '2', pageSize: '2', sort: 'oldest' }).expect(200);
    expect(paged.body).toMatchObject({ count: 1, pagination: { page: 2, perPage: 2, total: 3, totalPages: 2 } });
    const bad = await index({ status: 'sters', type: '9', owner: 'x', county: '43', sort: 'random' }).expect(400);
    expect(bad.body.error.details.map((detail: { field: string }) => detail.field).sort()).toEqual(['county', 'owner', 'sort', 'status', 'type']);
    expect(bad.body.error.details.find((detail: { field: string }) => detail.field === 'status').message).toBe('Starea anunțului nu este validă.');
  });

  it('summarises the moderation queue per family and recent sign-ups on the dashboard', async () => {
    const fresh = await newMember(t);
    await t.dataSource.query(`UPDATE users SET created_at = now() - interval '8 days' WHERE id = $1`, [other.id]);
    const [{ queue }] = await t.dataSource.query(`SELECT count(*)::int AS queue FROM listings WHERE status = 'pending' OR pending_revision IS NOT NULL`);
    const revision = await create('Tipografie în Cluj-Napoca');
    await t.http
      .post(`/api/admin/listings/${revision.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    await t.http
      .post(`/api/company/update/${revision.id}`)
      .set(...owner.auth)
      .send({ title: 'Tipografie digitală în Cluj-Napoca' })
      .expect(200);
    await insertListing(t, fresh.id, { family: 4, status: 'pending' });
    const consultant = await newMember(t, { role: 'consultant' });
    const dashboard = await t.http
      .get('/api/admin/dashboard')
      .set(...consultant.auth)
      .expect(200);
    const byType = Object.fromEntries(dashboard.body.moderation.map((row: { type: number }) => [row.type, row]));
    expect(dashboard.body.moderation).toHaveLength(7);
    expect(byType[4]).toEqual({ type: 4, name: 'Serviciu', pending: 1, pendingRevisions: 0, total: 1 });
    expect(byType[1].pendingRevisions).toBe(1);
    expect(dashboard.body.moderationTotal).toBe(queue + 2);
    const [{ users }] = await t.dataSource.query(`SELECT count(*)::int AS users FROM users WHERE created_at >= now() - interval '7 days'`);
    expect(dashboard.body.users).toEqual({ registeredLast7Days: users, blocked: 0 });
    expect(users).toBeGreaterThan(0);
    expect(dashboard.body.consulting).toEqual({ new: 0, inProgress: 0, waitingClient: 0 });
    expect(dashboard.body.failedJobs).toBe(0);
    // Consultants read orders (`/api/admin/orders`), so their dashboard counts them.
    expect(dashboard.body.orders).toEqual({ awaitingPayment: 0, paidLast30Days: 0 });
  });
});
