import { randomUUID } from 'node:crypto';
import { pdf } from '../../fixtures/uploads.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const STATUS_MAIL = /^Cererea RC-\d{4}-\d{6}: /;

describe('consulting requests: the client and the consultants', () => {
  let t: TestApp;
  let admin: Member;
  let consultant: Member;
  let otherConsultant: Member;
  let moderator: Member;
  let client: Member;
  let otherClient: Member;

  /** Sends a contact request (as `member` when given) and answers its id and number. */
  const send = async (member?: Member, extra: Record<string, unknown> = {}): Promise<{ id: string; number: string }> => {
    await t.dataSource.query(`DELETE FROM rate_counters`);
    const request = t.http.post('/api/consulting/contact');
    if (member) request.set(...member.auth);
    const answer = await request
      .send({ fullName: 'Ana Client', email: 'ana.client@example.ro', message: 'Aș dori o ofertă de consultanță pentru finanțare.', ...extra })
      .expect(201);
    return answer.body;
  };
  const staffGet = (member: Member, path: string) => t.http.get(`/api/admin/consulting${path}`).set(...member.auth);
  const staffPost = (member: Member, path: string, body: object) =>
    t.http
      .post(`/api/admin/consulting${path}`)
      .set(...member.auth)
      .send(body);
  const statusMails = async (to = 'ana.client@example.ro') => {
    await t.jobs.drain();
    return t.mail.mails.filter((mail) => mail.to.includes(to) && STATUS_MAIL.test(mail.subject));
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await newMember(t, { role: 'admin', name: 'Admin Principal' });
    consultant = await newMember(t, { role: 'consultant', name: 'Consultant Ștefan' });
    otherConsultant = await newMember(t, { role: 'consultant', name: 'Consultant Țuțea' });
    moderator = await newMember(t, { role: 'moderator', name: 'Moderator' });
    client = await newMember(t, { name: 'Client Unu' });
    otherClient = await newMember(t, { name: 'Client Doi' });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.jobs.drain();
    t.mail.mails.length = 0;
    await t.dataSource.query(`DELETE FROM consulting_requests`);
  });

  describe('the client', () => {
    it('sees only their own requests in "mine", with status names and never notes or the consultant', async () => {
      const own = await send(client);
      await send(otherClient);
      await send();
      await staffPost(consultant, `/${own.id}/notes`, { text: 'Client dificil, de sunat după ora 15.' }).expect(201);
      await staffPost(consultant, `/${own.id}/assign`, { consultantId: consultant.id }).expect(200);
      await staffPost(consultant, `/${own.id}/status`, { status: 'in_progress', message: 'Am preluat cererea.' }).expect(200);

      const mine = await t.http
        .get('/api/consulting/mine')
        .set(...client.auth)
        .expect(200);
      expect(mine.body.pagination).toMatchObject({ page: 1, total: 1, totalPages: 1, prevPage: null, nextPage: null });
      expect(mine.body.docs).toEqual([
        expect.objectContaining({
          id: own.id,
          number: own.number,
          kind: 'contact',
          topic: 'other',
          status: 'in_progress',
          statusName: 'În lucru',
          statusMessage: 'Am preluat cererea.',
          documents: [],
        }),
      ]);
      const text = JSON.stringify(mine.body);
      expect(text).not.toContain('Client dificil');
      expect(text).not.toContain(consultant.id);
      expect(text).not.toMatch(/notes|assignedTo/);

      const others = await t.http
        .get('/api/consulting/mine')
        .set(...otherClient.auth)
        .expect(200);
      expect(others.body.docs.map((doc: { id: string }) => doc.id)).not.toContain(own.id);
      await t.http.get('/api/consulting/mine').expect(401);
    });

    it('adds private documents to an own request only; they download for the client and staff, nobody else', async () => {
      const own = await send(client);
      const anonymous = await send();
      const added = await t.http
        .post(`/api/consulting/${own.id}/documents`)
        .set(...client.auth)
        .attach('documents', pdf(), 'bilanț 2025.pdf')
        .expect(201);
      expect(added.body.documents).toEqual([
        expect.objectContaining({
          originalName: 'bilanț 2025.pdf',
          contentType: 'application/pdf',
          url: expect.stringMatching(/^\/api\/uploads\/documents\//),
        }),
      ]);
      const url = added.body.documents[0].url as string;

      await t.http
        .get(url)
        .set(...client.auth)
        .expect(200);
      await t.http
        .get(url)
        .set(...consultant.auth)
        .expect(200);
      await t.http
        .get(url)
        .set(...otherClient.auth)
        .expect(404);
      await t.http.get(url).expect(401);

      const detail = await staffGet(consultant, `/${own.id}`).expect(200);
      expect(detail.body.documents.map((document: { url: string }) => document.url)).toEqual([url]);
      const list = await staffGet(admin, `/${own.id}/documents`).expect(200);
      expect(list.body).toHaveLength(1);

      // Another user's request, an anonymous one and an unknown id are all "not found".
      for (const [member, id] of [
        [otherClient, own.id],
        [client, anonymous.id],
        [client, randomUUID()],
      ] as const) {
        await t.http
          .post(`/api/consulting/${id}/documents`)
          .set(...member.auth)
          .attach('documents', pdf(), 'x.pdf')
          .expect(404);
      }
      await t.http.post(`/api/consulting/${own.id}/documents`).attach('documents', pdf(), 'x.pdf').expect(401);
      const refused = await t.http
        .post(`/api/consulting/${own.id}/documents`)
        .set(...client.auth)
        .attach('documents', Buffer.from('nu este un pdf'), 'x.pdf')
        .expect(400);
      expect(refused.body.error.code).toBe('VALIDATION_FAILED');
      expect(Number((await t.dataSource.query(`SELECT count(*) FROM consulting_documents`))[0].count)).toBe(1);
    });

    it("mails the documents to whoever works on the request: every consultant while nobody took it, then only the assignee; the client's emails lead to the request's page", async () => {
      const own = await send(client);
      await t.jobs.drain();
      const received = t.mail.mails.find((mail) => mail.to.includes('ana.client@example.ro') && mail.subject.startsWith(`Am primit cererea ta ${own.number}`));
      expect(received?.body).toContain(`/incarcare-documente#cerere-${own.number}`);
      t.mail.mails.length = 0;
      const documentMails = async () => {
        await t.jobs.drain();
        const found = t.mail.mails.filter((mail) => mail.subject === `Documente noi la cererea ${own.number}`);
        t.mail.mails.length = 0;
        return found;
      };

      await t.http
        .post(`/api/consulting/${own.id}/documents`)
        .set(...client.auth)
        .attach('documents', pdf(), 'bilanț 2025.pdf')
        .expect(201);
      const toAll = await documentMails();
      expect(toAll.flatMap((mail) => mail.to).sort()).toEqual([consultant.email, otherConsultant.email].sort());
      expect(toAll[0].body).toContain('Ana Client a trimis un document');
      expect(toAll[0].body).toContain('bilanț 2025.pdf');
      expect(toAll[0].body).toContain(`/admin/consulting/${own.id}`);
      expect(toAll[0].raw).toMatch(/^Reply-To: ana\.client@example\.ro/im);

      await staffPost(consultant, `/${own.id}/assign`, { consultantId: consultant.id }).expect(200);
      await staffPost(consultant, `/${own.id}/status`, { status: 'waiting_client', message: 'Trimite și balanța.' }).expect(200);
      await t.jobs.drain();
      const status = t.mail.mails.find((mail) => STATUS_MAIL.test(mail.subject));
      expect(status?.body).toContain(`/incarcare-documente#cerere-${own.number}`);
      t.mail.mails.length = 0;
      await t.http
        .post(`/api/consulting/${own.id}/documents`)
        .set(...client.auth)
        .attach('documents', pdf(), 'balanță.pdf')
        .attach('documents', pdf(), 'oferte.pdf')
        .expect(201);
      const toAssignee = await documentMails();
      expect(toAssignee.map((mail) => mail.to)).toEqual([[consultant.email]]);
      expect(toAssignee[0].body).toContain('a trimis 2 documente');

      // A refused upload stores nothing and tells nobody.
      await t.http
        .post(`/api/consulting/${own.id}/documents`)
        .set(...client.auth)
        .attach('documents', Buffer.from('nu este un pdf'), 'x.pdf')
        .expect(400);
      expect(await documentMails()).toEqual([]);
    });
  });

  describe('the consultants', () => {
    it('is open to consultants and admins only: moderators and users get 403, anonymous 401', async () => {
      const { id } = await send();
      for (const member of [consultant, admin]) await staffGet(member, '').expect(200);
      for (const member of [moderator, client]) {
        await staffGet(member, '').expect(403);
        await staffGet(member, `/${id}`).expect(403);
        await staffPost(member, `/${id}/notes`, { text: 'Nu ar trebui.' }).expect(403);
        await staffPost(member, `/${id}/status`, { status: 'in_progress' }).expect(403);
        await staffPost(member, `/${id}/assign`, { consultantId: null }).expect(403);
      }
      await t.http.get('/api/admin/consulting').expect(401);
      expect(await t.dataSource.query(`SELECT * FROM consulting_notes`)).toEqual([]);
      expect((await t.dataSource.query(`SELECT status FROM consulting_requests`))[0].status).toBe('new');
    });

    it('lists with filters, search, sort and the moderation page shape', async () => {
      const a = await send(undefined, { fullName: 'Mihai Ștefănescu', email: 'mihai@firma.ro' });
      const b = await send(undefined, { fullName: 'Ana Dobre', email: 'ana.dobre@example.ro', topic: 'funding' });
      await t.http
        .post('/api/consulting')
        .send({ fullName: 'Radu Ene', email: 'radu@example.ro', topic: 'valuation', message: 'Evaluare pentru vânzarea firmei.' })
        .expect(201);
      await staffPost(consultant, `/${a.id}/assign`, { consultantId: consultant.id }).expect(200);
      await staffPost(consultant, `/${b.id}/assign`, { consultantId: otherConsultant.id }).expect(200);
      await staffPost(consultant, `/${b.id}/status`, { status: 'in_progress' }).expect(200);

      const all = await staffGet(consultant, '?pageSize=2').expect(200);
      expect(all.body).toMatchObject({ count: 2, pagination: { page: 1, perPage: 2, prevPage: null, nextPage: 2, total: 3, totalPages: 2, featuredCount: 0 } });
      expect(all.body.docs[0]).toMatchObject({
        fullName: 'Radu Ene',
        kind: 'consulting',
        kindName: 'Cerere de consultanță',
        topicName: 'Evaluarea afacerii',
        statusName: 'Nouă',
        nextStatuses: ['in_progress', 'waiting_client', 'dropped'],
      });
      expect(all.body.docs[0]).not.toHaveProperty('notes');

      const names = async (query: string, member = consultant) =>
        (await staffGet(member, query).expect(200)).body.docs.map((doc: { fullName: string }) => doc.fullName);
      expect(await names('?assigned=me')).toEqual(['Mihai Ștefănescu']);
      expect(await names('?assigned=me', otherConsultant)).toEqual(['Ana Dobre']);
      expect(await names(`?assigned=${otherConsultant.id}`)).toEqual(['Ana Dobre']);
      expect(await names('?assigned=any&sort=number&order=asc')).toEqual(['Mihai Ștefănescu', 'Ana Dobre']);
      expect(await names('?assigned=none')).toEqual(['Radu Ene']);
      expect(await names('?status=in_progress')).toEqual(['Ana Dobre']);
      expect(await names('?kind=consulting')).toEqual(['Radu Ene']);
      expect(await names('?q=stefanescu')).toEqual(['Mihai Ștefănescu']);
      expect(await names('?q=ANA.DOBRE@')).toEqual(['Ana Dobre']);
      expect(await names(`?q=${a.number}`)).toEqual(['Mihai Ștefănescu']);
      expect(await names('?q=%25')).toEqual([]);
      const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Bucharest' });
      expect(await names(`?from=${today}&to=${today}&sort=createdAt&order=asc`)).toEqual(['Mihai Ștefănescu', 'Ana Dobre', 'Radu Ene']);
      expect(await names('?to=2020-01-01')).toEqual([]);
      expect(await names('?from=2999-01-01')).toEqual([]);

      for (const [query, field] of [
        ['?status=gata', 'status'],
        ['?kind=spam', 'kind'],
        ['?assigned=cineva', 'assigned'],
        ['?from=2026-02-30', 'from'],
        ['?to=ieri', 'to'],
        ['?sort=email', 'sort'],
        ['?order=up', 'order'],
        ['?page=0', 'page'],
        ['?pageSize=500', 'pageSize'],
        ['?culoare=rosu', 'culoare'],
      ]) {
        const refused = await staffGet(consultant, query).expect(400);
        expect(refused.body.error.details.map((detail: { field: string }) => detail.field)).toEqual([field]);
        expect(refused.body.error.details[0].message).not.toMatch(/should|must|property/i);
      }
    });

    it('filters the queue by topic; an unknown topic is a 400 with a Romanian message', async () => {
      const funding = await send(undefined, { topic: 'funding' });
      await send(undefined, { topic: 'valuation' });
      const list = await staffGet(consultant, '?topic=funding').expect(200);
      expect(list.body.docs.map((doc: { id: string }) => doc.id)).toEqual([funding.id]);
      const refused = await staffGet(consultant, '?topic=astrologie').expect(400);
      expect(refused.body.error.details).toEqual([{ field: 'topic', message: 'Subiectul ales nu există.' }]);
    });

    it('assigns consultants and admins, unassigns with null, refuses anybody else', async () => {
      const { id } = await send();
      const assigned = await staffPost(consultant, `/${id}/assign`, { consultantId: otherConsultant.id }).expect(200);
      expect(assigned.body).toMatchObject({ assignedToId: otherConsultant.id, assignedToName: 'Consultant Țuțea' });
      await staffPost(consultant, `/${id}/assign`, { consultantId: admin.id }).expect(200);
      for (const consultantId of [moderator.id, client.id, randomUUID()]) {
        const refused = await staffPost(consultant, `/${id}/assign`, { consultantId }).expect(400);
        expect(refused.body.error.details).toEqual([
          { field: 'consultantId', message: 'Cererea poate fi atribuită doar unui consultant sau administrator activ.' },
        ]);
      }
      for (const body of [{}, { consultantId: 'x' }, { consultantId: consultant.id, extra: 1 }]) await staffPost(consultant, `/${id}/assign`, body).expect(400);
      expect((await t.dataSource.query(`SELECT assigned_to_id FROM consulting_requests WHERE id = $1`, [id]))[0].assigned_to_id).toBe(admin.id);
      const unassigned = await staffPost(admin, `/${id}/assign`, { consultantId: null }).expect(200);
      expect(unassigned.body).toMatchObject({ assignedToId: null, assignedToName: null });
      // One audit entry per accepted assignment, none for the refused ones.
      const audit: { actor_id: string; before: unknown; after: unknown }[] = await t.dataSource.query(
        `SELECT actor_id, before, after FROM audit_log WHERE entity_type = 'consulting_request' AND entity_id = $1 AND action = 'consulting.assign' ORDER BY created_at, id`,
        [id],
      );
      expect(audit).toHaveLength(3);
      expect(audit.at(-1)).toEqual({ actor_id: admin.id, before: { assignedToId: admin.id }, after: { assignedToId: null } });
    });

    it('moves through allowed transitions only; the client gets one mail per change, with the message escaped', async () => {
      const { id, number } = await send(client);
      const moved = await staffPost(consultant, `/${id}/status`, {
        status: 'waiting_client',
        message: 'Trimite-ne bilanțul pe 2025, te rog. <img src=x onerror=alert(1)>',
      }).expect(200);
      expect(moved.body).toMatchObject({
        status: 'waiting_client',
        statusName: 'Așteaptă răspunsul clientului',
        nextStatuses: ['in_progress', 'done', 'dropped'],
      });
      const mail = await t.mail.waitFor('ana.client@example.ro', STATUS_MAIL);
      expect(mail.subject).toBe(`Cererea ${number}: Așteaptă răspunsul clientului — RoAfaceri`);
      expect(mail.body).toContain('Trimite-ne bilanțul pe 2025, te rog.');
      expect(mail.body.slice(mail.body.indexOf('<!doctype html>'))).not.toContain('<img src=x');

      const refused = await staffPost(consultant, `/${id}/status`, { status: 'new' }).expect(409);
      expect(refused.body.error).toEqual({ code: 'CONSULTING_INVALID_TRANSITION', message: 'Cererea nu poate trece din starea actuală în starea aleasă.' });
      await staffPost(consultant, `/${id}/status`, { status: 'waiting_client' }).expect(409);
      await staffPost(consultant, `/${id}/status`, { status: 'gata' }).expect(400);
      await staffPost(consultant, `/${id}/status`, { status: 'done', message: 'x'.repeat(2001) }).expect(400);
      expect(await statusMails()).toHaveLength(1);

      await staffPost(admin, `/${id}/status`, { status: 'done' }).expect(200);
      await staffPost(admin, `/${id}/status`, { status: 'dropped' }).expect(409);
      await staffPost(admin, `/${id}/status`, { status: 'in_progress' }).expect(200);
      const mails = await statusMails();
      expect(mails.map((item) => item.subject.split(': ')[1])).toEqual([
        'Așteaptă răspunsul clientului — RoAfaceri',
        'Finalizată — RoAfaceri',
        'În lucru — RoAfaceri',
      ]);
      expect((await t.dataSource.query(`SELECT status, status_version FROM consulting_requests WHERE id = $1`, [id]))[0]).toEqual({
        status: 'in_progress',
        status_version: 3,
      });
    });

    it('keeps internal notes with their author, shown to staff only', async () => {
      const { id } = await send(client);
      const note = await staffPost(consultant, `/${id}/notes`, { text: '  Sunat, revine cu actele.  ' }).expect(201);
      expect(note.body).toMatchObject({ text: 'Sunat, revine cu actele.', authorId: consultant.id, authorName: 'Consultant Ștefan' });
      await staffPost(admin, `/${id}/notes`, { text: 'Prioritate mare.' }).expect(201);
      for (const body of [{}, { text: ' ' }, { text: 'x'.repeat(5001) }, { text: 'ok ok', pinned: true }])
        await staffPost(consultant, `/${id}/notes`, body).expect(400);
      const detail = await staffGet(otherConsultant, `/${id}`).expect(200);
      expect(detail.body.notes.map((item: { text: string; authorName: string }) => [item.authorName, item.text])).toEqual([
        ['Consultant Ștefan', 'Sunat, revine cu actele.'],
        ['Admin Principal', 'Prioritate mare.'],
      ]);
      expect(detail.body).toMatchObject({ id, fullName: 'Ana Client', email: 'ana.client@example.ro', userId: client.id, documents: [] });
      const mine = await t.http
        .get('/api/consulting/mine')
        .set(...client.auth)
        .expect(200);
      expect(JSON.stringify(mine.body)).not.toMatch(/Sunat|Prioritate/);
    });

    it('answers 404 for unknown ids and 400 for malformed ones', async () => {
      const unknown = randomUUID();
      await staffGet(consultant, `/${unknown}`).expect(404);
      await staffGet(consultant, `/${unknown}/documents`).expect(404);
      await staffPost(consultant, `/${unknown}/assign`, { consultantId: null }).expect(404);
      await staffPost(consultant, `/${unknown}/status`, { status: 'in_progress' }).expect(404);
      await staffPost(consultant, `/${unknown}/notes`, { text: 'Nota mea.' }).expect(404);
      const malformed = await staffGet(consultant, '/123').expect(400);
      expect(malformed.body.error.details).toEqual([{ field: 'id', message: 'Identificatorul cererii nu este valid.' }]);
    });
  });
});
