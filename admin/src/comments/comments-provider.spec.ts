import { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { httpClient } from '../dataProvider/http-client';
import { startApiStub, type ApiStub } from '../test-support/api-stub';
import { withCommentResources } from './comments-provider';

/** The comments resource of the dataProvider against a real local HTTP server: what each call sends and how answers and errors come back. */

let stub: ApiStub;
let provider: ReturnType<typeof withCommentResources<ReturnType<typeof createDataProvider>>>;

beforeAll(async () => {
  stub = await startApiStub();
  provider = withCommentResources(createDataProvider(stub.apiUrl, httpClient), stub.apiUrl, httpClient);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.received.length = 0;
  stub.answer = { status: 200, body: { id: 'c1' } };
});

const last = () => stub.received.at(-1)!;
const ID = '0b5f7a7e-4a53-4d8e-9a43-3f1d0c1b2a10';

describe('comments resource', () => {
  it('lists with page and filters, and reads the total from the pagination', async () => {
    stub.answer = {
      status: 200,
      body: {
        docs: [{ id: 'a', text: 'Bun' }],
        count: 1,
        pagination: { page: 2, perPage: 10, prevPage: 1, nextPage: null, total: 11, totalPages: 2, featuredCount: 0 },
      },
    };
    const result = await provider.getList('comments', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'pending', q: ' grant ', listingId: '' },
    });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/admin/comments', query: { page: '2', pageSize: '10', status: 'pending', q: 'grant' } });
    expect(last().query).not.toHaveProperty('listingId');
    expect(result).toEqual({ data: [{ id: 'a', text: 'Bun' }], total: 11 });
  });

  it('reads one comment and deletes it', async () => {
    stub.answer = { status: 200, body: { id: ID, text: 'Bun' } };
    expect((await provider.getOne('comments', { id: ID })).data).toEqual({ id: ID, text: 'Bun' });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/admin/comments/${ID}` });
    expect((await provider.delete('comments', { id: ID, previousData: { id: ID } })).data).toEqual({ id: ID, text: 'Bun' });
    expect(last()).toMatchObject({ method: 'DELETE', path: `/api/admin/comments/${ID}` });
  });

  it('approves and rejects with the reason', async () => {
    stub.answer = { status: 200, body: { id: ID, status: 'approved' } };
    expect((await provider.approveComment({ id: ID })).data).toEqual({ id: ID, status: 'approved' });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/comments/${ID}/approve` });
    stub.answer = { status: 200, body: { id: ID, status: 'rejected' } };
    await provider.rejectComment({ id: ID, reason: 'Publicitate.' });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/comments/${ID}/reject`, body: { reason: 'Publicitate.' } });
  });

  it("passes the API's refusal on as an HttpError with its Romanian message", async () => {
    stub.answer = {
      status: 400,
      body: {
        error: { code: 'VALIDATION_FAILED', message: 'Datele trimise nu sunt valide.', details: [{ field: 'reason', message: 'Minimum 5 caractere.' }] },
      },
    };
    const error = await provider.rejectComment({ id: ID, reason: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
  });

  it('leaves other resources to the wrapped provider', async () => {
    stub.answer = { status: 200, body: { docs: [], count: 0, pagination: { total: 0 } } };
    await provider.getList('users', { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    expect(last().path).toBe('/api/admin/users');
  });
});
