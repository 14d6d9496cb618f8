import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { httpClient } from '../dataProvider/http-client';
import { startApiStub, type ApiStub } from '../test-support/api-stub';
import { withMessageReportResources } from './message-reports-provider';

/** The reported messages of the dataProvider against a real local HTTP server: what each call sends and reads back. */

let stub: ApiStub;
let provider: ReturnType<typeof withMessageReportResources<ReturnType<typeof createDataProvider>>>;

beforeAll(async () => {
  stub = await startApiStub();
  provider = withMessageReportResources(createDataProvider(stub.apiUrl, httpClient), stub.apiUrl, httpClient);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.received.length = 0;
  stub.answer = { status: 200, body: { id: 'r1' } };
});

const last = () => stub.received.at(-1)!;
const ID = '0b5f7a7e-4a53-4d8e-9a43-3f1d0c1b2a10';

describe('message reports resource', () => {
  it('lists with page and the handled filter, and reads the total from the pagination', async () => {
    stub.answer = {
      status: 200,
      body: {
        docs: [{ id: 'a', reason: 'Spam' }],
        count: 1,
        pagination: { page: 1, perPage: 25, prevPage: null, nextPage: null, total: 1, totalPages: 1, featuredCount: 0 },
      },
    };
    const result = await provider.getList('message-reports', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { handled: 'false' },
    });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/admin/message-reports', query: { page: '1', pageSize: '25', handled: 'false' } });
    expect(result).toEqual({ data: [{ id: 'a', reason: 'Spam' }], total: 1 });
  });

  it('reads one report with its conversation and marks it handled', async () => {
    stub.answer = { status: 200, body: { id: ID, messages: [] } };
    expect((await provider.getOne('message-reports', { id: ID })).data).toEqual({ id: ID, messages: [] });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/admin/message-reports/${ID}` });
    stub.answer = { status: 200, body: { id: ID, handledAt: '2026-03-10T10:00:00.000Z' } };
    expect((await provider.handleMessageReport({ id: ID })).data).toMatchObject({ handledAt: '2026-03-10T10:00:00.000Z' });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/message-reports/${ID}/handle` });
  });

  it('downloads a document of the reported conversation through the conversation’s attachment route', async () => {
    const asked: string[] = [];
    const withFiles = withMessageReportResources(createDataProvider(stub.apiUrl, httpClient), stub.apiUrl, httpClient, async (url) => {
      asked.push(url);
      return { blob: new Blob(['%PDF']), fileName: 'bilant.pdf' };
    });
    const file = await withFiles.messageAttachment({ conversationId: ID, key: 'abc.pdf' });
    expect(file.data.fileName).toBe('bilant.pdf');
    expect(asked).toEqual([`${new URL(stub.apiUrl).origin}/api/conversations/${ID}/attachments/abc.pdf`]);
  });
});
