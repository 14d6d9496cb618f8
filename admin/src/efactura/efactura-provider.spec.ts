import { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { httpClient } from '../dataProvider/http-client';
import { startApiStub, type ApiStub } from '../test-support/api-stub';
import { EFACTURA_RESOURCE, withEfacturaResources } from './efactura-provider';
import { formatCents } from '@contracts/format-money';
import { firstMessage, formatDay, mayRetry, riskOf } from './efactura-view';

/** The e-Factura resource of the dataProvider against a real local HTTP server: what each call sends and how answers come back. */

let stub: ApiStub;
let provider: ReturnType<typeof withEfacturaResources<ReturnType<typeof createDataProvider>>>;

beforeAll(async () => {
  stub = await startApiStub();
  provider = withEfacturaResources(createDataProvider(stub.apiUrl, httpClient), stub.apiUrl, httpClient);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.received.length = 0;
});

const last = () => stub.received.at(-1)!;
const ID = '6f1c2a4e-9b7d-4c21-8e0a-5d3b7f9a1c20';
const REJECTION = 'E: validari globale  eroare: [BR-RO-100] Orasul trebuie sa fie SECTOR1..SECTOR6';
const invoice = {
  id: ID,
  kind: 'invoice',
  number: 'RAF-2026-000007',
  issuedAt: '2026-11-26T10:00:00.000Z',
  orderId: 'o1',
  orderNumber: 'CMD-2026-000007',
  buyerName: 'Ioana Pop',
  totalCents: 35090,
  status: 'rejected',
  message: `${REJECTION}\nAlt mesaj`,
  uploadId: '5001120362',
  downloadId: '3001474425',
  attempt: 1,
  updatedAt: '2026-11-26T10:05:00.000Z',
  canRetry: true,
  reportBy: '2026-12-03',
  atRisk: true,
  deadlinePassed: false,
};

describe('e-Factura resource', () => {
  it('lists with page, page size and the status and search filters, and the total of the pagination', async () => {
    stub.answer = {
      status: 200,
      body: { docs: [invoice], count: 1, pagination: { page: 1, perPage: 25, total: 1, totalPages: 1, prevPage: null, nextPage: null, featuredCount: 0 } },
    };
    const result = await provider.getList(EFACTURA_RESOURCE, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'issuedAt', order: 'DESC' },
      filter: { status: 'rejected', q: '  RAF ', atRisk: 'true', other: 'x' },
    });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/admin/efactura' });
    expect(last().query).toEqual({ page: '1', pageSize: '25', status: 'rejected', q: 'RAF', atRisk: 'true' });
    expect(result).toEqual({ data: [invoice], total: 1 });
  });

  it('reads one invoice and retries it with a POST', async () => {
    stub.answer = { status: 200, body: invoice };
    expect(await provider.getOne(EFACTURA_RESOURCE, { id: ID })).toEqual({ data: invoice });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/admin/efactura/${ID}` });
    stub.answer = { status: 200, body: { ...invoice, status: 'queued', attempt: 2, canRetry: false } };
    expect((await provider.retryEfactura({ id: ID })).data).toMatchObject({ status: 'queued', attempt: 2 });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/efactura/${ID}/retry` });
  });

  it('shows the API’s refusal of a retry as an error', async () => {
    stub.answer = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Datele trimise nu sunt valide.',
          details: [{ field: 'efactura', message: 'e-Factura nu este configurată: factura nu poate fi transmisă.' }],
        },
      },
    };
    const error = await provider.retryEfactura({ id: ID }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
  });

  it('asks whether e-Factura is configured', async () => {
    stub.answer = { status: 200, body: { enabled: false } };
    expect(await provider.efacturaSettings()).toEqual({ data: { enabled: false } });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/admin/efactura/settings' });
  });

  it('leaves other resources to the provider underneath', async () => {
    stub.answer = {
      status: 200,
      body: { docs: [], count: 0, pagination: { page: 1, perPage: 25, total: 0, totalPages: 0, prevPage: null, nextPage: null, featuredCount: 0 } },
    };
    await provider.getList('orders', { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    expect(last().path).toBe('/api/admin/orders');
  });
});

describe('e-Factura view helpers', () => {
  it('formats amounts, the first message and who may retry', () => {
    expect(formatCents(-35090)).toBe('-350,90 €');
    // Runs of spaces read as one, as the page shows them.
    expect(firstMessage(invoice.message)).toBe(REJECTION.replace(/\s+/g, ' '));
    expect(firstMessage('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(firstMessage(null)).toBe('');
    expect(mayRetry('admin', { canRetry: true })).toBe(true);
    expect(mayRetry('consultant', { canRetry: true })).toBe(false);
    expect(mayRetry('admin', { canRetry: false })).toBe(false);
  });

  it('marks documents at risk and past the deadline, and writes days as Romanians do', () => {
    expect(riskOf({ atRisk: true, deadlinePassed: false })).toBe('at_risk');
    expect(riskOf({ atRisk: true, deadlinePassed: true })).toBe('deadline_passed');
    expect(riskOf({ atRisk: false, deadlinePassed: false })).toBeNull();
    expect(formatDay('2026-12-08')).toBe('08.12.2026');
  });
});
