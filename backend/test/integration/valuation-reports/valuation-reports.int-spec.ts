import type { ClientValuationReport, StaffValuationReport } from '../../../src/contracts/valuation-reports.js';
import { pdf as documentPdf } from '../../fixtures/uploads.js';
import { OrdersAdminService } from '../../../src/modules/orders/orders-admin.service.js';
import { OrdersRepository } from '../../../src/modules/orders/orders.repository.js';
import { ValuationReportsService } from '../../../src/modules/valuation-reports/valuation-reports.service.js';
import { STAND_IN_COMPANIES, startAnafCompanyStandIn, type AnafCompanyStandIn } from '../../support/anaf-company-stand-in.js';
import { insertListing } from '../../support/listings.js';
import { newMember, type Member } from '../../support/members.js';
import { pdfText } from '../../support/pdf-text.js';
import { binary } from '../../support/served-files.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const billing = (email: string, name: string) => ({ type: 'person', name, address: 'Str. Morii nr. 3', city: 'Sibiu', county: 33, email });

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

const CONCLUSION = 'Brutăria are o clientelă stabilă și marje peste media sectorului; recomandăm un preț de pornire de 250.000 EUR.';

describe('paid valuation reports', () => {
  let t: TestApp;
  let anaf: AnafCompanyStandIn;
  let admin: Member;
  let consultant: Member;
  let moderator: Member;
  let client: Member;
  let stranger: Member;

  const valuationOrder = async (member: Member, companyName = 'Brutăria Țărănească SRL', companyCui?: string) =>
    (
      await t.http
        .post('/api/checkout/raportEvaluare')
        .set(...member.auth)
        .send({ companyName, ...(companyCui ? { companyCui } : {}), billing: billing(member.email, member.name) })
        .expect(201)
    ).body as { id: string; number: string };
  const markPaid = (id: string) =>
    t.http
      .post(`/api/admin/orders/${id}/mark-paid`)
      .set(...admin.auth)
      .send({ paymentReference: 'OP 42 / BT' });
  const reportOfOrder = async (orderId: string): Promise<StaffValuationReport> => {
    const [row] = await t.dataSource.query(`SELECT id FROM valuation_reports WHERE order_id = $1`, [orderId]);
    return (
      await t.http
        .get(`/api/admin/valuation-reports/${row.id}`)
        .set(...consultant.auth)
        .expect(200)
    ).body;
  };
  const paidReport = async (member: Member = client, companyName?: string, companyCui?: string): Promise<StaffValuationReport> => {
    const order = await valuationOrder(member, companyName, companyCui);
    await markPaid(order.id).expect(200);
    await t.jobs.drain();
    return reportOfOrder(order.id);
  };
  const update = (id: string, body: object, member: Member = consultant) =>
    t.http
      .put(`/api/admin/valuation-reports/${id}`)
      .set(...member.auth)
      .send(body);
  const publish = (id: string, member: Member = consultant) =>
    t.http
      .post(`/api/admin/valuation-reports/${id}/publish`)
      .set(...member.auth)
      .send({});
  const mailsTo = async (to: string, subject: RegExp) => {
    await t.jobs.drain();
    return t.mail.mails.filter((mail) => mail.to.includes(to) && subject.test(mail.subject));
  };
  const completeDraft = {
    figures: {
      caen: '1071',
      countyId: 33,
      years: [
        { year: 2023, turnover: 1_800_000, netProfit: 210_000, employees: 14 },
        { year: 2024, turnover: 2_100_000, netProfit: 260_000, employees: 16 },
        { year: 2022, turnover: 1_500_000, netProfit: -40_000, employees: 12 },
      ],
      assets: 900_000,
      debts: 300_000,
    },
    starting: { low: 180_000, mid: 220_000, high: 260_000 },
    adjustments: [
      { label: 'Clientelă fidelă', kind: 'factor', value: 10, reason: 'Contracte cu trei lanțuri de magazine pe doi ani.' },
      { label: 'Utilaje de înlocuit', kind: 'amount', value: -15_000, reason: 'Cuptorul principal trebuie schimbat în acest an.' },
    ],
    conclusion: CONCLUSION,
    finalLow: 210_000,
    finalMid: 250_000,
    finalHigh: 290_000,
  };

  beforeAll(async () => {
    anaf = await startAnafCompanyStandIn();
    t = await startTestApp({ env: { ...anaf.env, ANAF_TIMEOUT_MS: '5000', ANAF_MIN_INTERVAL_MS: '50', ANAF_MAX_WAIT_MS: '10000' } });
    admin = await newMember(t, { role: 'admin' });
    consultant = await newMember(t, { role: 'consultant', name: 'Andreea Consultanță' });
    moderator = await newMember(t, { role: 'moderator' });
    client = await newMember(t, { name: 'Ioana Pop' });
    stranger = await newMember(t, { name: 'Mihai Străin' });
  });
  afterAll(async () => {
    await t.close();
    await anaf.close();
  });
  beforeEach(async () => {
    await t.jobs.drain();
    await t.dataSource.query(`DELETE FROM rate_counters`);
  });

  it('a paid valuation order opens one workspace, even when the paid path runs twice', async () => {
    const order = await valuationOrder(client);
    expect(await t.dataSource.query(`SELECT id FROM valuation_reports WHERE order_id = $1`, [order.id])).toEqual([]);
    const answers = await Promise.all([markPaid(order.id), markPaid(order.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    // The "paid" path run once more on the paid order (a webhook redelivered while staff confirmed).
    const orders = t.app.get(OrdersRepository);
    await orders.transaction(async (manager) =>
      t.app
        .get(OrdersAdminService)
        .applyPaidOrder(manager, (await orders.find(order.id, manager, true))!, { method: 'bank_transfer', paymentReference: 'OP 42 / BT' }),
    );
    await t.jobs.drain();

    const rows = await t.dataSource.query(`SELECT id, user_id, company_name, status, version FROM valuation_reports WHERE order_id = $1`, [order.id]);
    expect(rows).toEqual([{ id: expect.any(String), user_id: client.id, company_name: 'Brutăria Țărănească SRL', status: 'draft', version: 0 }]);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM outbox WHERE job_name = 'FillValuationReport' AND payload->>'reportId' = $1`, [
      rows[0].id,
    ]);
    expect(n).toBe(1);

    const report = await reportOfOrder(order.id);
    expect(report).toMatchObject({
      orderNumber: order.number,
      client: { id: client.id, fullName: 'Ioana Pop' },
      status: 'draft',
      version: 0,
      versions: [],
      figures: { source: 'none', years: [] },
    });
    expect(report.consultingRequestId).toEqual(expect.any(String));
    // It is listed for consultants, with the draft status.
    const list = (
      await t.http
        .get('/api/admin/valuation-reports')
        .query({ status: 'draft', q: order.number })
        .set(...consultant.auth)
        .expect(200)
    ).body;
    expect(list.docs.map((doc: StaffValuationReport) => doc.id)).toEqual([report.id]);
  });

  it('fills the figures by CUI from ANAF (stand-in) and starts from the instant method run on them', async () => {
    const report = await paidReport(client, 'Brutăria Artizanală SRL', 'RO18547290');
    const newest = STAND_IN_COMPANIES[0];
    expect(anaf.requests.some((request) => request.cui === '18547290')).toBe(true);
    expect(report.companyCui).toBe('18547290');
    expect(report.figures).toMatchObject({ source: 'anaf', caen: '1071', countyId: 16 });
    expect(report.figures.fetchedAt).toEqual(expect.any(String));
    expect(report.figures.years.length).toBeGreaterThanOrEqual(1);
    const [latest] = report.figures.years;
    expect(latest).toEqual({
      year: latest.year,
      turnover: newest.balance[latest.year].turnover,
      netProfit: newest.balance[latest.year].profit,
      employees: newest.balance[latest.year].employees,
    });
    // The instant method on those figures (RON at the tests' fixed 5 lei/EUR): an ordered range, its steps explained.
    expect(report.starting).toMatchObject({ currency: 'EUR', estimateId: null, method: 'metoda multiplilor de piață RoAfaceri' });
    expect(report.starting!.low).toBeLessThan(report.starting!.mid);
    expect(report.starting!.mid).toBeLessThan(report.starting!.high);
    expect(report.starting!.explanation[0]).toContain('Secțiunea CAEN C');
    // The tests' rate is a fixed one, never called BNR's.
    expect(report.starting!.explanation[0]).toContain('la cursul de 5 lei/EUR stabilit de noi (nu cursul BNR al zilei)');
  });

  it('leaves the figures to the consultant when ANAF answers an error, and starts from the estimate the order carries', async () => {
    anaf.setMode({ mode: 'error', status: 503 });
    try {
      const report = await paidReport(client, 'Marinescu & Fiii Consult SRL', 'RO14399840');
      expect(report.figures).toMatchObject({ source: 'none', years: [] });
      expect(report.starting).toBeNull();
      // Asked again while ANAF is still down: 503 (try again later), nothing changed.
      const down = await t.http
        .post(`/api/admin/valuation-reports/${report.id}/refresh-figures`)
        .set(...consultant.auth)
        .expect(503);
      expect(down.body.error.code).toBe('EXTERNAL_SERVICE_UNAVAILABLE');
      expect((await t.dataSource.query(`SELECT figures->>'source' AS source FROM valuation_reports WHERE id = $1`, [report.id]))[0].source).toBe('none');
      // Once ANAF answers, the consultant reads the figures again.
      anaf.setMode({ mode: 'ok' });
      const again: StaffValuationReport = (
        await t.http
          .post(`/api/admin/valuation-reports/${report.id}/refresh-figures`)
          .set(...consultant.auth)
          .expect(200)
      ).body;
      expect(again.figures).toMatchObject({ source: 'anaf', caen: '7022' });
      // Or types them: the workspace stays usable either way.
      await update(report.id, { figures: completeDraft.figures }).expect(200);
    } finally {
      anaf.setMode({ mode: 'ok' });
    }

    const estimate = (
      await t.http
        .post('/api/termene/evaluation')
        .set(...client.auth)
        .send({ caen: '1071', countyId: 33, years: [{ year: 2024, turnover: 2_000_000, netProfit: 250_000, employees: 15 }], debts: 100_000 })
        .expect(201)
    ).body as { id: string; low: number; mid: number; high: number };
    const order = (
      await t.http
        .post('/api/checkout/raportEvaluare')
        .set(...client.auth)
        .send({ companyName: 'Morarul SRL', estimateId: estimate.id, billing: billing(client.email, client.name) })
        .expect(201)
    ).body;
    await markPaid(order.id).expect(200);
    await t.jobs.drain();
    const report = await reportOfOrder(order.id);
    expect(report.starting).toMatchObject({ low: estimate.low, mid: estimate.mid, high: estimate.high, estimateId: estimate.id });
    // The estimate's figures, back in lei at the rate it used.
    expect(report.figures).toMatchObject({
      source: 'manual',
      caen: '1071',
      countyId: 33,
      years: [{ year: 2024, turnover: 2_000_000, netProfit: 250_000, employees: 15 }],
      debts: 100_000,
    });
  });

  it("shows the documents the client added to the order's consulting request in the workspace, downloadable by staff; never another client's", async () => {
    const report = await paidReport(client);
    const other = await paidReport(stranger);
    expect(report.documents).toEqual([]);
    const upload = (member: Member, requestId: string, content: Buffer, name: string) =>
      t.http
        .post(`/api/consulting/${requestId}/documents`)
        .set(...member.auth)
        .attach('documents', content, name);
    // The client adds their balance sheet to the consulting request their paid order opened; the other client adds one to theirs.
    const balance = documentPdf(900);
    await upload(client, report.consultingRequestId!, balance, 'bilanț 2025.pdf').expect(201);
    await upload(stranger, other.consultingRequestId!, documentPdf(1200), 'balanță străin.pdf').expect(201);
    // Nobody adds to another client's request.
    await upload(stranger, report.consultingRequestId!, documentPdf(), 'intrus.pdf').expect(404);

    const workspace: StaffValuationReport = (
      await t.http
        .get(`/api/admin/valuation-reports/${report.id}`)
        .set(...consultant.auth)
        .expect(200)
    ).body;
    expect(workspace.documents).toEqual([{ name: 'bilanț 2025.pdf', url: expect.stringMatching(/^\/api\/uploads\/documents\//) }]);
    const download = await t.http
      .get(workspace.documents[0].url)
      .set(...consultant.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(Buffer.compare(download.body as Buffer, balance)).toBe(0);
    // The other client's workspace shows only their own document, and their document does not open for the first client.
    const otherWorkspace: StaffValuationReport = (
      await t.http
        .get(`/api/admin/valuation-reports/${other.id}`)
        .set(...consultant.auth)
        .expect(200)
    ).body;
    expect(otherWorkspace.documents.map((document) => document.name)).toEqual(['balanță străin.pdf']);
    await t.http
      .get(otherWorkspace.documents[0].url)
      .set(...client.auth)
      .expect(404);
  });

  it('proposes comparable listings of the same CAEN division near the value; the consultant includes or excludes them', async () => {
    const owner = await newMember(t);
    const near = await insertListing(t, owner.id, { title: 'Patiserie cu laborator propriu, Brașov' });
    const far = await insertListing(t, owner.id, { title: 'Fabrică de pâine industrială' });
    const other = await insertListing(t, owner.id, { title: 'Service auto în Cluj' });
    for (const [listing, price, caen] of [
      [near, 240_000, '1071'],
      [far, 2_000_000, '1072'],
      [other, 230_000, '4520'],
    ] as const) {
      await t.dataSource.query(`UPDATE listings SET price = $2 WHERE id = $1`, [listing.id, price]);
      await t.dataSource.query(`INSERT INTO company_details (listing_id, domain_caen, yearly_turnover) VALUES ($1, $2, 900000)`, [listing.id, caen]);
    }
    const report = await paidReport();
    await update(report.id, { figures: completeDraft.figures, finalLow: 200_000, finalMid: 250_000, finalHigh: 300_000 }).expect(200);
    const found: StaffValuationReport = (
      await t.http
        .post(`/api/admin/valuation-reports/${report.id}/refresh-comparables`)
        .set(...consultant.auth)
        .expect(200)
    ).body;
    const ids = found.comparables.map((item) => item.listingId);
    // Same CAEN division (10), within a third to three times the value: the patisserie, not the 2 M factory nor the car service.
    expect(ids).toContain(near.id);
    expect(ids).not.toContain(far.id);
    expect(ids).not.toContain(other.id);
    expect(found.comparables.find((item) => item.listingId === near.id)).toMatchObject({
      title: near.title,
      price: 240_000,
      yearlyTurnover: 900_000,
      included: true,
    });

    const saved: StaffValuationReport = (await update(report.id, { includedComparables: [] }).expect(200)).body;
    expect(saved.comparables.find((item) => item.listingId === near.id)?.included).toBe(false);
    // A listing that is not among the report's comparables cannot be included.
    const refused = await update(report.id, { includedComparables: [other.id] }).expect(400);
    expect(refused.body.error.details).toEqual([
      { field: 'includedComparables', message: 'Poți include doar anunțuri din lista de comparabile a raportului.' },
    ]);
  });

  it('the consultant completes and publishes: PDF with the company and conclusion, emailed once; republishing makes version 2', async () => {
    const report = await paidReport();
    const saved: StaffValuationReport = (await update(report.id, completeDraft).expect(200)).body;
    expect(saved.figures.years.map((year) => year.year)).toEqual([2024, 2023, 2022]);
    expect(saved.figures.source).toBe('manual');
    // +10%, then -15 000 EUR.
    expect(saved.adjusted).toEqual({ low: 183_000, mid: 227_000, high: 271_000 });
    expect(saved.conclusion).toBe(CONCLUSION);

    const published: StaffValuationReport = (await publish(report.id).expect(200)).body;
    expect(published).toMatchObject({ status: 'published', version: 1, versions: [{ version: 1, consultantName: 'Andreea Consultanță' }] });
    const audit = (
      await t.http
        .get(`/api/admin/audit?entityId=${report.id}&action=valuation_report.publish`)
        .set(...admin.auth)
        .expect(200)
    ).body.docs;
    expect(audit).toMatchObject([
      {
        actorEmail: consultant.email,
        entityType: 'valuation_report',
        before: { status: 'draft', version: 0 },
        after: { status: 'published', version: 1, finalMid: 250_000 },
      },
    ]);

    const mails = await mailsTo(client.email, /Raportul de evaluare pentru Brutăria Țărănească SRL/);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain('210.000 – 290.000 EUR');
    const [attachment] = pdfAttachments(mails[0].raw);
    expect(attachment.filename).toBe('raport-evaluare-Brutaria-Taraneasca-SRL-v1.pdf');
    const text = await pdfText(attachment.content);
    for (const expected of [
      'Raport de evaluare',
      'Brutăria Țărănească SRL',
      'Andreea Consultanță',
      'Clientelă fidelă',
      'Cuptorul principal trebuie schimbat',
      '210.000 – 290.000 EUR',
      'Cifra de afaceri și profitul net pe ani',
    ])
      expect(text).toContain(expected);
    expect(text.replace(/\s+/g, ' ')).toContain('recomandăm un preț de pornire');

    // The version's job run again (a retry, a second worker): the PDF stays, no second email.
    const [version] = await t.dataSource.query(`SELECT id, pdf_key FROM valuation_report_versions WHERE report_id = $1 AND version = 1`, [report.id]);
    expect(await t.app.get(ValuationReportsService).prepareVersion({ versionId: version.id })).toBe('done');
    expect(await mailsTo(client.email, /Raportul de evaluare pentru Brutăria/)).toHaveLength(1);

    // The client downloads it from their account.
    const mine: ClientValuationReport[] = (
      await t.http
        .get('/api/valuation-reports/mine')
        .set(...client.auth)
        .expect(200)
    ).body;
    const own = mine.find((item) => item.id === report.id)!;
    expect(own).toMatchObject({
      status: 'published',
      version: 1,
      range: { low: 210_000, mid: 250_000, high: 290_000 },
      pdfUrl: `/api/valuation-reports/${report.id}/pdf?version=1`,
    });
    const pdf = await t.http
      .get(`/api/valuation-reports/${report.id}/pdf`)
      .set(...client.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('raport-evaluare-Brutaria-Taraneasca-SRL-v1.pdf');
    expect(await pdfText(pdf.body as Buffer)).toContain('Brutăria Țărănească SRL');

    // Reissued with a new conclusion: version 2, version 1 kept as it was, one more email.
    await update(report.id, { conclusion: 'După auditul stocurilor, valoarea centrală coboară la 240.000 EUR.', finalMid: 240_000 }).expect(200);
    expect(
      (
        await t.http
          .get(`/api/admin/valuation-reports/${report.id}`)
          .set(...consultant.auth)
          .expect(200)
      ).body.changedSincePublished,
    ).toBe(true);
    const reissued: StaffValuationReport = (await publish(report.id).expect(200)).body;
    expect(reissued.version).toBe(2);
    expect(reissued.versions.map((item) => item.version)).toEqual([2, 1]);
    expect(await mailsTo(client.email, /Raportul de evaluare pentru Brutăria/)).toHaveLength(2);
    const v2 = await t.http
      .get(`/api/valuation-reports/${report.id}/pdf`)
      .set(...client.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(await pdfText(v2.body as Buffer)).toContain('auditul stocurilor');
    const v1 = await t.http
      .get(`/api/valuation-reports/${report.id}/pdf?version=1`)
      .set(...client.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const v1Text = await pdfText(v1.body as Buffer);
    expect(v1Text.replace(/\s+/g, ' ')).toContain('recomandăm un preț de pornire');
    expect(v1Text).not.toContain('auditul stocurilor');
    const staffCopy = await t.http
      .get(`/api/admin/valuation-reports/${report.id}/pdf?version=2`)
      .set(...admin.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect((staffCopy.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');
  });

  it('the published PDF explains the method it started from and lists the comparable listings the consultant kept', async () => {
    const owner = await newMember(t);
    const comparable = await insertListing(t, owner.id, { title: 'Cofetărie cu laborator și vitrină, Sibiu' });
    await t.dataSource.query(`UPDATE listings SET price = 245000 WHERE id = $1`, [comparable.id]);
    await t.dataSource.query(`INSERT INTO company_details (listing_id, domain_caen, yearly_turnover) VALUES ($1, '1071', 850000)`, [comparable.id]);
    // Figures by CUI from ANAF: the starting range is the instant method's, with its steps.
    const report = await paidReport(client, 'Brutăria Artizanală SRL', 'RO18547290');
    expect(report.starting).toMatchObject({ method: 'metoda multiplilor de piață RoAfaceri' });
    await update(report.id, { conclusion: CONCLUSION, finalLow: 210_000, finalMid: 250_000, finalHigh: 290_000 }).expect(200);
    const found: StaffValuationReport = (
      await t.http
        .post(`/api/admin/valuation-reports/${report.id}/refresh-comparables`)
        .set(...consultant.auth)
        .expect(200)
    ).body;
    expect(found.comparables.find((item) => item.listingId === comparable.id)).toMatchObject({ included: true });
    await publish(report.id).expect(200);
    await t.jobs.drain();

    const pdf = await t.http
      .get(`/api/admin/valuation-reports/${report.id}/pdf`)
      .set(...consultant.auth)
      .buffer(true)
      .parse(binary)
      .expect(200);
    const text = (await pdfText(pdf.body as Buffer)).replace(/\s+/g, ' ');
    const flat = (value: string) => value.replace(/\s+/g, ' ');
    // The method section: its heading, the method's name and each step of its explanation.
    expect(text).toContain('2. Metoda');
    expect(text).toContain('Punctul de plecare este evaluarea instantanee RoAfaceri (metoda multiplilor de piață RoAfaceri)');
    expect(report.starting!.explanation.length).toBeGreaterThan(0);
    for (const step of report.starting!.explanation) expect(text).toContain(flat(step));
    // The comparables section, with the listing kept.
    expect(text).toContain('5. Afaceri comparabile din piața RoAfaceri');
    expect(text).toContain('Cofetărie cu laborator și vitrină, Sibiu');
    expect(text).not.toContain('Nu au fost reținute anunțuri comparabile.');
  });

  it("another user gets 404 for the client's report; the client sees only their own; anonymous visitors 401", async () => {
    const report = await paidReport();
    await update(report.id, completeDraft).expect(200);
    await publish(report.id).expect(200);
    for (const member of [stranger, moderator]) {
      const answer = await t.http
        .get(`/api/valuation-reports/${report.id}/pdf`)
        .set(...member.auth)
        .expect(404);
      expect(answer.body.error.code).toBe('NOT_FOUND');
      expect(
        (
          (
            await t.http
              .get('/api/valuation-reports/mine')
              .set(...member.auth)
              .expect(200)
          ).body as ClientValuationReport[]
        ).map((item) => item.id),
      ).not.toContain(report.id);
    }
    await t.http.get(`/api/valuation-reports/${report.id}/pdf`).expect(401);
    await t.http.get('/api/valuation-reports/mine').expect(401);
    // A draft never published has no PDF yet, even for its client.
    const draft = await paidReport();
    await t.http
      .get(`/api/valuation-reports/${draft.id}/pdf`)
      .set(...client.auth)
      .expect(404);
  });

  it('staff routes: 403 for users and moderators, 401 anonymous', async () => {
    const report = await paidReport();
    for (const member of [client, stranger, moderator]) {
      await t.http
        .get('/api/admin/valuation-reports')
        .set(...member.auth)
        .expect(403);
      await t.http
        .get(`/api/admin/valuation-reports/${report.id}`)
        .set(...member.auth)
        .expect(403);
      await update(report.id, { conclusion: 'Încercare de modificare din afara consolei.' }, member).expect(403);
      await publish(report.id, member).expect(403);
    }
    await t.http.get('/api/admin/valuation-reports').expect(401);
    const [row] = await t.dataSource.query(`SELECT conclusion, status FROM valuation_reports WHERE id = $1`, [report.id]);
    expect(row).toEqual({ conclusion: null, status: 'draft' });
    // Admins work the reports as consultants do.
    await t.http
      .get(`/api/admin/valuation-reports/${report.id}`)
      .set(...admin.auth)
      .expect(200);
  });

  it('bad input: 400 with Romanian field messages, nothing changed', async () => {
    const report = await paidReport();
    const cases: [object, { field: string; message: string }[]][] = [
      [
        { adjustments: [{ label: 'Risc', kind: 'factor', value: -95, reason: 'Piață în declin accentuat.' }] },
        [{ field: 'adjustments.0.value', message: 'Un procent de ajustare este între -90% și +200%.' }],
      ],
      [
        { adjustments: [{ label: 'Risc', kind: 'procent', value: 5, reason: '' }] },
        [
          { field: 'adjustments.0.kind', message: 'Ajustarea este un procent (factor) sau o sumă (amount).' },
          { field: 'adjustments.0.reason', message: 'Fiecare ajustare are nevoie de un motiv (cel puțin 5 caractere).' },
        ],
      ],
      [
        { finalLow: 300_000, finalMid: 250_000, finalHigh: 290_000 },
        [{ field: 'finalMid', message: 'Intervalul final trebuie să respecte ordinea: minim ≤ mediu ≤ maxim.' }],
      ],
      [{ finalLow: -1 }, [{ field: 'finalLow', message: 'Valoarea minimă nu poate fi negativă.' }]],
      [
        { figures: { caen: '9999', countyId: 33, years: [{ year: 2024, turnover: 'mult', netProfit: null, employees: 3 }], assets: null, debts: null } },
        [
          { field: 'figures.caen', message: 'Codul CAEN nu există (patru cifre, de ex. 5610).' },
          { field: 'figures.years.0.turnover', message: 'Cifra de afaceri trebuie să fie un număr (lei).' },
        ],
      ],
      [{ status: 'published' }, [{ field: 'status', message: 'Câmpul nu este permis.' }]],
    ];
    for (const [body, details] of cases) {
      const answer = await update(report.id, body).expect(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      expect(answer.body.error.details).toEqual(expect.arrayContaining(details));
    }
    // Publishing an incomplete draft: 400 with what is missing, no version.
    const incomplete = await publish(report.id).expect(400);
    expect(incomplete.body.error.details).toEqual([
      { field: 'conclusion', message: 'Scrie concluzia raportului (cel puțin 20 de caractere).' },
      { field: 'finalMid', message: 'Completează intervalul final (minim, mediu, maxim).' },
    ]);
    const [row] = await t.dataSource.query(`SELECT adjustments, final_low, status, version, edited_at FROM valuation_reports WHERE id = $1`, [report.id]);
    expect(row).toEqual({ adjustments: [], final_low: null, status: 'draft', version: 0, edited_at: null });
    expect(await t.dataSource.query(`SELECT id FROM valuation_report_versions WHERE report_id = $1`, [report.id])).toEqual([]);
    expect(
      (
        await t.http
          .get('/api/admin/valuation-reports/nu-e-un-id')
          .set(...consultant.auth)
          .expect(400)
      ).body.error.details,
    ).toEqual([{ field: 'id', message: 'Identificatorul raportului nu este valid.' }]);
    expect(
      (
        await t.http
          .get(`/api/valuation-reports/${report.id}/pdf?version=0`)
          .set(...client.auth)
          .expect(400)
      ).body.error.details,
    ).toEqual([{ field: 'version', message: 'Versiunea trebuie să fie un număr întreg de la 1.' }]);
    await t.http
      .get('/api/admin/valuation-reports/00000000-0000-4000-8000-000000000000')
      .set(...consultant.auth)
      .expect(404);
  });
});
