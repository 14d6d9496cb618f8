import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Response } from 'superagent';
import type { EntityManager } from 'typeorm';
import type { UserRole } from '../../../src/contracts/lists.js';
import { LocalDiskStorage } from '../../../src/core/storage/local-disk.storage.js';
import type { StorageDriver } from '../../../src/core/storage/storage-driver.js';
import { AfterCommit } from '../../../src/core/database/after-commit.js';
import { RateCounters } from '../../../src/core/rate-limit/rate-counters.js';
import { DOCUMENT_TYPE_MESSAGE } from '../../../src/modules/uploads/document-sniffer.js';
import { IMAGE_TYPE_MESSAGE } from '../../../src/modules/uploads/image-processor.js';
import { UploadRepository } from '../../../src/modules/uploads/upload.repository.js';
import { UploadsService } from '../../../src/modules/uploads/uploads.service.js';
import { corruptPng, docx, HTML_PAGE, pdf, plainPng, pngWithGps } from '../../fixtures/uploads.js';
import { newMember } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { binary, servedPicture } from '../../support/served-files.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Signed {
  id: string;
  auth: { authorization: string };
}

describe('uploads', () => {
  let t: TestApp;
  let service: UploadsService;
  let png: Buffer;
  let alice: Signed;
  let bob: Signed;
  let moderator: Signed;
  let counter = 0;

  async function signIn(role: UserRole = 'user'): Promise<Signed> {
    const member = await newMember(t, { role });
    return { id: member.id, auth: { authorization: member.auth[1] } };
  }

  async function newListing(ownerId: string): Promise<string> {
    const rows: { id: string }[] = await t.dataSource.query(
      `INSERT INTO listings (family, slug, title, owner_id, status) VALUES (1, $1, 'Test', $2, 'pending') RETURNING id`,
      [`test-${++counter}`, ownerId],
    );
    return rows[0].id;
  }

  async function storedFiles(): Promise<string[]> {
    const root = t.config.paths.uploads;
    const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
  }

  async function snapshot(): Promise<{ rows: number; files: string[] }> {
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM uploads`);
    return { rows: count, files: (await storedFiles()).sort() };
  }

  /** Asserts a refused upload: 400, a Romanian message on `field`, and nothing stored at all. */
  async function expectRefused(request: () => Promise<Response>, field: string, message: string | RegExp): Promise<void> {
    const before = await snapshot();
    const response = await request();
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
    expect(response.body.error.details).toEqual([{ field, message: typeof message === 'string' ? message : expect.stringMatching(message) }]);
    expect(await snapshot()).toEqual(before);
  }

  const uploadImages = (user: Signed, files: { buffer: Buffer; name: string }[], fields: Record<string, string> = {}) => {
    const request = t.http.post('/api/uploads/images').set(user.auth);
    for (const [name, value] of Object.entries(fields)) request.field(name, value);
    for (const file of files) request.attach('images', file.buffer, file.name);
    return request;
  };

  const uploadDocuments = (user: Signed, files: { buffer: Buffer; name: string }[], fields: Record<string, string> = {}) => {
    const request = t.http.post('/api/uploads/documents').set(user.auth);
    for (const [name, value] of Object.entries(fields)) request.field(name, value);
    for (const file of files) request.attach('documents', file.buffer, file.name);
    return request;
  };

  beforeAll(async () => {
    t = await startTestApp();
    service = t.app.get(UploadsService);
    png = await pngWithGps();
    alice = await signIn();
    bob = await signIn();
    moderator = await signIn('moderator');
  });
  afterAll(() => t.close());

  describe('images', () => {
    it('stores a PNG as two WebP variants served publicly, with all metadata stripped', async () => {
      expect((await sharp(png).metadata()).exif).toBeDefined();
      const before = await snapshot();
      const response = await uploadImages(alice, [{ buffer: png, name: 'Casă la munte.png' }]);
      expect(response.status).toBe(201);
      const [image] = response.body.images;
      expect(image.key).toMatch(UUID);
      expect(image).toEqual({
        key: image.key,
        originalName: 'Casă la munte.png',
        location: `/api/uploads/images/${image.key}-large.webp`,
        thumbnail: `/api/uploads/images/${image.key}-thumb.webp`,
      });

      const after = await snapshot();
      expect(after.rows).toBe(before.rows + 1);
      const shard = image.key.slice(0, 2);
      expect(after.files.filter((file) => !before.files.includes(file)).sort()).toEqual([
        `images/${shard}/${image.key}-large.webp`,
        `images/${shard}/${image.key}-thumb.webp`,
      ]);
      const [row] = await t.dataSource.query(`SELECT owner_id, listing_id, kind, content_type, original_name, size FROM uploads WHERE key = $1`, [image.key]);
      expect(row).toMatchObject({ owner_id: alice.id, listing_id: null, kind: 'image', content_type: 'image/webp', original_name: 'Casă la munte.png' });
      expect(row.size).toBeGreaterThan(0);

      for (const url of [image.location, image.thumbnail]) {
        // Anonymous visitors see pictures.
        const body = await servedPicture(t.http, url);
        const meta = await sharp(body).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(body.includes('FixtureCam')).toBe(false);
        expect([meta.width, meta.height]).toEqual([64, 48]);
      }
    });

    it('refuses an HTML file renamed .jpg', async () => {
      await expectRefused(() => uploadImages(alice, [{ buffer: HTML_PAGE, name: 'poza.jpg' }]), 'images', IMAGE_TYPE_MESSAGE);
    });

    it('refuses an image over 10 MB', async () => {
      const oversized = Buffer.concat([await plainPng(8, 8), Buffer.alloc(10 * 1024 * 1024 + 1)]);
      await expectRefused(() => uploadImages(alice, [{ buffer: oversized, name: 'mare.png' }]), 'file', 'Fișierul depășește 10 MB.');
    });

    it('checks every file before storing any: one corrupt picture refuses the whole request', async () => {
      const corrupt = corruptPng(await plainPng(200, 200));
      await expectRefused(
        () =>
          uploadImages(alice, [
            { buffer: png, name: 'a.png' },
            { buffer: png, name: 'b.png' },
            { buffer: corrupt, name: 'stricata.png' },
          ]),
        'images',
        IMAGE_TYPE_MESSAGE,
      );
    });

    it('refuses a request with 21 files', async () => {
      const files = Array.from({ length: 21 }, (_, index) => ({ buffer: png, name: `${index}.png` }));
      const before = await snapshot();
      const response = await uploadImages(alice, files);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('VALIDATION_FAILED');
      expect(response.body.error.details).toEqual([{ field: 'file', message: 'Cel mult 20 de fișiere într-o cerere.' }]);
      expect(await snapshot()).toEqual(before);
    });

    it('holds a listing to 20 images: the 21st is refused', async () => {
      const listingId = await newListing(alice.id);
      const twenty = Array.from({ length: 20 }, (_, index) => ({ buffer: png, name: `${index}.png` }));
      const full = await uploadImages(alice, twenty, { listingId });
      expect(full.status).toBe(201);
      expect(full.body.images).toHaveLength(20);
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM uploads WHERE listing_id = $1 AND kind = 'image'`, [listingId]);
      expect(count).toBe(20);

      await expectRefused(
        () => uploadImages(alice, [{ buffer: png, name: '21.png' }], { listingId }),
        'images',
        'O listare poate avea cel mult 20 de imagini.',
      );
    });

    it('uploads into a listing only for its owner or staff', async () => {
      const listingId = await newListing(alice.id);
      const before = await snapshot();
      const foreign = await uploadImages(bob, [{ buffer: png, name: 'x.png' }], { listingId });
      expect(foreign.status).toBe(403);
      const missing = await uploadImages(bob, [{ buffer: png, name: 'x.png' }], { listingId: '00000000-0000-4000-8000-000000000000' });
      expect(missing.status).toBe(404);
      expect(await snapshot()).toEqual(before);
      await expectRefused(
        () => uploadImages(bob, [{ buffer: png, name: 'x.png' }], { listingId: '../x' }),
        'listingId',
        'Identificatorul anunțului nu este valid.',
      );
      await expectRefused(() => uploadImages(bob, [{ buffer: png, name: 'x.png' }], { other: '1' }), 'other', 'Câmpul nu este permis.');

      const staff = await uploadImages(moderator, [{ buffer: png, name: 'x.png' }], { listingId });
      expect(staff.status).toBe(201);
      expect((await t.http.post('/api/uploads/images').attach('images', png, 'x.png')).status).toBe(401);
    });

    it('caps unattached images at 60 per user', async () => {
      const carol = await signIn();
      await t.dataSource.query(
        `INSERT INTO uploads (owner_id, kind, key, original_name, content_type, size)
         SELECT $1, 'image', gen_random_uuid()::text, 'x.png', 'image/webp', 1 FROM generate_series(1, 59)`,
        [carol.id],
      );
      await expectRefused(
        () =>
          uploadImages(carol, [
            { buffer: png, name: 'a.png' },
            { buffer: png, name: 'b.png' },
          ]),
        'images',
        'Ai prea multe imagini neatașate; finalizează anunțul sau șterge din ele.',
      );
      expect((await uploadImages(carol, [{ buffer: png, name: 'a.png' }])).status).toBe(201);
    });

    it('answers 404 to anything but an exact variant name, and never leaves the uploads folder', async () => {
      const { body } = await uploadImages(alice, [{ buffer: png, name: 'a.png' }]).expect(201);
      const key: string = body.images[0].key;
      const attempts = [
        '..%2F..%2Fsecrets%2Fjwt-secret',
        '%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
        '..%5C..%5Cetc%5Cpasswd',
        `..%2F${key.slice(0, 2)}%2F${key}-large.webp`,
        `images%2F${key.slice(0, 2)}%2F${key}-large.webp`,
        `${key}-large.webp%00.png`,
        `${key.toUpperCase()}-large.webp`,
        `${key}-original.webp`,
        `${key}.pdf`,
        `${key}`,
        '00000000-0000-4000-8000-000000000000-large.webp',
      ];
      for (const attempt of attempts) {
        const response = await t.http.get(`/api/uploads/images/${attempt}`);
        expect({ attempt, status: response.status }).toEqual({ attempt, status: 404 });
        expect(response.body.error.code).toBe('NOT_FOUND');
      }
      for (const raw of ['/api/uploads/images/../../../etc/passwd', '/api/uploads/images/..', '/api/uploads/images/%2e%2e']) {
        expect((await t.http.get(raw)).status).toBe(404);
      }
      expect((await t.http.get(`/api/uploads/images/${key}-large.webp`)).status).toBe(200);
    });

    it('lets the owner delete an unattached upload, and nobody else', async () => {
      const { body } = await uploadImages(alice, [{ buffer: png, name: 'a.png' }]).expect(201);
      const key: string = body.images[0].key;
      const before = await snapshot();
      expect((await t.http.delete(`/api/uploads/${key}`).set(bob.auth)).status).toBe(404);
      expect((await t.http.delete(`/api/uploads/${key}`)).status).toBe(401);
      expect((await t.http.delete(`/api/uploads/..%2F..%2Fsecrets`).set(alice.auth)).status).toBe(404);
      expect(await snapshot()).toEqual(before);

      expect((await t.http.delete(`/api/uploads/${key}`).set(alice.auth)).status).toBe(204);
      const after = await snapshot();
      expect(after.rows).toBe(before.rows - 1);
      expect(before.files.filter((file) => !after.files.includes(file))).toEqual([
        `images/${key.slice(0, 2)}/${key}-large.webp`,
        `images/${key.slice(0, 2)}/${key}-thumb.webp`,
      ]);
      expect((await t.http.get(`/api/uploads/images/${key}-large.webp`)).status).toBe(404);

      const listingId = await newListing(alice.id);
      const attached = await uploadImages(alice, [{ buffer: png, name: 'a.png' }], { listingId }).expect(201);
      const refused = await t.http.delete(`/api/uploads/${attached.body.images[0].key}`).set(alice.auth);
      expect(refused.status).toBe(400);
      expect(refused.body.error.details[0].field).toBe('key');
    });

    it('removes the files already written when storing fails midway', async () => {
      let puts = 0;
      const disk = new LocalDiskStorage(t.config.paths.uploads);
      const flaky: StorageDriver = {
        put: (key, body, type) => (++puts === 3 ? Promise.reject(new Error('disk full')) : disk.put(key, body, type)),
        get: (key) => disk.get(key),
        delete: (key) => disk.delete(key),
        exists: (key) => disk.exists(key),
      };
      const failing = new UploadsService(flaky, t.app.get(UploadRepository), t.app.get(AfterCommit), t.app.get(RateCounters), t.config);
      const before = await snapshot();
      await expect(
        failing.storeImages(alice.id, [
          { filename: 'a.png', buffer: png },
          { filename: 'b.png', buffer: png },
        ]),
      ).rejects.toThrow('disk full');
      expect(puts).toBe(3);
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('documents', () => {
    it('refuses a PNG renamed .pdf', async () => {
      await expectRefused(() => uploadDocuments(alice, [{ buffer: png, name: 'contract.pdf' }]), 'documents', DOCUMENT_TYPE_MESSAGE);
    });

    it('accepts up to 15 MB (the per-request limit overrides the global 10 MB) and refuses more', async () => {
      const big = await uploadDocuments(alice, [{ buffer: pdf(12 * 1024 * 1024), name: 'mare.pdf' }]);
      expect(big.status).toBe(201);
      expect(big.body.documents[0].size).toBe(12 * 1024 * 1024);
      await expectRefused(() => uploadDocuments(alice, [{ buffer: pdf(15 * 1024 * 1024 + 1), name: 'prea-mare.pdf' }]), 'file', 'Fișierul depășește 15 MB.');
    });

    it('names the file after its real type', async () => {
      const response = await uploadDocuments(alice, [{ buffer: docx(), name: 'C:\\Users\\ion\\raport.pdf' }]).expect(201);
      expect(response.body.documents[0]).toEqual({
        key: expect.stringMatching(/^[0-9a-f-]{36}\.docx$/),
        originalName: 'raport.docx',
        size: docx().length,
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      });
    });

    it('is private: readable by its uploader, staff and the listing owner; 404 for others, 401 anonymous', async () => {
      const file = pdf();
      const uploaded = await uploadDocuments(alice, [{ buffer: file, name: 'Situație financiară 2024.pdf' }]).expect(201);
      const document = uploaded.body.documents[0];
      expect(document).toMatchObject({ originalName: 'Situație financiară 2024.pdf', size: file.length, contentType: 'application/pdf' });
      expect(document.key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
      const url = `/api/uploads/documents/${document.key}`;

      for (const reader of [alice, moderator]) {
        const response = await t.http.get(url).set(reader.auth).buffer(true).parse(binary);
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="Situatie financiara 2024.pdf"; filename*=UTF-8''Situa%C8%9Bie%20financiar%C4%83%202024.pdf`,
        );
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect((response.body as Buffer).equals(file)).toBe(true);
      }
      const stranger = await t.http.get(url).set(bob.auth);
      expect(stranger.status).toBe(404);
      expect(stranger.body.error.code).toBe('NOT_FOUND');
      expect((await t.http.get(url)).status).toBe(401);
      for (const attempt of ['..%2F..%2Fsecrets%2Fjwt-secret', `${document.key.replace('.pdf', '.exe')}`, 'documents%2F' + document.key]) {
        expect((await t.http.get(`/api/uploads/documents/${attempt}`).set(moderator.auth)).status).toBe(404);
      }

      // A document staff put into Bob's listing: Bob reads it as the listing's owner, Alice cannot.
      const bobsListing = await newListing(bob.id);
      const staffUpload = await uploadDocuments(moderator, [{ buffer: file, name: 'aviz.pdf' }], { listingId: bobsListing }).expect(201);
      const key = staffUpload.body.documents[0].key;
      expect((await t.http.get(`/api/uploads/documents/${key}`).set(bob.auth)).status).toBe(200);
      expect((await t.http.get(`/api/uploads/documents/${key}`).set(alice.auth)).status).toBe(404);
      expect(await service.canRead({ id: bob.id, role: 'user' } as never, key)).toBe(true);
      expect(await service.canRead({ id: alice.id, role: 'user' } as never, key)).toBe(false);
      expect(await service.canRead({ id: alice.id, role: 'consultant' } as never, key)).toBe(true);
    });
  });

  describe('attach and detachMissing (listing core API)', () => {
    async function aliceUploads() {
      const images = (
        await uploadImages(alice, [
          { buffer: png, name: 'unu.png' },
          { buffer: png, name: 'doi.png' },
        ]).expect(201)
      ).body.images;
      const documents = (await uploadDocuments(alice, [{ buffer: pdf(), name: 'act.pdf' }]).expect(201)).body.documents;
      return { images, documents };
    }

    it("attaches the owner's uploads in the given order and refuses anyone else's keys", async () => {
      const { images, documents } = await aliceUploads();
      const bobsImage = (await uploadImages(bob, [{ buffer: png, name: 'bob.png' }]).expect(201)).body.images[0];
      const listingId = await newListing(alice.id);

      const refused = await service.attach(alice.id, listingId, [images[0].key, bobsImage.key], [], undefined).catch((error: unknown) => error);
      expect(refused).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'gallery', message: `Imaginea „${bobsImage.key}” nu îți aparține sau nu există.` }],
      });
      const unknown = await service.attach(alice.id, listingId, [], ['00000000-0000-4000-8000-000000000000.pdf']).catch((error: unknown) => error);
      expect(unknown).toMatchObject({ details: [{ field: 'documents', message: expect.stringContaining('nu îți aparține sau nu există') }] });
      // A refused attach changes nothing.
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM uploads WHERE listing_id = $1`, [listingId]);
      expect(count).toBe(0);

      const result = await t.dataSource.transaction((manager) =>
        service.attach(alice.id, listingId, [images[1].key, images[0].key], [documents[0].key], manager),
      );
      expect(result.gallery.map((image) => image.key)).toEqual([images[1].key, images[0].key]);
      expect(result.gallery[0]).toEqual(images[1]);
      expect(result.documents).toEqual(documents);
      // Already attached keys stay usable for this listing (an edit), but not for another one.
      expect((await service.attach(alice.id, listingId, [images[0].key], [])).gallery).toHaveLength(1);
      const otherListing = await newListing(alice.id);
      await expect(service.attach(alice.id, otherListing, [images[0].key], [])).rejects.toMatchObject({ details: [{ field: 'gallery' }] });
      await expect(service.attach(bob.id, listingId, [bobsImage.key, images[0].key], [])).resolves.toBeDefined();

      const tooMany = Array.from({ length: 21 }, (_, index) => `00000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`);
      await expect(service.attach(alice.id, listingId, tooMany, [])).rejects.toMatchObject({
        details: [{ field: 'gallery', message: 'O listare poate avea cel mult 20 de imagini.' }],
      });
    });

    it('deletes dropped uploads and their files only once the transaction commits', async () => {
      const { images, documents } = await aliceUploads();
      const listingId = await newListing(alice.id);
      await service.attach(
        alice.id,
        listingId,
        images.map((image: { key: string }) => image.key),
        [documents[0].key],
      );
      const fileOf = (key: string, variant: string) => `images/${key.slice(0, 2)}/${key}-${variant}.webp`;
      const dropped = [fileOf(images[1].key, 'large'), fileOf(images[1].key, 'thumb'), `documents/${documents[0].key}`];

      // Rolled back: rows and files stay.
      await t.dataSource
        .transaction(async (manager: EntityManager) => {
          await service.detachMissing(listingId, [images[0].key], [], manager);
          throw new Error('rollback');
        })
        .catch(() => undefined);
      let files = await storedFiles();
      expect(dropped.every((file) => files.includes(file))).toBe(true);
      const [{ count: kept }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM uploads WHERE listing_id = $1`, [listingId]);
      expect(kept).toBe(3);

      // Committed: files stay while the transaction is open, and go once it commits.
      await t.dataSource.transaction(async (manager: EntityManager) => {
        await service.detachMissing(listingId, [images[0].key], [], manager);
        files = await storedFiles();
        expect(dropped.every((file) => files.includes(file))).toBe(true);
      });
      files = await storedFiles();
      expect(dropped.filter((file) => files.includes(file))).toEqual([]);
      expect(files).toContain(fileOf(images[0].key, 'large'));
      const rows = await t.dataSource.query(`SELECT key FROM uploads WHERE listing_id = $1`, [listingId]);
      expect(rows).toEqual([{ key: images[0].key }]);

      // Without a transaction the files go at once.
      await service.detachMissing(listingId, [], []);
      files = await storedFiles();
      expect(files).not.toContain(fileOf(images[0].key, 'large'));
    });
  });

  it('keeps the stored files readable as written', async () => {
    const { body } = await uploadDocuments(alice, [{ buffer: pdf(), name: 'a.pdf' }]).expect(201);
    expect((await readFile(join(t.config.paths.uploads, 'documents', body.documents[0].key))).equals(pdf())).toBe(true);
  });
});
