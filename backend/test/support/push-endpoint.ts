import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';

/** A push message as a push service received it, decrypted with the browser's keys. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON the server sent (title, body, url). */
  message: { title: string; body: string; url: string };
}

/** What a browser keeps for one subscription: its P-256 key pair and the auth secret (RFC 8291). */
export interface BrowserKeys {
  ecdh: ReturnType<typeof createECDH>;
  p256dh: string;
  auth: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Decrypts an aes128gcm web-push body (RFC 8188 record, RFC 8291 keys) as the browser would. */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = hkdf(Buffer.from(keys.auth, 'base64url'), shared, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('Push record has no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * A local HTTP server standing in for a browser's push service: each subscription is a path
 * (`subscribe()` gives the endpoint and keys), every POST is decrypted and kept. `answer(path, status)`
 * makes it refuse a path (e.g. 410 Gone, as for a browser that unsubscribed).
 */
/** Endpoints under this path stand for a push service that is down: they always answer 503. */
export const UNAVAILABLE_PREFIX = '/unavailable/';

export async function startPushEndpoint(listenPort = 0): Promise<{
  port: number;
  host: string;
  received: ReceivedPush[];
  subscribe(name: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  answer(name: string, status: number): void;
  waitFor(name: string, count?: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  close(): Promise<void>;
}> {
  const keysByPath = new Map<string, BrowserKeys>();
  const statusByPath = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const status = statusByPath.get(path) ?? (path.startsWith(UNAVAILABLE_PREFIX) ? 503 : 201);
      const keys = keysByPath.get(path);
      if (status === 201 && keys && request.method === 'POST') {
        received.push({ path, headers: request.headers, message: JSON.parse(decryptPush(Buffer.concat(chunks), keys)) as ReceivedPush['message'] });
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    host: `127.0.0.1:${port}`,
    received,
    subscribe(name) {
      const keys = browserKeys();
      keysByPath.set(`/push/${name}`, keys);
      return { endpoint: `http://127.0.0.1:${port}/push/${name}`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    },
    answer(name, status) {
      statusByPath.set(`/push/${name}`, status);
    },
    async waitFor(name, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = received.filter((push) => push.path === `/push/${name}`);
        if (mine.length >= count) return mine;
        if (Date.now() > deadline) throw new Error(`Expected ${count} push(es) to ${name}, got ${mine.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
