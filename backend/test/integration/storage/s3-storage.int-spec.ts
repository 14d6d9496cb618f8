import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ErrorCode } from '../../../src/contracts/error-codes.js';
import { AppException } from '../../../src/core/errors/app.exception.js';
import { S3MisconfiguredError, S3Storage } from '../../../src/core/storage/s3.storage.js';
import { StorageModule } from '../../../src/core/storage/storage.module.js';
import { UnsafeStorageKeyError, type StoredObject } from '../../../src/core/storage/storage-driver.js';
import { startS3StandIn, type S3StandIn } from '../../support/s3-stand-in.js';

const read = (object: StoredObject) => buffer(object.stream as Readable);

/** A TCP server that accepts connections and never answers: an S3 that hangs. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('S3Storage against an S3-compatible server', () => {
  let s3: S3StandIn;
  let storage: S3Storage;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    storage = new S3Storage(s3.settings);
  });
  afterAll(async () => {
    storage.close();
    await s3.close();
  });

  it('puts, reads, checks, replaces and deletes an object', async () => {
    const key = 'images/ab/0f8fad5b-d9cb-469f-a165-70867728950e-large.webp';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();

    await storage.put(key, Buffer.from('hello'), 'image/webp');
    expect(await storage.exists(key)).toBe(true);
    const object = await storage.get(key);
    expect(object).toMatchObject({ size: 5, contentType: 'image/webp' });
    expect((await read(object!)).toString()).toBe('hello');

    await storage.put(key, Buffer.from('replaced'), 'image/webp');
    const replaced = await storage.get(key);
    expect(replaced!.size).toBe(8);
    expect((await read(replaced!)).toString()).toBe('replaced');

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    // Deleting twice is fine.
    await storage.delete(key);
  });

  it('answers null for a missing key and for a prefix that holds objects', async () => {
    expect(await storage.get('documents/no-such-file.pdf')).toBeNull();
    expect(await storage.exists('documents/no-such-file.pdf')).toBe(false);
    await storage.put('images/cd/x.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.get('images/cd')).toBeNull();
    expect(await storage.exists('images/cd')).toBe(false);
  });

  it('round-trips a multi-megabyte object byte for byte, streamed', async () => {
    const body = randomBytes(6 * 1024 * 1024 + 123);
    const key = 'documents/7c9e6679-7425-40de-944b-e07fc1f90ae7.pdf';
    await storage.put(key, body, 'application/pdf');
    const object = await storage.get(key);
    expect(object!.stream).toBeInstanceOf(Readable);
    expect(object!.size).toBe(body.length);
    const received = await read(object!);
    expect(received.length).toBe(body.length);
    expect(received.equals(body)).toBe(true);
  });

  it('keeps the content type given to put', async () => {
    // The stored type wins over the one the extension would suggest.
    await storage.put('documents/a.bin', Buffer.from('%PDF-1.4'), 'application/pdf');
    expect((await storage.get('documents/a.bin'))!.contentType).toBe('application/pdf');
    await storage.put('documents/b.docx', Buffer.from('PK'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect((await storage.get('documents/b.docx'))!.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('refuses unsafe keys in every operation before calling the service', async () => {
    await storage.put('images/ok.webp', Buffer.from('kept'), 'image/webp');
    for (const key of ['../images/ok.webp', '/images/ok.webp', 'images/../images/ok.webp', 'IMAGES/ok.webp', 'images//ok.webp', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError);
      await expect(storage.exists(key)).rejects.toBeInstanceOf(UnsafeStorageKeyError);
    }
    expect((await read((await storage.get('images/ok.webp'))!)).toString()).toBe('kept');
  });

  it('reports a service that refuses connections as unavailable (503), refused access as the error it is', async () => {
    const closed = await silentServer();
    await closed.close();
    const down = new S3Storage({ ...s3.settings, endpoint: `http://127.0.0.1:${closed.port}` }, { maxAttempts: 2 });
    const refused = new S3Storage({ ...s3.settings, accessKeyId: 'WRONG', secretAccessKey: 'WRONG' }, { maxAttempts: 1 });
    try {
      for (const call of [
        () => down.get('images/ok.webp'),
        () => down.exists('images/ok.webp'),
        () => down.delete('images/ok.webp'),
        () => down.put('images/ok.webp', Buffer.from('x'), 'image/webp'),
      ]) {
        const error = await call().catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(AppException);
        expect(error).toMatchObject({
          code: ErrorCode.EXTERNAL_SERVICE_UNAVAILABLE,
          message: 'Fișierele nu pot fi accesate acum. Încearcă din nou în câteva momente.',
        });
      }
      const error = await refused.get('images/ok.webp').catch((caught: unknown) => caught);
      expect(error).not.toBeInstanceOf(AppException);
      expect(error).toMatchObject({ $metadata: { httpStatusCode: 403 } });
    } finally {
      down.close();
      refused.close();
    }
  });

  it('treats a missing bucket as an error, not as a missing object', async () => {
    const wrong = new S3Storage({ ...s3.settings, bucket: 'rf-no-such-bucket' }, { maxAttempts: 1 });
    try {
      await expect(wrong.get('images/ok.webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
      await expect(wrong.put('images/ok.webp', Buffer.from('x'), 'image/webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    } finally {
      wrong.close();
    }
  });

  it('checks the bucket at boot: a missing bucket or refused credentials stop the process, an unreachable service does not', async () => {
    const quick = { requestTimeoutMs: 1000, maxAttempts: 1, bootCheckMs: 2000 };
    await expect(storage.verifyBucket()).resolves.toBeUndefined();
    await expect(new StorageModule(storage).onModuleInit()).resolves.toBeUndefined();

    const missing = new S3Storage({ ...s3.settings, bucket: 'rf-no-such-bucket' }, quick);
    const refused = new S3Storage({ ...s3.settings, accessKeyId: 'WRONG', secretAccessKey: 'WRONG' }, quick);
    const silent = await silentServer();
    const unreachable = new S3Storage({ ...s3.settings, endpoint: `http://127.0.0.1:${silent.port}` }, quick);
    try {
      await expect(missing.verifyBucket()).rejects.toBeInstanceOf(S3MisconfiguredError);
      await expect(new StorageModule(missing).onModuleInit()).rejects.toThrow(`S3_BUCKET: the bucket "rf-no-such-bucket" does not exist at ${s3.endpoint}`);
      await expect(new StorageModule(refused).onModuleInit()).rejects.toThrow(
        /^S3_ACCESS_KEY_ID \/ S3_SECRET_ACCESS_KEY: access to the bucket "rf-test-uploads" .* was refused \(HTTP 403\)$/,
      );
      const error = await unreachable.verifyBucket().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(S3MisconfiguredError);
      await expect(new StorageModule(unreachable).onModuleInit()).resolves.toBeUndefined();
    } finally {
      for (const driver of [missing, refused, unreachable]) driver.close();
      await silent.close();
    }
  });

  it('gives up on a service that does not answer instead of hanging: each attempt, the attempts and the boot check are bounded', async () => {
    const silent = await silentServer();
    const endpoint = `http://127.0.0.1:${silent.port}`;
    const timed = async (call: () => Promise<unknown>) => {
      const started = Date.now();
      await expect(call()).rejects.toThrow();
      return Date.now() - started;
    };
    const reads = new S3Storage({ ...s3.settings, endpoint }, { requestTimeoutMs: 400, uploadTimeoutMs: 1500, maxAttempts: 2 });
    const boot = new S3Storage({ ...s3.settings, endpoint }, { requestTimeoutMs: 60_000, maxAttempts: 3, bootCheckMs: 800 });
    try {
      // Two attempts of 400 ms each, with the SDK's short backoff between them; then "unavailable, retry shortly".
      await expect(reads.get('images/ok.webp')).rejects.toMatchObject({ code: ErrorCode.EXTERNAL_SERVICE_UNAVAILABLE, retryAfterSeconds: 5 });
      const read = await timed(() => reads.get('images/ok.webp'));
      expect(read).toBeGreaterThanOrEqual(750);
      expect(read).toBeLessThan(3000);
      expect(await timed(() => reads.exists('images/ok.webp'))).toBeLessThan(3000);
      // Writes have their own, longer bound (the body goes out within it).
      const write = await timed(() => reads.put('images/ok.webp', Buffer.from('x'), 'image/webp'));
      expect(write).toBeGreaterThanOrEqual(2900);
      expect(write).toBeLessThan(6000);
      // The boot check stops at its own deadline whatever the per-attempt bound.
      expect(await timed(() => boot.verifyBucket())).toBeLessThan(2000);
    } finally {
      reads.close();
      boot.close();
      await silent.close();
    }
  });
});
