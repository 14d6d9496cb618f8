import { randomUUID } from 'node:crypto';
import { ListingType } from '../../../src/contracts/lists.js';
import { Clock } from '../../../src/core/clock/clock.js';
import { eligibilityAnswers } from '../../support/eligibility-answers.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const answers = eligibilityAnswers;
const ORDER = { eligible: 0, needs_review: 1, not_eligible: 2 } as const;
const STATUS_ORDER = { open: 0, upcoming: 1, closed: 2 } as const;
type Availability = { status: keyof typeof STATUS_ORDER; canApplyNow: boolean; label: string; closesOn: string | null; source: { url: string } | null };

describe('funding programmes and the eligibility check', () => {
  let t: TestApp;
  let user: Member;
  let other: Member;
  let consultant: Member;

  const checks = () => t.dataSource.query(`SELECT * FROM eligibility_checks ORDER BY created_at`);
  const requests = () => t.dataSource.query(`SELECT * FROM consulting_requests ORDER BY created_at`);

  /** A published `fund` listing with its details; domains are ECONOMIC_DOMAINS ids. */
  async function fundCall(details: {
    region?: string;
    deadline?: string | null;
    domains?: number[];
    beneficiaries?: string | null;
    status?: string;
    callStatus?: string;
    title?: string;
  }) {
    const staff = await newMember(t, { role: 'admin' });
    const listing = await insertListing(t, staff.id, { family: ListingType.Fund, status: details.status ?? 'approved', title: details.title });
    await t.dataSource.query(`UPDATE listings SET domain_ids = $2::smallint[] WHERE id = $1`, [listing.id, details.domains ?? []]);
    await t.dataSource.query(
      `INSERT INTO fund_details (listing_id, fund_type, region, call_status, deadline, grant_min, grant_max, cofinancing_percent, eligible_beneficiaries, source_url)
       VALUES ($1, 2, $2, $3, $4, 10000, 100000, 20, $5, 'https://finantare.example.ro/ghid')`,
      [listing.id, details.region ?? 'all', details.callStatus ?? 'open', details.deadline ?? null, details.beneficiaries ?? null],
    );
    return listing;
  }

  beforeAll(async () => {
    t = await startTestApp();
    user = await newMember(t, { legal: true, name: 'Ana Firma' });
    other = await newMember(t, { name: 'Alt Utilizator' });
    consultant = await newMember(t, { role: 'consultant', name: 'Consultant Finanțări' });
  });
  afterAll(() => t.close());
  afterEach(() => vi.restoreAllMocks());
  beforeEach(async () => {
    await t.jobs.drain();
    t.mail.mails.length = 0;
    await t.dataSource.query(`DELETE FROM rate_counters`);
    await t.dataSource.query(`DELETE FROM consulting_requests`);
    await t.dataSource.query(`DELETE FROM eligibility_checks`);
    await t.dataSource.query(`DELETE FROM listings WHERE family = $1`, [ListingType.Fund]);
  });

  it('GET /api/consulting/programmes lists the four programmes with version, status, grant and source', async () => {
    const answer = await t.http.get('/api/consulting/programmes').expect(200);
    const ids = answer.body.map((item: { id: string }) => item.id);
    expect(ids).toEqual(['masura-2', 'masura-3', 'pnrr-c9-i3', 'start-up-nation']);
    const m3 = answer.body.find((item: { id: string }) => item.id === 'masura-3');
    expect(m3).toMatchObject({
      kind: 'programme',
      version: '2020.10-1',
      status: 'closed',
      grant: { minEur: 50_000, maxEur: 200_000, share: 0.85 },
      validTo: '2021-01-29',
      scores: false,
    });
    expect(m3.source).toMatchObject({ title: expect.stringMatching(/OUG|Ordonanța/), date: '2020-10-16', url: expect.stringMatching(/^https:\/\//) });
  });

  it('POST /api/consulting/eligibility evaluates every programme, eligible first, with reasons, grant and versions; nothing stored', async () => {
    const answer = await t.http.post('/api/consulting/eligibility').send({ answers: answers() }).expect(200);
    const results = answer.body.results as {
      programmeId: string;
      version: string;
      outcome: keyof typeof ORDER;
      criteria: { outcome: string; reason: string }[];
      grant: { estimateEur: number } | null;
      availability: Availability;
    }[];
    expect(results.map((result) => result.programmeId).sort()).toEqual(['masura-2', 'masura-3', 'pnrr-c9-i3', 'start-up-nation']);
    const ranks = results.map((result) => STATUS_ORDER[result.availability.status] * 10 + ORDER[result.outcome]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    // Măsura 3 closed in January 2021: its conditions are shown, but no grant is estimated.
    const m3 = results.find((result) => result.programmeId === 'masura-3')!;
    expect(m3).toMatchObject({ outcome: 'eligible', version: '2020.10-1', grant: null, availability: { status: 'closed', canApplyNow: false } });
    const sun = results.find((result) => result.programmeId === 'start-up-nation')!;
    expect(sun.outcome).toBe('needs_review');
    expect(sun.criteria.every((criterion) => criterion.reason.length > 0)).toBe(true);
    expect(answer.body.checkId).toBeUndefined();
    expect(await checks()).toEqual([]);

    const failing = await t.http
      .post('/api/consulting/eligibility')
      .send({ answers: answers({ legalForm: 3 }), programmeIds: ['masura-3'] })
      .expect(200);
    expect(failing.body.results).toHaveLength(1);
    expect(failing.body.results[0]).toMatchObject({ outcome: 'not_eligible', grant: null });
    expect(failing.body.results[0].criteria.find((criterion: { key: string }) => criterion.key === 'legal-form')).toMatchObject({
      outcome: 'not_met',
      reason: expect.stringMatching(/societăților comerciale/),
    });
  });

  it.each([
    [
      { answers: answers({ employees: -1, caen: '1234', county: 43, foundedYear: new Date().getFullYear() + 1 }) },
      ['answers.employees', 'answers.caen', 'answers.county', 'answers.foundedYear'],
    ],
    [{ answers: answers({ profitable: 'poate', investments: ['rachete'] }) }, ['answers.profitable', 'answers.investments']],
    [{}, ['answers']],
    [{ answers: answers(), programmeIds: ['masura-9'] }, ['programmeIds']],
    [{ answers: answers({ shoeSize: 42 }) }, ['answers.shoeSize']],
  ])('refuses %j with 400 and Romanian field messages, storing nothing', async (body, fields) => {
    const answer = await t.http
      .post('/api/consulting/eligibility')
      .set(...user.auth)
      .send({ ...body, save: true })
      .expect(400);
    expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    const details = answer.body.error.details as { field: string; message: string }[];
    expect([...new Set(details.map((detail) => detail.field))].sort()).toEqual([...fields].sort());
    for (const detail of details) expect(detail.message).not.toMatch(/should|must|property|^$/i);
    expect(await checks()).toEqual([]);
  });

  it('keeps a signed-in user’s check when asked, lists it newest first, emails it once per call and deletes it; another user gets 404', async () => {
    const anonymous = await t.http.post('/api/consulting/eligibility').send({ answers: answers(), save: true }).expect(200);
    expect(anonymous.body.checkId).toBeUndefined();
    const first = await t.http
      .post('/api/consulting/eligibility')
      .set(...user.auth)
      .send({ answers: answers(), save: true })
      .expect(200);
    const second = await t.http
      .post('/api/consulting/eligibility')
      .set(...user.auth)
      .send({ answers: answers({ employees: 3 }), save: true })
      .expect(200);
    await t.http
      .post('/api/consulting/eligibility')
      .set(...user.auth)
      .send({ answers: answers() })
      .expect(200);
    const [row] = await checks();
    expect(row).toMatchObject({ id: first.body.checkId, user_id: user.id });
    expect(row.programmes).toEqual(expect.arrayContaining([{ id: 'masura-3', version: '2020.10-1' }]));

    const mine = await t.http
      .get('/api/consulting/eligibility/mine')
      .set(...user.auth)
      .expect(200);
    expect(mine.body.map((check: { id: string }) => check.id)).toEqual([second.body.checkId, first.body.checkId]);
    expect(mine.body[1]).toMatchObject({ answers: { employees: 12 }, results: first.body.results });
    expect(
      (
        await t.http
          .get('/api/consulting/eligibility/mine')
          .set(...other.auth)
          .expect(200)
      ).body,
    ).toEqual([]);
    await t.http.get('/api/consulting/eligibility/mine').expect(401);

    await t.http
      .post(`/api/consulting/eligibility/mine/${first.body.checkId}/email`)
      .set(...other.auth)
      .expect(404);
    await t.http
      .delete(`/api/consulting/eligibility/mine/${first.body.checkId}`)
      .set(...other.auth)
      .expect(404);
    await t.http
      .post(`/api/consulting/eligibility/mine/${randomUUID()}/email`)
      .set(...user.auth)
      .expect(404);
    await t.http
      .post(`/api/consulting/eligibility/mine/${first.body.checkId}/email`)
      .set(...user.auth)
      .expect(202);
    const mail = await t.mail.waitFor(user.email, /Rezultatul verificării de eligibilitate/);
    expect(mail.body).toContain('Măsura 3');
    expect(mail.body).toContain('2020.10-1');
    await t.http
      .post(`/api/consulting/eligibility/mine/${first.body.checkId}/email`)
      .set(...user.auth)
      .expect(202);
    await t.jobs.drain();
    expect(t.mail.mails.filter((item) => item.to.includes(user.email))).toHaveLength(2);
    expect(t.mail.mails.some((item) => item.to.includes(other.email))).toBe(false);

    await t.http
      .delete(`/api/consulting/eligibility/mine/${first.body.checkId}`)
      .set(...user.auth)
      .expect(204);
    await t.http
      .delete(`/api/consulting/eligibility/mine/${first.body.checkId}`)
      .set(...user.auth)
      .expect(404);
    expect((await checks()).map((check: { id: string }) => check.id)).toEqual([second.body.checkId]);
  });

  it('prefills a legal entity’s answers from its profile, and nothing for an individual', async () => {
    const answer = await t.http
      .get('/api/consulting/eligibility/prefill')
      .set(...user.auth)
      .expect(200);
    expect(answer.body).toEqual({ companyName: expect.stringMatching(/SRL$/), legalForm: 1, cui: '12345674' });
    expect(
      (
        await t.http
          .get('/api/consulting/eligibility/prefill')
          .set(...other.auth)
          .expect(200)
      ).body,
    ).toEqual({});
    await t.http.get('/api/consulting/eligibility/prefill').expect(401);
  });

  it('turns a check into a consulting request with the answers and recomputed results, and alerts the consultants', async () => {
    const answer = await t.http
      .post('/api/consulting/eligibility/request')
      .send({
        answers: answers(),
        programmeIds: ['masura-3', 'pnrr-c9-i3'],
        fullName: 'Ioana Pop',
        email: 'ioana.pop@example.ro',
        message: 'Vă rog să mă sunați.',
      })
      .expect(201);
    expect(answer.body).toMatchObject({ number: expect.stringMatching(/^RC-\d{4}-\d{6}$/) });
    const [row] = await requests();
    expect(row).toMatchObject({ id: answer.body.id, kind: 'eligibility', topic: 'funding', full_name: 'Ioana Pop', message: 'Vă rog să mă sunați.' });
    expect(row.answers).toMatchObject({ employees: 12, caen: '1071', programmeIds: ['masura-3', 'pnrr-c9-i3'] });
    expect(row.result.results.map((result: { programmeId: string; version: string }) => [result.programmeId, result.version])).toEqual(
      expect.arrayContaining([
        ['masura-3', '2020.10-1'],
        ['pnrr-c9-i3', '2022.12-1'],
      ]),
    );
    await t.mail.waitFor(consultant.email, /Cerere nouă RC-/);
    const staffView = await t.http
      .get(`/api/admin/consulting/${answer.body.id}`)
      .set(...consultant.auth)
      .expect(200);
    expect(staffView.body).toMatchObject({ kind: 'eligibility', kindName: 'Verificare eligibilitate', result: { results: expect.any(Array) } });

    const refused = await t.http
      .post('/api/consulting/eligibility/request')
      .send({ answers: answers({ county: 99 }), email: 'nu-e-email' })
      .expect(400);
    expect(refused.body.error.details.map((detail: { field: string }) => detail.field).sort()).toEqual(['answers.county', 'email', 'fullName']);
    expect(await requests()).toHaveLength(1);
  });

  it('evaluates open fund calls by region, beneficiary type and CAEN, leaving unstated ones to review', async () => {
    const north = await fundCall({ title: 'Apel Nord-Vest producție', region: 'nord-vest', domains: [3], beneficiaries: 'IMM-uri (SRL, SA)' });
    const south = await fundCall({ title: 'Apel Sud-Est', region: 'sud-est', domains: [3] });
    const vague = await fundCall({ title: 'Apel național', region: 'all', domains: [], beneficiaries: null });
    await fundCall({ title: 'Apel expirat', deadline: '2020-01-01' });
    await fundCall({ title: 'Apel închis', callStatus: 'closed' });
    await fundCall({ title: 'Apel în moderare', status: 'pending' });

    const programmes = await t.http.get('/api/consulting/programmes').expect(200);
    const calls = programmes.body.filter((item: { kind: string }) => item.kind === 'call');
    expect(calls.map((call: { name: string }) => call.name).sort()).toEqual(['Apel Nord-Vest producție', 'Apel Sud-Est', 'Apel național']);
    expect(calls.find((call: { name: string }) => call.name === 'Apel Sud-Est')).toMatchObject({
      id: `apel-${south.slug}`,
      status: 'open',
      grant: { minEur: 10_000, maxEur: 100_000, share: 0.8 },
      url: expect.stringContaining(south.slug),
    });

    const answer = await t.http.post('/api/consulting/eligibility').send({ answers: answers() }).expect(200);
    const byId = (id: string) => answer.body.results.find((result: { programmeId: string }) => result.programmeId === id);
    expect(byId(`apel-${north.slug}`)).toMatchObject({ outcome: 'eligible', grant: { estimateEur: 64_000 } });
    expect(byId(`apel-${south.slug}`).outcome).toBe('not_eligible');
    expect(byId(`apel-${south.slug}`).criteria.find((criterion: { key: string }) => criterion.key === 'region')).toMatchObject({
      outcome: 'not_met',
      reason: expect.stringMatching(/Sud-Est/),
    });
    expect(byId(`apel-${vague.slug}`)).toMatchObject({ outcome: 'needs_review' });
    expect(byId(`apel-${vague.slug}`).criteria.map((criterion: { outcome: string }) => criterion.outcome)).toEqual(['met', 'unknown', 'unknown']);
    const pfa = await t.http
      .post('/api/consulting/eligibility')
      .send({ answers: answers({ legalForm: 3 }), programmeIds: [`apel-${north.slug}`] })
      .expect(200);
    expect(pfa.body.results[0].criteria.find((criterion: { key: string }) => criterion.key === 'beneficiary').outcome).toBe('not_met');
    const services = await t.http
      .post('/api/consulting/eligibility')
      .send({ answers: answers({ caen: '6201' }), programmeIds: [`apel-${north.slug}`] })
      .expect(200);
    expect(services.body.results[0].criteria.find((criterion: { key: string }) => criterion.key === 'caen').outcome).toBe('not_met');
  });

  it('answers per programme whether one can apply now, from the dates on the clock’s day: closed calls never among the open ones', async () => {
    const announced = await fundCall({ title: 'Apel anunțat digitalizare', callStatus: 'upcoming', deadline: '2099-05-31' });
    const open = await fundCall({ title: 'Apel deschis producție', deadline: '2099-01-31' });
    type Result = { programmeId: string; outcome: string; grant: { estimateEur: number } | null; availability: Availability };
    const check = async () =>
      (
        await t.http
          .post('/api/consulting/eligibility')
          .send({ answers: answers({ investmentEur: 40_000 }) })
          .expect(200)
      ).body.results as Result[];
    const byId = (results: Result[], id: string) => results.find((result) => result.programmeId === id)!;

    // Today: the 2020 COVID measures and the December 2022 PNRR call are closed, with their last day and no grant.
    const today = await check();
    for (const id of ['masura-2', 'masura-3', 'pnrr-c9-i3']) {
      expect(byId(today, id)).toMatchObject({
        grant: null,
        availability: { status: 'closed', canApplyNow: false, label: expect.stringMatching(/^Apel închis: termenul de depunere a fost /) },
      });
      expect(byId(today, id).availability.source?.url).toMatch(/^https?:\/\//);
    }
    expect(byId(today, 'pnrr-c9-i3').availability.label).toBe('Apel închis: termenul de depunere a fost 30 iunie 2023');
    expect(byId(today, `apel-${open.slug}`).availability).toMatchObject({ status: 'open', canApplyNow: true, label: 'Apel deschis până la 31 ianuarie 2099' });
    expect(byId(today, `apel-${announced.slug}`).availability).toMatchObject({
      status: 'upcoming',
      canApplyNow: false,
      label: expect.stringMatching(/^Apel anunțat/),
    });
    const firstClosed = today.findIndex((result) => result.availability.status === 'closed');
    expect(today.slice(firstClosed).every((result) => !result.availability.canApplyNow)).toBe(true);
    expect(today.slice(0, firstClosed).some((result) => result.availability.status === 'closed')).toBe(false);
    const listed = (await t.http.get('/api/consulting/programmes').expect(200)).body as { id: string; status: string; availability: Availability }[];
    expect(listed.find((item) => item.id === 'pnrr-c9-i3')).toMatchObject({ status: 'closed', availability: { status: 'closed', canApplyNow: false } });
    expect(listed.find((item) => item.id === `apel-${announced.slug}`)).toMatchObject({ status: 'upcoming' });

    // On a day of the PNRR call's window the same answers can apply to it, with a grant estimate.
    vi.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date('2023-06-30T18:00:00Z'));
    const lastDay = await check();
    expect(byId(lastDay, 'pnrr-c9-i3')).toMatchObject({
      grant: { estimateEur: 36_000 },
      availability: { status: 'open', canApplyNow: true, label: 'Apel deschis până la 30 iunie 2023' },
    });
    expect(lastDay[0].availability.canApplyNow).toBe(true);
    // The next day it is closed, without any change to its rules document.
    vi.spyOn(t.app.get(Clock), 'now').mockImplementation(() => new Date('2023-07-01T06:00:00Z'));
    expect(byId(await check(), 'pnrr-c9-i3')).toMatchObject({ grant: null, availability: { status: 'closed', canApplyNow: false } });
  });

  it('searches CAEN Rev. 2 classes by code prefix, then by words without diacritics', async () => {
    const byWord = await t.http.get('/api/masterdata/caen').query({ q: 'cafenele' }).expect(200);
    expect(byWord.body[0]).toEqual({
      code: '5630',
      name: 'Baruri și alte activități de servire a băuturilor',
      section: 'I',
      sectionName: 'Hoteluri și restaurante',
    });
    const byCode = await t.http.get('/api/masterdata/caen').query({ q: '62' }).expect(200);
    expect(byCode.body.map((item: { code: string }) => item.code)).toEqual(['6201', '6202', '6203', '6209']);
    const mixed = await t.http.get('/api/masterdata/caen').query({ q: 'fabricarea painii' }).expect(200);
    expect(mixed.body[0].code).toBe('1071');
    const many = await t.http.get('/api/masterdata/caen').query({ q: 'comert' }).expect(200);
    expect(many.body).toHaveLength(20);
    await t.http.get('/api/masterdata/caen').expect(400);
    const long = await t.http
      .get('/api/masterdata/caen')
      .query({ q: 'x'.repeat(101) })
      .expect(400);
    expect(long.body.error.details).toEqual([{ field: 'q', message: 'Maximum 100 caractere.' }]);
  });

  it('gives staff the rules documents in words; users get 403', async () => {
    const answer = await t.http
      .get('/api/admin/consulting/programmes')
      .set(...consultant.auth)
      .expect(200);
    const grid = answer.body.find((item: { id: string }) => item.id === 'calculator-digitalizare');
    expect(grid).toMatchObject({ listed: false, scoring: { threshold: 50, max: 100 } });
    expect(grid.scoring.criteria[1]).toMatchObject({ key: 'employees', bands: expect.arrayContaining([{ label: '10 – sub 50', points: 10 }]) });
    const m3 = answer.body.find((item: { id: string }) => item.id === 'masura-3');
    expect(m3.criteria.find((criterion: { key: string }) => criterion.key === 'sme-employees')).toMatchObject({ condition: 'Număr mediu de angajați ≤ 249' });
    await t.http
      .get('/api/admin/consulting/programmes')
      .set(...user.auth)
      .expect(403);
  });
});
