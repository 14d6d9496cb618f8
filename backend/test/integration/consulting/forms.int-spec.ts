import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { FUNDING_FORM_TYPE_MESSAGE } from '../../../src/contracts/funding-forms.js';
import { seedDemoFundingForms } from '../../../src/demo/demo-funding-forms-seeder.js';
import { docx, HTML_PAGE, ods, odt, oleFile, pdf, pptx } from '../../fixtures/uploads.js';
import { newMember, type Member } from '../../support/members.js';
import { binary } from '../../support/served-files.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The funding programmes' forms (`formulare-eligibilitate`): staff upload, replace and delete them
 * in the console (`/api/admin/funding-forms`), anyone lists and downloads them (`/api/consulting/forms`).
 */
describe('funding programme forms', () => {
  let t: TestApp;
  let consultant: Member;
  let admin: Member;
  let moderator: Member;
  let user: Member;

  const upload = (member: Member | null, fields: Record<string, string>, file?: { buffer: Buffer; name: string }) => {
    const request = t.http.post('/api/admin/funding-forms');
    if (member) request.set(...member.auth);
    for (const [name, value] of Object.entries(fields)) request.field(name, value);
    if (file) request.attach('file', file.buffer, file.name);
    return request;
  };
  const publicList = async (query = '') =>
    (await t.http.get(`/api/consulting/forms${query}`).expect(200)).body as { docs: Record<string, unknown>[]; count: number };
  const download = (url: string) => t.http.get(url).buffer(true).parse(binary);
  /** Files under the storage's documents folder (local disk driver in tests). */
  const documentsDir = () => join(t.config.dataDir, 'uploads', 'documents');
  const storedFile = (key: string) => existsSync(join(documentsDir(), key));
  const storedFiles = () => (existsSync(documentsDir()) ? readdirSync(documentsDir()).sort() : []);
  const keyOf = async (id: string) =>
    ((await t.dataSource.query(`SELECT file_key FROM funding_forms WHERE id = $1`, [id])) as { file_key: string }[])[0]?.file_key;
  const rows = async () => Number((await t.dataSource.query(`SELECT count(*) FROM funding_forms`))[0].count);

  beforeAll(async () => {
    // The response cache stays on: every change must show at once all the same.
    t = await startTestApp();
    consultant = await newMember(t, { role: 'consultant' });
    admin = await newMember(t, { role: 'admin' });
    moderator = await newMember(t, { role: 'moderator' });
    user = await newMember(t);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.dataSource.query(`DELETE FROM funding_forms`);
    await t.dataSource.query(`DELETE FROM rate_counters`);
  });

  it('a consultant uploads a form; the public list shows it grouped by programme and it downloads with its name and type', async () => {
    expect((await publicList()).docs).toEqual([]);
    const created = await upload(
      consultant,
      { programmeId: 'masura-3', title: '  Cererea de finanțare (Anexa 1)  ' },
      { buffer: pdf(), name: 'Cerere finanțare Măsura 3.pdf' },
    ).expect(201);
    expect(created.body).toMatchObject({
      programmeId: 'masura-3',
      programmeName: 'Măsura 3 – granturi pentru investiții (OUG 130/2020)',
      title: 'Cererea de finanțare (Anexa 1)',
      fileName: 'Cerere finanțare Măsura 3.pdf',
      extension: 'pdf',
      typeName: 'PDF',
      contentType: 'application/pdf',
      size: pdf().length,
      url: `/api/consulting/forms/${created.body.id}/download`,
    });
    await upload(admin, { programmeId: 'pnrr-c9-i3', title: 'Bugetul proiectului' }, { buffer: ods(), name: 'buget.ods' }).expect(201);
    await upload(admin, { programmeId: 'masura-3', title: 'Declarația de minimis' }, { buffer: docx(), name: 'declaratie.docx' }).expect(201);
    await upload(admin, { programmeId: 'start-up-nation', title: 'Planul de afaceri' }, { buffer: odt(), name: 'plan.odt' }).expect(201);
    await upload(admin, { programmeId: 'masura-2', title: 'Situația financiară' }, { buffer: oleFile('Workbook'), name: 'situatie.xls' }).expect(201);

    const list = await publicList();
    expect(list.count).toBe(5);
    // Programme order (Măsura 3, Măsura 2, PNRR, Start-Up Nation), then the order they were added.
    expect(list.docs.map((doc) => [doc.programmeId, doc.title, doc.extension])).toEqual([
      ['masura-3', 'Cererea de finanțare (Anexa 1)', 'pdf'],
      ['masura-3', 'Declarația de minimis', 'docx'],
      ['masura-2', 'Situația financiară', 'xls'],
      ['pnrr-c9-i3', 'Bugetul proiectului', 'ods'],
      ['start-up-nation', 'Planul de afaceri', 'odt'],
    ]);
    expect((await publicList('?programmeId=pnrr-c9-i3')).docs.map((doc) => doc.title)).toEqual(['Bugetul proiectului']);
    await t.http.get('/api/consulting/forms?programmeId=masura-9').expect(400);

    const file = await download(created.body.url).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Cerere finantare Masura 3.pdf"; filename*=UTF-8''Cerere%20finan%C8%9Bare%20M%C4%83sura%203.pdf`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(file.body as Buffer, pdf())).toBe(0);
    const spreadsheet = list.docs.find((doc) => doc.extension === 'ods')!;
    expect((await download(String(spreadsheet.url)).expect(200)).headers['content-type']).toBe('application/vnd.oasis.opendocument.spreadsheet');

    const audit = await t.dataSource.query(`SELECT action, actor_id FROM audit_log WHERE entity_type = 'funding_form' AND entity_id = $1`, [created.body.id]);
    expect(audit).toEqual([{ action: 'funding_form.create', actor_id: consultant.id }]);
  });

  it('refuses other file types, a missing file and bad fields with Romanian field messages, storing nothing', async () => {
    const filesBefore = storedFiles();
    const refusedTypes = [
      { buffer: HTML_PAGE, name: 'formular.pdf' },
      { buffer: pptx(), name: 'prezentare.pptx' },
      { buffer: Buffer.from('doar text'), name: 'note.txt' },
    ];
    for (const file of refusedTypes) {
      const refused = await upload(consultant, { programmeId: 'masura-3', title: 'Anexa 2' }, file).expect(400);
      expect(refused.body.error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'file', message: FUNDING_FORM_TYPE_MESSAGE }] });
    }
    const noFile = await upload(consultant, { programmeId: 'masura-3', title: 'Anexa 2' }).expect(400);
    expect(noFile.body.error.details).toEqual([{ field: 'file', message: 'Alege fișierul formularului.' }]);

    const badFields = await upload(consultant, { programmeId: 'masura-9', title: 'A' }, { buffer: pdf(), name: 'a.pdf' }).expect(400);
    expect((badFields.body.error.details as { field: string }[]).map((detail) => detail.field).sort()).toEqual(['programmeId', 'title']);
    expect(badFields.body.error.details.find((detail: { field: string }) => detail.field === 'programmeId').message).toBe(
      'Alege programul de finanțare al formularului.',
    );
    await upload(consultant, { programmeId: 'masura-3', title: 'Anexa 2', extra: 'x' }, { buffer: pdf(), name: 'a.pdf' }).expect(400);

    const tooBig = await upload(consultant, { programmeId: 'masura-3', title: 'Anexa mare' }, { buffer: pdf(15 * 1024 * 1024 + 1), name: 'mare.pdf' }).expect(
      400,
    );
    expect(tooBig.body.error.details[0].field).toBe('file');

    expect(await rows()).toBe(0);
    expect(storedFiles()).toEqual(filesBefore);
  });

  it('only admins and consultants manage forms: moderators and users 403, anonymous 401', async () => {
    for (const member of [moderator, user]) {
      const refused = await upload(member, { programmeId: 'masura-3', title: 'Anexa 3' }, { buffer: pdf(), name: 'a.pdf' }).expect(403);
      expect(refused.body.error.code).toBe('FORBIDDEN');
      await t.http
        .get('/api/admin/funding-forms')
        .set(...member.auth)
        .expect(403);
    }
    await upload(null, { programmeId: 'masura-3', title: 'Anexa 3' }, { buffer: pdf(), name: 'a.pdf' }).expect(401);
    expect(await rows()).toBe(0);
  });

  it('replacing the file keeps the form and its URL, serves the new file and removes the old one; renaming and moving too', async () => {
    const created = (await upload(consultant, { programmeId: 'masura-2', title: 'Cererea de finanțare' }, { buffer: pdf(), name: 'cerere-v1.pdf' }).expect(201))
      .body;
    const oldKey = await keyOf(created.id);
    expect(storedFile(oldKey)).toBe(true);
    expect((await publicList()).docs[0]).toMatchObject({ fileName: 'cerere-v1.pdf' });

    const replaced = await t.http
      .put(`/api/admin/funding-forms/${created.id}`)
      .set(...admin.auth)
      .field('title', 'Cererea de finanțare, versiunea 2')
      .attach('file', docx(), 'cerere-v2.docx')
      .expect(200);
    expect(replaced.body).toMatchObject({
      id: created.id,
      url: created.url,
      title: 'Cererea de finanțare, versiunea 2',
      fileName: 'cerere-v2.docx',
      extension: 'docx',
      programmeId: 'masura-2',
    });
    const newKey = await keyOf(created.id);
    expect(newKey).not.toBe(oldKey);
    expect(storedFile(oldKey)).toBe(false);
    expect(storedFile(newKey)).toBe(true);
    expect((await publicList()).docs[0]).toMatchObject({ title: 'Cererea de finanțare, versiunea 2', fileName: 'cerere-v2.docx' });
    const served = await download(created.url).expect(200);
    expect(served.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(Buffer.compare(served.body as Buffer, docx())).toBe(0);

    // A JSON body moves it to another programme without touching the file.
    const moved = await t.http
      .put(`/api/admin/funding-forms/${created.id}`)
      .set(...consultant.auth)
      .send({ programmeId: 'start-up-nation' })
      .expect(200);
    expect(moved.body).toMatchObject({ programmeId: 'start-up-nation', fileName: 'cerere-v2.docx' });
    expect(await keyOf(created.id)).toBe(newKey);

    // A refused replacement changes nothing.
    const refused = await t.http
      .put(`/api/admin/funding-forms/${created.id}`)
      .set(...consultant.auth)
      .field('title', 'Alt titlu')
      .attach('file', HTML_PAGE, 'x.pdf')
      .expect(400);
    expect(refused.body.error.details).toEqual([{ field: 'file', message: FUNDING_FORM_TYPE_MESSAGE }]);
    expect(
      (
        await t.http
          .get(`/api/admin/funding-forms/${created.id}`)
          .set(...consultant.auth)
          .expect(200)
      ).body,
    ).toMatchObject({ title: 'Cererea de finanțare, versiunea 2', fileName: 'cerere-v2.docx' });
    await t.http
      .put(`/api/admin/funding-forms/${created.id}`)
      .set(...consultant.auth)
      .send({ title: 'x' })
      .expect(400);
    await t.http
      .put(`/api/admin/funding-forms/${randomUUID()}`)
      .set(...consultant.auth)
      .send({ title: 'Titlu bun' })
      .expect(404);

    const actions = await t.dataSource.query(`SELECT action FROM audit_log WHERE entity_id = $1 ORDER BY created_at`, [created.id]);
    expect(actions.map((row: { action: string }) => row.action)).toEqual(['funding_form.create', 'funding_form.update', 'funding_form.update']);
  });

  it('deleting a form removes it from the list, its download and its file', async () => {
    const created = (await upload(consultant, { programmeId: 'pnrr-c9-i3', title: 'Ghidul solicitantului' }, { buffer: pdf(), name: 'ghid.pdf' }).expect(201))
      .body;
    const key = await keyOf(created.id);
    await t.http.get(created.url).expect(200);

    await t.http
      .delete(`/api/admin/funding-forms/${created.id}`)
      .set(...user.auth)
      .expect(403);
    const removed = await t.http
      .delete(`/api/admin/funding-forms/${created.id}`)
      .set(...consultant.auth)
      .expect(200);
    expect(removed.body).toMatchObject({ id: created.id, title: 'Ghidul solicitantului' });
    expect((await publicList()).docs).toEqual([]);
    await t.http.get(created.url).expect(404);
    expect(storedFile(key)).toBe(false);
    await t.http
      .delete(`/api/admin/funding-forms/${created.id}`)
      .set(...consultant.auth)
      .expect(404);
    await t.http.get('/api/consulting/forms/nu-e-uuid/download').expect(400);
    // A form's file is not one of the private documents.
    await t.http
      .get(`/api/uploads/documents/${key}`)
      .set(...consultant.auth)
      .expect(404);
  });

  it('the demo seed files one-page PDFs (readable, with Romanian letters) once, without audit entries', async () => {
    await t.dataSource.query(`UPDATE users SET email = 'consultant@roafaceri.ro' WHERE id = $1`, [consultant.id]);
    expect(await seedDemoFundingForms(t.app)).toBe(4);
    expect(await seedDemoFundingForms(t.app)).toBe(0);
    const { docs } = await publicList();
    expect(docs.map((doc) => doc.programmeId)).toEqual(['masura-3', 'masura-3', 'pnrr-c9-i3', 'start-up-nation']);
    expect(docs[0]).toMatchObject({
      title: 'Fișa de prezentare a firmei (model RoAfaceri)',
      fileName: 'Fișa de prezentare a firmei – Măsura 3.pdf',
      typeName: 'PDF',
    });
    for (const doc of docs) {
      const served = await download(String(doc.url)).expect(200);
      const text = (served.body as Buffer).toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      // Every cross-reference entry points at its object, and startxref at the table.
      const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
      expect(offsets).toHaveLength(8);
      offsets.forEach((offset, index) => expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`));
      expect(text).toContain('/Differences [1 /Abreve /abreve /Scommaaccent /scommaaccent /Tcommaaccent /tcommaaccent]');
      // "ț" of "Fișa"/"Lista documentelor" drawn through the added codes (\\004 = ș, \\006 = ț).
      expect(text).toMatch(/\\00[46]/);
    }
    expect(await t.dataSource.query(`SELECT id FROM audit_log WHERE entity_id = ANY($1::uuid[])`, [docs.map((doc) => doc.id)])).toEqual([]);
  });
});
