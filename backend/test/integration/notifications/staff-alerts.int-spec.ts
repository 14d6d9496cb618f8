import { ListingType, UserType } from '../../../src/contracts/lists.js';
import { JobName } from '../../../src/core/queue/job-registry.js';
import { principalOf } from '../../../src/modules/account/user.repository.js';
import { ListingOwnerService } from '../../../src/modules/listing-core/listing-owner.service.js';
import { ModerationAlertsService } from '../../../src/modules/notifications/moderation-alerts.service.js';
import { newMember, type Member } from '../../support/members.js';
import { linkIn } from '../../support/smtp-capture.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const company = (title: string) => ({ title, description: 'Descriere.', price: 50000, county: 16, city: 'Cluj-Napoca', domain: [9] });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('staff alerts: moderators hear of every listing submitted for moderation', () => {
  let t: TestApp;
  let owner: Member;
  let moderator: Member;
  let admin: Member;
  let blocked: Member;
  let consultant: Member;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await newMember(t, { name: 'Elena Proprietar' });
    moderator = await newMember(t, { role: 'moderator', name: 'Mihai Moderator' });
    admin = await newMember(t, { role: 'admin' });
    blocked = await newMember(t, { role: 'moderator' });
    consultant = await newMember(t, { role: 'consultant' });
    await t.dataSource.query(`UPDATE users SET blocked_at = now() WHERE id = $1`, [blocked.id]);
  });
  afterAll(() => t.close());

  const alertsTo = (member: Member, title: string) => t.mail.mails.filter((mail) => mail.to.includes(member.email) && mail.subject.includes(title));
  const settle = async () => {
    await t.jobs.drain();
    await pause(200);
  };

  it('a new listing: one Romanian email to each active moderator and admin, with the console’s review page', async () => {
    const created = (
      await t.http
        .post('/api/company')
        .set(...owner.auth)
        .send(company('Librărie în Iași'))
        .expect(201)
    ).body as { id: string };
    const mail = await t.mail.waitFor(moderator.email, /Anunț nou de verificat: Librărie în Iași/);
    await t.mail.waitFor(admin.email, /Anunț nou de verificat: Librărie în Iași/);
    expect(mail.body).toContain('Elena Proprietar');
    expect(mail.body).toContain(owner.email);
    expect(mail.body).toContain('așteaptă verificarea echipei de moderare');
    const link = linkIn(mail, `/admin/moderation/${created.id}/show`);
    expect(link.origin).toBe(t.config.http.publicUrl);
    expect(link.pathname).toBe(`/admin/moderation/${created.id}/show`);

    // The owner edits the listing still waiting: the same submission, no second alert.
    await t.http
      .post(`/api/company/update/${created.id}`)
      .set(...owner.auth)
      .send({ title: 'Librărie și anticariat în Iași' })
      .expect(200);
    await settle();
    for (const member of [moderator, admin]) expect(alertsTo(member, 'Iași')).toHaveLength(1);
    for (const member of [blocked, consultant, owner]) expect(alertsTo(member, 'Iași')).toHaveLength(0);

    // The job run again (a retry, a second relay) sends nothing again.
    const [row] = await t.dataSource.query(`SELECT payload FROM outbox WHERE job_name = $1 AND payload->>'listingId' = $2`, [
      JobName.AlertModerators,
      created.id,
    ]);
    expect(await t.app.get(ModerationAlertsService).alert(row.payload)).toBe('done');
    await settle();
    expect(alertsTo(moderator, 'Iași')).toHaveLength(1);
  });

  it('a rejected listing edited again and an edit of a published listing: one alert per submission', async () => {
    const created = (
      await t.http
        .post('/api/company')
        .set(...owner.auth)
        .send(company('Patiserie în Arad'))
        .expect(201)
    ).body as { id: string };
    await t.mail.waitFor(moderator.email, /Anunț nou de verificat: Patiserie în Arad/);
    await t.http
      .post(`/api/admin/listings/${created.id}/reject`)
      .set(...moderator.auth)
      .send({ reason: 'Adaugă cifra de afaceri.' })
      .expect(200);
    await t.http
      .post(`/api/company/update/${created.id}`)
      .set(...owner.auth)
      .send({ description: 'Cifra de afaceri: 200.000 lei.' })
      .expect(200);
    const again = await t.mail.waitFor(moderator.email, /Anunț retrimis spre verificare: Patiserie în Arad/);
    expect(linkIn(again, `/admin/moderation/${created.id}/show`).pathname).toBe(`/admin/moderation/${created.id}/show`);

    await t.http
      .post(`/api/admin/listings/${created.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    await t.http
      .post(`/api/company/update/${created.id}`)
      .set(...owner.auth)
      .send({ title: 'Patiserie renovată în Arad' })
      .expect(200);
    // Named by its published title: the proposed one waits in the review page.
    const revision = await t.mail.waitFor(admin.email, /Modificări de verificat la anunțul: Patiserie în Arad/);
    expect(revision.body).toContain('Varianta aprobată rămâne publicată');
    // A second edit on top of the one waiting: the same submission.
    await t.http
      .post(`/api/company/update/${created.id}`)
      .set(...owner.auth)
      .send({ title: 'Patiserie renovată complet în Arad' })
      .expect(200);
    await settle();
    expect(alertsTo(admin, 'Patiserie').map((mail) => mail.subject)).toEqual([
      'Anunț nou de verificat: Patiserie în Arad',
      'Anunț retrimis spre verificare: Patiserie în Arad',
      'Modificări de verificat la anunțul: Patiserie în Arad',
    ]);
    // Contact details only (not a material edit) change nothing for the moderators.
    await t.http
      .post(`/api/admin/listings/${created.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    await t.http
      .post(`/api/company/update/${created.id}`)
      .set(...owner.auth)
      .send({ contactPhone: '0740 123 456' })
      .expect(200);
    await settle();
    expect(alertsTo(admin, 'Patiserie')).toHaveLength(3);
  });

  it('content loaded in bulk (the demo data) is created without alerts', async () => {
    const loader = principalOf({ id: owner.id, roles: [], userType: UserType.PersoanaFizica, emailVerified: true }, 'seed');
    const loaded = await t.app.get(ListingOwnerService).create(ListingType.Company, loader, company('Depozit încărcat în Galați') as never, { bulk: true });
    expect(loaded.status).toBe('pending');
    await settle();
    expect(
      await t.dataSource.query(`SELECT 1 FROM outbox WHERE job_name = $1 AND payload->>'listingId' = $2`, [JobName.AlertModerators, loaded.id]),
    ).toHaveLength(0);
    expect(alertsTo(moderator, 'Galați')).toHaveLength(0);
  });

  it('an alert that finds the listing already decided sends nothing', async () => {
    const created = (
      await t.http
        .post('/api/company')
        .set(...owner.auth)
        .send(company('Tipografie în Brașov'))
        .expect(201)
    ).body as { id: string };
    await t.jobs.drain();
    await t.http
      .post(`/api/admin/listings/${created.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    const sent = alertsTo(moderator, 'Tipografie').length;
    const late = await t.app.get(ModerationAlertsService).alert({ listingId: created.id, submission: 'new', key: `late-${created.id}` });
    expect(late).toBe('skipped');
    await settle();
    expect(alertsTo(moderator, 'Tipografie')).toHaveLength(sent);
  });
});

describe('staff alerts turned off (STAFF_LISTING_ALERTS=false)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { STAFF_LISTING_ALERTS: 'false' } });
  });
  afterAll(() => t.close());

  it('writes no alert and emails nobody', async () => {
    const owner = await newMember(t);
    const moderator = await newMember(t, { role: 'moderator' });
    await t.http
      .post('/api/company')
      .set(...owner.auth)
      .send(company('Croitorie în Oradea'))
      .expect(201);
    await t.jobs.drain();
    await pause(200);
    expect(await t.dataSource.query(`SELECT 1 FROM outbox WHERE job_name = $1`, [JobName.AlertModerators])).toHaveLength(0);
    expect(t.mail.mails.filter((mail) => mail.to.includes(moderator.email) && /verificat/.test(mail.subject))).toHaveLength(0);
  });
});
