import { seedDemoNewsletter } from '../../../src/demo/demo-newsletter-seeder.js';
import { newMember } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The demo newsletter of `npm start`: confirmed subscribers and one sent campaign, as rows, once, no email. */
describe('demo newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('writes a sent campaign with its counts and confirmed subscribers, only once, without emailing', async () => {
    expect(await seedDemoNewsletter(t.app)).toBe(1);
    expect(await seedDemoNewsletter(t.app)).toBe(0);
    const moderator = await newMember(t, { role: 'moderator' });
    const campaigns = await t.http
      .get('/api/admin/newsletter-campaigns')
      .set(...moderator.auth)
      .expect(200);
    expect(campaigns.body.docs).toHaveLength(1);
    expect(campaigns.body.docs[0]).toMatchObject({ status: 'sent', topic: 'general', counts: { recipients: 4, sent: 4, failed: 0, unsubscribedAfter: 1 } });
    const subscribers = await t.http
      .get('/api/admin/newsletter')
      .query({ status: 'subscribed' })
      .set(...moderator.auth)
      .expect(200);
    expect(subscribers.body.pagination.total).toBe(4);
    await t.jobs.drain();
    expect(t.mail.mails.filter((mail) => mail.to.some((to) => to.endsWith('@example.ro') && to !== moderator.email))).toEqual([]);
  });
});
