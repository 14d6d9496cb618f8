import { randomUUID } from 'node:crypto';
import type { Response } from 'supertest';
import { ListingType } from '../../../src/contracts/lists.js';
import { LISTING_FAMILY_PATHS } from '../../../src/contracts/listings.js';
import { fingerprintOf } from '../../../src/core/idempotency/submissions.js';
import { JobName } from '../../../src/core/queue/job-registry.js';
import { pdf, plainPng } from '../../fixtures/uploads.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in.js';
import { eligibilityAnswers } from '../../support/eligibility-answers.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const HEADER = 'Idempotency-Key';
const KEY_MESSAGE = 'Cheia cererii trebuie să aibă între 8 și 200 de litere, cifre sau semnele - _ . :';

/** A signed-in member, or an anonymous visitor known by their address (X-Forwarded-For; the app trusts the loopback proxy). */
type Sender = Member | { address: string };

/** One create request: JSON, or a multipart body (fields and files) as the site's forms send them. */
interface Sent {
  path: string;
  body?: Record<string, unknown>;
  fields?: Record<string, string>;
  files?: { field: string; content: Buffer; filename: string; contentType: string }[];
}

/**
 * A create action: who sends it, its `n`-th valid request (each `n` another thing to create), what
 * answer it gives, and how many of what it makes exist (a count that grows by one per create).
 */
interface Case {
  name: string;
  sender: () => Sender;
  request: (n: number) => Sent | Promise<Sent>;
  status: number;
  created: () => Promise<number>;
}

const requester = (n: number) => ({ fullName: 'Ioana Pop', email: `ioana.pop${n}@example.ro`, phone: '0740 123 456' });
const billing = (email: string) => ({ type: 'person', name: 'Ioana Pop', address: 'Bd. Unirii nr. 10', city: 'Sector 3', county: 41, email });
const LISTING_PAYLOADS: Record<ListingType, Record<string, unknown>> = {
  [ListingType.Company]: {
    title: 'Cafenea de specialitate în Cluj-Napoca',
    description: '<p>Afacere profitabilă, 6 ani pe piață.</p>',
    price: 85000,
    county: 16,
    city: 'Cluj-Napoca',
    domain: [9],
    yearlyTurnover: 240000,
  },
  [ListingType.Active]: {
    title: 'Autoutilitară Ford Transit 2019',
    price: 14500,
    county: 16,
    city: 'Cluj-Napoca',
    category: 'utilaje-auto',
    manufactureYear: 2019,
  },
  [ListingType.Fund]: {
    title: 'Granturi pentru digitalizarea IMM-urilor',
    description: 'Finanțare nerambursabilă.',
    county: 16,
    domain: [10],
    fundType: 2,
    region: 'nord-vest',
    callStatus: 'open',
    deadline: '2027-03-31',
  },
  [ListingType.Service]: {
    title: 'Contabilitate pentru firme mici',
    price: 150,
    county: 16,
    city: 'Cluj-Napoca',
    domain: [7],
    subdomain: 701,
    priceUnit: 'lună',
  },
  [ListingType.News]: { title: 'Parteneriat nou cu o bancă locală', description: 'Detalii despre parteneriat.', source: 'RoAfaceri', authorName: 'Redacția' },
  [ListingType.Investment]: {
    title: 'Caut partener pentru o fermă de afine',
    price: 120000,
    county: 16,
    city: 'Cluj-Napoca',
    domain: [1],
    investmentKind: 'equity',
    equityOfferedPercent: 30,
  },
  [ListingType.Investor]: {
    title: 'Business angel interesat de tech și agricultură',
    county: 16,
    domain: [1, 14],
    investorKind: 'angel',
    ticketMin: 20000,
    ticketMax: 200000,
  },
};
const STAFF_ONLY = new Set([ListingType.Fund, ListingType.News]);
const FAMILIES = Object.values(ListingType).filter((value): value is ListingType => typeof value === 'number');
const REVIEWERS = ['Sorin Pădure', 'Ana Livădaru', 'Mihai Pomaru', 'Elena Grădinaru'];

/**
 * Create actions happen once (core/idempotency): with the same `Idempotency-Key`, a repeat of a
 * create request — even one sent at the same moment — gets the first answer and creates nothing
 * more; the key is the sender's own, another body is another request, and a request that failed is
 * forgotten. Every route marked `@CreatesOnce()` is in the table.
 */
describe('create actions happen once with an Idempotency-Key', () => {
  let t: TestApp;
  let stripe: StripeStandIn;
  let author: Member;
  let other: Member;
  let seller: Member;
  let buyer: Member;
  let owner: Member;
  let moderator: Member;
  let payer: Member;
  let article: { id: string };
  let conversationId: string;
  let contactListing: { id: string };

  const count = async (sql: string, params: unknown[] = []) => Number((await t.dataSource.query(sql, params))[0].n);
  const mailsTo = async (member: Member, subject: RegExp) => {
    await t.jobs.drain();
    return t.mail.mails.filter((mail) => mail.to.includes(member.email) && subject.test(mail.subject)).length;
  };
  const newKey = () => randomUUID();

  const send = (sender: Sender, sent: Sent, key?: string) => {
    const request = t.http.post(sent.path);
    if ('auth' in sender) request.set(...sender.auth);
    else request.set('x-forwarded-for', sender.address);
    if (key !== undefined) request.set(HEADER, key);
    if (sent.fields || sent.files) {
      for (const [name, value] of Object.entries(sent.fields ?? {})) request.field(name, value);
      for (const file of sent.files ?? []) request.attach(file.field, file.content, { filename: file.filename, contentType: file.contentType });
      return request;
    }
    return request.send(sent.body ?? {});
  };
  /** Status and the exact text of an answer, to compare a repeat with the first. */
  const answerOf = (response: Response) => ({ status: response.status, text: response.text });

  const consulting = (name: string, path: string, body: (n: number) => Record<string, unknown>, address: string): Case => ({
    name,
    sender: () => ({ address }),
    request: (n) => ({ path, body: body(n) }),
    status: 201,
    created: () => count(`SELECT count(*)::int AS n FROM consulting_requests`),
  });
  const newsletter = (path: string, address: string): Case => ({
    name: `newsletter ${path}`,
    sender: () => ({ address }),
    request: (n) => ({ path, body: { email: `abonat${n}@example.ro` } }),
    status: 201,
    // Subscribing an address twice stores it once either way: a second run shows as the address's allowance spent again.
    created: () => count(`SELECT coalesce(sum(count), 0)::int AS n FROM rate_counters WHERE key LIKE 'newsletter%'`),
  });
  /** A published confidential listing of the seller (the deal room's). */
  const confidentialListing = async () => {
    const listing = await insertListing(t, seller.id, { family: ListingType.Company, title: 'Brutărie artizanală în Ardeal' });
    await t.dataSource.query(`UPDATE listings SET confidential = true, teaser = $2, company_name = 'Spicul Auriu SRL' WHERE id = $1`, [
      listing.id,
      'Brutărie artizanală profitabilă, cu livrări zilnice către hoteluri și magazine din zonă.',
    ]);
    return listing;
  };
  /** A new valuation order of the payer (no key: made as before), for the checkout's choice of payment. */
  const valuationOrder = async (): Promise<string> =>
    (
      await t.http
        .post('/api/checkout/raportEvaluare')
        .set(...payer.auth)
        .send({ companyName: 'Tipografia Dacia SRL', billing: billing(payer.email) })
        .expect(201)
    ).body.id;

  const CASES: Case[] = [
    {
      name: 'comment',
      sender: () => author,
      request: (n) => ({ path: '/api/comments', body: { listingId: article.id, text: `Foarte util articolul, mulțumesc! (${n})` } }),
      status: 201,
      created: () => count(`SELECT count(*)::int AS n FROM comments`),
    },
    {
      name: 'new conversation',
      sender: () => buyer,
      request: async (n) => ({
        path: '/api/conversations',
        body: { listingId: (await insertListing(t, seller.id)).id, message: `Bună ziua, mai este disponibilă afacerea? (${n})` },
      }),
      status: 201,
      created: () => count(`SELECT count(*)::int AS n FROM messages`),
    },
    {
      name: 'message in a conversation',
      sender: () => buyer,
      request: (n) => ({ path: `/api/conversations/${conversationId}/messages`, body: { body: `Mulțumesc! (${n})` } }),
      status: 201,
      created: () => count(`SELECT count(*)::int AS n FROM messages WHERE conversation_id = $1`, [conversationId]),
    },
    {
      name: "a listing's contact form",
      sender: () => ({ address: '198.51.100.10' }),
      request: (n) => ({
        path: `/api/listings/${contactListing.id}/contact`,
        body: { name: 'Ioana Pop', email: `ioana.pop${n}@example.ro`, message: 'Bună ziua, afacerea mai este de vânzare? Aș dori detalii.' },
      }),
      status: 200,
      created: () => mailsTo(owner, /^Mesaj nou despre anunțul/),
    },
    consulting(
      'consulting request',
      '/api/consulting',
      (n) => ({ ...requester(n), topic: 'valuation', message: 'Vreau o evaluare a firmei înainte de vânzare.' }),
      '198.51.100.11',
    ),
    consulting(
      'contact page',
      '/api/consulting/contact',
      (n) => ({ ...requester(n), topic: 'funding', message: 'Bună ziua, caut finanțare pentru o linie de producție.' }),
      '198.51.100.12',
    ),
    consulting('contact-promo', '/api/consulting/contact-promo', (n) => ({ ...requester(n), message: 'Ce pachete de promovare aveți?' }), '198.51.100.13'),
    consulting('Mindset Owners', '/api/consulting/mindsetOwners', (n) => ({ ...requester(n), challenge: 'delegation', employees: 14 }), '198.51.100.14'),
    consulting(
      'grant-trei check',
      '/api/consulting/eligibility/grant-trei',
      (n) => ({
        ...requester(n),
        companyName: 'Brutăria Țării SRL',
        legalForm: 1,
        foundedYear: 2019,
        caenDomain: 3,
        employees: 8,
        turnoverEur: 400_000,
        county: 16,
        investmentEur: 120_000,
        canCoFinance: true,
        hasTaxDebts: false,
      }),
      '198.51.100.15',
    ),
    consulting(
      'points calculator with contact details',
      '/api/consulting/calculateDigitalizarePoints',
      (n) => ({
        foundedYear: 2015,
        employees: 12,
        turnoverEur: 300_000,
        profitable: true,
        digitalLevel: 'basic',
        investments: ['hardware'],
        county: 16,
        fullName: 'Ioana Pop',
        email: `ioana.pop${n}@example.ro`,
      }),
      '198.51.100.16',
    ),
    consulting(
      'eligibility request',
      '/api/consulting/eligibility/request',
      (n) => ({ answers: eligibilityAnswers(), programmeIds: ['masura-3'], fullName: 'Ioana Pop', email: `ioana.pop${n}@example.ro` }),
      '198.51.100.17',
    ),
    ...FAMILIES.map((type): Case => ({
      name: `listing of family ${LISTING_FAMILY_PATHS[type]}`,
      sender: () => (STAFF_ONLY.has(type) ? moderator : owner),
      request: (n) => ({
        path: `/api/${LISTING_FAMILY_PATHS[type]}`,
        body: { ...LISTING_PAYLOADS[type], title: `${LISTING_PAYLOADS[type].title as string} ${n}` },
      }),
      status: 201,
      created: () => count(`SELECT count(*)::int AS n FROM listings WHERE family = $1`, [type]),
    })),
    {
      name: 'promotion order',
      sender: () => payer,
      request: async () => ({
        path: '/api/checkout/orderForEntity',
        body: { listingId: (await insertListing(t, payer.id)).id, product: 'promotion-30', billing: billing(payer.email) },
      }),
      status: 201,
      created: () => count(`SELECT count(*)::int AS n FROM orders WHERE kind = 'promotion'`),
    },
    {
      name: 'valuation report order',
      sender: () => payer,
      request: (n) => ({ path: '/api/checkout/raportEvaluare', body: { companyName: `Tipografia Dacia ${n} SRL`, billing: billing(payer.email) } }),
      status: 201,
      created: () => count(`SELECT count(*)::int AS n FROM orders WHERE kind = 'valuation'`),
    },
    {
      name: 'card payment of an order',
      sender: () => payer,
      request: async () => ({ path: '/api/checkout', body: { orderId: await valuationOrder(), method: 'card' } }),
      status: 200,
      // Each Checkout Session the site asked Stripe for (an answer Stripe replayed made nothing).
      created: async () =>
        stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions' && !request.replayed).length,
    },
    {
      name: 'deal-room access request',
      sender: () => buyer,
      request: async () => ({
        path: `/api/listings/${(await confidentialListing()).id}/access-requests`,
        body: { message: 'Sunt interesat de preluarea afacerii.', acceptNda: true },
      }),
      status: 201,
      created: () => count(`SELECT count(*)::int AS n FROM listing_access_requests`),
    },
    {
      name: 'saved search',
      sender: () => buyer,
      request: (n) => ({
        path: '/api/saved-searches',
        body: { type: ListingType.Company, name: `Cafenele Cluj ${n} ${randomUUID().slice(0, 6)}`, frequency: 'daily', filters: { q: 'cafenea', county: 16 } },
      }),
      status: 201,
      created: () => count(`SELECT count(*)::int AS n FROM saved_searches`),
    },
    newsletter('/api/newsletter', '198.51.100.20'),
    newsletter('/api/newsletter/funds', '198.51.100.21'),
    newsletter('/api/newsletter/business', '198.51.100.22'),
    {
      name: 'review (multipart, with a picture)',
      sender: () => ({ address: '198.51.100.23' }),
      request: async (n) => ({
        path: '/api/masterdata/successStories',
        fields: {
          name: REVIEWERS[n % REVIEWERS.length]!,
          company: 'Livada Bunicilor SRL',
          city: 'Bistrița',
          text: 'Am vândut livada prin RoAfaceri în două luni, la un preț bun.',
          rating: '4',
          consent: 'true',
        },
        files: [{ field: 'photo', content: await plainPng(120 + n, 90), filename: 'poza.png', contentType: 'image/png' }],
      }),
      status: 201,
      created: () => count(`SELECT count(*)::int AS n FROM content_entries WHERE kind = 'success_story'`),
    },
    // The files a form sends with it (without JavaScript) are uploaded under keys of their own before the create call.
    {
      name: 'pictures uploaded with a form',
      sender: () => owner,
      request: async (n) => ({
        path: '/api/uploads/images',
        files: [{ field: 'images', content: await plainPng(90 + n, 60), filename: `poza-${n}.png`, contentType: 'image/png' }],
      }),
      status: 201,
      created: () => count(`SELECT count(*)::int AS n FROM uploads WHERE kind = 'image'`),
    },
    {
      name: 'documents uploaded with a form',
      sender: () => buyer,
      request: (n) => ({
        path: '/api/uploads/documents',
        files: [{ field: 'documents', content: pdf(1000 + n), filename: `bilant-${n}.pdf`, contentType: 'application/pdf' }],
      }),
      status: 201,
      created: () => count(`SELECT count(*)::int AS n FROM uploads WHERE kind = 'document'`),
    },
  ];

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    // A second of grouping message emails (not the default minutes), so that draining the jobs between tests never waits for one.
    t = await startTestApp({ env: { ...stripe.env, PUBLIC_URL: 'https://site.test', TRUST_PROXY: 'loopback', MESSAGE_EMAIL_DELAY_SECONDS: '1' } });
    author = await newMember(t, { name: 'Ioana Țârcă' });
    other = await newMember(t, { name: 'Mihai Străin' });
    seller = await newMember(t, { name: 'Vânzător Ionescu' });
    buyer = await newMember(t, { name: 'Cumpărător Popa' });
    owner = await newMember(t, { legal: true, name: 'Proprietar Anunț' });
    moderator = await newMember(t, { role: 'moderator' });
    payer = await newMember(t, { name: 'Client Plătitor' });
    article = await insertListing(t, moderator.id, { family: ListingType.News, title: 'Granturi noi pentru IMM-uri' });
    contactListing = await insertListing(t, owner.id, { title: 'Cafenea de vânzare în Cluj' });
    const started = await t.http
      .post('/api/conversations')
      .set(...buyer.auth)
      .send({ listingId: (await insertListing(t, seller.id)).id, message: 'Bună ziua!' })
      .expect(201);
    conversationId = started.body.conversation.id;
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });
  beforeEach(async () => {
    await t.jobs.drain();
    t.mail.mails.length = 0;
    await t.dataSource.query(`DELETE FROM rate_counters`);
  });

  describe.each(CASES)('$name', (c) => {
    it('two identical requests sent at once with one key: one created, the same answer twice', async () => {
      const sent = await c.request(1);
      const before = await c.created();
      const key = newKey();
      const [first, second] = await Promise.all([send(c.sender(), sent, key), send(c.sender(), sent, key)]);
      expect(first.status, first.text).toBe(c.status);
      expect(answerOf(second)).toEqual(answerOf(first));
      expect(await c.created()).toBe(before + 1);
      // Later too (a form sent again after its answer was lost): the first answer, nothing more.
      const later = await send(c.sender(), sent, key);
      expect(answerOf(later)).toEqual(answerOf(first));
      expect(await c.created()).toBe(before + 1);
    });

    it('the same key with another body is another request; without a key the route works as before', async () => {
      const before = await c.created();
      const key = newKey();
      const first = await send(c.sender(), await c.request(2), key);
      expect(first.status, first.text).toBe(c.status);
      const second = await send(c.sender(), await c.request(3), key);
      expect(second.status, second.text).toBe(c.status);
      expect(await c.created()).toBe(before + 2);

      const plain = await send(c.sender(), await c.request(4));
      expect(plain.status, plain.text).toBe(c.status);
      expect(await c.created()).toBe(before + 3);
    });
  });

  describe('the key', () => {
    const comment = (text = 'Un comentariu trimis o singură dată.') => ({ path: '/api/comments', body: { listingId: article.id, text } });
    const comments = () => count(`SELECT count(*)::int AS n FROM comments`);
    const remembered = () => count(`SELECT count(*)::int AS n FROM submissions`);

    it('of a wrong shape is refused with 400 and a Romanian field message; nothing is created or remembered', async () => {
      const before = { comments: await comments(), remembered: await remembered() };
      for (const key of ['scurta', 'cu spatii in ea', 'x'.repeat(201), 'semne/interzise!', '']) {
        const answer = await send(author, comment(), key);
        expect(answer.status, JSON.stringify(key)).toBe(400);
        expect(answer.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'idempotency-key', message: KEY_MESSAGE }] });
      }
      expect(await comments()).toBe(before.comments);
      expect(await remembered()).toBe(before.remembered);
      // The accepted shapes: a UUID, and Stripe-like keys of letters, digits and - _ . :
      for (const key of [randomUUID(), 'comanda_2026.12:01-a', 'x'.repeat(200)]) await send(author, comment(`Cheie bună ${key.slice(0, 12)}`), key).expect(201);
      expect(await comments()).toBe(before.comments + 3);
    });

    it('of a request refused as invalid is not spent: the corrected request under the same key is created once', async () => {
      const before = await comments();
      const key = newKey();
      const refused = await send(author, comment('x'), key).expect(400);
      expect(refused.body.error.details).toEqual([{ field: 'text', message: 'Comentariul trebuie să aibă între 2 și 1000 de caractere.' }]);
      // The refused request itself is not remembered either: sent again it is checked again.
      await send(author, comment('x'), key).expect(400);
      const created = await send(author, comment('Acum comentariul este complet.'), key).expect(201);
      const again = await send(author, comment('Acum comentariul este complet.'), key).expect(201);
      expect(again.text).toBe(created.text);
      expect(await comments()).toBe(before + 1);
    });

    it('of a request that failed is forgotten: the same request runs again once its cause is gone', async () => {
      const listing = await insertListing(t, seller.id, { title: 'Atelier de croitorie' });
      const sent = { path: `/api/listings/${listing.id}/access-requests`, body: { message: 'Sunt interesat.', acceptNda: true } };
      const key = newKey();
      const refused = await send(buyer, sent, key).expect(400);
      expect(refused.body.error.details).toEqual([{ field: 'listingId', message: 'Anunțul nu este confidențial: datele lui sunt deja publice.' }]);
      await t.dataSource.query(`UPDATE listings SET confidential = true, teaser = $2, company_name = 'Croitoria Mea SRL' WHERE id = $1`, [
        listing.id,
        'Atelier de croitorie cu clienți fideli de zece ani, în centrul orașului.',
      ]);
      const created = await send(buyer, sent, key).expect(201);
      expect(await count(`SELECT count(*)::int AS n FROM listing_access_requests WHERE listing_id = $1`, [listing.id])).toBe(1);
      expect((await send(buyer, sent, key).expect(201)).text).toBe(created.text);
      expect(await count(`SELECT count(*)::int AS n FROM listing_access_requests WHERE listing_id = $1`, [listing.id])).toBe(1);
    });

    it("is the sender's own: another member, or another address, sending the same key and body creates their own", async () => {
      const before = await comments();
      const key = newKey();
      const sent = comment('Același text, doi autori.');
      const [mine, theirs] = await Promise.all([send(author, sent, key), send(other, sent, key)]);
      expect(mine.status).toBe(201);
      expect(theirs.status).toBe(201);
      expect(theirs.body.id).not.toBe(mine.body.id);
      expect(await comments()).toBe(before + 2);
      const authors = await t.dataSource.query(`SELECT user_id FROM comments WHERE id IN ($1, $2) ORDER BY user_id`, [mine.body.id, theirs.body.id]);
      expect(authors.map((row: { user_id: string }) => row.user_id).sort()).toEqual([author.id, other.id].sort());
      // Each gets their own first answer again.
      expect((await send(author, sent, key)).text).toBe(mine.text);
      expect((await send(other, sent, key)).text).toBe(theirs.text);

      // Visitors: a page the public cache served carries one token for all of them.
      const requestsBefore = await count(`SELECT count(*)::int AS n FROM consulting_requests`);
      const contact = { path: '/api/consulting/contact', body: { ...requester(9), message: 'Bună ziua, aș vrea o programare pentru o discuție.' } };
      const [one, two] = await Promise.all([send({ address: '198.51.100.40' }, contact, key), send({ address: '198.51.100.41' }, contact, key)]);
      expect([one.status, two.status]).toEqual([201, 201]);
      expect(two.body.number).not.toBe(one.body.number);
      expect(await count(`SELECT count(*)::int AS n FROM consulting_requests`)).toBe(requestsBefore + 2);
    });

    it('is remembered with the sender, a fingerprint of the request and the first answer, not with what was sent', async () => {
      const key = newKey();
      const sent = comment('Un comentariu păstrat o zi.');
      const created = await send(author, sent, key).expect(201);
      const rows = await t.dataSource.query(`SELECT actor, key, fingerprint, state, answer FROM submissions WHERE key = $1`, [key]);
      expect(rows).toEqual([
        {
          actor: `user:${author.id}`,
          key,
          fingerprint: fingerprintOf('POST', '/api/comments', sent.body),
          state: 'done',
          answer: { body: created.body, status: 201 },
        },
      ]);
      expect(JSON.stringify(rows)).not.toContain('păstrat');
    });

    it('of a request still running makes its repeat wait, then answer 409 SUBMISSION_IN_PROGRESS; a request lost mid-way is taken over after 10 minutes', async () => {
      const before = await comments();
      const key = newKey();
      const sent = comment('Un comentariu rămas în lucru.');
      // As a first request that is still running (or whose process stopped) leaves it.
      await t.dataSource.query(`INSERT INTO submissions (actor, key, fingerprint, state) VALUES ($1, $2, $3, 'started')`, [
        `user:${author.id}`,
        key,
        fingerprintOf('POST', '/api/comments', sent.body),
      ]);
      const startedAt = Date.now();
      const waiting = await send(author, sent, key);
      expect(waiting.status).toBe(409);
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(14_000);
      expect(waiting.body.error).toMatchObject({
        code: 'SUBMISSION_IN_PROGRESS',
        message: 'Aceeași cerere este încă în lucru. Reîncarcă pagina peste câteva momente și verifică dacă a fost înregistrată.',
      });
      expect(await comments()).toBe(before);

      await t.dataSource.query(`UPDATE submissions SET created_at = now() - interval '11 minutes' WHERE key = $1`, [key]);
      await send(author, sent, key).expect(201);
      expect(await comments()).toBe(before + 1);
      expect(await t.dataSource.query(`SELECT state FROM submissions WHERE key = $1`, [key])).toEqual([{ state: 'done' }]);
    }, 45_000);

    it('is forgotten by the daily pruning after 24 hours: the same request then creates again', async () => {
      const before = await comments();
      const [oldKey, newKeyOfToday] = [newKey(), newKey()];
      const old = comment('Un comentariu de ieri.');
      await send(author, old, oldKey).expect(201);
      await send(author, comment('Un comentariu de azi.'), newKeyOfToday).expect(201);
      await t.dataSource.query(`UPDATE submissions SET created_at = now() - interval '25 hours' WHERE key = $1`, [oldKey]);

      await t.jobs.enqueue(JobName.PruneRateCounters, { at: new Date().toISOString() });
      await t.jobs.drain();
      expect(await t.dataSource.query(`SELECT key FROM submissions WHERE key = ANY($1::varchar[])`, [[oldKey, newKeyOfToday]])).toEqual([
        { key: newKeyOfToday },
      ]);

      await send(author, old, oldKey).expect(201);
      expect(await comments()).toBe(before + 3);
    });
  });
});
