import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { STAFF_ROLES, type StaffRole } from '../../../src/contracts/lists.js';
import { claimsOf } from '../../../src/core/auth/auth-user.js';
import { claimsSatisfy, isDeclaredRequirement } from '../../../src/core/auth/decorators.js';
import { declaredRoutes, isAdminPath, type DeclaredRoute } from '../../../src/core/auth/route-requirements.js';
import { registeredRoutes } from '../../../src/core/http/route-table.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Every route under /api/admin, as the running server registered it (routes added later by anyone
 * are covered without touching this file), called as each kind of caller: anonymous → 401, an
 * ordinary user → 403, and each staff role → 403 exactly when the route's declared requirement is
 * not met by that role's claims, otherwise anything but 401/403 (the ids are unknown uuids, so the
 * answers are 404 or 400 and nothing changes).
 */
describe('staff API authorisation matrix', () => {
  let t: TestApp;
  let user: Member;
  const staff = {} as Record<StaffRole, Member>;
  let routes: DeclaredRoute[];

  /** Plausible bodies for the routes that take one; any other route gets `{}`. */
  const bodies: Record<string, unknown> = {
    'POST /api/admin/listings/:id/reject': { reason: 'Anunțul nu respectă regulile.' },
    'POST /api/admin/listings/:id/request-changes': { message: 'Adaugă cifra de afaceri.' },
    'POST /api/admin/listings/:id/promote': { until: '2030-01-01T00:00:00.000Z' },
    'POST /api/admin/listings/bulk': { action: 'approve', ids: [randomUUID()] },
    'PUT /api/admin/users/:id/roles': { roles: ['consultant'] },
    'POST /api/admin/content/success-stories/:id/reject': { reason: 'Nu descrie o colaborare reală.' },
    'POST /api/admin/comments/:id/reject': { reason: 'Comentariul nu respectă regulile.' },
    'POST /api/admin/orders/:id/mark-paid': { paymentReference: 'OP 123' },
    'POST /api/admin/orders/:id/cancel': { reason: 'Clientul a renunțat.' },
  };

  beforeAll(async () => {
    t = await startTestApp();
    user = await newMember(t);
    for (const role of STAFF_ROLES) staff[role] = await newMember(t, { role });
    const declared = declaredRoutes(t.app.get(DiscoveryService), t.app.get(MetadataScanner), t.app.get(Reflector)).filter((route) => isAdminPath(route.path));
    const served = registeredRoutes(t.app.getHttpAdapter().getInstance() as FastifyInstance).filter(
      (route) => isAdminPath(route.url) && route.method !== 'HEAD',
    );
    // The server's own route table and the controllers' declarations describe the same routes.
    expect(served.map((route) => `${route.method} ${route.url}`).sort()).toEqual(declared.map((route) => `${route.method} ${route.path}`).sort());
    routes = declared;
  });
  afterAll(() => t.close());

  const call = (route: DeclaredRoute, member?: Member) => {
    const url = route.path.replace(/:[A-Za-z]+/g, () => randomUUID());
    const request = t.http[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url);
    if (member) request.set(...member.auth);
    return ['GET', 'HEAD', 'DELETE'].includes(route.method) ? request : request.send((bodies[`${route.method} ${route.path}`] ?? {}) as object);
  };

  it('finds the staff routes, each with an explicit requirement', () => {
    expect(routes.length).toBeGreaterThanOrEqual(18);
    for (const path of [
      '/api/admin/session',
      '/api/admin/dashboard',
      '/api/admin/users',
      '/api/admin/audit',
      '/api/admin/listings/bulk',
      '/api/admin/listings/:id/approve',
    ]) {
      expect(routes.map((route) => route.path)).toContain(path);
    }
    expect(routes.filter((route) => route.isPublic || !isDeclaredRequirement(route.requirement)).map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('answers 401 to anonymous callers and 403 to signed-in users without a staff role, on every staff route', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const anonymous = await call(route);
      if (anonymous.status !== 401) wrong.push(`anonymous ${route.method} ${route.path} → ${anonymous.status}`);
      const ordinary = await call(route, user);
      if (ordinary.status !== 403) wrong.push(`user ${route.method} ${route.path} → ${ordinary.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets each staff role through exactly the routes whose requirement its claims meet', async () => {
    const wrong: string[] = [];
    const allowed: string[] = [];
    for (const route of routes) {
      for (const role of STAFF_ROLES) {
        const expected = claimsSatisfy(claimsOf([role]), route.requirement);
        const { status, body } = await call(route, staff[role]);
        const refused = status === 401 || status === 403;
        if (expected === refused || (!expected && status !== 403))
          wrong.push(`${role} ${route.method} ${route.path} → ${status} ${JSON.stringify(body).slice(0, 120)}`);
        if (expected) allowed.push(`${role} ${route.method} ${route.path}`);
      }
    }
    expect(wrong).toEqual([]);
    // The policy itself, on the routes this issue adds: a change of a decorator shows here.
    expect(allowed).toEqual(
      expect.arrayContaining([
        'admin PUT /api/admin/users/:id/roles',
        'admin GET /api/admin/audit',
        'moderator POST /api/admin/listings/:id/approve',
        'moderator POST /api/admin/users/:id/block',
        'consultant GET /api/admin/dashboard',
        'consultant GET /api/admin/session',
        'consultant GET /api/admin/consulting/assignees',
        'admin GET /api/admin/consulting/assignees',
        'moderator GET /api/admin/newsletter',
        'moderator GET /api/admin/newsletter/export.csv',
        'admin GET /api/admin/newsletter/export.csv',
        'moderator PUT /api/admin/content/faq/:id',
        'moderator POST /api/admin/content/success-stories/:id/approve',
        'admin DELETE /api/admin/content/partners/:id',
        'moderator GET /api/admin/comments',
        'moderator POST /api/admin/comments/:id/reject',
        'admin DELETE /api/admin/comments/:id',
        'admin GET /api/admin/orders',
        'admin GET /api/admin/orders/:id',
        'admin POST /api/admin/orders/:id/mark-paid',
        'admin POST /api/admin/orders/:id/cancel',
        'consultant GET /api/admin/orders',
        'consultant GET /api/admin/orders/:id',
      ]),
    );
    for (const denied of [
      'moderator PUT /api/admin/users/:id/roles',
      'moderator GET /api/admin/audit',
      'consultant POST /api/admin/listings/:id/approve',
      'consultant POST /api/admin/listings/bulk',
      'consultant GET /api/admin/users',
      'consultant POST /api/admin/users/:id/block',
      'moderator GET /api/admin/consulting/assignees',
      'consultant GET /api/admin/newsletter',
      'consultant GET /api/admin/newsletter/export.csv',
      'consultant GET /api/admin/content/faq',
      'consultant POST /api/admin/content/portfolio',
      'consultant POST /api/admin/content/success-stories/:id/approve',
      'consultant GET /api/admin/comments',
      'consultant POST /api/admin/comments/:id/approve',
      'consultant DELETE /api/admin/comments/:id',
      'consultant POST /api/admin/orders/:id/mark-paid',
      'consultant POST /api/admin/orders/:id/cancel',
      'moderator GET /api/admin/orders',
      'moderator GET /api/admin/orders/:id',
      'moderator POST /api/admin/orders/:id/mark-paid',
      'moderator POST /api/admin/orders/:id/cancel',
    ]) {
      expect(allowed).not.toContain(denied);
    }
  });

  it('a consultant cannot approve a listing (and it stays pending)', async () => {
    const listing = await insertListing(t, user.id, { status: 'pending' });
    const answer = await t.http.post(`/api/admin/listings/${listing.id}/approve`).set(...staff.consultant.auth);
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('FORBIDDEN');
    const bulk = await t.http
      .post('/api/admin/listings/bulk')
      .set(...staff.consultant.auth)
      .send({ action: 'approve', ids: [listing.id] });
    expect(bulk.status).toBe(403);
    const [row] = await t.dataSource.query(`SELECT status FROM listings WHERE id = $1`, [listing.id]);
    expect(row.status).toBe('pending');
    await t.http
      .post(`/api/admin/listings/${listing.id}/approve`)
      .set(...staff.moderator.auth)
      .expect(200);
  });

  it('a moderator cannot change roles (and they stay as they were)', async () => {
    const answer = await t.http
      .put(`/api/admin/users/${user.id}/roles`)
      .set(...staff.moderator.auth)
      .send({ roles: ['admin'] });
    expect(answer.status).toBe(403);
    const self = await t.http
      .put(`/api/admin/users/${staff.moderator.id}/roles`)
      .set(...staff.moderator.auth)
      .send({ roles: ['moderator', 'admin'] });
    expect(self.status).toBe(403);
    const rows = await t.dataSource.query(`SELECT id, roles FROM users WHERE id = ANY($1::uuid[]) ORDER BY email`, [[user.id, staff.moderator.id]]);
    expect(Object.fromEntries(rows.map((row: { id: string; roles: string[] }) => [row.id, row.roles]))).toEqual({
      [user.id]: [],
      [staff.moderator.id]: ['moderator'],
    });
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM audit_log`);
    expect(count).toBe(1); // only the moderator's approval of the previous test
  });
});
