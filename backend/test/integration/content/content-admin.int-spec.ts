import type { ContentList, FaqGroup, FeaturedLink, Partner, PortfolioProject, SpecialPost, TeamMember } from '../../../src/contracts/content.js';
import type { ContentEntry } from '../../../src/contracts/content-admin.js';
import type { ListResponse } from '../../../src/contracts/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const ADMIN = '/api/admin/content';

interface AuditRow {
  actor_id: string;
  actor_email: string;
  action: string;
  entity_type: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * For each kind: a valid new entry, a change, and how the public site shows it (null: not shown).
 * `show` reads the public answer that carries the kind.
 */
const KINDS = [
  {
    path: 'portfolio',
    create: {
      slug: 'modernizare-moara-test',
      title: 'Modernizarea unei mori de cereale',
      clientType: 'SRL de familie',
      sector: 'Industria alimentară',
      region: 'Vest',
      city: 'Arad',
      programme: 'PNRR – investiții în IMM-uri',
      amountEur: 310_000,
      year: 2026,
      result: 'Capacitatea de măcinare a crescut cu 40% în primul an.',
      category: 'finantare',
    },
    change: { title: 'Modernizarea morii din Arad' },
    show: async (t: TestApp, slug?: string) =>
      ((await t.http.get('/api/masterdata/portfolio').expect(200)).body as PortfolioProject[]).find((project) => project.id === slug)?.title ?? null,
    shown: ['Modernizarea unei mori de cereale', 'Modernizarea morii din Arad'],
  },
  {
    path: 'partners',
    create: {
      slug: 'banca-test',
      name: 'Banca Test',
      kind: 'banca',
      description: 'Credite pentru investițiile clienților noștri.',
      city: 'Oradea',
      website: 'https://banca-test.example',
    },
    change: { name: 'Banca Test Nouă', website: '' },
    show: async (t: TestApp, slug?: string) => {
      const partner = ((await t.http.get('/api/masterdata/all-clients').expect(200)).body as Partner[]).find((item) => item.id === slug);
      return partner ? `${partner.name}${partner.website ? ` ${partner.website}` : ''}` : null;
    },
    shown: ['Banca Test https://banca-test.example', 'Banca Test Nouă'],
  },
  {
    path: 'featured-links',
    create: { placement: 'misc', label: 'Povești de succes', path: '/echipa' },
    change: { label: 'Recenziile clienților', placement: 'web' },
    show: async (t: TestApp) => {
      const web = (await t.http.get('/api/masterdata/featuredLinksWeb').expect(200)).body as FeaturedLink[];
      const misc = (await t.http.get('/api/masterdata/featured/misc').expect(200)).body as FeaturedLink[];
      const found = [...web.map((link) => ({ ...link, where: 'web' })), ...misc.map((link) => ({ ...link, where: 'misc' }))].find(
        (link) => link.path === '/echipa' && link.label !== 'Echipa noastră',
      );
      return found ? `${found.where}: ${found.label}` : null;
    },
    shown: ['misc: Povești de succes', 'web: Recenziile clienților'],
  },
  {
    path: 'special-posts',
    create: {
      slug: 'audit-energetic',
      collection: 'servicii-roafaceri',
      title: 'Audit energetic',
      excerpt: 'Auditul energetic cerut în proiectele de eficiență energetică.',
      duration: '2 săptămâni',
      priceHint: 'de la 390 € + TVA',
      body: [
        { type: 'paragraph', text: 'Auditorii noștri atestați măsoară consumul actual.' },
        { type: 'list', items: ['măsurători', 'raport'] },
      ],
      deliverables: ['raportul de audit'],
      cta: { label: 'Cere o ofertă', path: '/contact' },
    },
    change: { title: 'Audit energetic pentru IMM-uri' },
    show: async (t: TestApp, slug?: string) => {
      const answer = await t.http.get(`/api/special-posts/servicii-roafaceri/list/${slug}`);
      return answer.status === 200 ? (answer.body as SpecialPost).title : null;
    },
    shown: ['Audit energetic', 'Audit energetic pentru IMM-uri'],
  },
  {
    path: 'team',
    create: { name: 'Ana Vlad', role: 'Consultant senior, fonduri pentru agricultură', experience: '9 ani de experiență', focus: 'proiecte pentru ferme' },
    change: { role: 'Consultant senior, dezvoltare rurală' },
    show: async (t: TestApp) =>
      ((await t.http.get('/api/content/team').expect(200)).body as ContentList<TeamMember>).docs.find((member) => member.name === 'Ana Vlad')?.role ?? null,
    shown: ['Consultant senior, fonduri pentru agricultură', 'Consultant senior, dezvoltare rurală'],
  },
  {
    path: 'faq',
    create: { topic: 'plati', question: 'Pot plăti în rate?', answer: 'Da, pentru pachetele anuale, în două rate egale.' },
    change: { answer: 'Da, pentru pachetele anuale, în trei rate egale.' },
    show: async (t: TestApp) => {
      const groups = ((await t.http.get('/api/content/faq').expect(200)).body as ContentList<FaqGroup>).docs;
      return groups.find((group) => group.id === 'plati')?.items.find((item) => item.question === 'Pot plăti în rate?')?.answer ?? null;
    },
    shown: ['Da, pentru pachetele anuale, în două rate egale.', 'Da, pentru pachetele anuale, în trei rate egale.'],
  },
  {
    path: 'success-stories',
    create: {
      name: 'Dan Toma',
      company: 'Toma Agro SRL',
      city: 'Buzău',
      quote: 'Echipa ne-a ajutat să obținem finanțarea pentru depozit fără nicio întârziere.',
      rating: 5,
    },
    change: { quote: 'Echipa ne-a ajutat să obținem finanțarea pentru depozit și pentru utilaje.' },
    show: async (t: TestApp) =>
      ((await t.http.get('/api/masterdata/successStoriesAll').expect(200)).body as { name: string; quote: string }[]).find((story) => story.name === 'Dan Toma')
        ?.quote ?? null,
    shown: [
      'Echipa ne-a ajutat să obținem finanțarea pentru depozit fără nicio întârziere.',
      'Echipa ne-a ajutat să obținem finanțarea pentru depozit și pentru utilaje.',
    ],
  },
] as const;

describe('content: staff API', () => {
  let t: TestApp;
  let admin: Member;
  let moderator: Member;
  let consultant: Member;
  let user: Member;

  const audit = (entityId: string): Promise<AuditRow[]> =>
    t.dataSource.query(`SELECT actor_id, actor_email, action, entity_type, before, after FROM audit_log WHERE entity_id = $1 ORDER BY created_at, id`, [
      entityId,
    ]);
  const auditTotal = async () => Number((await t.dataSource.query(`SELECT count(*)::int AS count FROM audit_log`))[0].count);
  const entryCount = async (kind: string) =>
    Number((await t.dataSource.query(`SELECT count(*)::int AS count FROM content_entries WHERE kind = $1`, [kind]))[0].count);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await newMember(t, { role: 'admin' });
    moderator = await newMember(t, { role: 'moderator' });
    consultant = await newMember(t, { role: 'consultant' });
    user = await newMember(t);
  });
  afterAll(() => t.close());

  describe('the content a fresh database holds', () => {
    it('has every kind of the pages shown before the move to the database', async () => {
      const counts = Object.fromEntries(
        (
          (await t.dataSource.query(`SELECT kind, count(*)::int AS count, bool_and(published) AS published FROM content_entries GROUP BY kind`)) as {
            kind: string;
            count: number;
            published: boolean;
          }[]
        ).map((row) => [row.kind, [row.count, row.published]]),
      );
      expect(counts).toEqual({
        portfolio_project: [9, true],
        partner: [16, true],
        featured_link: [14, true],
        special_post: [6, true],
        team_member: [4, true],
        faq_entry: [18, true],
        success_story: [6, true],
      });
      const [project] = await t.dataSource.query(
        `SELECT slug, position, data FROM content_entries WHERE kind = 'portfolio_project' AND slug = 'software-planificare-transport-cluj'`,
      );
      expect(project).toMatchObject({
        position: 0,
        data: { title: 'Platformă de planificare a transporturilor', amountEur: 480000, year: 2025, category: 'finantare' },
      });
      const stories = await t.dataSource.query(`SELECT review_status, data->>'source' AS source FROM content_entries WHERE kind = 'success_story'`);
      expect(stories.every((row: { review_status: string; source: string }) => row.review_status === 'approved' && row.source === 'staff')).toBe(true);
    });

    it('serves the FAQ by topic in page order and the team, as the pages showed them', async () => {
      const faq = await t.http.get('/api/content/faq').expect(200);
      expect(faq.headers['cache-control']).toBe('public, max-age=3600');
      const groups = (faq.body as ContentList<FaqGroup>).docs;
      expect(groups.map((group) => [group.id, group.title, group.items.length])).toEqual([
        ['cont', 'Contul tău', 4],
        ['anunturi', 'Anunțuri', 4],
        ['promovare', 'Promovare', 3],
        ['finantari', 'Finanțări nerambursabile', 4],
        ['plati', 'Plăți și facturare', 3],
      ]);
      expect(groups[1].items[3]).toEqual({
        question: 'Pot promova servicii ca persoană fizică?',
        answer: 'Nu. Serviciile pot fi promovate doar din conturi de persoană juridică. Completează în profil denumirea firmei și codul fiscal (CUI).',
      });
      const team = await t.http.get('/api/content/team').expect(200);
      expect(team.headers['cache-control']).toBe('public, max-age=3600');
      const members = (team.body as ContentList<TeamMember>).docs;
      expect(members.map((member) => member.name)).toEqual(['Mihai Dumitrescu', 'Ioana Stan', 'Radu Constantinescu', 'Elena Petrescu']);
      expect(Object.keys(members[0]).sort()).toEqual(['experience', 'focus', 'name', 'role']);
    });
  });

  describe('who may use it', () => {
    it('refuses anonymous callers (401), ordinary users and consultants (403), and changes nothing', async () => {
      const before = await entryCount('faq_entry');
      const body = { topic: 'cont', question: 'O întrebare nouă?', answer: 'Un răspuns suficient de lung.' };
      expect((await t.http.get(`${ADMIN}/faq`)).status).toBe(401);
      expect((await t.http.post(`${ADMIN}/faq`).send(body)).status).toBe(401);
      for (const member of [user, consultant]) {
        expect((await t.http.get(`${ADMIN}/faq`).set(...member.auth)).status).toBe(403);
        const answer = await t.http
          .post(`${ADMIN}/faq`)
          .set(...member.auth)
          .send(body);
        expect(answer.status).toBe(403);
        expect(answer.body.error.code).toBe('FORBIDDEN');
      }
      const stories = await t.dataSource.query(`SELECT id FROM content_entries WHERE kind = 'success_story' LIMIT 1`);
      expect(
        (
          await t.http
            .post(`${ADMIN}/success-stories/${stories[0].id}/reject`)
            .set(...consultant.auth)
            .send({ reason: 'Nu ne place.' })
        ).status,
      ).toBe(403);
      expect(await entryCount('faq_entry')).toBe(before);
      expect(await auditTotal()).toBe(0);
    });
  });

  describe.each(KINDS)('$path', (kind) => {
    it('is created, read, listed, changed and deleted by staff, each change audited and shown on the public site', async () => {
      const created = await t.http
        .post(`${ADMIN}/${kind.path}`)
        .set(...moderator.auth)
        .send(kind.create)
        .expect(201);
      const entry = created.body as ContentEntry & Record<string, unknown>;
      expect(entry.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(entry).toMatchObject({ published: true, ...kind.create, ...('website' in kind.create ? {} : {}) });
      const slug = entry.slug as string | undefined;
      expect(await kind.show(t, slug)).toBe(kind.shown[0]);

      expect(
        (
          await t.http
            .get(`${ADMIN}/${kind.path}/${entry.id}`)
            .set(...admin.auth)
            .expect(200)
        ).body,
      ).toEqual(entry);
      const listed = (
        await t.http
          .get(`${ADMIN}/${kind.path}?pageSize=100`)
          .set(...admin.auth)
          .expect(200)
      ).body as ListResponse<ContentEntry>;
      expect(listed.docs.map((doc) => doc.id)).toContain(entry.id);
      expect(listed.pagination.total).toBe(listed.docs.length);
      // The new entry comes last, positions run 0…n-1.
      expect(listed.docs.map((doc) => doc.position)).toEqual(listed.docs.map((_, index) => index));
      expect(listed.docs.at(-1)?.id).toBe(entry.id);

      const changed = await t.http
        .put(`${ADMIN}/${kind.path}/${entry.id}`)
        .set(...admin.auth)
        .send(kind.change)
        .expect(200);
      expect(await kind.show(t, slug)).toBe(kind.shown[1]);
      expect(changed.body.updatedAt >= entry.updatedAt).toBe(true);

      const hidden = await t.http
        .put(`${ADMIN}/${kind.path}/${entry.id}`)
        .set(...admin.auth)
        .send({ published: false })
        .expect(200);
      expect(hidden.body.published).toBe(false);
      expect(await kind.show(t, slug)).toBeNull();

      const deleted = await t.http
        .delete(`${ADMIN}/${kind.path}/${entry.id}`)
        .set(...moderator.auth)
        .expect(200);
      expect(deleted.body.id).toBe(entry.id);
      expect((await t.http.get(`${ADMIN}/${kind.path}/${entry.id}`).set(...admin.auth)).status).toBe(404);

      const entries = await audit(entry.id);
      expect(entries.map((row) => [row.action, row.actor_id, row.entity_type])).toEqual([
        ['content.create', moderator.id, 'content_entry'],
        ['content.update', admin.id, 'content_entry'],
        ['content.update', admin.id, 'content_entry'],
        ['content.delete', moderator.id, 'content_entry'],
      ]);
      expect(entries[0].actor_email).toBe(moderator.email);
      expect(entries[0].before).toBeNull();
      expect(entries[0].after).toMatchObject({ id: entry.id, published: true });
      const [field, value] = Object.entries(kind.change)[0];
      expect(entries[1].before).toMatchObject({ [field]: (kind.create as Record<string, unknown>)[field] });
      expect(entries[1].after).toMatchObject(field === 'website' ? {} : { [field]: value });
      expect(entries[2].after).toMatchObject({ published: false });
      expect(entries[3].before).toMatchObject({ id: entry.id, published: false });
      expect(entries[3].after).toBeNull();
    });
  });

  describe('validation', () => {
    it('answers 400 with Romanian field messages and stores nothing', async () => {
      const before = await auditTotal();
      const cases: [path: string, body: Record<string, unknown>, expected: Record<string, string>][] = [
        [
          'faq',
          { topic: 'diverse', answer: 'scurt' },
          {
            topic: 'Tema trebuie să fie una dintre: cont, anunturi, promovare, finantari, plati.',
            question: 'Valoarea trebuie să fie text.',
            answer: 'Minimum 10 caractere.',
          },
        ],
        [
          'partners',
          { slug: 'Banca Mare', name: 'B', kind: 'banca', description: 'O bancă parteneră a noastră.', city: 'Iași', website: 'http://banca.example' },
          {
            slug: 'Adresa (slug) poate avea doar litere mici fără diacritice, cifre și cratime (nu la început sau la sfârșit), cel mult 120 de caractere.',
            name: 'Minimum 2 caractere.',
            website: 'Adresa site-ului trebuie să fie completă și să înceapă cu https://.',
          },
        ],
        [
          'featured-links',
          { placement: 'web', label: 'Alt site', path: 'https://altceva.example/pagina' },
          { path: 'Adresa trebuie să fie o pagină a site-ului, de forma /pagina (litere mici, cifre și cratime).' },
        ],
        [
          'featured-links',
          { placement: 'web', label: 'Alt site', path: '//altceva.example' },
          { path: 'Adresa trebuie să fie o pagină a site-ului, de forma /pagina (litere mici, cifre și cratime).' },
        ],
        [
          'portfolio',
          { ...KINDS[0].create, slug: 'alt-proiect', amountEur: -5, year: 1800, category: 'altceva' },
          {
            amountEur: 'Suma trebuie să fie pozitivă.',
            year: 'Anul minim este 1990.',
            category: 'Categoria trebuie să fie una dintre: finantare, tranzactie, evaluare.',
          },
        ],
        [
          'special-posts',
          {
            ...KINDS[3].create,
            slug: 'alt-articol',
            body: [{ type: 'list' }, { type: 'video', text: 'Un text.' }],
            cta: { label: 'Sună', path: 'javascript:alert(1)' },
          },
          {
            'body.0.items': 'O listă trebuie să aibă elemente.',
            'body.1.type': 'Tipul blocului trebuie să fie heading (titlu), paragraph (paragraf) sau list (listă).',
            'cta.path': 'Adresa trebuie să fie o pagină a site-ului, de forma /pagina (litere mici, cifre și cratime).',
          },
        ],
        [
          'success-stories',
          { ...KINDS[6].create, rating: 6, reviewStatus: 'approved' },
          { rating: 'Nota trebuie să fie un număr întreg de la 1 la 5.', reviewStatus: 'Câmpul nu este permis.' },
        ],
        [
          'team',
          { name: 'Ana', role: 'Consultant', experience: '5 ani', focus: 'x'.repeat(201), position: -1 },
          { focus: 'Maximum 200 caractere.', position: 'Poziția minimă este 0.' },
        ],
      ];
      for (const [path, body, expected] of cases) {
        const kind = (await t.dataSource.query(`SELECT count(*)::int AS count FROM content_entries`))[0].count;
        const answer = await t.http
          .post(`${ADMIN}/${path}`)
          .set(...admin.auth)
          .send(body);
        expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(400);
        expect(answer.body.error.code).toBe('VALIDATION_FAILED');
        const details = Object.fromEntries((answer.body.error.details as { field: string; message: string }[]).map((detail) => [detail.field, detail.message]));
        expect(details, path).toEqual(expected);
        expect((await t.dataSource.query(`SELECT count(*)::int AS count FROM content_entries`))[0].count).toBe(kind);
      }
      // A change with a bad value leaves the entry as it was.
      const [faq] = await t.dataSource.query(`SELECT id, data FROM content_entries WHERE kind = 'faq_entry' ORDER BY position LIMIT 1`);
      const bad = await t.http
        .put(`${ADMIN}/faq/${faq.id}`)
        .set(...admin.auth)
        .send({ question: '', answer: 'Un răspuns nou și destul de lung.' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.details).toEqual([{ field: 'question', message: 'Câmpul este obligatoriu.' }]);
      expect((await t.dataSource.query(`SELECT data FROM content_entries WHERE id = $1`, [faq.id]))[0].data).toEqual(faq.data);
      expect(await auditTotal()).toBe(before);
    });

    it('refuses a slug already used by the kind, a malformed id and an unknown id', async () => {
      const taken = await t.http
        .post(`${ADMIN}/portfolio`)
        .set(...admin.auth)
        .send({ ...KINDS[0].create, slug: 'software-planificare-transport-cluj' });
      expect(taken.status).toBe(400);
      expect(taken.body.error.details).toEqual([{ field: 'slug', message: 'Adresa (slug) este deja folosită de o altă înregistrare de același tip.' }]);
      const [other] = await t.dataSource.query(`SELECT id FROM content_entries WHERE kind = 'portfolio_project' AND slug = 'vanzare-brutarie-timisoara'`);
      const renamed = await t.http
        .put(`${ADMIN}/portfolio/${other.id}`)
        .set(...admin.auth)
        .send({ slug: 'evaluare-constructii-craiova' });
      expect(renamed.status).toBe(400);
      expect(renamed.body.error.details[0].field).toBe('slug');
      // Another kind may use the same slug.
      const partner = await t.http
        .post(`${ADMIN}/partners`)
        .set(...admin.auth)
        .send({ ...KINDS[1].create, slug: 'software-planificare-transport-cluj' })
        .expect(201);
      await t.http
        .delete(`${ADMIN}/partners/${partner.body.id}`)
        .set(...admin.auth)
        .expect(200);

      const malformed = await t.http.get(`${ADMIN}/faq/nu-e-un-id`).set(...admin.auth);
      expect(malformed.status).toBe(400);
      expect(malformed.body.error.details).toEqual([{ field: 'id', message: 'Identificatorul înregistrării nu este valid.' }]);
      const unknown = await t.http
        .put(`${ADMIN}/faq/00000000-0000-4000-8000-000000000000`)
        .set(...admin.auth)
        .send({ answer: 'Un răspuns suficient de lung.' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.message).toBe('Întrebarea nu există.');
      // An id of another kind is unknown here.
      const [story] = await t.dataSource.query(`SELECT id FROM content_entries WHERE kind = 'success_story' LIMIT 1`);
      expect((await t.http.get(`${ADMIN}/faq/${story.id}`).set(...admin.auth)).status).toBe(404);
    });

    it('refuses unknown list filters', async () => {
      const group = await t.http.get(`${ADMIN}/faq?group=diverse`).set(...admin.auth);
      expect(group.status).toBe(400);
      expect(group.body.error.details).toEqual([
        { field: 'group', message: 'Filtrul trebuie să fie unul dintre: cont, anunturi, promovare, finantari, plati.' },
      ]);
      const status = await t.http.get(`${ADMIN}/team?status=pending`).set(...admin.auth);
      expect(status.status).toBe(400);
      expect(status.body.error.details).toEqual([{ field: 'status', message: 'Starea există doar pentru poveștile de succes.' }]);
    });
  });

  it('removes markup from every text, rich post bodies included, and writes ș ț with comma below', async () => {
    const created = await t.http
      .post(`${ADMIN}/special-posts`)
      .set(...admin.auth)
      .send({
        ...KINDS[3].create,
        slug: 'articol-cu-marcaje',
        title: '<b>Consultanţă</b> <img src=x onerror=alert(1)>',
        body: [
          { type: 'paragraph', text: '<script>alert("x")</script><p onclick="alert(1)">Text <a href="javascript:alert(1)">sigur</a></p>' },
          { type: 'heading', text: 'Titlu', items: ['ignorat'] },
        ],
        deliverables: ['<i>raport</i>'],
      })
      .expect(201);
    expect(created.body).toMatchObject({
      title: 'Consultanță',
      body: [
        { type: 'paragraph', text: 'Text sigur' },
        { type: 'heading', text: 'Titlu' },
      ],
      deliverables: ['raport'],
    });
    const post = (await t.http.get('/api/special-posts/articol-cu-marcaje').expect(200)).body as SpecialPost;
    expect(JSON.stringify(post)).not.toMatch(/<|script|onerror|javascript/);
    expect(post.body[1]).toEqual({ type: 'heading', text: 'Titlu' });
    await t.http
      .delete(`${ADMIN}/special-posts/${created.body.id}`)
      .set(...admin.auth)
      .expect(200);
  });

  it('reorders through position: the public lists follow, positions stay 0…n-1', async () => {
    const first = await t.http
      .post(`${ADMIN}/faq`)
      .set(...admin.auth)
      .send({ topic: 'cont', question: 'Pot avea două conturi?', answer: 'Nu, un singur cont pentru fiecare adresă de email.', position: 0 })
      .expect(201);
    expect(first.body.position).toBe(0);
    let groups = ((await t.http.get('/api/content/faq').expect(200)).body as ContentList<FaqGroup>).docs;
    expect(groups[0].items[0].question).toBe('Pot avea două conturi?');

    await t.http
      .put(`${ADMIN}/faq/${first.body.id}`)
      .set(...admin.auth)
      .send({ position: 3 })
      .expect(200);
    groups = ((await t.http.get('/api/content/faq').expect(200)).body as ContentList<FaqGroup>).docs;
    expect(groups[0].items.map((item) => item.question).indexOf('Pot avea două conturi?')).toBe(3);
    const positions = (await t.dataSource.query(`SELECT position FROM content_entries WHERE kind = 'faq_entry' ORDER BY position`)).map(
      (row: { position: number }) => row.position,
    );
    expect(positions).toEqual(positions.map((_: number, index: number) => index));

    // Beyond the end: last.
    const moved = await t.http
      .put(`${ADMIN}/faq/${first.body.id}`)
      .set(...admin.auth)
      .send({ position: 9999 })
      .expect(200);
    expect(moved.body.position).toBe(positions.length - 1);
    const sorted = (
      await t.http
        .get(`${ADMIN}/faq?group=cont&sort=position`)
        .set(...admin.auth)
        .expect(200)
    ).body as ListResponse<ContentEntry>;
    expect(sorted.docs.at(-1)?.id).toBe(first.body.id);
    expect(sorted.docs.every((doc) => (doc as { topic?: string }).topic === 'cont')).toBe(true);
    await t.http
      .delete(`${ADMIN}/faq/${first.body.id}`)
      .set(...admin.auth)
      .expect(200);
  });

  it('finds entries by text, diacritics ignored, and filters by published', async () => {
    const found = (
      await t.http
        .get(`${ADMIN}/partners?q=dunarea`)
        .set(...admin.auth)
        .expect(200)
    ).body as ListResponse<ContentEntry>;
    expect(found.docs.map((doc) => (doc as { name: string }).name)).toEqual(['Banca Comercială Dunărea']);
    const [partner] = await t.dataSource.query(`SELECT id FROM content_entries WHERE kind = 'partner' AND slug = 'digital-forge'`);
    await t.http
      .put(`${ADMIN}/partners/${partner.id}`)
      .set(...admin.auth)
      .send({ published: false })
      .expect(200);
    const hidden = (
      await t.http
        .get(`${ADMIN}/partners?published=false`)
        .set(...admin.auth)
        .expect(200)
    ).body as ListResponse<ContentEntry>;
    expect(hidden.docs.map((doc) => doc.id)).toEqual([partner.id]);
    expect(((await t.http.get('/api/masterdata/all-clients').expect(200)).body as Partner[]).some((item) => item.id === 'digital-forge')).toBe(false);
    await t.http
      .put(`${ADMIN}/partners/${partner.id}`)
      .set(...admin.auth)
      .send({ published: true })
      .expect(200);
    expect(((await t.http.get('/api/masterdata/all-clients').expect(200)).body as Partner[]).some((item) => item.id === 'digital-forge')).toBe(true);
  });

  it('writes no audit entry when a change changes nothing', async () => {
    const [member] = await t.dataSource.query(`SELECT id, data FROM content_entries WHERE kind = 'team_member' ORDER BY position LIMIT 1`);
    const before = (await audit(member.id)).length;
    await t.http
      .put(`${ADMIN}/team/${member.id}`)
      .set(...admin.auth)
      .send({ name: member.data.name })
      .expect(200);
    expect((await audit(member.id)).length).toBe(before);
  });

  it("names each kind's routes in the OpenAPI document", async () => {
    const docs = (await t.http.get('/api/docs/openapi.json').expect(200)).body as { paths: Record<string, Record<string, { operationId: string }>> };
    for (const path of ['portfolio', 'partners', 'featured-links', 'special-posts', 'team', 'faq', 'success-stories']) {
      expect(Object.keys(docs.paths)).toEqual(expect.arrayContaining([`/api/admin/content/${path}`, `/api/admin/content/${path}/{id}`]));
    }
    expect(Object.keys(docs.paths)).toEqual(
      expect.arrayContaining(['/api/content/faq', '/api/content/team', '/api/masterdata/successStoriesAll', '/api/admin/content/success-stories/{id}/approve']),
    );
    const ids = Object.values(docs.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
