import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SuccessStory } from '../../../src/contracts/content.js';
import type { SuccessStoryEntry } from '../../../src/contracts/content-admin.js';
import type { ListResponse } from '../../../src/contracts/listings.js';
import { plainPng } from '../../fixtures/uploads.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const SUBMIT = '/api/masterdata/successStories';
const ADMIN = '/api/admin/content/success-stories';

const review = (name: string) => ({
  name,
  company: 'Livada Bunicilor SRL',
  city: 'Bistrița',
  text: 'Am vândut livada prin RoAfaceri în două luni, la un preț mai bun decât speram.',
  rating: '4',
  consent: 'true',
});

describe('content: success stories and their moderation', () => {
  let t: TestApp;
  let moderator: Member;
  let admin: Member;

  const publicNames = async (path: 'successStories' | 'successStoriesAll') =>
    ((await t.http.get(`/api/masterdata/${path}`).expect(200)).body as SuccessStory[]).map((story) => story.name);
  const storyRow = async (name: string) =>
    (
      await t.dataSource.query(
        `SELECT id, published, review_status, review_note, data FROM content_entries WHERE kind = 'success_story' AND data->>'name' = $1`,
        [name],
      )
    )[0];
  const storyCount = async () => Number((await t.dataSource.query(`SELECT count(*)::int AS count FROM content_entries WHERE kind = 'success_story'`))[0].count);
  /** Each test starts with the address's allowance unused. */
  beforeEach(() => t.dataSource.query(`DELETE FROM rate_counters WHERE key LIKE 'success-story-ip:%'`));

  /** Sends a review as multipart, with the fields and optionally a picture. */
  const submit = (fields: Record<string, string>, photo?: Buffer) => {
    const request = t.http.post(SUBMIT);
    for (const [key, value] of Object.entries(fields)) request.field(key, value);
    if (photo) request.attach('photo', photo, { filename: 'poza.png', contentType: 'image/png' });
    return request;
  };

  beforeAll(async () => {
    t = await startTestApp();
    moderator = await newMember(t, { role: 'moderator' });
    admin = await newMember(t, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('stores a visitor review as pending: not on the home page nor in the full list until a moderator approves it, then first', async () => {
    const sent = await submit(review('Sorin Pădure'), await plainPng(120, 90));
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toEqual({ ok: true, message: 'Mulțumim! Recenzia ta a fost trimisă și va apărea pe site după ce o verifică echipa noastră.' });

    const row = await storyRow('Sorin Pădure');
    expect(row).toMatchObject({ published: false, review_status: 'pending', review_note: null });
    expect(row.data).toMatchObject({ company: 'Livada Bunicilor SRL', city: 'Bistrița', rating: 4, source: 'visitor', quote: review('x').text });
    expect(await publicNames('successStories')).not.toContain('Sorin Pădure');
    expect(await publicNames('successStoriesAll')).not.toContain('Sorin Pădure');

    // The moderators' queue.
    const pending = (
      await t.http
        .get(`${ADMIN}?status=pending`)
        .set(...moderator.auth)
        .expect(200)
    ).body as ListResponse<SuccessStoryEntry>;
    const entry = pending.docs.find((doc) => doc.name === 'Sorin Pădure')!;
    expect(entry).toMatchObject({ reviewStatus: 'pending', source: 'visitor', published: false, rating: 4 });
    expect(entry.photo).toMatch(/^\/api\/uploads\/images\/[0-9a-f-]{36}-large\.webp$/);
    const picture = await t.http.get(entry.photoThumbnail!).expect(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(pending.docs.every((doc) => doc.reviewStatus === 'pending')).toBe(true);

    // Publishing it through an edit is refused: only the approval publishes.
    const sneaky = await t.http
      .put(`${ADMIN}/${entry.id}`)
      .set(...moderator.auth)
      .send({ published: true });
    expect(sneaky.status).toBe(400);
    expect(sneaky.body.error.details).toEqual([{ field: 'published', message: 'Doar o poveste de succes aprobată poate fi publicată. Aprob-o mai întâi.' }]);
    expect((await storyRow('Sorin Pădure')).published).toBe(false);

    const approved = await t.http
      .post(`${ADMIN}/${entry.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    expect(approved.body).toMatchObject({ reviewStatus: 'approved', published: true, position: 0, reviewNote: null });
    expect(approved.body.reviewedAt).toBeTruthy();
    const home = (await t.http.get('/api/masterdata/successStories').expect(200)).body as SuccessStory[];
    expect(home).toHaveLength(6);
    expect(home[0]).toEqual({
      name: 'Sorin Pădure',
      company: 'Livada Bunicilor SRL',
      city: 'Bistrița',
      quote: review('x').text,
      rating: 4,
      photo: entry.photo,
    });
    expect(await publicNames('successStoriesAll')).toContain('Sorin Pădure');

    const audit = await t.dataSource.query(`SELECT actor_id, action, entity_type, before, after FROM audit_log WHERE entity_id = $1`, [entry.id]);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: moderator.id,
      action: 'content.approve',
      entity_type: 'content_entry',
      before: { reviewStatus: 'pending', published: false },
      after: { reviewStatus: 'approved', published: true },
    });

    // Approving again changes nothing and writes nothing.
    await t.http
      .post(`${ADMIN}/${entry.id}/approve`)
      .set(...moderator.auth)
      .expect(200);
    expect((await t.dataSource.query(`SELECT count(*)::int AS count FROM audit_log WHERE entity_id = $1`, [entry.id]))[0].count).toBe(1);
  });

  it('keeps a rejected review off the site, with the reason for the staff', async () => {
    await submit({ ...review('Vlad Neplăcut'), rating: '1', city: '' }).expect(201);
    const row = await storyRow('Vlad Neplăcut');
    expect(row.data.city).toBeUndefined();

    const noReason = await t.http
      .post(`${ADMIN}/${row.id}/reject`)
      .set(...admin.auth)
      .send({});
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.details[0].field).toBe('reason');

    const rejected = await t.http
      .post(`${ADMIN}/${row.id}/reject`)
      .set(...admin.auth)
      .send({ reason: 'Textul nu descrie o colaborare reală.' })
      .expect(200);
    expect(rejected.body).toMatchObject({ reviewStatus: 'rejected', reviewNote: 'Textul nu descrie o colaborare reală.', published: false, city: null });
    expect(await publicNames('successStoriesAll')).not.toContain('Vlad Neplăcut');
    const rejectedList = (
      await t.http
        .get(`${ADMIN}?status=rejected`)
        .set(...admin.auth)
        .expect(200)
    ).body as ListResponse<SuccessStoryEntry>;
    expect(rejectedList.docs.map((doc) => doc.name)).toEqual(['Vlad Neplăcut']);
    const [audit] = await t.dataSource.query(`SELECT action, after FROM audit_log WHERE entity_id = $1`, [row.id]);
    expect(audit).toMatchObject({ action: 'content.reject', after: { reviewStatus: 'rejected', reviewNote: 'Textul nu descrie o colaborare reală.' } });

    // An approved story taken down by a rejection leaves the site.
    const [shown] = await t.dataSource.query(
      `SELECT id, data->>'name' AS name FROM content_entries WHERE kind = 'success_story' AND data->>'name' = 'Elena Popa'`,
    );
    await t.http
      .post(`${ADMIN}/${shown.id}/reject`)
      .set(...admin.auth)
      .send({ reason: 'Clientul a cerut retragerea.' })
      .expect(200);
    expect(await publicNames('successStoriesAll')).not.toContain('Elena Popa');
  });

  it('refuses bad input with Romanian field messages and stores nothing', async () => {
    const before = await storyCount();
    const cases: [fields: Record<string, string>, photo: Buffer | undefined, expected: Record<string, string>][] = [
      [{ ...review('Ion Rău'), rating: '6' }, undefined, { rating: 'Nota trebuie să fie un număr întreg de la 1 la 5.' }],
      [
        { ...review('Ion Rău'), rating: 'cinci', text: 'Scurt.' },
        undefined,
        { rating: 'Nota trebuie să fie un număr întreg de la 1 la 5.', text: 'Minimum 20 caractere.' },
      ],
      [
        { name: 'Ion Rău', text: review('x').text, rating: '5' },
        undefined,
        { company: 'Valoarea trebuie să fie text.', consent: 'Bifează acordul pentru publicarea recenziei pe site.' },
      ],
      [{ ...review('Ion Rău'), website: 'https://spam.example' }, undefined, { website: 'Câmpul nu este permis.' }],
      [review('Ion Rău'), Buffer.from('<html><script>alert(1)</script></html>'), { photo: 'Fișierul nu este o imagine acceptată (JPEG, PNG, WebP sau AVIF).' }],
    ];
    for (const [fields, photo, expected] of cases) {
      const answer = await submit(fields, photo);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.fromEntries((answer.body.error.details as { field: string; message: string }[]).map((detail) => [detail.field, detail.message]))).toEqual(
        expected,
      );
    }
    const otherFile = await t.http.post(SUBMIT).field('name', 'Ion Rău').attach('document', Buffer.from('%PDF-1.4'), 'a.pdf');
    expect(otherFile.status).toBe(400);
    expect(await storyCount()).toBe(before);
    // Nothing refused used up the allowance.
    expect((await t.dataSource.query(`SELECT count(*)::int AS count FROM rate_counters WHERE key LIKE 'success-story-ip:%'`))[0].count).toBe(0);
  });

  it('tells the moderators and admins (not consultants) about a new review once, with the console link; a refused one alerts nobody', async () => {
    const consultant = await newMember(t, { role: 'consultant' });
    await t.jobs.drain();
    t.mail.mails.length = 0;
    await submit({ ...review('Ion Rău'), rating: '9' }).expect(400);
    await submit(review('Alina Alertă')).expect(201);
    await t.jobs.drain();
    const alerts = t.mail.mails.filter((mail) => mail.subject.startsWith('Recenzie nouă de verificat: Alina Alertă'));
    expect(alerts.flatMap((mail) => mail.to).sort()).toEqual([admin.email, moderator.email].sort());
    expect(alerts.flatMap((mail) => mail.to)).not.toContain(consultant.email);
    const { id } = await storyRow('Alina Alertă');
    expect(alerts[0].body).toContain(`/admin/content-success-stories/${id}`);
    expect(t.mail.mails.filter((mail) => mail.subject.includes('Ion Rău'))).toEqual([]);
  });

  it('accepts a JSON review without a picture', async () => {
    const sent = await t.http
      .post(SUBMIT)
      .send({ ...review('Maria Json'), rating: 5, consent: true })
      .expect(201);
    expect(sent.body.ok).toBe(true);
    expect((await storyRow('Maria Json')).data.photoKey).toBeUndefined();
  });

  it('limits the reviews of one address: the fourth in an hour answers 429 and is not stored', async () => {
    for (const name of ['Unu Test', 'Doi Test', 'Trei Test']) await submit(review(name)).expect(201);
    const before = await storyCount();
    const fourth = await submit(review('Patru Test'));
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatchObject({ code: 'RATE_LIMITED', message: 'Ai trimis deja câteva recenzii în ultima oră. Încearcă din nou mai târziu.' });
    expect(await storyCount()).toBe(before);
  });

  it('deletes a story with its picture', async () => {
    await submit(review('Poza Ștearsă'), await plainPng(40, 40)).expect(201);
    const row = await storyRow('Poza Ștearsă');
    const file = join(t.config.paths.uploads, 'images', row.data.photoKey.slice(0, 2), `${row.data.photoKey}-large.webp`);
    expect(existsSync(file)).toBe(true);
    await t.http
      .delete(`${ADMIN}/${row.id}`)
      .set(...admin.auth)
      .expect(200);
    expect(existsSync(file)).toBe(false);
    expect(await storyRow('Poza Ștearsă')).toBeUndefined();
    const [audit] = await t.dataSource.query(`SELECT action, before FROM audit_log WHERE entity_id = $1`, [row.id]);
    expect(audit).toMatchObject({ action: 'content.delete', before: { name: 'Poza Ștearsă', reviewStatus: 'pending' } });
  });

  it('lets staff write an approved story directly, published at once', async () => {
    const created = await t.http
      .post(ADMIN)
      .set(...admin.auth)
      .send({
        name: 'Paul Scris',
        company: 'Scris SRL',
        quote: 'Colaborare foarte bună, de la evaluare până la semnarea contractului.',
        rating: 5,
        position: 0,
      })
      .expect(201);
    expect(created.body).toMatchObject({ reviewStatus: 'approved', source: 'staff', published: true, position: 0, city: null, photo: null });
    expect((await publicNames('successStories'))[0]).toBe('Paul Scris');
  });
});
