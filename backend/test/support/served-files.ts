import type { Response } from 'superagent';
import type supertest from 'supertest';

/** Collects a binary answer into a Buffer whatever its content type. */
export function binary(response: Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

/**
 * A listing picture as an anonymous visitor gets it: 200, WebP, cached for good, not sniffed, its
 * length declared. Answers its bytes.
 */
export async function servedPicture(http: ReturnType<typeof supertest>, url: string): Promise<Buffer> {
  const served = await http.get(url).buffer(true).parse(binary);
  expect(served.status).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  const body = served.body as Buffer;
  expect(Number(served.headers['content-length'])).toBe(body.length);
  return body;
}
