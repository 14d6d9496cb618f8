import { newMember, TEST_PASSWORD, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('users in the staff console (/api/admin/users)', () => {
  let t: TestApp;
  let admin: Member;
  let moderator: Member;
  let consultant: Member;
  let ana: Member;
  let firma: Member;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await newMember(t, { role: 'admin', name: 'Andreea Admin' });
    moderator = await newMember(t, { role: 'moderator', name: 'Mihai Moderator' });
    consultant = await newMember(t, { role: 'consultant', name: 'Elena Consultant' });
    ana = await newMember(t, { name: 'Ana Mureșan' });
    firma = await newMember(t, { legal: true, verified: false, name: 'Radu Ștefănescu' });
  });
  afterAll(() => t.close());

  const auditCount = async (entityId: string) =>
    (await t.dataSource.query(`SELECT count(*)::int AS count FROM audit_log WHERE entity_id = $1`, [entityId]))[0].count as number;
  const list = (query: Record<string, string>, member = moderator) =>
    t.http
      .get('/api/admin/users')
      .query(query)
      .set(...member.auth);

  it('lists accounts with search, filters, sort and the list shape of the console', async () => {
    const all = await list({ pageSize: '2', sort: 'oldest' }).expect(200);
    expect(all.body.pagination).toMatchObject({ page: 1, perPage: 2, total: 5, totalPages: 3, nextPage: 2, prevPage: null });
    expect(all.body.docs.map((doc: { email: string }) => doc.email)).toEqual([admin.email, moderator.email]);
    expect(all.body.docs[0]).toMatchObject({
      id: admin.id,
      fullName: 'Andreea Admin',
      role: 'admin',
      roles: ['admin'],
      blocked: false,
      emailVerified: true,
      userType: 1,
      userTypeName: 'Persoană fizică',
    });
    expect(all.body.docs[0]).not.toHaveProperty('passwordHash');
    // Search ignores diacritics in names, and matches emails.
    expect((await list({ q: 'muresan' }).expect(200)).body.docs.map((doc: { id: string }) => doc.id)).toEqual([ana.id]);
    expect((await list({ q: firma.email.slice(0, 12) }).expect(200)).body.docs.map((doc: { id: string }) => doc.id)).toEqual([firma.id]);
    expect((await list({ role: 'staff', sort: 'name-asc' }).expect(200)).body.docs.map((doc: { id: string }) => doc.id)).toEqual([
      admin.id,
      consultant.id,
      moderator.id,
    ]);
    expect((await list({ role: 'consultant' }).expect(200)).body.docs.map((doc: { id: string }) => doc.id)).toEqual([consultant.id]);
    expect((await list({ role: 'user', sort: 'name-desc' }).expect(200)).body.docs.map((doc: { id: string }) => doc.id)).toEqual([firma.id, ana.id]);
    expect((await list({ userType: '2' }).expect(200)).body.docs.map((doc: { id: string }) => doc.id)).toEqual([firma.id]);
    expect((await list({ verified: 'false' }).expect(200)).body.docs.map((doc: { id: string }) => doc.id)).toEqual([firma.id]);
    expect((await list({ blocked: 'true' }).expect(200)).body.pagination.total).toBe(0);
    const one = await t.http
      .get(`/api/admin/users/${firma.id}`)
      .set(...admin.auth)
      .expect(200);
    expect(one.body).toMatchObject({ id: firma.id, userType: 2, companyName: expect.stringContaining('SRL'), emailVerified: false, roles: [] });
  });

  it('answers bad input with 400 and Romanian field messages', async () => {
    const bad = await list({ role: 'rege', blocked: 'poate', userType: '3', sort: 'random', page: '0', extra: '1' }).expect(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.fromEntries(bad.body.error.details.map((detail: { field: string; message: string }) => [detail.field, detail.message]))).toEqual({
      role: 'Rolul ales nu există.',
      blocked: 'Filtrul „blocat” trebuie să fie true sau false.',
      userType: 'Tipul contului trebuie să fie 1 (persoană fizică) sau 2 (persoană juridică).',
      sort: 'Ordonarea aleasă nu există.',
      page: 'Pagina minimă este 1.',
      extra: 'Câmpul nu este permis.',
    });
    expect(
      (
        await t.http
          .get('/api/admin/users/nu-e-uuid')
          .set(...admin.auth)
          .expect(400)
      ).body.error.details,
    ).toEqual([{ field: 'id', message: 'Identificatorul utilizatorului nu este valid.' }]);
    await t.http
      .get('/api/admin/users/00000000-0000-4000-8000-000000000000')
      .set(...admin.auth)
      .expect(404);
    const roles = await t.http
      .put(`/api/admin/users/${ana.id}/roles`)
      .set(...admin.auth)
      .send({ roles: ['rege', 'admin', 'admin'] })
      .expect(400);
    expect(roles.body.error.details.map((detail: { field: string }) => detail.field)).toEqual(['roles']);
    expect(roles.body.error.details[0].message).toMatch(/[ăîșțâ]|Rolul|rol/);
    await t.http
      .put(`/api/admin/users/${ana.id}/roles`)
      .set(...admin.auth)
      .send({})
      .expect(400);
    await t.http
      .put(`/api/admin/users/${ana.id}/roles`)
      .set(...admin.auth)
      .send({ roles: 'admin' })
      .expect(400);
    const [row] = await t.dataSource.query(`SELECT roles FROM users WHERE id = $1`, [ana.id]);
    expect(row.roles).toEqual([]);
    expect(await auditCount(ana.id)).toBe(0);
  });

  it('blocks: sessions end at once, sign-in is refused in Romanian, unblock lets the user sign in again', async () => {
    const victim = await newMember(t, { name: 'Victor Blocat' });
    await t.http
      .get('/api/account')
      .set(...victim.auth)
      .expect(200);
    const blocked = await t.http
      .post(`/api/admin/users/${victim.id}/block`)
      .set(...moderator.auth)
      .expect(200);
    expect(blocked.body).toMatchObject({ id: victim.id, blocked: true, blockedAt: expect.any(String) });
    // The session in use stops working on the next request, and is revoked in the table.
    await t.http
      .get('/api/account')
      .set(...victim.auth)
      .expect(401);
    const [{ live }] = await t.dataSource.query(`SELECT count(*)::int AS live FROM sessions WHERE user_id = $1 AND revoked_at IS NULL`, [victim.id]);
    expect(live).toBe(0);
    const login = await t.http.post('/api/login').send({ email: victim.email, password: TEST_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.error).toMatchObject({ code: 'AUTH_ACCOUNT_BLOCKED', message: 'Contul este blocat. Contactează-ne la contact@roafaceri.ro.' });
    // Blocking again changes nothing and writes nothing.
    await t.http
      .post(`/api/admin/users/${victim.id}/block`)
      .set(...moderator.auth)
      .expect(200);
    expect((await list({ blocked: 'true' }).expect(200)).body.docs.map((doc: { id: string }) => doc.id)).toEqual([victim.id]);

    await t.http
      .post(`/api/admin/users/${victim.id}/unblock`)
      .set(...admin.auth)
      .expect(200);
    await t.http
      .get('/api/account')
      .set(...victim.auth)
      .expect(401); // the old session stays revoked
    await t.http.post('/api/login').send({ email: victim.email, password: TEST_PASSWORD }).expect(200);

    const entries = await t.dataSource.query(
      `SELECT actor_id, actor_email, action, entity_type, before, after, ip FROM audit_log WHERE entity_id = $1 ORDER BY created_at`,
      [victim.id],
    );
    expect(entries).toEqual([
      {
        actor_id: moderator.id,
        actor_email: moderator.email,
        action: 'user.block',
        entity_type: 'user',
        before: { roles: [], blocked: false, blockedAt: null },
        after: { roles: [], blocked: true, blockedAt: expect.any(String) },
        ip: expect.any(String),
      },
      {
        actor_id: admin.id,
        actor_email: admin.email,
        action: 'user.unblock',
        entity_type: 'user',
        before: { roles: [], blocked: true, blockedAt: expect.any(String) },
        after: { roles: [], blocked: false, blockedAt: null },
        ip: expect.any(String),
      },
    ]);
  });

  it('refuses self-blocking, and moderators acting on staff accounts, writing nothing', async () => {
    const self = await t.http
      .post(`/api/admin/users/${moderator.id}/block`)
      .set(...moderator.auth)
      .expect(403);
    expect(self.body.error).toMatchObject({ code: 'FORBIDDEN', message: 'Nu îți poți bloca propriul cont.' });
    await t.http
      .post(`/api/admin/users/${admin.id}/block`)
      .set(...admin.auth)
      .expect(403);
    const staff = await t.http
      .post(`/api/admin/users/${consultant.id}/block`)
      .set(...moderator.auth)
      .expect(403);
    expect(staff.body.error.message).toBe('Doar un administrator poate modifica un cont al echipei.');
    await t.http
      .post(`/api/admin/users/${admin.id}/block`)
      .set(...moderator.auth)
      .expect(403);
    await t.http
      .post(`/api/admin/users/00000000-0000-4000-8000-000000000000/block`)
      .set(...moderator.auth)
      .expect(404);
    for (const id of [moderator.id, admin.id, consultant.id]) expect(await auditCount(id)).toBe(0);
    await t.http
      .get('/api/admin/session')
      .set(...consultant.auth)
      .expect(200);
  });

  it('sets staff roles (admins only), read as claims at once', async () => {
    const person = await newMember(t, { name: 'Petra Roluri' });
    await t.http
      .get('/api/admin/session')
      .set(...person.auth)
      .expect(403);
    const changed = await t.http
      .put(`/api/admin/users/${person.id}/roles`)
      .set(...admin.auth)
      .send({ roles: ['consultant', 'moderator'] })
      .expect(200);
    expect(changed.body).toMatchObject({ role: 'moderator', roles: ['moderator', 'consultant'] });
    // The same session now carries both roles: the console session and moderation open, user admin stays closed.
    const session = await t.http
      .get('/api/admin/session')
      .set(...person.auth)
      .expect(200);
    expect(session.body.user.claims).toEqual({ role: 'moderator', roles: ['moderator', 'consultant'] });
    await t.http
      .get('/api/admin/listings/moderation')
      .set(...person.auth)
      .expect(200);
    await t.http
      .put(`/api/admin/users/${ana.id}/roles`)
      .set(...person.auth)
      .send({ roles: ['admin'] })
      .expect(403);
    // The same set again changes nothing; an empty set makes an ordinary user again.
    await t.http
      .put(`/api/admin/users/${person.id}/roles`)
      .set(...admin.auth)
      .send({ roles: ['moderator', 'consultant'] })
      .expect(200);
    await t.http
      .put(`/api/admin/users/${person.id}/roles`)
      .set(...admin.auth)
      .send({ roles: [] })
      .expect(200);
    await t.http
      .get('/api/admin/session')
      .set(...person.auth)
      .expect(403);
    const entries = await t.dataSource.query(`SELECT action, before, after FROM audit_log WHERE entity_id = $1 ORDER BY created_at`, [person.id]);
    expect(entries).toEqual([
      {
        action: 'user.roles',
        before: { roles: [], blocked: false, blockedAt: null },
        after: { roles: ['moderator', 'consultant'], blocked: false, blockedAt: null },
      },
      {
        action: 'user.roles',
        before: { roles: ['moderator', 'consultant'], blocked: false, blockedAt: null },
        after: { roles: [], blocked: false, blockedAt: null },
      },
    ]);
  });

  it('keeps an admin: no admin drops their own admin role, and two admins demoting each other leave one', async () => {
    const own = await t.http
      .put(`/api/admin/users/${admin.id}/roles`)
      .set(...admin.auth)
      .send({ roles: ['moderator'] })
      .expect(403);
    expect(own.body.error).toMatchObject({ code: 'FORBIDDEN', message: 'Nu îți poți retrage propriul rol de administrator.' });
    // Adding a role to oneself is fine.
    await t.http
      .put(`/api/admin/users/${admin.id}/roles`)
      .set(...admin.auth)
      .send({ roles: ['admin', 'consultant'] })
      .expect(200);
    expect(await auditCount(admin.id)).toBe(1);

    const second = await newMember(t, { role: 'admin' });
    const answers = await Promise.all([
      t.http
        .put(`/api/admin/users/${second.id}/roles`)
        .set(...admin.auth)
        .send({ roles: [] }),
      t.http
        .put(`/api/admin/users/${admin.id}/roles`)
        .set(...second.auth)
        .send({ roles: [] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const [{ admins }] = await t.dataSource.query(`SELECT count(*)::int AS admins FROM users WHERE 'admin' = ANY(roles)`);
    expect(admins).toBe(1);

    // Likewise two admins blocking each other: one stays active.
    const third = await newMember(t, { role: 'admin' });
    const remaining = answers[0].status === 200 ? admin : second;
    const blocks = await Promise.all([
      t.http.post(`/api/admin/users/${third.id}/block`).set(...remaining.auth),
      t.http.post(`/api/admin/users/${remaining.id}/block`).set(...third.auth),
    ]);
    // The other is refused: 403 when both were checked before either block, or 401 when the block
    // went first and ended the other admin's session (one database connection serialises them).
    const statuses = blocks.map((answer) => answer.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403]).toContain(statuses[1]);
    const [{ active }] = await t.dataSource.query(`SELECT count(*)::int AS active FROM users WHERE 'admin' = ANY(roles) AND blocked_at IS NULL`);
    expect(active).toBe(1);
  });
});
