import { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { httpClient } from '../dataProvider/http-client';
import { startApiStub, type ApiStub } from '../test-support/api-stub';
import { withOrderResources } from './orders-provider';

/** The orders resource of the dataProvider against a real local HTTP server: what each call sends and how answers and errors come back. */

let stub: ApiStub;
let provider: ReturnType<typeof withOrderResources<ReturnType<typeof createDataProvider>>>;

beforeAll(async () => {
  stub = await startApiStub();
  provider = withOrderResources(createDataProvider(stub.apiUrl, httpClient), stub.apiUrl, httpClient);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.received.length = 0;
  stub.answer = { status: 200, body: { id: 'o1' } };
});

const last = () => stub.received.at(-1)!;
const ID = '6f1c2a4e-9b7d-4c21-8e0a-5d3b7f9a1c20';
const page = (total: number) => ({ page: 1, perPage: 25, prevPage: null, nextPage: null, total, totalPages: 1, featuredCount: 0 });

describe('orders resource', () => {
  it('lists with page, the filters the route knows (trimmed, empty ones left out) and the total of the pagination', async () => {
    stub.answer = { status: 200, body: { docs: [{ id: 'a', number: 'CMD-2026-000001' }], count: 1, pagination: { ...page(31), page: 2, perPage: 10 } } };
    const result = await provider.getList('orders', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'awaiting_payment', kind: '', q: ' CMD-2026 ', other: 'x' },
    });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/admin/orders' });
    expect(last().query).toEqual({ page: '2', pageSize: '10', status: 'awaiting_payment', q: 'CMD-2026', sort: 'newest' });
    expect(result).toEqual({ data: [{ id: 'a', number: 'CMD-2026-000001' }], total: 31 });
  });

  it.each([
    [{ field: 'createdAt', order: 'DESC' }, 'newest'],
    [{ field: 'createdAt', order: 'ASC' }, 'oldest'],
    [{ field: 'totalEur', order: 'DESC' }, 'total-desc'],
    [{ field: 'totalEur', order: 'ASC' }, 'total-asc'],
  ] as const)('sorts %j as %s', async (sort, expected) => {
    stub.answer = { status: 200, body: { docs: [], count: 0, pagination: page(0) } };
    await provider.getList('orders', { pagination: { page: 1, perPage: 25 }, sort, filter: { kind: 'valuation' } });
    expect(last().query).toMatchObject({ sort: expected, kind: 'valuation' });
  });

  it('sends no sort for a column the route cannot sort by', async () => {
    stub.answer = { status: 200, body: { docs: [], count: 0, pagination: page(0) } };
    for (const sort of [{ field: 'number', order: 'ASC' } as const, { field: 'status', order: 'ASC' } as const, undefined]) {
      await provider.getList('orders', { pagination: { page: 1, perPage: 25 }, sort: sort as never, filter: {} });
      expect(last().query).toEqual({ page: '1', pageSize: '25' });
    }
  });

  it('reads one order and several', async () => {
    stub.answer = { status: 200, body: { id: ID, number: 'CMD-2026-000002' } };
    expect((await provider.getOne('orders', { id: ID })).data).toEqual({ id: ID, number: 'CMD-2026-000002' });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/admin/orders/${ID}` });
    expect((await provider.getMany('orders', { ids: [ID, 'b'] })).data).toHaveLength(2);
    expect(stub.received.slice(-2).map((request) => request.path)).toEqual([`/api/admin/orders/${ID}`, '/api/admin/orders/b']);
  });

  it('marks an order paid with the bank statement reference (trimmed)', async () => {
    stub.answer = { status: 200, body: { id: ID, status: 'paid', paymentReference: 'OP 123/05.03.2026' } };
    const result = await provider.markOrderPaid({ id: ID, paymentReference: '  OP 123/05.03.2026 ' });
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/api/admin/orders/${ID}/mark-paid`,
      contentType: 'application/json',
      body: { paymentReference: 'OP 123/05.03.2026' },
    });
    expect(result.data).toEqual({ id: ID, status: 'paid', paymentReference: 'OP 123/05.03.2026' });
  });

  it('cancels an order with the reason', async () => {
    stub.answer = { status: 200, body: { id: ID, status: 'cancelled' } };
    await provider.cancelOrder({ id: ID, reason: ' Clientul a renunțat. ' });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/orders/${ID}/cancel`, body: { reason: 'Clientul a renunțat.' } });
  });

  it("passes the API's refusal on as an HttpError carrying the translation key of its code", async () => {
    stub.answer = { status: 403, body: { error: { code: 'FORBIDDEN', message: 'Nu ai drepturi.' } } };
    const error = await provider.markOrderPaid({ id: ID, paymentReference: 'OP 1' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(403);
    expect((error as HttpError).message).toBe('roafaceri.errors.FORBIDDEN');
  });

  it('downloads an invoice only from the invoice routes, by its name', async () => {
    stub.answer = {
      status: 200,
      body: null,
      raw: Buffer.from('%PDF-1.3'),
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="RAF-2026-000001.pdf"' },
    };
    const { data } = await provider.invoiceFile({ url: `/api/checkout/invoices/${ID}/pdf` });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/checkout/invoices/${ID}/pdf` });
    expect(data.fileName).toBe('RAF-2026-000001.pdf');
    const count = stub.received.length;
    await expect(provider.invoiceFile({ url: `https://exemplu.ro/api/checkout/invoices/${ID}/pdf` })).rejects.toThrow();
    await expect(provider.invoiceFile({ url: '/api/admin/users' })).rejects.toThrow();
    expect(stub.received).toHaveLength(count);
  });

  it('leaves other resources to the wrapped provider', async () => {
    stub.answer = { status: 200, body: { docs: [], count: 0, pagination: page(0) } };
    await provider.getList('consulting', { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { status: 'new' } });
    expect(last()).toMatchObject({ path: '/api/admin/consulting', query: { status: 'new' } });
  });
});
