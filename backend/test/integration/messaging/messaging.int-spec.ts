import { randomUUID } from 'node:crypto';
import { JobName } from '../../../src/core/queue/job-registry.js';
import { MessageNotificationsJob } from '../../../src/modules/messaging/message-notifications.job.js';
import { pdf } from '../../fixtures/uploads.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const SUBJECT = /^Mesaj nou de la /;

describe('buyer–seller messaging', () => {
  let t: TestApp;
  let seller: Member;
  let buyer: Member;
  let stranger: Member;
  let moderator: Member;

  const start = (member: Member, listingId: string, message: unknown) =>
    t.http
      .post('/api/conversations')
      .set(...member.auth)
      .send({ listingId, message } as object);
  const send = (member: Member, id: string, body: unknown) =>
    t.http
      .post(`/api/conversations/${id}/messages`)
      .set(...member.auth)
      .send(body as object);
  const thread = (member: Member, id: string) => t.http.get(`/api/conversations/${id}/messages`).set(...member.auth);
  const unread = async (member: Member) => {
    const counted = (
      await t.http
        .get('/api/conversations/unread')
        .set(...member.auth)
        .expect(200)
    ).body.unread as number;
    // The account answer (one call per page for the site's header) carries the same count.
    expect(
      (
        await t.http
          .get('/api/account')
          .set(...member.auth)
          .expect(200)
      ).body.unreadMessages,
    ).toBe(counted);
    return counted;
  };
  const count = async (table: string) => (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;
  const mailsTo = (member: Member) => t.mail.mails.filter((mail) => mail.to.includes(member.email) && SUBJECT.test(mail.subject));
  /** A conversation of the buyer with the seller about a new listing. */
  const conversation = async (listingSeed: Parameters<typeof insertListing>[2] = {}) => {
    const listing = await insertListing(t, seller.id, listingSeed);
    const answer = await start(buyer, listing.id, 'Bună ziua, mai este disponibilă afacerea?').expect(201);
    return { listing, id: answer.body.conversation.id as string };
  };
  const uploadDocument = async (member: Member, name = 'bilant.pdf') => {
    const answer = await t.http
      .post('/api/uploads/documents')
      .set(...member.auth)
      .attach('documents', pdf(), name)
      .expect(201);
    return answer.body.documents[0].key as string;
  };

  beforeAll(async () => {
    // One second of grouping: the messages of a test's burst are sent well within it.
    t = await startTestApp({ env: { MESSAGE_EMAIL_DELAY_SECONDS: '1' } });
    seller = await newMember(t, { name: 'Vânzător Ionescu' });
    buyer = await newMember(t, { name: 'Cumpărător Popa' });
    stranger = await newMember(t, { name: 'Străin Curios' });
    moderator = await newMember(t, { role: 'moderator' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.jobs.drain();
    t.mail.mails.length = 0;
    await t.dataSource.query(`DELETE FROM rate_counters`);
    await t.dataSource.query(`DELETE FROM user_blocks`);
  });

  it('lets both parties read the thread: the buyer writes, the seller answers, both see it in order', async () => {
    const listing = await insertListing(t, seller.id, { title: 'Cafenea în Cluj' });
    const started = await start(buyer, listing.id, '  Bună ziua!\r\nMai este disponibilă?  ').expect(201);
    const id = started.body.conversation.id;
    expect(started.body.conversation).toMatchObject({
      role: 'buyer',
      other: { id: seller.id, fullName: 'Vânzător Ionescu' },
      listing: { id: listing.id, title: 'Cafenea în Cluj' },
    });
    expect(started.body.messages).toEqual([
      expect.objectContaining({ body: 'Bună ziua!\nMai este disponibilă?', mine: true, senderId: buyer.id, attachments: [] }),
    ]);

    expect(await unread(seller)).toBe(1);
    const list = (
      await t.http
        .get('/api/conversations')
        .set(...seller.auth)
        .expect(200)
    ).body;
    expect(list).toEqual([expect.objectContaining({ id, role: 'seller', unread: 1, other: { id: buyer.id, fullName: 'Cumpărător Popa' } })]);
    expect(list[0].lastMessage).toMatchObject({ excerpt: 'Bună ziua! Mai este disponibilă?', mine: false });

    const sellerView = (await thread(seller, id).expect(200)).body;
    expect(sellerView.messages).toHaveLength(1);
    expect(await unread(seller)).toBe(0);
    await send(seller, id, { body: 'Da, este. Vă trimit detalii.' }).expect(201);
    const buyerView = (await thread(buyer, id).expect(200)).body;
    expect(buyerView.messages.map((message: { body: string; mine: boolean }) => [message.body, message.mine])).toEqual([
      ['Bună ziua!\nMai este disponibilă?', true],
      ['Da, este. Vă trimit detalii.', false],
    ]);
    // A second start by the same buyer adds to the same conversation.
    const again = await start(buyer, listing.id, 'Încă o întrebare.').expect(201);
    expect(again.body.conversation.id).toBe(id);
    expect(again.body.messages).toHaveLength(3);
    expect(Number((await t.dataSource.query(`SELECT count(*) FROM conversations WHERE listing_id = $1`, [listing.id]))[0].count)).toBe(1);
    // The analytics count one conversation for the listing.
    const [stats] = await t.dataSource.query(`SELECT sum(conversations)::int AS n FROM listing_daily_stats WHERE listing_id = $1`, [listing.id]);
    expect(stats.n).toBe(1);
  });

  it('answers 404 to a third user on every route, and to staff outside a report; nothing changes', async () => {
    const { id } = await conversation();
    const [message] = (await thread(buyer, id).expect(200)).body.messages;
    const before = await count('messages');
    for (const member of [stranger, moderator]) {
      await thread(member, id).expect(404);
      await send(member, id, { body: 'Intru și eu?' }).expect(404);
      await t.http
        .post(`/api/conversations/${id}/block`)
        .set(...member.auth)
        .expect(404);
      await t.http
        .delete(`/api/conversations/${id}/block`)
        .set(...member.auth)
        .expect(404);
      await t.http
        .post(`/api/messages/${message.id}/report`)
        .set(...member.auth)
        .send({ reason: 'Spam evident.' })
        .expect(404);
      await t.http
        .get(`/api/conversations/${id}/attachments/${randomUUID()}.pdf`)
        .set(...member.auth)
        .expect(404);
      expect(
        (
          await t.http
            .get('/api/conversations')
            .set(...member.auth)
            .expect(200)
        ).body,
      ).toEqual([]);
    }
    // An unknown id answers exactly the same.
    const unknown = await thread(stranger, randomUUID()).expect(404);
    const foreign = await thread(stranger, id).expect(404);
    expect(foreign.body).toEqual(unknown.body);
    await thread(stranger, 'nu-este-un-id').expect(404);
    expect(await count('messages')).toBe(before);
    expect(await count('user_blocks')).toBe(0);
    expect(await count('message_reports')).toBe(0);
    // Without a session: 401.
    await t.http.get(`/api/conversations/${id}/messages`).expect(401);
    await t.http.get('/api/conversations').expect(401);
  });

  it.each([
    ['no body', {}, ['listingId', 'message']],
    ['an empty message', { listingId: randomUUID(), message: '' }, ['message']],
    ['a message of spaces and control characters', { listingId: randomUUID(), message: ' \u0000\u0007 \n ' }, ['message']],
    ['a message over 5000 characters', { listingId: randomUUID(), message: 'a'.repeat(5001) }, ['message']],
    ['a bad listing id', { listingId: 'x', message: 'Salut' }, ['listingId']],
    ['a message of the wrong type', { listingId: randomUUID(), message: 42 }, ['message']],
    ['an unknown field', { listingId: randomUUID(), message: 'Salut', sellerId: randomUUID() }, ['sellerId']],
  ])('refuses to start with %s: 400, Romanian field messages, nothing stored', async (_case, body, fields) => {
    const before = [await count('conversations'), await count('messages'), await count('rate_counters')];
    const answer = await t.http
      .post('/api/conversations')
      .set(...buyer.auth)
      .send(body)
      .expect(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    const details = answer.body.error.details as { field: string; message: string }[];
    expect([...new Set(details.map((detail) => detail.field))].sort()).toEqual([...fields].sort());
    for (const detail of details) expect(detail.message).not.toMatch(/should|must|property|^$/i);
    expect([await count('conversations'), await count('messages'), await count('rate_counters')]).toEqual(before);
  });

  it('refuses bad replies with 400 and stores nothing', async () => {
    const { id } = await conversation();
    const before = [await count('messages'), await count('rate_counters')];
    for (const body of [
      {},
      { body: '   ' },
      { body: 'x'.repeat(5001) },
      { body: 'Salut', attachments: 'nu-lista' },
      { body: 'Salut', attachments: ['a', 'b', 'c', 'd', 'e', 'f'] },
      { body: 'Salut', attachments: [`${randomUUID()}.pdf`] },
    ]) {
      const answer = await send(buyer, id, body).expect(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      for (const detail of answer.body.error.details) expect(detail.message).toMatch(/[ăâîșțA-Za-z]/);
    }
    expect([await count('messages'), await count('rate_counters')]).toEqual(before);
  });

  it('refuses the owner writing about their own listing (400), unpublished listings (404) and confidential ones until access is approved (403)', async () => {
    const own = await insertListing(t, seller.id);
    const refused = await start(seller, own.id, 'Salut').expect(400);
    expect(refused.body.error.details).toEqual([{ field: 'listingId', message: 'Nu poți începe o conversație despre propriul anunț.' }]);
    for (const seed of [{ status: 'pending' }, { status: 'archived' }, { expiresAt: new Date(Date.now() - 60_000) }]) {
      const hidden = await insertListing(t, seller.id, seed);
      await start(buyer, hidden.id, 'Salut').expect(404);
    }
    await start(buyer, randomUUID(), 'Salut').expect(404);
    const confidential = await insertListing(t, seller.id);
    await t.dataSource.query(`UPDATE listings SET confidential = true WHERE id = $1`, [confidential.id]);
    await start(buyer, confidential.id, 'Salut').expect(403);
    // A pending access request is not enough; once the owner approved it, the buyer may write.
    await t.dataSource.query(
      `INSERT INTO listing_access_requests (listing_id, buyer_id, status, message, nda_version, nda_accepted_at) VALUES ($1, $2, 'pending', 'Cer acces.', '1', now())`,
      [confidential.id, buyer.id],
    );
    await start(buyer, confidential.id, 'Salut').expect(403);
    await t.dataSource.query(`UPDATE listing_access_requests SET status = 'approved', decided_at = now() WHERE listing_id = $1 AND buyer_id = $2`, [
      confidential.id,
      buyer.id,
    ]);
    await start(buyer, confidential.id, 'Acum am acces.').expect(201);
    const count = async () =>
      Number(
        (
          await t.dataSource.query(`SELECT count(*) FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE c.listing_id = $1`, [
            confidential.id,
          ])
        )[0].count,
      );
    expect(Number((await t.dataSource.query(`SELECT count(*) FROM conversations WHERE listing_id = $1`, [confidential.id]))[0].count)).toBe(1);
    expect(await count()).toBe(1);
    // Access revoked: no new message, even in the conversation the buyer has.
    await t.dataSource.query(`UPDATE listing_access_requests SET status = 'revoked' WHERE listing_id = $1 AND buyer_id = $2`, [confidential.id, buyer.id]);
    await start(buyer, confidential.id, 'Încă o întrebare.').expect(403);
    expect(await count()).toBe(1);
  });

  it('stores script as plain text and answers it as typed (never as HTML)', async () => {
    const { id } = await conversation();
    const script = '<script>alert("x")</script> <b>gras</b>';
    await send(buyer, id, { body: script }).expect(201);
    const view = (await thread(seller, id).expect(200)).body;
    expect(view.messages.at(-1).body).toBe(script);
  });

  it('sends one email per burst, even when the job runs twice; none for messages already read', async () => {
    const { id, listing } = await conversation({ title: 'Pensiune în Bran' });
    await send(buyer, id, { body: 'Al doilea mesaj.' }).expect(201);
    await send(buyer, id, { body: 'Al treilea <b>mesaj</b>.' }).expect(201);
    await t.jobs.drain();
    const mails = mailsTo(seller);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Mesaj nou de la Cumpărător Popa despre «Pensiune în Bran»');
    expect(mails[0].body).toContain('3 mesaje');
    expect(mails[0].body).toContain(`${t.config.http.publicUrl}/cont/mesaje/${id}`);
    const html = mails[0].body.slice(mails[0].body.indexOf('<!doctype html>'));
    expect(html).toContain('&lt;b&gt;mesaj&lt;/b&gt;');
    void listing;

    // The job of that burst, run again (a retry, a second worker): nothing more is sent.
    const job = t.app.get(MessageNotificationsJob);
    const [first] = await t.dataSource.query(`SELECT id FROM messages WHERE conversation_id = $1 ORDER BY created_at LIMIT 1`, [id]);
    expect(await job.notify({ conversationId: id, recipientId: seller.id, firstMessageId: first.id })).toBe('skipped');
    await t.jobs.enqueue(JobName.NotifyNewMessages, { conversationId: id, recipientId: seller.id, firstMessageId: first.id });
    await t.jobs.drain();
    expect(mailsTo(seller)).toHaveLength(1);

    // Even when the announcement marks were lost, a second run of the same burst is the same email key.
    await t.dataSource.query(`UPDATE messages SET notified_at = NULL WHERE conversation_id = $1`, [id]);
    await job.notify({ conversationId: id, recipientId: seller.id, firstMessageId: first.id });
    await t.jobs.drain();
    expect(mailsTo(seller)).toHaveLength(1);

    // A new burst is a new email; a message read before the delay ends is never announced.
    await send(buyer, id, { body: 'Revin cu o întrebare.' }).expect(201);
    await t.jobs.drain();
    expect(mailsTo(seller)).toHaveLength(2);
    await send(seller, id, { body: 'Vă răspund imediat.' }).expect(201);
    await thread(buyer, id).expect(200);
    await t.jobs.drain();
    expect(mailsTo(buyer)).toHaveLength(0);
  });

  it('blocking stops messages both ways in every conversation with that user (403), until unblocked', async () => {
    const first = await conversation();
    const second = await conversation();
    const blocked = await t.http
      .post(`/api/conversations/${first.id}/block`)
      .set(...seller.auth)
      .expect(200);
    expect(blocked.body).toMatchObject({ blockedByMe: true, blockedMe: false });
    const before = await count('messages');
    const refused = await send(buyer, second.id, { body: 'Mă auziți?' }).expect(403);
    expect(refused.body.error.message).toBe('Acest utilizator nu mai primește mesaje de la tine.');
    await start(buyer, (await insertListing(t, seller.id)).id, 'Alt anunț').expect(403);
    await send(seller, first.id, { body: 'Ultimul cuvânt' }).expect(403);
    expect(await count('messages')).toBe(before);
    expect((await thread(buyer, first.id).expect(200)).body.conversation).toMatchObject({ blockedMe: true, blockedByMe: false });
    await t.http
      .delete(`/api/conversations/${first.id}/block`)
      .set(...seller.auth)
      .expect(200);
    await send(buyer, second.id, { body: 'Acum da?' }).expect(201);
  });

  it('attaches only the sender’s own unattached documents; only the two parties (and staff through a report) download them', async () => {
    const { id } = await conversation();
    const foreignKey = await uploadDocument(stranger);
    await send(buyer, id, { body: 'Documentul altcuiva', attachments: [foreignKey] }).expect(400);
    const key = await uploadDocument(buyer, 'Bilanț 2025.pdf');
    const sent = await send(buyer, id, { body: 'Vă trimit bilanțul.', attachments: [key] }).expect(201);
    expect(sent.body.attachments).toEqual([expect.objectContaining({ key, originalName: 'Bilanț 2025.pdf', contentType: 'application/pdf' })]);
    // Used once: it cannot be attached again, nor deleted as an unattached upload.
    await send(buyer, id, { body: 'Din nou', attachments: [key] }).expect(400);
    await t.http
      .delete(`/api/uploads/${key}`)
      .set(...buyer.auth)
      .expect(404);

    const url = `/api/conversations/${id}/attachments/${key}`;
    const download = await t.http
      .get(url)
      .set(...seller.auth)
      .expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    await t.http
      .get(url)
      .set(...buyer.auth)
      .expect(200);
    await t.http
      .get(url)
      .set(...stranger.auth)
      .expect(404);
    await t.http
      .get(url)
      .set(...moderator.auth)
      .expect(404);
    // The key through another conversation the reader is part of: not found.
    const other = await conversation();
    await t.http
      .get(`/api/conversations/${other.id}/attachments/${key}`)
      .set(...seller.auth)
      .expect(404);

    // The hourly cleanup of unattached uploads leaves it in place.
    await t.dataSource.query(`UPDATE uploads SET created_at = now() - interval '3 days' WHERE key = $1`, [key]);
    const { UploadsService } = await import('../../../src/modules/uploads/uploads.service.js');
    await t.app.get(UploadsService).deleteUnattachedBefore(new Date());
    await t.http
      .get(url)
      .set(...seller.auth)
      .expect(200);

    // Once a message of the conversation is reported, staff may read it too.
    const message = (await thread(seller, id).expect(200)).body.messages.find((item: { attachments: unknown[] }) => item.attachments.length);
    await t.http
      .post(`/api/messages/${message.id}/report`)
      .set(...seller.auth)
      .send({ reason: 'Document suspect.' })
      .expect(204);
    await t.http
      .get(url)
      .set(...moderator.auth)
      .expect(200);
    await t.http
      .get(url)
      .set(...stranger.auth)
      .expect(404);
  });

  it('reports reach moderators, who read the thread only through the report and mark it handled', async () => {
    const { id } = await conversation();
    await send(buyer, id, { body: 'Ofertă suspectă: plătiți în avans.' }).expect(201);
    const messages = (await thread(seller, id).expect(200)).body.messages;
    const mine = messages.find((message: { mine: boolean }) => message.mine === false);
    // The sender cannot report their own message; the reason is required.
    await t.http
      .post(`/api/messages/${mine.id}/report`)
      .set(...buyer.auth)
      .send({ reason: 'Test' })
      .expect(404);
    await t.http
      .post(`/api/messages/${mine.id}/report`)
      .set(...seller.auth)
      .send({})
      .expect(400);
    await t.http
      .post(`/api/messages/${mine.id}/report`)
      .set(...seller.auth)
      .send({ reason: 'Cere plata în avans.' })
      .expect(204);
    await t.http
      .post(`/api/messages/${mine.id}/report`)
      .set(...seller.auth)
      .send({ reason: 'Încă o dată.' })
      .expect(204);
    expect(await count('message_reports')).toBeGreaterThanOrEqual(1);

    await t.http
      .get('/api/admin/message-reports')
      .set(...buyer.auth)
      .expect(403);
    const list = (
      await t.http
        .get('/api/admin/message-reports?handled=false')
        .set(...moderator.auth)
        .expect(200)
    ).body;
    const report = list.docs.find((item: { messageId: string }) => item.messageId === mine.id);
    expect(report).toMatchObject({ reason: 'Cere plata în avans.', reporter: { id: seller.id }, sender: { id: buyer.id }, handledAt: null });
    const detail = (
      await t.http
        .get(`/api/admin/message-reports/${report.id}`)
        .set(...moderator.auth)
        .expect(200)
    ).body;
    expect(detail.messages.map((message: { body: string }) => message.body)).toEqual(messages.map((message: { body: string }) => message.body));
    expect(detail).toMatchObject({ buyer: { id: buyer.id }, seller: { id: seller.id } });
    const handled = (
      await t.http
        .post(`/api/admin/message-reports/${report.id}/handle`)
        .set(...moderator.auth)
        .expect(200)
    ).body;
    expect(handled.handledAt).not.toBeNull();
    const open = (
      await t.http
        .get('/api/admin/message-reports?handled=false')
        .set(...moderator.auth)
        .expect(200)
    ).body;
    expect(open.docs.find((item: { id: string }) => item.id === report.id)).toBeUndefined();
    await t.http
      .get(`/api/admin/message-reports/${randomUUID()}`)
      .set(...moderator.auth)
      .expect(404);
  });

  it('counts unread messages per conversation and in all', async () => {
    const fresh = await newMember(t);
    const a = await insertListing(t, fresh.id);
    const b = await insertListing(t, fresh.id);
    await start(buyer, a.id, 'Unu').expect(201);
    const second = (await start(buyer, b.id, 'Doi').expect(201)).body.conversation.id;
    await send(buyer, second, { body: 'Trei' }).expect(201);
    expect(await unread(fresh)).toBe(3);
    expect(await unread(buyer)).toBe(0);
    const list = (
      await t.http
        .get('/api/conversations')
        .set(...fresh.auth)
        .expect(200)
    ).body;
    expect(list.map((item: { unread: number }) => item.unread)).toEqual([2, 1]);
    await thread(fresh, second).expect(200);
    expect(await unread(fresh)).toBe(1);
  });

  it('limits messages per user an hour (429, nothing stored past it)', async () => {
    const { id } = await conversation();
    await t.dataSource.query(`UPDATE rate_counters SET count = 60 WHERE key = $1`, [`message-user:${buyer.id}`]);
    const before = await count('messages');
    const refused = await send(buyer, id, { body: 'Încă unul' }).expect(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(await count('messages')).toBe(before);
  });
});
