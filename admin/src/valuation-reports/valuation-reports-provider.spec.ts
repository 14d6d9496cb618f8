import { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { httpClient } from '../dataProvider/http-client';
import { startApiStub, type ApiStub } from '../test-support/api-stub';
import { withValuationReportResources } from './valuation-reports-provider';

/** The valuation reports resource against a real local HTTP server: what each call sends and how answers and refusals come back. */

let stub: ApiStub;
let provider: ReturnType<typeof withValuationReportResources<ReturnType<typeof createDataProvider>>>;

beforeAll(async () => {
  stub = await startApiStub();
  provider = withValuationReportResources(createDataProvider(stub.apiUrl, httpClient), stub.apiUrl, httpClient);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.received.length = 0;
  stub.answer = { status: 200, body: { id: 'r1' } };
});

const last = () => stub.received.at(-1)!;
const ID = '6f1c2a4e-9b7d-4c21-8e0a-5d3b7f9a1c20';
const LISTING = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const page = (total: number) => ({ page: 1, perPage: 25, prevPage: null, nextPage: null, total, totalPages: 1, featuredCount: 0 });

describe('valuation reports resource', () => {
  it('lists with page, status and the search (trimmed, empty ones left out)', async () => {
    stub.answer = { status: 200, body: { docs: [{ id: 'a', companyName: 'Brutăria SRL' }], count: 1, pagination: { ...page(7), page: 2, perPage: 5 } } };
    const result = await provider.getList('valuation-reports', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'draft', q: ' Brutăria ', other: 'x' },
    });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/admin/valuation-reports', query: { page: '2', pageSize: '5', status: 'draft', q: 'Brutăria' } });
    expect(result).toEqual({ data: [{ id: 'a', companyName: 'Brutăria SRL' }], total: 7 });
    await provider.getList('valuation-reports', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: '', q: '  ' },
    });
    expect(last().query).toEqual({ page: '1', pageSize: '25' });
  });

  it('reads one report and several', async () => {
    stub.answer = { status: 200, body: { id: ID, companyName: 'Brutăria SRL' } };
    expect((await provider.getOne('valuation-reports', { id: ID })).data).toEqual({ id: ID, companyName: 'Brutăria SRL' });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/admin/valuation-reports/${ID}` });
    expect((await provider.getMany('valuation-reports', { ids: [ID, 'b'] })).data).toHaveLength(2);
  });

  it('saves the draft with PUT and only the editable parts (the rest of the record stays out)', async () => {
    stub.answer = { status: 200, body: { id: ID } };
    await provider.update('valuation-reports', {
      id: ID,
      previousData: { id: ID },
      data: {
        id: ID,
        orderNumber: 'CMD-2026-000001',
        status: 'draft',
        versions: [],
        figures: {
          source: 'anaf',
          fetchedAt: null,
          caen: ' 1071 ',
          countyId: 33,
          years: [{ year: 2024, turnover: 100, netProfit: -5, employees: null }, { year: null }],
          assets: '',
          debts: 20,
        },
        starting: { low: 1000, mid: 2000, high: 3000, method: 'x', currency: 'EUR', estimateId: null, explanation: [] },
        adjustments: [{ label: ' Risc ', kind: 'factor', value: -10, reason: ' Piață mică. ' }, {}],
        comparables: [
          { listingId: LISTING, title: 'A', included: true },
          { listingId: 'other', title: 'B', included: false },
        ],
        conclusion: '  Concluzia raportului.  ',
        finalLow: 900,
        finalMid: '',
        finalHigh: 3100,
      },
    });
    expect(last()).toMatchObject({ method: 'PUT', path: `/api/admin/valuation-reports/${ID}` });
    expect(last().body).toEqual({
      figures: { caen: '1071', countyId: 33, years: [{ year: 2024, turnover: 100, netProfit: -5, employees: null }], assets: null, debts: 20 },
      starting: { low: 1000, mid: 2000, high: 3000 },
      adjustments: [{ label: 'Risc', kind: 'factor', value: -10, reason: 'Piață mică.' }],
      includedComparables: [LISTING],
      conclusion: 'Concluzia raportului.',
      finalLow: 900,
      finalMid: null,
      finalHigh: 3100,
    });
  });

  it("places the API's field messages for the form on a refused save", async () => {
    stub.answer = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Datele trimise nu sunt valide.',
          details: [{ field: 'adjustments.0.value', message: 'Un procent de ajustare este între -90% și +200%.' }],
        },
      },
    };
    const error = await provider
      .update('valuation-reports', { id: ID, data: { adjustments: [{ label: 'Risc', kind: 'factor', value: -95, reason: 'Motiv bun.' }] }, previousData: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).body.errors).toEqual({ 'adjustments.0.value': 'Un procent de ajustare este între -90% și +200%.' });
  });

  it('publishes, searches comparables and reads the figures from ANAF again with POST', async () => {
    stub.answer = { status: 200, body: { id: ID, status: 'published', version: 1 } };
    expect((await provider.publishValuationReport({ id: ID })).data).toEqual({ id: ID, status: 'published', version: 1 });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/valuation-reports/${ID}/publish` });
    await provider.refreshValuationComparables({ id: ID });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/valuation-reports/${ID}/refresh-comparables` });
    await provider.refreshValuationFigures({ id: ID });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/valuation-reports/${ID}/refresh-figures` });
  });

  it("downloads only a report version's PDF or a client's document", async () => {
    stub.answer = {
      status: 200,
      body: null,
      raw: Buffer.from('%PDF-1.3'),
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="raport-evaluare-Brutaria-v2.pdf"' },
    };
    const { data } = await provider.valuationReportFile({ url: `/api/admin/valuation-reports/${ID}/pdf?version=2` });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/admin/valuation-reports/${ID}/pdf`, query: { version: '2' } });
    expect(data.fileName).toBe('raport-evaluare-Brutaria-v2.pdf');
    await provider.valuationReportFile({ url: '/api/uploads/documents/documents%2Fab%2Fbilant.pdf' });
    expect(last().path).toBe('/api/uploads/documents/documents%2Fab%2Fbilant.pdf');
    const count = stub.received.length;
    await expect(provider.valuationReportFile({ url: `https://exemplu.ro/api/admin/valuation-reports/${ID}/pdf?version=1` })).rejects.toThrow();
    await expect(provider.valuationReportFile({ url: '/api/admin/users' })).rejects.toThrow();
    expect(stub.received).toHaveLength(count);
  });

  it('leaves other resources to the wrapped provider', async () => {
    stub.answer = { status: 200, body: { docs: [], count: 0, pagination: page(0) } };
    await provider.getList('consulting', { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { status: 'new' } });
    expect(last()).toMatchObject({ path: '/api/admin/consulting', query: { status: 'new' } });
  });
});
