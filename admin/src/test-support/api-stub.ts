import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stub received, as the data-provider tests check it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  contentType: string | undefined;
  /** The JSON body, parsed (a multipart body as its text); undefined when there was none. */
  body: unknown;
}

/** What the stub answers next: a status with a JSON body, or `raw` bytes (a file download). */
export interface StubAnswer {
  status: number;
  body: unknown;
  raw?: Buffer;
  headers?: Record<string, string>;
}

export interface ApiStub {
  /** The console's API base (`…/api/admin`) on the stub. */
  apiUrl: string;
  received: ReceivedRequest[];
  answer: StubAnswer;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  return request.headers['content-type']?.startsWith('multipart/') ? text : JSON.parse(text);
}

/**
 * A real local HTTP server standing in for the API in the console's data-provider tests: it keeps
 * every request (method, path, query, JSON body) and answers with `answer`, which tests set.
 */
export async function startApiStub(): Promise<ApiStub> {
  const stub = { received: [] as ReceivedRequest[], answer: { status: 200, body: {} } as StubAnswer };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    stub.received.push({
      method: request.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      contentType: request.headers['content-type'],
      body: await readBody(request),
    });
    const { status, body, raw, headers } = stub.answer;
    if (raw) {
      response.writeHead(status, headers);
      response.end(raw);
      return;
    }
    response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return Object.assign(stub, {
    apiUrl: `http://127.0.0.1:${port}/api/admin`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
}
