import { romanianDay } from '../../../src/core/clock/romanian-day.js';
import { latestIssueDayAtRisk, reportDeadline } from '../../../src/modules/efactura/working-days.js';
import { startAnafSpvStandIn, type AnafSpvStandIn } from '../../support/anaf-spv-stand-in.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { valuationInvoice } from './documents.js';
import { issueInvoice } from './issued-invoices.js';

const REJECTION = 'E: validari globale  eroare: [BR-RO-120] Adresa cumparatorului nu este completa';
const DAY_MS = 86_400_000;
/** Noon in Romania of a calendar day (10:00 UTC is 12:00 or 13:00 there). */
const noonOf = (day: string) => new Date(`${day}T10:00:00Z`);
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Documents at risk: an invoice or credit note not validated by ANAF within 4 working days of its
 * issue is marked for staff (the law's deadline is the 5th working day), with ANAF's messages; the
 * console's list filters them. Issue days are set relative to today (working-days.spec.ts checks the
 * calendar itself on fixed dates).
 */
describe('e-Factura: documents at risk of missing the 5-working-day deadline', () => {
  let spv: AnafSpvStandIn;
  let t: TestApp;
  let buyer: Member;
  let admin: Member;
  const today = romanianDay(new Date());
  /** The latest issue day at risk today, and the day after it (not at risk yet). */
  const lastAtRisk = latestIssueDayAtRisk(today);
  const firstSafe = shift(lastAtRisk, 1);
  const monthAgo = shift(today, -30);
  const ids: Record<'rejectedAtRisk' | 'rejectedInTime' | 'validatedLate' | 'unsentLate' | 'fresh', string> = {} as never;

  const one = async (id: string) =>
    (
      await t.http
        .get(`/api/admin/efactura/${id}`)
        .set(...admin.auth)
        .expect(200)
    ).body;
  const listed = async (query: string) =>
    (
      (
        await t.http
          .get(`/api/admin/efactura?pageSize=100${query}`)
          .set(...admin.auth)
          .expect(200)
      ).body.docs as { id: string }[]
    ).map((doc) => doc.id);

  beforeAll(async () => {
    spv = await startAnafSpvStandIn();
    t = await startTestApp({ env: spv.env });
    buyer = await newMember(t);
    admin = await newMember(t, { role: 'admin' });
    spv.verdict({ result: 'nok', errors: [REJECTION] }, { result: 'nok', errors: [REJECTION] });
    ids.rejectedAtRisk = await issueInvoice(t, buyer, valuationInvoice(), { issuedAt: noonOf(lastAtRisk) });
    ids.rejectedInTime = await issueInvoice(t, buyer, valuationInvoice(), { issuedAt: noonOf(firstSafe) });
    ids.validatedLate = await issueInvoice(t, buyer, valuationInvoice(), { issuedAt: noonOf(monthAgo) });
    ids.unsentLate = await issueInvoice(t, buyer, valuationInvoice(), { issuedAt: noonOf(monthAgo), withoutJob: true });
    ids.fresh = await issueInvoice(t, buyer, valuationInvoice(), { withoutJob: true });
    await t.jobs.drain();
  });
  afterAll(async () => {
    await t.close();
    await spv.close();
  });

  it('marks a document not validated once its 4th working day after issue is over, with ANAF’s messages and its deadline', async () => {
    const { reportBy } = reportDeadline(lastAtRisk, today);
    expect(await one(ids.rejectedAtRisk)).toMatchObject({ status: 'rejected', message: REJECTION, atRisk: true, reportBy, deadlinePassed: today > reportBy });
    // One day later issued: its 4th working day is today or later.
    expect(await one(ids.rejectedInTime)).toMatchObject({
      status: 'rejected',
      message: REJECTION,
      atRisk: false,
      deadlinePassed: false,
      reportBy: reportDeadline(firstSafe, today).reportBy,
    });
    expect(await one(ids.fresh)).toMatchObject({ status: 'queued', atRisk: false, deadlinePassed: false, reportBy: reportDeadline(today, today).reportBy });
  });

  it('marks one never validated past its 5th working day as past the deadline, and never a validated one', async () => {
    expect(await one(ids.unsentLate)).toMatchObject({
      status: 'queued',
      atRisk: true,
      deadlinePassed: true,
      reportBy: reportDeadline(monthAgo, today).reportBy,
    });
    expect(await one(ids.validatedLate)).toMatchObject({ status: 'validated', atRisk: false, deadlinePassed: false });
  });

  it('lists the documents at risk, or the others, also with the status filter', async () => {
    const atRisk = await listed('&atRisk=true');
    expect(atRisk.sort()).toEqual([ids.rejectedAtRisk, ids.unsentLate].sort());
    const others = await listed('&atRisk=false');
    expect(others.sort()).toEqual([ids.rejectedInTime, ids.validatedLate, ids.fresh].sort());
    expect(await listed('&atRisk=true&status=rejected')).toEqual([ids.rejectedAtRisk]);
    expect(
      (
        await t.http
          .get('/api/admin/efactura?atRisk=true')
          .set(...admin.auth)
          .expect(200)
      ).body.pagination.total,
    ).toBe(2);
  });

  it('refuses a filter that is not true or false', async () => {
    const { body } = await t.http
      .get('/api/admin/efactura?atRisk=maybe')
      .set(...admin.auth)
      .expect(400);
    expect(body.error.details).toEqual([{ field: 'atRisk', message: 'Filtrul „la risc” trebuie să fie true sau false.' }]);
  });
});
