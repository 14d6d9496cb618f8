import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Clock } from '../../../src/core/clock/clock.js';
import { Schedules } from '../../../src/modules/notifications/schedules.js';
import { UnattachedUploadsJob } from '../../../src/modules/uploads/unattached-uploads.job.js';
import { pdf, plainPng } from '../../fixtures/uploads.js';
import { newMember, type Member } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

const HOUR = 60 * 60 * 1000;

async function storedFiles(t: TestApp): Promise<string[]> {
  const root = t.config.paths.uploads;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

async function snapshot(t: TestApp): Promise<{ rows: string[]; files: string[] }> {
  const rows: { key: string }[] = await t.dataSource.query(`SELECT key FROM uploads ORDER BY key`);
  return { rows: rows.map((row) => row.key), files: await storedFiles(t) };
}

function uploadImages(t: TestApp, member: Member, count: number, png: Buffer) {
  const request = t.http.post('/api/uploads/images').set(...member.auth);
  for (let i = 0; i < count; i++) request.attach('images', png, `poza-${i}.png`);
  return request;
}

function uploadDocument(t: TestApp, member: Member, buffer: Buffer, name = 'act.pdf') {
  return t.http
    .post('/api/uploads/documents')
    .set(...member.auth)
    .attach('documents', buffer, name);
}

describe('uploads of unverified accounts', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await startTestApp();
    png = await plainPng(32, 24);
  });
  afterAll(() => t.close());

  it('refuses documents with 403 and stores nothing; pictures stay allowed', async () => {
    const unverified = await newMember(t, { verified: false });
    const before = await snapshot(t);
    const refused = await uploadDocument(t, unverified, pdf());
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'UPLOAD_EMAIL_NOT_VERIFIED',
      message: 'Confirmă adresa de email înainte de a încărca documente. Linkul de confirmare ți l-am trimis pe email la înregistrare.',
    });
    expect(await snapshot(t)).toEqual(before);
    expect((await uploadImages(t, unverified, 1, png)).status).toBe(201);
    // Once confirmed, documents are accepted.
    await t.dataSource.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [unverified.id]);
    expect((await uploadDocument(t, unverified, pdf())).status).toBe(201);
  });
});

describe('upload rate and storage quota per account', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await startTestApp({ env: { UPLOADS_PER_HOUR: '5', UPLOAD_QUOTA_MB: '1' } });
    png = await plainPng(32, 24);
  });
  afterAll(() => t.close());

  it('counts every file against the hourly limit, all of a request or none, then answers 429 with Retry-After', async () => {
    const member = await newMember(t);
    expect((await uploadImages(t, member, 3, png)).status).toBe(201);
    const before = await snapshot(t);
    const refused = await uploadImages(t, member, 3, png);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({ code: 'RATE_LIMITED', message: 'Ai încărcat prea multe fișiere în ultima oră. Încearcă din nou mai târziu.' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await snapshot(t)).toEqual(before);
    // The refused request took nothing: two more still fit, then nothing.
    expect((await uploadImages(t, member, 2, png)).status).toBe(201);
    expect((await uploadDocument(t, member, pdf())).status).toBe(429);
    // Bad input is refused (400) without being counted against another account's hour.
    const other = await newMember(t);
    expect(
      (
        await t.http
          .post('/api/uploads/images')
          .set(...other.auth)
          .attach('images', Buffer.from('<html>'), 'a.jpg')
      ).status,
    ).toBe(400);
    expect((await uploadImages(t, other, 5, png)).status).toBe(201);
  });

  it('refuses what would pass the storage quota with 413 and stores nothing; deleting frees room', async () => {
    const member = await newMember(t);
    const first = await uploadDocument(t, member, pdf(600 * 1024), 'primul.pdf');
    expect(first.status).toBe(201);
    const before = await snapshot(t);
    const refused = await uploadDocument(t, member, pdf(600 * 1024), 'al-doilea.pdf');
    expect(refused.status).toBe(413);
    expect(refused.body.error).toEqual({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      message: 'Fișierele nu mai încap în spațiul de stocare al contului (cel mult 1 MB). Șterge fișiere de care nu mai ai nevoie.',
    });
    expect(await snapshot(t)).toEqual(before);
    // Another account has its own quota.
    expect((await uploadDocument(t, await newMember(t), pdf(600 * 1024))).status).toBe(201);
    await t.http
      .delete(`/api/uploads/${first.body.documents[0].key}`)
      .set(...member.auth)
      .expect(204);
    expect((await uploadDocument(t, member, pdf(600 * 1024), 'al-doilea.pdf')).status).toBe(201);
  });

  it('lets only one of two simultaneous uploads that together pass the quota through', async () => {
    const member = await newMember(t);
    const answers = await Promise.all([uploadDocument(t, member, pdf(600 * 1024), 'a.pdf'), uploadDocument(t, member, pdf(600 * 1024), 'b.pdf')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 413]);
    const [{ bytes }] = await t.dataSource.query(`SELECT coalesce(sum(size), 0)::int AS bytes FROM uploads WHERE owner_id = $1`, [member.id]);
    expect(bytes).toBe(600 * 1024);
  });

  it("sets no storage quota for staff, whose uploads are the site's own content", async () => {
    const moderator = await newMember(t, { role: 'moderator' });
    expect((await uploadDocument(t, moderator, pdf(600 * 1024), 'apel-1.pdf')).status).toBe(201);
    expect((await uploadDocument(t, moderator, pdf(600 * 1024), 'apel-2.pdf')).status).toBe(201);
  });
});

describe('cleanup of unattached uploads', () => {
  let t: TestApp;
  let png: Buffer;
  let now: Date;
  beforeAll(async () => {
    t = await startTestApp({ env: { OUTBOX_RELAY_INTERVAL_MS: '0' } });
    png = await plainPng(32, 24);
    now = new Date();
    vi.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
  });
  afterAll(() => t.close());

  const age = (key: string, hours: number) =>
    t.dataSource.query(`UPDATE uploads SET created_at = $2 WHERE key = $1`, [key, new Date(now.getTime() - hours * HOUR)]);

  it('deletes rows and files of uploads left unattached for 24 hours, keeps the rest, and does nothing more when run again', async () => {
    const member = await newMember(t);
    const oldImage = (await uploadImages(t, member, 1, png).expect(201)).body.images[0].key as string;
    const oldDocument = (await uploadDocument(t, member, pdf()).expect(201)).body.documents[0].key as string;
    const freshImage = (await uploadImages(t, member, 1, png).expect(201)).body.images[0].key as string;
    // An old upload attached to a listing, and an old document of a consulting request: both kept.
    const [{ id: listingId }] = await t.dataSource.query(
      `INSERT INTO listings (family, slug, title, owner_id, status) VALUES (1, 'curatenie', 'Test', $1, 'pending') RETURNING id`,
      [member.id],
    );
    const attached = (await uploadImages(t, member, 1, png).field('listingId', listingId).expect(201)).body.images[0].key as string;
    const request = await t.http
      .post('/api/consulting/contact')
      .set(...member.auth)
      .send({ fullName: 'Ioana Pop', email: 'ioana.pop@example.ro', phone: '0740 123 456', topic: 'funding', message: 'Bună ziua, caut finanțare.' })
      .expect(201);
    const consultingDocument = (
      await t.http
        .post(`/api/consulting/${request.body.id}/documents`)
        .set(...member.auth)
        .attach('documents', pdf(), 'bilant.pdf')
        .expect(201)
    ).body.documents[0].key as string;
    for (const key of [oldImage, oldDocument, attached, consultingDocument]) await age(key, 25);
    await age(freshImage, 23);
    const before = await snapshot(t);

    await t.app.get(Schedules).deleteUnattachedUploads();
    await t.jobs.drain();

    const after = await snapshot(t);
    expect(after.rows).toEqual([attached, consultingDocument, freshImage].sort());
    expect(before.files.filter((file) => file.includes(oldImage) || file.includes(oldDocument))).toHaveLength(3);
    expect(after.files).toEqual(before.files.filter((file) => !file.includes(oldImage) && !file.includes(oldDocument)));
    expect((await t.http.get(`/api/uploads/images/${oldImage}-large.webp`)).status).toBe(404);
    expect((await t.http.get(`/api/uploads/images/${freshImage}-large.webp`)).status).toBe(200);

    // Run again (a retried job, or the next hour): nothing more goes.
    const job = t.app.get(UnattachedUploadsJob);
    expect(await job.deleteUnattached({ at: now.toISOString() })).toBe('skipped');
    expect(await snapshot(t)).toEqual(after);
    // A day later the fresh one has crossed the line too.
    now = new Date(now.getTime() + 2 * HOUR);
    expect(await job.deleteUnattached({ at: now.toISOString() })).toBe('done');
    expect((await snapshot(t)).rows).toEqual([attached, consultingDocument].sort());
  });
});

describe('account deletion', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await startTestApp();
    png = await plainPng(32, 24);
  });
  afterAll(() => t.close());

  it("deletes every file the account uploaded and its listings' files, rows and storage; other accounts' files stay", async () => {
    const leaving = await newMember(t);
    const staying = await newMember(t);
    const [{ id: listingId }] = await t.dataSource.query(
      `INSERT INTO listings (family, slug, title, owner_id, status) VALUES (1, 'plecare', 'Test', $1, 'approved') RETURNING id`,
      [leaving.id],
    );
    await uploadImages(t, leaving, 2, png).field('listingId', listingId).expect(201);
    await uploadImages(t, leaving, 1, png).expect(201);
    await uploadDocument(t, leaving, pdf()).expect(201);
    const kept = (await uploadImages(t, staying, 1, png).expect(201)).body.images[0].key as string;

    await t.http
      .post('/api/account/delete')
      .set(...leaving.auth)
      .send({ password: 'Parola123' })
      .expect(200);

    const rows: { key: string; owner_id: string }[] = await t.dataSource.query(`SELECT key, owner_id FROM uploads`);
    expect(rows).toEqual([{ key: kept, owner_id: staying.id }]);
    const files = await storedFiles(t);
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.includes(kept))).toBe(true);
    const [listing] = await t.dataSource.query(`SELECT status, gallery FROM listings WHERE id = $1`, [listingId]);
    expect(listing).toEqual({ status: 'archived', gallery: [] });
  });
});
