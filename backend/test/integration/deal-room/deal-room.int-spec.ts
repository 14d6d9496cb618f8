import type { AccessRequest } from '../../../src/contracts/deal-room.js';
import { listingPublicPath } from '../../../src/contracts/public-pages.js';
import { JobName } from '../../../src/core/queue/job-registry.js';
import { MailService } from '../../../src/modules/mail/mail.service.js';
import { pdf, plainPng } from '../../fixtures/uploads.js';
import { builtSite } from '../../support/built-site.js';
import { newMember, type Member } from '../../support/members.js';
import { pdfText } from '../../support/pdf-text.js';
import { binary } from '../../support/served-files.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The PDF files attached to a raw MIME message. */
function pdfAttachments(raw: string): { filename: string; content: Buffer }[] {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .filter((part) => /content-type:\s*application\/pdf/i.test(part))
    .map((part) => {
      const [head, ...body] = part.split(/\r?\n\r?\n/);
      const filename = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? '';
      return {
        filename,
        content: Buffer.from(
          body
            .join('\n')
            .replace(/--[^\s]*--\s*$/, '')
            .replace(/\s+/g, ''),
          'base64',
        ),
      };
    });
}

const COMPANY_NAME = 'Spicul Auriu Brutăria SRL';
const CITY = 'Turda';
const PHONE = '0744 555 123';
const SECRET_DESCRIPTION = 'Brutăria are contracte cu cele trei hoteluri din stațiunea Salina.';

describe('deal room: confidential listings, access requests with the NDA, private documents', () => {
  let t: TestApp;
  let owner: Member;
  let buyer: Member;
  let otherBuyer: Member;
  let stranger: Member;
  let verifiedBuyer: Member;
  let moderator: Member;
  let listing: { id: string; slug: string };
  let neighbour: { id: string; slug: string };
  let documentKey: string;
  let documentBytes: Buffer;
  let publicImage: string;
  let privateImage: string;

  const uploadImage = async (member: Member): Promise<string> =>
    (
      await t.http
        .post('/api/uploads/images')
        .set(...member.auth)
        .attach('images', await plainPng(90, 60), 'poza.png')
        .expect(201)
    ).body.images[0].key;
  const createCompany = (member: Member, body: Record<string, unknown>) =>
    t.http
      .post('/api/company')
      .set(...member.auth)
      .send(body);
  const approve = (id: string) =>
    t.http
      .post(`/api/admin/listings/${id}/approve`)
      .set(...moderator.auth)
      .expect(200);
  const requestAccess = (member: Member, id: string, body: object = { message: 'Sunt interesat de preluarea afacerii.', acceptNda: true }) =>
    t.http
      .post(`/api/listings/${id}/access-requests`)
      .set(...member.auth)
      .send(body);
  const privateOf = (member: Member | null, id = listing.id) => {
    const request = t.http.get(`/api/listings/${id}/private`);
    return member ? request.set(...member.auth) : request;
  };
  const documentOf = (member: Member, key = documentKey) =>
    t.http
      .get(`/api/listings/${listing.id}/documents/${key}`)
      .set(...member.auth)
      .buffer(true)
      .parse(binary);
  const requestCount = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM listing_access_requests`))[0].n as number;
  const mailsTo = async (to: string, subject: RegExp) => {
    await t.jobs.drain();
    return t.mail.mails.filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject));
  };
  /** Every place a secret of the listing could show. */
  const expectNoSecrets = (text: string) => {
    for (const secret of [
      COMPANY_NAME,
      'Spicul Auriu',
      CITY,
      PHONE,
      SECRET_DESCRIPTION,
      documentKey,
      privateImage,
      'Ion Brutarul',
      '"yearlyProfit":95000',
      'Salina',
    ]) {
      expect(text, `leaks ${secret}`).not.toContain(secret);
    }
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { FRONTEND_BUILD_DIR: builtSite() } });
    owner = await newMember(t, { name: 'Ana Vânzătoarea' });
    buyer = await newMember(t, { name: 'Bogdan Cumpărătorul' });
    otherBuyer = await newMember(t, { name: 'Cristina Altă' });
    stranger = await newMember(t, { name: 'Dan Străinul' });
    verifiedBuyer = await newMember(t, { legal: true, name: 'Elena Verificată' });
    moderator = await newMember(t, { role: 'moderator' });

    documentBytes = pdf(4000);
    documentKey = (
      await t.http
        .post('/api/uploads/documents')
        .set(...owner.auth)
        .attach('documents', documentBytes, 'bilant-2025.pdf')
        .expect(201)
    ).body.documents[0].key;
    publicImage = await uploadImage(owner);
    privateImage = await uploadImage(owner);
    const created = await createCompany(owner, {
      title: 'Brutărie artizanală cu clientelă fidelă în Ardeal',
      description: `<p>${SECRET_DESCRIPTION}</p>`,
      confidential: true,
      teaser: '<p>Brutărie artizanală profitabilă, cu livrări zilnice către hoteluri și magazine din zonă, echipă stabilă.</p>',
      companyName: COMPANY_NAME,
      publicFigures: ['yearlyTurnover', 'employees'],
      county: 16,
      city: CITY,
      domain: [7],
      price: 180000,
      yearlyTurnover: 420000,
      yearlyProfit: 95000,
      employees: 9,
      reasonForSale: 'Pensionare',
      contactName: 'Ion Brutarul',
      contactPhone: PHONE,
      gallery: [publicImage, privateImage],
      privateGallery: [privateImage],
      documents: [documentKey],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    listing = created.body;
    await approve(listing.id);
    neighbour = (
      await createCompany(owner, {
        title: 'Atelier de croitorie cu clienți fideli',
        description: 'Atelier mic cu clienți fideli de zece ani.',
        county: 16,
        city: 'Cluj-Napoca',
        domain: [7],
        price: 20000,
      }).expect(201)
    ).body;
    await approve(neighbour.id);
    await t.jobs.drain();
  });
  afterAll(() => t.close());

  describe('publishing a confidential listing', () => {
    it('refuses a confidential listing without teaser or company name, a title naming the company, and another family, storing nothing', async () => {
      const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM listings`))[0].n;
      const missing = await createCompany(owner, { title: 'Pensiune cu restaurant în Apuseni', county: 16, domain: [7], confidential: true }).expect(400);
      expect(missing.body.error.details).toEqual(
        expect.arrayContaining([
          { field: 'teaser', message: 'Scrie descrierea publică a anunțului confidențial (cel puțin 30 de caractere).' },
          { field: 'companyName', message: 'Completează denumirea firmei: o văd doar cumpărătorii aprobați.' },
        ]),
      );
      const named = await createCompany(owner, {
        title: 'Vând Spicul Auriu, brutărie în Ardeal',
        teaser: 'O brutărie cu tradiție, clienți fideli și echipă formată, gata de preluare.',
        companyName: COMPANY_NAME,
        confidential: true,
        county: 16,
        domain: [7],
      }).expect(400);
      expect(named.body.error.details).toEqual([{ field: 'title', message: 'Titlul nu poate conține denumirea firmei: anunțul este confidențial.' }]);
      const figures = await createCompany(owner, {
        title: 'Pensiune cu restaurant în Apuseni',
        teaser: 'O pensiune cu restaurant și clientelă constantă, în plin sezon turistic.',
        companyName: 'Pensiunea Mea SRL',
        confidential: true,
        county: 16,
        domain: [7],
        publicFigures: ['reasonForSale'],
      }).expect(400);
      expect(figures.body.error.details).toEqual([{ field: 'publicFigures', message: 'Cifra aleasă nu poate fi afișată public pentru acest tip de anunț.' }]);
      const active = await t.http
        .post('/api/active')
        .set(...owner.auth)
        .send({
          title: 'Hală industrială de închiriat',
          county: 16,
          category: 'imobiliare',
          confidential: true,
          teaser: 'x'.repeat(40),
          companyName: 'Hala SRL',
        })
        .expect(400);
      expect(active.body.error.details).toEqual(
        expect.arrayContaining([{ field: 'confidential', message: 'Doar anunțurile de vânzare a afacerii și de investiții pot fi confidențiale.' }]),
      );
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM listings`))[0].n).toBe(before);
    });

    it('an investment listing may be confidential too; a private picture must be in the gallery', async () => {
      const image = await uploadImage(owner);
      const notInGallery = await t.http
        .post('/api/investment')
        .set(...owner.auth)
        .send({
          title: 'Căutăm investitor pentru extinderea unei ferme de legume',
          investmentKind: 'equity',
          confidential: true,
          teaser: 'Fermă de legume în sere, cu contracte de livrare stabile, caută capital pentru extindere.',
          companyName: 'Grădina Verde Agro SRL',
          county: 16,
          city: CITY,
          domain: [7],
          privateGallery: [image],
        })
        .expect(400);
      expect(notInGallery.body.error.details).toEqual([{ field: 'privateGallery', message: 'Imaginea privată trebuie să facă parte din galeria anunțului.' }]);
      const created = (
        await t.http
          .post('/api/investment')
          .set(...owner.auth)
          .send({
            title: 'Căutăm investitor pentru extinderea unei ferme de legume',
            investmentKind: 'equity',
            equityOfferedPercent: 25,
            expectedReturn: '12% pe an',
            publicFigures: ['equityOfferedPercent'],
            confidential: true,
            teaser: 'Fermă de legume în sere, cu contracte de livrare stabile, caută capital pentru extindere.',
            companyName: 'Grădina Verde Agro SRL',
            county: 16,
            city: CITY,
            domain: [7],
            price: 250000,
            gallery: [image],
            privateGallery: [image],
          })
          .expect(201)
      ).body;
      await approve(created.id);
      const shown = (await t.http.get(`/api/investment/${created.slug}`).expect(200)).body;
      expect(shown).toMatchObject({ confidential: true, city: null, equityOfferedPercent: 25, expectedReturn: null, gallery: [] });
      expect(JSON.stringify(shown)).not.toContain('Grădina Verde');
      expect(JSON.stringify(shown)).not.toContain(image);
      await t.http
        .delete(`/api/investment/${created.id}`)
        .set(...owner.auth)
        .expect(204);
    });

    it('an approved listing made confidential stays as approved until staff approve the edit', async () => {
      const open = (
        await createCompany(owner, {
          title: 'Cofetărie de cartier cu laborator propriu',
          description: 'Cofetăria Dulce Clipă din Turda, cu laborator propriu.',
          county: 16,
          city: CITY,
          domain: [7],
          contactPhone: PHONE,
        }).expect(201)
      ).body;
      await approve(open.id);
      const edited = (
        await t.http
          .post(`/api/company/update/${open.id}`)
          .set(...owner.auth)
          .send({
            confidential: true,
            teaser: 'Cofetărie de cartier cu laborator propriu și clientelă fidelă de ani de zile.',
            companyName: 'Dulce Clipă Cofetăria SRL',
          })
          .expect(200)
      ).body;
      expect(edited).toMatchObject({ pendingRevision: true, confidential: true, companyName: 'Dulce Clipă Cofetăria SRL' });
      expect((await t.http.get(`/api/company/${open.slug}`).expect(200)).body).toMatchObject({ confidential: false, city: CITY });
      await approve(open.id);
      const hidden = (await t.http.get(`/api/company/${open.slug}`).expect(200)).body;
      expect(hidden).toMatchObject({ confidential: true, city: null, contactPhone: null });
      expect(JSON.stringify(hidden)).not.toContain('Dulce Clipă');
      expect((await t.http.get('/api/company/list/web').query({ q: 'Dulce Clipa', pageSize: 50 }).expect(200)).body.docs).toEqual([]);
      await t.http
        .delete(`/api/company/${open.id}`)
        .set(...owner.auth)
        .expect(204);
    });

    it('builds the search text from the teaser and county, never the name or locality', async () => {
      const [row] = await t.dataSource.query(`SELECT search_text, excerpt, company_name, city, confidential FROM listings WHERE id = $1`, [listing.id]);
      expect(row).toMatchObject({ company_name: COMPANY_NAME, city: CITY, confidential: true });
      expect(row.search_text).toContain('Brutărie artizanală profitabilă');
      expect(row.search_text).toContain('Cluj');
      expect(row.search_text).not.toContain(CITY);
      expect(row.search_text).not.toContain('Spicul');
      expect(row.search_text).not.toContain('Salina');
      expect(row.excerpt).toContain('Brutărie artizanală profitabilă');
    });
  });

  describe('public answers show only the teaser', () => {
    it('detail by slug and by id (anonymous and another member) carry the teaser, public figures and public picture only', async () => {
      const bySlug = (await t.http.get(`/api/company/${listing.slug}`).expect(200)).body;
      expect(bySlug).toMatchObject({
        confidential: true,
        publicFigures: ['yearlyTurnover', 'employees'],
        city: null,
        contactName: null,
        contactPhone: null,
        yearlyTurnover: 420000,
        employees: 9,
        yearlyProfit: null,
        reasonForSale: null,
        countyName: 'Cluj',
        price: 180000,
        latitude: null,
      });
      expect(bySlug.description).toContain('Brutărie artizanală profitabilă');
      expect(bySlug.gallery.map((image: { key: string }) => image.key)).toEqual([publicImage]);
      expect(bySlug).not.toHaveProperty('documents');
      expect(bySlug).not.toHaveProperty('companyName');
      expectNoSecrets(JSON.stringify(bySlug));
      expectNoSecrets(JSON.stringify((await t.http.get(`/api/company/id/${listing.id}`).expect(200)).body));
      expectNoSecrets(
        JSON.stringify(
          (
            await t.http
              .get(`/api/company/id/${listing.id}`)
              .set(...buyer.auth)
              .expect(200)
          ).body,
        ),
      );
    });

    it('lists, search, the city filter, related, featured, favourites and the sitemap never give the secrets away', async () => {
      const list = (await t.http.get('/api/company/list/web').query({ pageSize: 50 }).expect(200)).body;
      expect(list.docs.map((doc: { id: string }) => doc.id)).toContain(listing.id);
      expectNoSecrets(JSON.stringify(list));
      for (const q of ['Spicul', 'Auriu', CITY, 'Salina']) {
        const found = (await t.http.get('/api/company/list/web').query({ q, pageSize: 50 }).expect(200)).body;
        expect(
          found.docs.map((doc: { id: string }) => doc.id),
          q,
        ).not.toContain(listing.id);
      }
      expect(
        (await t.http.get('/api/company/list/web').query({ q: 'brutărie artizanală', pageSize: 50 }).expect(200)).body.docs.map(
          (doc: { id: string }) => doc.id,
        ),
      ).toContain(listing.id);
      expect((await t.http.get('/api/company/list/web').query({ city: CITY, county: 16 }).expect(200)).body.docs).toEqual([]);

      const related = (await t.http.get(`/api/company/related/${neighbour.id}`).expect(200)).body;
      expect(related.map((doc: { id: string }) => doc.id)).toContain(listing.id);
      expectNoSecrets(JSON.stringify(related));
      const featured = (await t.http.get(`/api/company/featured/${neighbour.id}`).expect(200)).body;
      expect(featured.map((doc: { id: string }) => doc.id)).toContain(listing.id);
      expectNoSecrets(JSON.stringify(featured));

      await t.http
        .post('/api/favorite')
        .set(...stranger.auth)
        .send({ entityId: listing.id, type: 1 })
        .expect(201);
      const favourites = (
        await t.http
          .get('/api/favorite')
          .set(...stranger.auth)
          .expect(200)
      ).body;
      expect(favourites.map((item: { entityId: string }) => item.entityId)).toEqual([listing.id]);
      expectNoSecrets(JSON.stringify(favourites));

      const sitemap = (await t.http.get('/sitemap.xml').expect(200)).text;
      expect(sitemap).toContain(listing.slug);
      expectNoSecrets(sitemap);
    });

    it('the server-rendered page (HTML, JSON-LD, Open Graph) shows the teaser only', async () => {
      const page = await t.http.get(listingPublicPath({ type: 1, slug: listing.slug })).expect(200);
      expect(page.text).toContain('Brutărie artizanală profitabilă');
      expectNoSecrets(page.text);
    });

    it('the owner and staff see everything in their views', async () => {
      const mine = (
        await t.http
          .get(`/api/listings/mine/${listing.id}`)
          .set(...owner.auth)
          .expect(200)
      ).body;
      expect(mine).toMatchObject({ companyName: COMPANY_NAME, city: CITY, contactPhone: PHONE, yearlyProfit: 95000, confidential: true });
      expect(mine.documents.map((doc: { key: string }) => doc.key)).toEqual([documentKey]);
      const staff = (
        await t.http
          .get(`/api/admin/listings/${listing.id}`)
          .set(...moderator.auth)
          .expect(200)
      ).body;
      expect(staff.listing).toMatchObject({ companyName: COMPANY_NAME, city: CITY });
    });
  });

  describe('access requests', () => {
    let request: AccessRequest;

    it('refuses bad input with Romanian messages and stores nothing', async () => {
      const noNda = await requestAccess(buyer, listing.id, { message: 'Bună ziua', acceptNda: false }).expect(400);
      expect(noNda.body.error.details).toEqual([{ field: 'acceptNda', message: 'Pentru a cere acces trebuie să accepți acordul de confidențialitate.' }]);
      const empty = await requestAccess(buyer, listing.id, { message: '   ', acceptNda: true }).expect(400);
      expect(empty.body.error.details[0]).toMatchObject({ field: 'message' });
      await requestAccess(buyer, listing.id, { message: 'x'.repeat(2001), acceptNda: true }).expect(400);
      const own = await requestAccess(owner, listing.id).expect(400);
      expect(own.body.error.details).toEqual([{ field: 'listingId', message: 'Nu poți cere acces la propriul anunț.' }]);
      const open = await requestAccess(buyer, neighbour.id).expect(400);
      expect(open.body.error.details).toEqual([{ field: 'listingId', message: 'Anunțul nu este confidențial: datele lui sunt deja publice.' }]);
      await requestAccess(buyer, '00000000-0000-4000-8000-000000000000').expect(404);
      await t.http.post(`/api/listings/${listing.id}/access-requests`).send({ message: 'Salut', acceptNda: true }).expect(401);
      expect(await requestCount()).toBe(0);
      expect((await t.http.get('/api/nda').expect(200)).body).toMatchObject({ version: '2026-11', title: expect.stringContaining('confidențialitate') });
    });

    it('stores the request with the NDA version, time, account and address; emails the PDF copy to both sides once', async () => {
      const started = Date.now();
      request = (await requestAccess(buyer, listing.id).expect(201)).body;
      expect(request).toMatchObject({
        listingId: listing.id,
        status: 'pending',
        statusName: 'În așteptare',
        ndaVersion: '2026-11',
        autoApproved: false,
        buyer: { id: buyer.id, fullName: 'Bogdan Cumpărătorul', verified: false },
      });
      const [row] = await t.dataSource.query(`SELECT buyer_id, nda_version, nda_accepted_at, nda_ip, status FROM listing_access_requests WHERE id = $1`, [
        request.id,
      ]);
      expect(row).toMatchObject({ buyer_id: buyer.id, nda_version: '2026-11', status: 'pending' });
      expect(row.nda_ip).toMatch(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/);
      expect(new Date(row.nda_accepted_at).getTime()).toBeGreaterThanOrEqual(started - 1000);
      await requestAccess(buyer, listing.id).expect(409);
      expect(await requestCount()).toBe(1);

      const ownerMails = await mailsTo(owner.email, /Cerere de acces nouă/);
      const buyerMails = await mailsTo(buyer.email, /Cererea ta de acces/);
      expect(ownerMails).toHaveLength(1);
      expect(buyerMails).toHaveLength(1);
      for (const mail of [...ownerMails, ...buyerMails]) {
        const [attachment] = pdfAttachments(mail.raw);
        expect(attachment.filename).toMatch(/^acord-confidentialitate-2026-11-/);
        const text = await pdfText(attachment.content);
        expect(text).toContain('2026-11');
        expect(text).toContain('Bogdan Cumpărătorul');
        expect(text).toContain('Ana Vânzătoarea');
        expect(text).toContain(row.nda_ip);
        expect(text).not.toContain(COMPANY_NAME);
      }
      // The email job run again (a retry after a lost acknowledgement) sends nothing more.
      const [outbox] = await t.dataSource.query(`SELECT payload FROM outbox WHERE job_id = $1`, [`access-request-${request.id}-owner`]);
      expect(outbox.payload.template).toBe('access-request-new');
      expect(await t.app.get(MailService).deliver(outbox.payload as never)).toBe('skipped');
      await t.jobs.enqueue(JobName.SendTransactionalEmail, outbox.payload, { jobId: `again-${request.id}` });
      expect(await mailsTo(owner.email, /Cerere de acces nouă/)).toHaveLength(1);
      // The seller's analytics count it.
      const [stats] = await t.dataSource.query(`SELECT sum(access_requests)::int AS n FROM listing_daily_stats WHERE listing_id = $1`, [listing.id]);
      expect(stats.n).toBe(1);
    });

    it('keeps the full listing from everyone but the owner and staff until approved', async () => {
      await privateOf(null).expect(401);
      for (const member of [buyer, otherBuyer, stranger]) {
        const refused = await privateOf(member).expect(403);
        expectNoSecrets(JSON.stringify(refused.body));
        await documentOf(member).expect(403);
      }
      expect((await privateOf(owner).expect(200)).body).toMatchObject({ companyName: COMPANY_NAME, city: CITY });
      expect((await privateOf(moderator).expect(200)).body).toMatchObject({ companyName: COMPANY_NAME, city: CITY });
      // Only the owner reads and decides the listing's requests.
      const seen = (
        await t.http
          .get(`/api/listings/${listing.id}/access-requests`)
          .set(...owner.auth)
          .expect(200)
      ).body;
      expect(seen.map((item: AccessRequest) => [item.id, item.buyer.email])).toEqual([[request.id, null]]);
      await t.http
        .get(`/api/listings/${listing.id}/access-requests`)
        .set(...otherBuyer.auth)
        .expect(404);
      await t.http
        .post(`/api/access-requests/${request.id}/approve`)
        .set(...buyer.auth)
        .expect(404);
      await t.http
        .post(`/api/access-requests/${request.id}/approve`)
        .set(...otherBuyer.auth)
        .expect(404);
      await t.http
        .post(`/api/access-requests/${request.id}/revoke`)
        .set(...owner.auth)
        .expect(409);
      await t.http
        .post(`/api/access-requests/not-an-id/approve`)
        .set(...owner.auth)
        .expect(400);
      expect(
        (
          await t.http
            .get('/api/access-requests/mine')
            .set(...buyer.auth)
            .expect(200)
        ).body.map((item: AccessRequest) => item.id),
      ).toEqual([request.id]);
      expect(
        (
          await t.http
            .get('/api/access-requests/mine')
            .set(...otherBuyer.auth)
            .expect(200)
        ).body,
      ).toEqual([]);
    });

    it('approved: the buyer reads the full listing and downloads the documents, each opening logged for the owner; revoked: 403 again', async () => {
      const approved = (
        await t.http
          .post(`/api/access-requests/${request.id}/approve`)
          .set(...owner.auth)
          .expect(200)
      ).body;
      expect(approved).toMatchObject({ status: 'approved', buyer: { email: buyer.email } });
      expect(await mailsTo(buyer.email, /Acces aprobat/)).toHaveLength(1);

      const full = (await privateOf(buyer).expect(200)).body;
      expect(full).toMatchObject({
        companyName: COMPANY_NAME,
        city: CITY,
        contactPhone: PHONE,
        contactName: 'Ion Brutarul',
        yearlyProfit: 95000,
        reasonForSale: 'Pensionare',
        confidential: true,
      });
      expect(full.description).toContain(SECRET_DESCRIPTION);
      expect(full.documents.map((doc: { key: string }) => doc.key)).toEqual([documentKey]);
      expect(full.gallery.map((image: { key: string }) => image.key)).toEqual([publicImage, privateImage]);
      expect(full).not.toHaveProperty('status');

      const download = await documentOf(buyer).expect(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(Buffer.compare(download.body as Buffer, documentBytes)).toBe(0);
      await documentOf(buyer, '00000000-0000-4000-8000-000000000000.pdf').expect(404);
      // Another buyer still cannot.
      await privateOf(otherBuyer).expect(403);
      await documentOf(otherBuyer).expect(403);
      // Staff open it too; the owner's own openings are not logged.
      await documentOf(moderator).expect(200);
      await documentOf(owner).expect(200);

      const openings = (
        await t.http
          .get(`/api/listings/${listing.id}/document-openings`)
          .set(...owner.auth)
          .expect(200)
      ).body;
      expect(
        openings
          .map((opening: { user: { fullName: string }; documentKey: string; documentName: string }) => [
            opening.user.fullName,
            opening.documentKey,
            opening.documentName,
          ])
          .sort(),
      ).toEqual(
        [
          ['Bogdan Cumpărătorul', documentKey, 'bilant-2025.pdf'],
          [(await t.dataSource.query(`SELECT full_name FROM users WHERE id = $1`, [moderator.id]))[0].full_name, documentKey, 'bilant-2025.pdf'],
        ].sort(),
      );
      await t.http
        .get(`/api/listings/${listing.id}/document-openings`)
        .set(...buyer.auth)
        .expect(404);

      const revoked = (
        await t.http
          .post(`/api/access-requests/${request.id}/revoke`)
          .set(...owner.auth)
          .expect(200)
      ).body;
      expect(revoked.status).toBe('revoked');
      await privateOf(buyer).expect(403);
      await documentOf(buyer).expect(403);
      expect(await mailsTo(buyer.email, /a fost retras/)).toHaveLength(1);
      // A new request may follow a revoked one.
      const again = (await requestAccess(buyer, listing.id, { message: 'Revin cu interes.', acceptNda: true }).expect(201)).body;
      expect(again.status).toBe('pending');
      const rejected = (
        await t.http
          .post(`/api/access-requests/${again.id}/reject`)
          .set(...owner.auth)
          .expect(200)
      ).body;
      expect(rejected.status).toBe('rejected');
      await privateOf(buyer).expect(403);
    });

    it('limits a buyer to 20 requests an hour (429), storing nothing past it', async () => {
      await t.dataSource.query(`INSERT INTO rate_counters (key, count, window_start) VALUES ($1, 20, now())`, [`access-request-user:${stranger.id}`]);
      const refused = await requestAccess(stranger, listing.id).expect(429);
      expect(refused.body.error.message).toBe('Ai trimis prea multe cereri de acces în ultima oră. Încearcă din nou mai târziu.');
      expect(await t.dataSource.query(`SELECT id FROM listing_access_requests WHERE buyer_id = $1`, [stranger.id])).toEqual([]);
    });

    it('approves verified buyers at once when the owner chose it; others wait', async () => {
      const bad = await t.http
        .put(`/api/listings/${listing.id}/access-settings`)
        .set(...owner.auth)
        .send({ autoApproveVerified: 'da' })
        .expect(400);
      expect(bad.body.error.details).toEqual([{ field: 'autoApproveVerified', message: 'Alege dacă cererile cumpărătorilor verificați se aprobă automat.' }]);
      await t.http
        .put(`/api/listings/${listing.id}/access-settings`)
        .set(...otherBuyer.auth)
        .send({ autoApproveVerified: true })
        .expect(404);
      expect(
        (
          await t.http
            .put(`/api/listings/${listing.id}/access-settings`)
            .set(...owner.auth)
            .send({ autoApproveVerified: true })
            .expect(200)
        ).body,
      ).toEqual({ autoApproveVerified: true });
      expect(
        (
          await t.http
            .get(`/api/listings/mine/${listing.id}`)
            .set(...owner.auth)
            .expect(200)
        ).body.autoApproveVerified,
      ).toBe(true);

      const verified = (await requestAccess(verifiedBuyer, listing.id).expect(201)).body;
      expect(verified).toMatchObject({ status: 'approved', autoApproved: true, buyer: { verified: true } });
      await privateOf(verifiedBuyer).expect(200);
      expect(await mailsTo(owner.email, /Acces aprobat automat/)).toHaveLength(1);

      const unverified = (await requestAccess(otherBuyer, listing.id).expect(201)).body;
      expect(unverified).toMatchObject({ status: 'pending', autoApproved: false });
      await privateOf(otherBuyer).expect(403);
    });
  });
});
