import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { LocalDiskStorage } from './local-disk.storage.js';
import { contentTypeOfKey, isSafeStorageKey, UnsafeStorageKeyError } from './storage-driver.js';

describe('storage keys', () => {
  it.each(['images/ab/0f8fad5b-d9cb-469f-a165-70867728950e-large.webp', 'documents/0f8fad5b-d9cb-469f-a165-70867728950e.pdf', 'a', 'a/b_c/d-e.f'])(
    'accepts %s',
    (key) => {
      expect(isSafeStorageKey(key)).toBe(true);
    },
  );

  it.each([
    '',
    '../secrets/jwt-secret',
    'images/../../etc/passwd',
    'images/..',
    'images/./x.webp',
    '.',
    '/etc/passwd',
    'images//x.webp',
    'images/',
    'Images/x.webp',
    'images\\x.webp',
    'images/x y.webp',
    'images/x%2f.webp',
    'images/x.webp\0',
    'c:/windows',
    'images/ț.webp',
    'a'.repeat(256),
  ])('refuses %j', (key) => {
    expect(isSafeStorageKey(key)).toBe(false);
  });

  it('derives the content type from the extension', () => {
    expect(contentTypeOfKey('images/ab/x-large.webp')).toBe('image/webp');
    expect(contentTypeOfKey('documents/x.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(contentTypeOfKey('documents/x.pdf')).toBe('application/pdf');
    expect(contentTypeOfKey('documents/x.exe')).toBe('application/octet-stream');
    expect(contentTypeOfKey('documents.pdf/x')).toBe('application/octet-stream');
  });
});

describe('LocalDiskStorage', () => {
  let dir: string;
  let storage: LocalDiskStorage;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rf-storage-'));
    storage = new LocalDiskStorage(join(dir, 'uploads'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('puts, reads, checks and deletes an object', async () => {
    const key = 'images/ab/0f8fad5b-d9cb-469f-a165-70867728950e-large.webp';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();

    await storage.put(key, Buffer.from('hello'), 'image/webp');
    expect(await readFile(join(dir, 'uploads', key), 'utf8')).toBe('hello');
    // The temporary file was renamed into place, nothing else is left in the directory.
    expect(await readdir(join(dir, 'uploads/images/ab'))).toEqual(['0f8fad5b-d9cb-469f-a165-70867728950e-large.webp']);
    expect(await storage.exists(key)).toBe(true);

    const object = await storage.get(key);
    expect(object).toMatchObject({ size: 5, contentType: 'image/webp' });
    expect(await text(object!.stream as NodeJS.ReadableStream & AsyncIterable<Buffer>)).toBe('hello');

    await storage.put(key, Buffer.from('replaced'), 'image/webp');
    expect(await readFile(join(dir, 'uploads', key), 'utf8')).toBe('replaced');

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    // Deleting twice is fine.
    await storage.delete(key);
  });

  it('treats a directory as no object', async () => {
    await storage.put('images/ab/x.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.get('images/ab')).toBeNull();
    expect(await storage.exists('images/ab')).toBe(false);
    expect(await storage.get('images/ab/x.webp/y')).toBeNull();
  });

  it('refuses unsafe keys in every operation and never touches files outside its root', async () => {
    await writeFile(join(dir, 'secret.txt'), 'secret');
    for (const key of ['../secret.txt', '/etc/passwd', 'images/../../secret.txt', 'IMAGES/x.webp']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      await expect(storage.exists(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError);
    }
    expect(await readFile(join(dir, 'secret.txt'), 'utf8')).toBe('secret');
    expect(await readdir(dir)).toEqual(['secret.txt']);
  });
});
