import { HttpError, type DataProvider } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiStub, type ApiStub } from '../test-support/api-stub';
import { createDataProvider } from '../dataProvider';
import { httpClient } from '../dataProvider/http-client';
import { changedFields, withContentResources, type ContentMethods } from './content-provider';

/** The content resources of the dataProvider against a real local HTTP server: what each call sends and how answers and errors come back. */

let provider: DataProvider & ContentMethods;
let stub: ApiStub;

beforeAll(async () => {
  stub = await startApiStub();
  provider = withContentResources(createDataProvider(stub.apiUrl, httpClient), stub.apiUrl, httpClient);
});

afterAll(() => stub.close());

beforeEach(() => {
  stub.received.length = 0;
  stub.answer = { status: 200, body: { id: 'e1' } };
});

const last = () => stub.received.at(-1)!;
const ID = '0b5f7a7e-4a53-4d8e-9a43-3f1d0c1b2a10';

describe('content resources', () => {
  it('lists a kind with its page, sort and filters, and reads the total from the pagination', async () => {
    stub.answer = {
      status: 200,
      body: { docs: [{ id: 'a' }], count: 1, pagination: { page: 2, perPage: 10, prevPage: 1, nextPage: null, total: 11, totalPages: 2, featuredCount: 0 } },
    };
    const result = await provider.getList('content-faq', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'position', order: 'ASC' },
      filter: { q: ' cont ', group: 'cont', published: false, status: '' },
    });
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/admin/content/faq',
      query: { page: '2', pageSize: '10', sort: 'position', q: 'cont', group: 'cont', published: 'false' },
    });
    expect(result).toEqual({ data: [{ id: 'a' }], total: 11 });
    await provider.getList('content-success-stories', {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'pending' },
    });
    expect(last()).toMatchObject({ path: '/api/admin/content/success-stories', query: { pageSize: '100', sort: 'newest', status: 'pending' } });
  });

  it('reads, creates, updates only what changed, and deletes', async () => {
    stub.answer = { status: 200, body: { id: ID, question: 'Q?' } };
    expect((await provider.getOne('content-faq', { id: ID })).data).toEqual({ id: ID, question: 'Q?' });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/admin/content/faq/${ID}` });

    await provider.create('content-partners', { data: { slug: 'banca', name: 'Banca', website: '', id: 'x', createdAt: 'y' } });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/admin/content/partners', body: { slug: 'banca', name: 'Banca', website: '' } });

    const previousData = {
      id: ID,
      question: 'Q?',
      answer: 'A.',
      body: [{ type: 'list', items: ['a'] }],
      updatedAt: '2026-01-01',
      reviewStatus: 'approved',
      website: null,
    };
    await provider.update('content-special-posts', {
      id: ID,
      data: { ...previousData, answer: 'B.', body: [{ type: 'list', items: ['a', 'b'] }], updatedAt: '2027-01-01', reviewStatus: 'pending', website: '' },
      previousData,
    });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: `/api/admin/content/special-posts/${ID}`,
      body: { answer: 'B.', body: [{ type: 'list', items: ['a', 'b'] }] },
    });
    expect(Object.keys(last().body as object).sort()).toEqual(['answer', 'body']);

    await provider.delete('content-team', { id: ID, previousData: { id: ID } });
    expect(last()).toMatchObject({ method: 'DELETE', path: `/api/admin/content/team/${ID}` });
    await provider.deleteMany('content-team', { ids: ['a', 'b'] });
    expect(stub.received.slice(-2).map((call) => `${call.method} ${call.path}`)).toEqual([
      'DELETE /api/admin/content/team/a',
      'DELETE /api/admin/content/team/b',
    ]);
  });

  it('approves and rejects a success story with the reason', async () => {
    await provider.approveStory({ id: ID });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/content/success-stories/${ID}/approve`, body: undefined });
    await provider.rejectStory({ id: ID, reason: 'Nu este o recenzie reală.' });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/content/success-stories/${ID}/reject`, body: { reason: 'Nu este o recenzie reală.' } });
  });

  it("puts the API's field messages where react-admin shows them on the inputs", async () => {
    stub.answer = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'x',
          details: [
            { field: 'question', message: 'Minimum 5 caractere.' },
            { field: 'body.0.items', message: 'O listă trebuie să aibă elemente.' },
          ],
        },
      },
    };
    const error = (await provider.create('content-faq', { data: { question: 'Q' } }).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('roafaceri.errors.VALIDATION_FAILED');
    expect((error.body as { errors: Record<string, string> }).errors).toEqual({
      question: 'Minimum 5 caractere.',
      'body.0.items': 'O listă trebuie să aibă elemente.',
    });
  });

  it('leaves every other resource to the rest of the dataProvider', async () => {
    stub.answer = { status: 200, body: { listing: { id: ID, title: 'T' }, revision: null } };
    await provider.getOne('company', { id: ID });
    expect(last().path).toBe(`/api/admin/listings/${ID}`);
  });

  it('sends on update only the fields that changed, never read-only ones', () => {
    expect(changedFields({ a: 1, b: 'x', photo: 'p', source: 'visitor', c: '' }, { a: 1, b: 'y', c: null })).toEqual({ b: 'x' });
    expect(changedFields({ a: 1, id: 'z' }, undefined)).toEqual({ a: 1 });
  });
});
