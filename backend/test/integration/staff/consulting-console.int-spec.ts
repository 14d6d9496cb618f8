import { Redis } from 'ioredis';
import { JobName } from '../../../src/core/queue/job-registry.js';
import { newMember, type Member } from '../../support/members.js';
import { TEST_REDIS_URL } from '../../support/postgres.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * What the console's consulting and dashboard screens read besides the consulting routes
 * themselves: who a request can be assigned to, and the dashboard's open requests per status and
 * failed jobs (BullMQ on Redis, as in production).
 */
describe('consulting assignees and the dashboard counts of the console', () => {
  let t: TestApp;
  let admin: Member;
  let moderator: Member;
  let consultant: Member;
  let client: Member;

  beforeAll(async () => {
    t = await startTestApp({ redis: true });
    admin = await newMember(t, { role: 'admin', name: 'Zoe Administrator' });
    moderator = await newMember(t, { role: 'moderator', name: 'Mara Moderator' });
    consultant = await newMember(t, { role: 'consultant', name: 'Ștefan Consultant' });
    client = await newMember(t, { name: 'Ioana Client' });
  });
  afterAll(async () => {
    const prefix = t.config.redis?.prefix;
    await t.close();
    if (!prefix) return;
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('lists active consultants and admins as assignees, by name', async () => {
    const both = await newMember(t, { roles: ['moderator', 'consultant'], name: 'Andrei Dublu' });
    const blocked = await newMember(t, { role: 'consultant', name: 'Bianca Blocată' });
    await t.http
      .post(`/api/admin/users/${blocked.id}/block`)
      .set(...admin.auth)
      .expect(200);

    const answer = await t.http
      .get('/api/admin/consulting/assignees')
      .set(...consultant.auth)
      .expect(200);
    expect(answer.body).toEqual([
      { id: both.id, fullName: 'Andrei Dublu', email: both.email, roles: ['moderator', 'consultant'] },
      { id: consultant.id, fullName: 'Ștefan Consultant', email: consultant.email, roles: ['consultant'] },
      { id: admin.id, fullName: 'Zoe Administrator', email: admin.email, roles: ['admin'] },
    ]);
    // Anyone listed is accepted by the assignment route.
    const request = await t.http
      .post('/api/consulting')
      .set(...client.auth)
      .send({ fullName: 'Ioana Client', email: client.email, topic: 'funding', message: 'Aș dori o finanțare pentru utilaje.' })
      .expect(201);
    for (const person of answer.body as { id: string }[]) {
      await t.http
        .post(`/api/admin/consulting/${request.body.id}/assign`)
        .set(...admin.auth)
        .send({ consultantId: person.id })
        .expect(200);
    }
    await t.http
      .get('/api/admin/consulting/assignees')
      .set(...moderator.auth)
      .expect(403);
    await t.http
      .get('/api/admin/consulting/assignees')
      .set(...client.auth)
      .expect(403);
    await t.http.get('/api/admin/consulting/assignees').expect(401);
  });

  it('counts open consulting requests per status and failed jobs on the dashboard', async () => {
    const dashboard = async (member: Member) =>
      (
        await t.http
          .get('/api/admin/dashboard')
          .set(...member.auth)
          .expect(200)
      ).body;
    const before = await dashboard(consultant);
    const create = async (message: string) =>
      (
        await t.http
          .post('/api/consulting')
          .set(...client.auth)
          .send({ fullName: 'Ioana Client', email: client.email, topic: 'valuation', message })
          .expect(201)
      ).body.id as string;
    const first = await create('Evaluarea firmei înainte de vânzare.');
    const second = await create('Evaluarea unui pachet de acțiuni.');
    const third = await create('Evaluarea activelor unei fabrici.');
    await t.http
      .post(`/api/admin/consulting/${second}/status`)
      .set(...consultant.auth)
      .send({ status: 'in_progress' })
      .expect(200);
    await t.http
      .post(`/api/admin/consulting/${third}/status`)
      .set(...consultant.auth)
      .send({ status: 'waiting_client', message: 'Trimite bilanțul.' })
      .expect(200);
    const after = await dashboard(moderator);
    expect(after.consulting).toEqual({
      new: before.consulting.new + 1,
      inProgress: before.consulting.inProgress + 1,
      waitingClient: before.consulting.waitingClient + 1,
    });
    expect(first).toBeTruthy();
    // Orders have no table yet: absent, not a zero.
    expect(after).not.toHaveProperty('orders');

    // A job that fails for good is counted, until it is retried.
    expect(after.failedJobs).toBe(0);
    await t.jobs.enqueue(
      JobName.SendTransactionalEmail,
      { template: 'sablon-inexistent', to: 'x@example.ro', data: {}, key: 'dashboard-failing' },
      { jobId: 'dashboard-failing' },
    );
    const deadline = Date.now() + 10_000;
    while ((await dashboard(admin)).failedJobs !== 1) {
      if (Date.now() > deadline) throw new Error('the failed job is not counted');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const listed = (
      await t.http
        .get('/api/admin/jobs/failed')
        .set(...admin.auth)
        .expect(200)
    ).body;
    expect(listed).toMatchObject({ count: 1, docs: [{ queue: 'mail', id: 'dashboard-failing', name: 'SendTransactionalEmail', attempts: 1 }] });
  });
});
