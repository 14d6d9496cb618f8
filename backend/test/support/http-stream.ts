import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestApp } from './test-app.js';

/** Makes the test app listen on a loopback port (for clients that need a real socket) and returns it. */
export async function listen(t: TestApp): Promise<number> {
  const server = t.app.getHttpServer();
  if (!server.listening) await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

export interface StreamedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Bytes of the body the client managed to send before the answer came. */
  sent: number;
}

/**
 * Posts `totalBytes` of a generated body in 64 kB chunks, generated as they are written (the test
 * never holds the body), with or without a Content-Length; resolves with the answer as soon as it
 * comes, whether or not the body was all sent.
 */
export function postGenerated(
  port: number,
  path: string,
  options: { contentType: string; totalBytes: number; declareLength: boolean; headers?: Record<string, string>; prefix?: string; suffix?: string },
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const headers: Record<string, string> = { 'content-type': options.contentType, ...options.headers };
    if (options.declareLength) headers['content-length'] = String(options.totalBytes);
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers }, (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        // Whatever the server left unread is not sent: the connection is done.
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, sent });
      });
      res.on('error', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, sent }));
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const prefix = Buffer.from(options.prefix ?? '');
    const suffix = Buffer.from(options.suffix ?? '');
    const filler = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (sent < options.totalBytes && !answered && !req.destroyed) {
        const chunk = sent === 0 && prefix.length ? Buffer.concat([prefix, filler.subarray(prefix.length)]) : filler;
        let piece = chunk.subarray(0, Math.min(chunk.length, options.totalBytes - sent));
        // The body ends with the suffix (a multipart closing boundary).
        if (sent + piece.length === options.totalBytes && suffix.length) piece = Buffer.concat([piece.subarray(0, piece.length - suffix.length), suffix]);
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      if (sent >= options.totalBytes) req.end();
    };
    pump();
  });
}

/** Runs `work` while sampling the process's resident memory; returns its result and the largest growth in bytes. */
export async function peakMemoryGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: peak - before };
  } finally {
    clearInterval(timer);
  }
}
