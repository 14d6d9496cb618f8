import { MessageNotificationsJob } from '../../../src/modules/messaging/message-notifications.job.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startPushEndpoint } from '../../support/push-endpoint.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('new messages: web push to a recipient who allowed it', () => {
  let t: TestApp;
  let push: Awaited<ReturnType<typeof startPushEndpoint>>;
  let seller: Member;
  let buyer: Member;

  beforeAll(async () => {
    push = await startPushEndpoint();
    t = await startTestApp({ env: { PUSH_ENDPOINT_HOSTS: push.host, MESSAGE_EMAIL_DELAY_SECONDS: '1' } });
    seller = await newMember(t, { name: 'Vânzător Push' });
    buyer = await newMember(t, { name: 'Cumpărător Grăbit' });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  it('one push per burst, with the last message and the thread’s link; a second run sends nothing more; none to a recipient without subscriptions', async () => {
    await t.http
      .post('/api/account/subscribeToWebPush')
      .set(...seller.auth)
      .send(push.subscribe('seller-phone'))
      .expect(201);
    const listing = await insertListing(t, seller.id, { title: 'Brutărie în Sibiu' });
    const started = await t.http
      .post('/api/conversations')
      .set(...buyer.auth)
      .send({ listingId: listing.id, message: 'Bună ziua!' })
      .expect(201);
    const id = started.body.conversation.id as string;
    await t.http
      .post(`/api/conversations/${id}/messages`)
      .set(...buyer.auth)
      .send({ body: 'Mai este disponibilă brutăria?' })
      .expect(201);
    await t.jobs.drain();

    const [received] = await push.waitFor('seller-phone');
    expect(received.message).toEqual({ title: 'Mesaj nou', body: 'Cumpărător Grăbit: Mai este disponibilă brutăria?', url: `/cont/mesaje/${id}` });
    const [first] = await t.dataSource.query(`SELECT id FROM messages WHERE conversation_id = $1 ORDER BY created_at LIMIT 1`, [id]);
    await t.dataSource.query(`UPDATE messages SET notified_at = NULL WHERE conversation_id = $1`, [id]);
    await t.app.get(MessageNotificationsJob).notify({ conversationId: id, recipientId: seller.id, firstMessageId: first.id });
    await t.jobs.drain();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(push.received.filter((item) => item.path === '/push/seller-phone')).toHaveLength(1);

    // The buyer subscribed nothing: the seller's answer emails them, no push is made.
    await t.http
      .post(`/api/conversations/${id}/messages`)
      .set(...seller.auth)
      .send({ body: 'Da.' })
      .expect(201);
    await t.jobs.drain();
    expect(push.received).toHaveLength(1);
    expect(t.mail.mails.filter((mail) => mail.to.includes(buyer.email) && /^Mesaj nou de la Vânzător Push/.test(mail.subject))).toHaveLength(1);
  });
});
