import { NewsletterCampaignSender } from '../../../src/modules/newsletter/campaigns/newsletter-campaign-sender.js';
import { NewsletterCampaignsRepository } from '../../../src/modules/newsletter/campaigns/newsletter-campaigns.repository.js';
import { newMember, type Member } from '../../support/members.js';
import { linkIn, type CapturedMail } from '../../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Subscribers written as rows (as many as three batches need), confirmed unless said otherwise. */
async function insertSubscribers(
  t: TestApp,
  prefix: string,
  count: number,
  topics: string[],
  state: 'confirmed' | 'pending' | 'unsubscribed' = 'confirmed',
): Promise<string[]> {
  const rows: { email: string }[] = await t.dataSource.query(
    `INSERT INTO newsletter_subscribers (email, topics, pending_topics, confirmed_at, unsubscribed_at, created_at)
     SELECT $1 || n || '@example.ro', CASE WHEN $3 = 'pending' THEN '{}' ELSE $2::text[] END, CASE WHEN $3 = 'pending' THEN $2::text[] ELSE '{}' END,
            CASE WHEN $3 = 'pending' THEN NULL ELSE now() END, CASE WHEN $3 = 'unsubscribed' THEN now() ELSE NULL END, now() - make_interval(secs => n)
       FROM generate_series(1, $4) AS n RETURNING email`,
    [prefix, topics, state, count],
  );
  return rows.map((row) => row.email);
}

const headerOf = (mail: CapturedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' '))?.[1];

/** Campaigns on real PostgreSQL and a real SMTP server: write, preview, test, send in batches, once per recipient. */
describe('newsletter campaigns', () => {
  let t: TestApp;
  let moderator: Member;
  let sender: NewsletterCampaignSender;
  beforeAll(async () => {
    t = await startTestApp();
    moderator = await newMember(t, { role: 'moderator' });
    sender = t.app.get(NewsletterCampaignSender);
  });
  afterAll(() => t.close());

  const campaignMails = (subject: string) => t.mail.mails.filter((mail) => mail.subject === subject);
  const create = (body: Record<string, unknown>, member: Member = moderator) =>
    t.http
      .post('/api/admin/newsletter-campaigns')
      .set(...member.auth)
      .send(body);

  it('sends a campaign once to each confirmed subscriber of its topic, in batches of 100, with the unsubscribe headers; a batch run twice sends nothing twice', async () => {
    // One subscriber through the site (sign-up, confirmation link), 204 more as rows: three batches.
    await t.http.post('/api/newsletter').send({ email: 'prin.site@example.ro' }).expect(201);
    await t.jobs.drain();
    const confirmation = await t.mail.waitFor('prin.site@example.ro', /Confirmă abonarea/);
    await t.http
      .post('/api/newsletter/confirm')
      .send({ token: linkIn(confirmation, '/newsletter/confirmare').searchParams.get('token') })
      .expect(200);
    const confirmed = ['prin.site@example.ro', ...(await insertSubscribers(t, 'general', 204, ['general']))];
    const pending = await insertSubscribers(t, 'neconfirmat', 3, ['general'], 'pending');
    const gone = await insertSubscribers(t, 'plecat', 3, ['general'], 'unsubscribed');
    const otherTopic = await insertSubscribers(t, 'doar-fonduri', 3, ['funds']);

    const created = await create({
      subject: 'Noutăți din iunie',
      topic: 'general',
      bodyHtml:
        '<h2>Salut</h2><p>Vezi <a href="https://roafaceri.ro/finantari">finanțările</a> deschise.<script>alert(1)</script></p><img src=x onerror=alert(2)>',
    }).expect(201);
    const campaign = created.body;
    expect(campaign).toMatchObject({
      subject: 'Noutăți din iunie',
      topic: 'general',
      topicName: 'General',
      status: 'draft',
      statusName: 'Ciornă',
      createdBy: moderator.email,
    });
    expect(campaign.bodyHtml).toBe(
      '<h2>Salut</h2><p>Vezi <a href="https://roafaceri.ro/finantari" rel="nofollow noopener noreferrer ugc" target="_blank">finanțările</a> deschise.</p>',
    );
    expect(campaign.counts).toEqual({ recipients: 0, sent: 0, failed: 0, skipped: 0, pending: 0, unsubscribedAfter: 0 });

    const preview = await t.http
      .get(`/api/admin/newsletter-campaigns/${campaign.id}/preview`)
      .set(...moderator.auth)
      .expect(200);
    expect(preview.body.subject).toBe('Noutăți din iunie');
    expect(preview.body.html).toContain('<h2>Salut</h2>');
    expect(preview.body.html).not.toMatch(/script|onerror/);
    expect(preview.body.text).toContain('Vezi finanțările (https://roafaceri.ro/finantari) deschise.');
    expect(preview.body.text).toContain('Dezabonare:');

    const test = await t.http
      .post(`/api/admin/newsletter-campaigns/${campaign.id}/test`)
      .set(...moderator.auth)
      .expect(200);
    expect(test.body).toEqual({ ok: true, to: moderator.email });
    await t.jobs.drain();
    await t.mail.waitFor(moderator.email, /^\[Test\] Noutăți din iunie$/);
    expect(campaignMails('Noutăți din iunie')).toEqual([]);

    const sending = await t.http
      .post(`/api/admin/newsletter-campaigns/${campaign.id}/send`)
      .set(...moderator.auth)
      .expect(200);
    expect(sending.body.status).toBe('sending');
    await t.jobs.drain();

    const mails = campaignMails('Noutăți din iunie');
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([...confirmed].sort());
    for (const email of [...pending, ...gone, ...otherTopic])
      expect(
        mails.some((mail) => mail.to.includes(email)),
        email,
      ).toBe(false);
    const mail = mails.find((item) => item.to.includes('prin.site@example.ro'))!;
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = /^<(https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+)>$/.exec(headerOf(mail, 'List-Unsubscribe') ?? '')?.[1];
    expect(unsubscribeUrl).toBeTruthy();
    expect(mail.body).toContain('Salut');
    expect(linkIn(mail, '/newsletter/preferinte').searchParams.get('token')).toBe(new URL(unsubscribeUrl!).searchParams.get('token'));
    // Each recipient's own link.
    expect(new Set(mails.map((item) => headerOf(item, 'List-Unsubscribe'))).size).toBe(mails.length);

    const [{ batches }] = await t.dataSource.query(`SELECT count(DISTINCT batch)::int AS batches FROM newsletter_campaign_deliveries WHERE campaign_id = $1`, [
      campaign.id,
    ]);
    expect(batches).toBe(3);
    const sent = await t.http
      .get(`/api/admin/newsletter-campaigns/${campaign.id}`)
      .set(...moderator.auth)
      .expect(200);
    expect(sent.body).toMatchObject({ status: 'sent', statusName: 'Trimisă', sentBy: moderator.email, sentAt: expect.any(String) });
    expect(sent.body.counts).toEqual({ recipients: 205, sent: 205, failed: 0, skipped: 0, pending: 0, unsubscribedAfter: 0 });

    // A batch job running again (a retry, a worker taking over a stalled job) and the start job again: nothing is sent twice.
    const before = t.mail.mails.length;
    for (const batch of [0, 1, 2]) await sender.sendBatch({ campaignId: campaign.id, batch });
    await sender.start({ campaignId: campaign.id });
    await t.jobs.drain();
    expect(t.mail.mails.length).toBe(before);
    // The database refuses a recipient listed twice.
    await expect(
      t.dataSource.query(
        `INSERT INTO newsletter_campaign_deliveries (campaign_id, subscriber_id, email, batch) SELECT campaign_id, subscriber_id, email, 9 FROM newsletter_campaign_deliveries WHERE campaign_id = $1 LIMIT 1`,
        [campaign.id],
      ),
    ).rejects.toThrow(/UQ_newsletter_campaign_deliveries_recipient/);

    // A sent campaign can be neither changed, deleted nor sent again.
    await t.http
      .put(`/api/admin/newsletter-campaigns/${campaign.id}`)
      .set(...moderator.auth)
      .send({ subject: 'Alt subiect', topic: 'general', bodyHtml: '<p>Alt conținut al campaniei.</p>' })
      .expect(400);
    await t.http
      .delete(`/api/admin/newsletter-campaigns/${campaign.id}`)
      .set(...moderator.auth)
      .expect(400);
    const again = await t.http
      .post(`/api/admin/newsletter-campaigns/${campaign.id}/send`)
      .set(...moderator.auth)
      .expect(400);
    expect(again.body.error.details).toEqual([{ field: 'status', message: expect.stringContaining('deja trimisă') }]);

    // One-click unsubscribe from the mail's header: counted against this campaign, and the next one does not reach the address.
    const url = new URL(unsubscribeUrl!);
    await t.http
      .post(url.pathname + url.search)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    const counted = await t.http
      .get(`/api/admin/newsletter-campaigns/${campaign.id}`)
      .set(...moderator.auth)
      .expect(200);
    expect(counted.body.counts.unsubscribedAfter).toBe(1);

    const next = await create({ subject: 'Noutăți din iulie', topic: 'general', bodyHtml: '<p>A doua campanie a lunii.</p>' }).expect(201);
    await t.http
      .post(`/api/admin/newsletter-campaigns/${next.body.id}/send`)
      .set(...moderator.auth)
      .expect(200);
    await t.jobs.drain();
    const july = campaignMails('Noutăți din iulie');
    expect(july).toHaveLength(204);
    expect(july.some((item) => item.to.includes('prin.site@example.ro'))).toBe(false);

    // The list, newest first, with counts.
    const list = await t.http
      .get('/api/admin/newsletter-campaigns')
      .set(...moderator.auth)
      .expect(200);
    expect(list.body.docs.map((doc: { subject: string }) => doc.subject).slice(0, 2)).toEqual(['Noutăți din iulie', 'Noutăți din iunie']);
    expect(list.body.docs[0].counts).toMatchObject({ recipients: 204, sent: 204 });
  });

  it('skips a listed recipient who unsubscribed before their batch ran', async () => {
    const [email] = await insertSubscribers(t, 'afaceri-skip', 1, ['business']);
    const [other] = await insertSubscribers(t, 'afaceri-ramas', 1, ['business']);
    const created = await create({ subject: 'Afaceri noi de vânzare', topic: 'business', bodyHtml: '<p>Afaceri noi listate săptămâna aceasta.</p>' }).expect(
      201,
    );
    // The recipients listed as the send starts (what the start job does), then one unsubscribes, then the batch runs.
    await t.dataSource.query(`UPDATE newsletter_campaigns SET status = 'sending' WHERE id = $1`, [created.body.id]);
    expect(await t.app.get(NewsletterCampaignsRepository).listRecipients(created.body.id, 100)).toBe(1);
    await t.dataSource.query(`UPDATE newsletter_subscribers SET unsubscribed_at = now() WHERE email = $1`, [email]);
    expect(await sender.sendBatch({ campaignId: created.body.id, batch: 0 })).toBe('done');
    await t.jobs.drain();
    const mails = campaignMails('Afaceri noi de vânzare');
    expect(mails.some((mail) => mail.to.includes(email!))).toBe(false);
    expect(mails.some((mail) => mail.to.includes(other!))).toBe(true);
    const shown = await t.http
      .get(`/api/admin/newsletter-campaigns/${created.body.id}`)
      .set(...moderator.auth)
      .expect(200);
    expect(shown.body).toMatchObject({ status: 'sent', counts: { recipients: 2, skipped: 1, sent: 1 } });
  });

  it('answers bad input with 400 and Romanian field messages, and stores nothing', async () => {
    const count = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM newsletter_campaigns`))[0].n as number;
    const before = await count();
    const bad = await create({ subject: 'a', topic: 'sport', bodyHtml: '', extra: true }).expect(400);
    expect(Object.fromEntries(bad.body.error.details.map((detail: { field: string; message: string }) => [detail.field, detail.message]))).toEqual({
      subject: 'Minimum 3 caractere.',
      topic: 'Subiectul ales nu există (general, funds sau business).',
      bodyHtml: 'Conținutul campaniei trebuie să aibă cel puțin 10 caractere.',
      extra: 'Câmpul nu este permis.',
    });
    // Only markup, no text once sanitised.
    const empty = await create({ subject: 'Doar etichete', topic: 'general', bodyHtml: '<script>alert("salut lume")</script><p></p>' }).expect(400);
    expect(empty.body.error.details).toEqual([{ field: 'bodyHtml', message: 'Conținutul campaniei trebuie să aibă cel puțin 10 caractere de text.' }]);
    expect(await count()).toBe(before);
    await t.http
      .get('/api/admin/newsletter-campaigns/nu-e-id')
      .set(...moderator.auth)
      .expect(400);
    await t.http
      .get('/api/admin/newsletter-campaigns/00000000-0000-4000-8000-000000000000')
      .set(...moderator.auth)
      .expect(404);
  });

  it('is open to admins and moderators only', async () => {
    const consultant = await newMember(t, { role: 'consultant' });
    const user = await newMember(t);
    const admin = await newMember(t, { role: 'admin' });
    await t.http.get('/api/admin/newsletter-campaigns').expect(401);
    await t.http
      .get('/api/admin/newsletter-campaigns')
      .set(...user.auth)
      .expect(403);
    await t.http
      .get('/api/admin/newsletter-campaigns')
      .set(...consultant.auth)
      .expect(403);
    await create({ subject: 'Nu are voie', topic: 'general', bodyHtml: '<p>Consultanții nu scriu campanii.</p>' }, consultant).expect(403);
    await t.http
      .get('/api/admin/newsletter-campaigns')
      .set(...admin.auth)
      .expect(200);
  });
});

/** The `newsletter` queue through Redis (BullMQ): the start and batch jobs run in the worker of the app. */
describe('newsletter campaigns through Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ redis: true });
  });
  afterAll(() => t.close());

  it('sends a campaign once to each confirmed subscriber', async () => {
    const admin = await newMember(t, { role: 'admin' });
    const emails = await insertSubscribers(t, 'redis-fonduri', 3, ['funds']);
    const created = await t.http
      .post('/api/admin/newsletter-campaigns')
      .set(...admin.auth)
      .send({ subject: 'Finanțări prin coadă', topic: 'funds', bodyHtml: '<p>Trei apeluri noi de finanțare.</p>' })
      .expect(201);
    await t.http
      .post(`/api/admin/newsletter-campaigns/${created.body.id}/send`)
      .set(...admin.auth)
      .expect(200);
    for (const email of emails) await t.mail.waitFor(email, /^Finanțări prin coadă$/);
    await expect
      .poll(async () => (await t.http.get(`/api/admin/newsletter-campaigns/${created.body.id}`).set(...admin.auth)).body.status, { timeout: 10_000 })
      .toBe('sent');
    expect(t.mail.mails.filter((mail) => mail.subject === 'Finanțări prin coadă')).toHaveLength(3);
  });
});
