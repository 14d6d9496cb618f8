import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError, type DataProvider } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { httpClient } from '../dataProvider/http-client';
import { changedFields, withContentResources, type ContentMethods } from './content-provider';

/** The content resources of the dataProvider against a real local HTTP server: what each call sends and how answers and errors come back. */

interface Received {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

let server: Server;
let provider: DataProvider & ContentMethods;
let received: Received[];
let answer: { status: number; body: unknown };

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    received.push({ method: request.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), body: await readBody(request) });
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const apiUrl = `http://127.0.0.1:${port}/api/admin`;
  provider = withContentResources(createDataProvider(apiUrl, httpClient), apiUrl, httpClient);
});

afterAll(() => new Promise<void>((done) => server.close(() => done())));

beforeEach(() => {
  received = [];
  answer = { status: 200, body: { id: 'e1' } };
});

const last = () => received.at(-1)!;
const ID = '0b5f7a7e-4a53-4d8e-9a43-3f1d0c1b2a10';

describe('content resources', () => {
  it('lists a kind with its page, sort and filters, and reads the total from the pagination', async () => {
    answer = { status: 200, body: { docs: [{ id: 'a' }], count: 1, pagination: { page: 2, perPage: 10, prevPage: 1, nextPage: null, total: 11, totalPages: 2, featuredCount: 0 } } };
    const result = await provider.getList('content-faq', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'position', order: 'ASC' },
      filter: { q: ' cont ', group: 'cont', published: false, status: '' },
    });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/admin/content/faq', query: { page: '2', pageSize: '10', sort: 'position', q: 'cont', group: 'cont', published: 'false' } });
    expect(result).toEqual({ data: [{ id: 'a' }], total: 11 });
    await provider.getList('content-success-stories', { pagination: { page: 1, perPage: 500 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { status: 'pending' } });
    expect(last()).toMatchObject({ path: '/api/admin/content/success-stories', query: { pageSize: '100', sort: 'newest', status: 'pending' } });
  });

  it('reads, creates, updates only what changed, and deletes', async () => {
    answer = { status: 200, body: { id: ID, question: 'Q?' } };
    expect((await provider.getOne('content-faq', { id: ID })).data).toEqual({ id: ID, question: 'Q?' });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/admin/content/faq/${ID}` });

    await provider.create('content-partners', { data: { slug: 'banca', name: 'Banca', website: '', id: 'x', createdAt: 'y' } });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/admin/content/partners', body: { slug: 'banca', name: 'Banca', website: '' } });

    const previousData = { id: ID, question: 'Q?', answer: 'A.', body: [{ type: 'list', items: ['a'] }], updatedAt: '2026-01-01', reviewStatus: 'approved', website: null };
    await provider.update('content-special-posts', {
      id: ID,
      data: { ...previousData, answer: 'B.', body: [{ type: 'list', items: ['a', 'b'] }], updatedAt: '2027-01-01', reviewStatus: 'pending', website: '' },
      previousData,
    });
    expect(last()).toMatchObject({ method: 'PUT', path: `/api/admin/content/special-posts/${ID}`, body: { answer: 'B.', body: [{ type: 'list', items: ['a', 'b'] }] } });
    expect(Object.keys(last().body as object).sort()).toEqual(['answer', 'body']);

    await provider.delete('content-team', { id: ID, previousData: { id: ID } });
    expect(last()).toMatchObject({ method: 'DELETE', path: `/api/admin/content/team/${ID}` });
    await provider.deleteMany('content-team', { ids: ['a', 'b'] });
    expect(received.slice(-2).map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/admin/content/team/a', 'DELETE /api/admin/content/team/b']);
  });

  it('approves and rejects a success story with the reason', async () => {
    await provider.approveStory({ id: ID });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/content/success-stories/${ID}/approve`, body: undefined });
    await provider.rejectStory({ id: ID, reason: 'Nu este o recenzie reală.' });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/content/success-stories/${ID}/reject`, body: { reason: 'Nu este o recenzie reală.' } });
  });

  it("puts the API's field messages where react-admin shows them on the inputs", async () => {
    answer = {
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'x', details: [{ field: 'question', message: 'Minimum 5 caractere.' }, { field: 'body.0.items', message: 'O listă trebuie să aibă elemente.' }] } },
    };
    const error = (await provider.create('content-faq', { data: { question: 'Q' } }).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('roafaceri.errors.VALIDATION_FAILED');
    expect((error.body as { errors: Record<string, string> }).errors).toEqual({ question: 'Minimum 5 caractere.', 'body.0.items': 'O listă trebuie să aibă elemente.' });
  });

  it('leaves every other resource to the rest of the dataProvider', async () => {
    answer = { status: 200, body: { listing: { id: ID, title: 'T' }, revision: null } };
    await provider.getOne('company', { id: ID });
    expect(last().path).toBe(`/api/admin/listings/${ID}`);
  });

  it('sends on update only the fields that changed, never read-only ones', () => {
    expect(changedFields({ a: 1, b: 'x', photo: 'p', source: 'visitor', c: '' }, { a: 1, b: 'y', c: null })).toEqual({ b: 'x' });
    expect(changedFields({ a: 1, id: 'z' }, undefined)).toEqual({ a: 1 });
  });
});
