import { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiStub, type ApiStub } from '../test-support/api-stub';
import { httpClient } from './http-client';
import { createDataProvider, type AdminDataProvider } from './index';

/**
 * The listing parts of the dataProvider against a real local HTTP server: which method, path,
 * query and JSON body each call sends, and how answers and errors come back.
 */

let provider: AdminDataProvider;
let stub: ApiStub;

beforeAll(async () => {
  stub = await startApiStub();
  provider = createDataProvider(stub.apiUrl, httpClient);
});

afterAll(() => stub.close());

beforeEach(() => {
  stub.received.length = 0;
  stub.answer = { status: 200, body: { id: 'l1', status: 'approved' } };
});

const last = () => stub.received.at(-1)!;
const ID = '0b5f7a7e-4a53-4d8e-9a43-3f1d0c1b2a10';

const page = (docs: unknown[], total: number) => ({
  docs,
  count: docs.length,
  pagination: { page: 2, perPage: 10, prevPage: 1, nextPage: null, total, totalPages: 2, featuredCount: 0 },
});

describe('custom moderation methods', () => {
  it('approve posts to the listing approve route without a body and returns the listing', async () => {
    stub.answer = { status: 200, body: { id: ID, status: 'approved' } };
    const result = await provider.approve({ id: ID });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/listings/${ID}/approve`, body: undefined });
    expect(result.data).toEqual({ id: ID, status: 'approved' });
  });

  it('reject sends the reason', async () => {
    await provider.reject({ id: ID, reason: 'Lipsesc cifrele financiare.' });
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/api/admin/listings/${ID}/reject`,
      contentType: 'application/json',
      body: { reason: 'Lipsesc cifrele financiare.' },
    });
  });

  it('requestChanges sends the message to request-changes', async () => {
    await provider.requestChanges({ id: ID, message: 'Adaugă cifra de afaceri.' });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/listings/${ID}/request-changes`, body: { message: 'Adaugă cifra de afaceri.' } });
  });

  it('renew and expire post to their routes', async () => {
    await provider.renew({ id: ID });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/listings/${ID}/renew` });
    await provider.expire({ id: ID });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/listings/${ID}/expire` });
  });

  it('promote sends the end date, and null to end the promotion', async () => {
    await provider.promote({ id: ID, until: '2027-01-31T21:59:59.000Z' });
    expect(last()).toMatchObject({ path: `/api/admin/listings/${ID}/promote`, body: { until: '2027-01-31T21:59:59.000Z' } });
    await provider.promote({ id: ID, until: null });
    expect(last().body).toEqual({ until: null });
  });

  it('bulkModerate sends action, ids and the reason only when given', async () => {
    stub.answer = { status: 200, body: { succeeded: ['a', 'b'], failed: [] } };
    const result = await provider.bulkModerate({ action: 'approve', ids: ['a', 'b'] });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/admin/listings/bulk', body: { action: 'approve', ids: ['a', 'b'] } });
    expect(result.data).toEqual({ succeeded: ['a', 'b'], failed: [] });
    await provider.bulkModerate({ action: 'reject', ids: ['a'], reason: 'Conținut duplicat.' });
    expect(last().body).toEqual({ action: 'reject', ids: ['a'], reason: 'Conținut duplicat.' });
  });

  it('rejects with the error code as a translation key and the status', async () => {
    stub.answer = { status: 409, body: { error: { code: 'LISTING_INVALID_TRANSITION', message: 'Nu se poate.' } } };
    const error = await provider.approve({ id: ID }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).message).toBe('roafaceri.errors.LISTING_INVALID_TRANSITION');
  });

  it('lets a missing route surface as a 404', async () => {
    stub.answer = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Ruta nu există.' } } };
    const error = await provider.bulkModerate({ action: 'approve', ids: ['a'] }).catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(404);
  });
});

describe('listing resources', () => {
  it('reads the moderation queue with page, pageSize and family, total from the pagination', async () => {
    stub.answer = { status: 200, body: page([{ id: 'a', title: 'Brutărie' }], 11) };
    const result = await provider.getList('moderation', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: { type: 3 },
    });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/admin/listings/moderation', query: { page: '2', pageSize: '10', type: '3' } });
    expect(result).toEqual({ data: [{ id: 'a', title: 'Brutărie' }], total: 11 });
  });

  it('leaves out an empty family filter and caps the page size at 100', async () => {
    stub.answer = { status: 200, body: page([], 0) };
    await provider.getList('moderation', { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' }, filter: { type: '' } });
    expect(last().query).toEqual({ page: '1', pageSize: '100' });
  });

  it('reads a family from the staff index with its type, filters and sort', async () => {
    stub.answer = { status: 200, body: page([{ id: 'b' }], 42) };
    const result = await provider.getList('company', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'price', order: 'DESC' },
      filter: { status: 'approved', owner: ' demo@roafaceri.ro ', county: 16, q: 'brutărie', ignored: 'x', type: 7 },
    });
    expect(last()).toMatchObject({
      path: '/api/admin/listings',
      query: { page: '1', pageSize: '25', type: '1', status: 'approved', owner: 'demo@roafaceri.ro', county: '16', q: 'brutărie', sort: 'price-desc' },
    });
    expect(result.total).toBe(42);
    await provider.getList('investor', { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    expect(last().query).toEqual({ page: '1', pageSize: '25', type: '7', sort: 'newest' });
  });

  it('keeps the 404 of a staff index that does not exist yet', async () => {
    stub.answer = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Ruta nu există.' } } };
    const error = await provider
      .getList('active', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch((e: unknown) => e);
    expect((error as HttpError).status).toBe(404);
  });

  it('reads one listing with both versions side by side', async () => {
    const listing = { id: ID, title: 'Pensiune cu 12 camere' };
    const revision = { id: ID, title: 'Pensiune cu 14 camere' };
    stub.answer = { status: 200, body: { listing, revision } };
    const result = await provider.getOne('moderation', { id: ID });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/admin/listings/${ID}` });
    expect(result.data).toEqual({ ...listing, listing, revision });

    stub.answer = { status: 200, body: { listing, revision: null } };
    expect((await provider.getOne('company', { id: ID })).data).toEqual({ ...listing, listing, revision: null });
  });

  it('leaves other resources to the REST conventions', async () => {
    stub.answer = { status: 200, body: { id: 'u1', email: 'a@b.ro' } };
    await provider.getOne('users', { id: 'u1' });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/admin/users/u1' });
  });
});

describe('staff create and edit of listings (the family routes)', () => {
  const record = { id: ID, title: 'Apel PNRR digitalizare', price: null, county: 16, city: 'Cluj-Napoca', features: ['finantari'], status: 'approved' };

  it('create posts the form fields to the family route, empties as null, then reads the staff view', async () => {
    stub.answer = { status: 201, body: { id: ID, listing: record, revision: null } };
    const result = await provider.create('fund', {
      data: {
        title: 'Apel PNRR digitalizare',
        description: '',
        price: '',
        county: 16,
        city: 'Cluj-Napoca',
        fundType: 2,
        region: 'nord-vest',
        callStatus: 'open',
        deadline: '2027-03-31',
        budget: 1000000,
        unknown: 'x',
      },
    });
    const [created, read] = stub.received.slice(-2);
    expect(created).toMatchObject({ method: 'POST', path: '/api/fund' });
    expect(created.body).toEqual({
      title: 'Apel PNRR digitalizare',
      description: null,
      price: null,
      county: 16,
      city: 'Cluj-Napoca',
      fundType: 2,
      region: 'nord-vest',
      callStatus: 'open',
      deadline: '2027-03-31',
      budget: 1000000,
    });
    expect(read).toMatchObject({ method: 'GET', path: `/api/admin/listings/${ID}` });
    expect(result.data).toMatchObject({ id: ID, title: 'Apel PNRR digitalizare', revision: null });
  });

  it('create uploads the chosen pictures first and sends their keys as the gallery, in order', async () => {
    stub.answer = { status: 201, body: { id: ID, listing: record, revision: null, images: [{ key: 'k-1' }, { key: 'k-2' }] } };
    const picture = (name: string) => ({ rawFile: new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' }), src: 'blob:x', title: name });
    await provider.create('news', { data: { title: 'Parteneriat nou cu o bancă', images: [picture('prima.png'), picture('a-doua.png')] } });
    const [upload, created] = stub.received;
    expect(upload).toMatchObject({ method: 'POST', path: '/api/uploads/images', contentType: expect.stringMatching(/^multipart\/form-data; boundary=/) });
    expect(upload.body).toMatch(/name="images"; filename="prima.png"[\s\S]*name="images"; filename="a-doua.png"/);
    expect(created).toMatchObject({ method: 'POST', path: '/api/news', body: { title: 'Parteneriat nou cu o bancă', gallery: ['k-1', 'k-2'] } });
  });

  it('update sends only what changed, with the id in the body, as tags a list', async () => {
    stub.answer = { status: 200, body: { id: ID, listing: record, revision: null } };
    await provider.update('news', {
      id: ID,
      data: { ...record, title: 'Apel PNRR pentru digitalizare', features: 'finantari, Parteneriat ' },
      previousData: record,
    });
    const [updated] = stub.received.slice(-2);
    expect(updated).toMatchObject({
      method: 'PUT',
      path: '/api/news',
      body: { id: ID, title: 'Apel PNRR pentru digitalizare', features: ['finantari', 'parteneriat'] },
    });
    expect(Object.keys(updated.body as object).sort()).toEqual(['features', 'id', 'title']);
  });

  it('update sends a call’s beneficiary types as a list and its CAEN codes typed as text as a clean list', async () => {
    stub.answer = { status: 200, body: { id: ID, listing: record, revision: null } };
    const call = { ...record, fundType: 2, beneficiaryTypes: ['startup'], caenCodes: ['J'] };
    await provider.update('fund', { id: ID, data: { ...call, beneficiaryTypes: ['startup', 'ong'], caenCodes: 'j, 62.01,5510, J' }, previousData: call });
    const [updated] = stub.received.slice(-2);
    expect(updated).toMatchObject({
      method: 'PUT',
      path: '/api/fund',
      body: { id: ID, beneficiaryTypes: ['startup', 'ong'], caenCodes: ['J', '6201', '5510'] },
    });
    expect(Object.keys(updated.body as object).sort()).toEqual(['beneficiaryTypes', 'caenCodes', 'id']);
  });

  it('update sends an investor profile’s target counties, and nothing of its other details', async () => {
    stub.answer = { status: 200, body: { id: ID, listing: record, revision: null } };
    const profile = { ...record, ticketMin: 1000, targetCounties: [16] };
    await provider.update('investor', { id: ID, data: { ...profile, ticketMin: 5, targetCounties: [16, 41] }, previousData: profile });
    const [updated] = stub.received.slice(-2);
    expect(updated).toMatchObject({ method: 'PUT', path: '/api/investor', body: { id: ID, targetCounties: [16, 41] } });
    expect(Object.keys(updated.body as object).sort()).toEqual(['id', 'targetCounties']);
  });

  it('an unchanged form sends no update and reads the listing again; a family outside the form keeps its details', async () => {
    stub.answer = { status: 200, body: { id: ID, listing: record, revision: null } };
    await provider.update('company', { id: ID, data: { ...record, yearlyTurnover: 5 }, previousData: record });
    expect(stub.received.map((request) => request.method)).toEqual(['GET']);
  });

  it('a refusal comes back with the field messages for the form', async () => {
    stub.answer = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Datele trimise nu sunt valide.',
          details: [{ field: 'title', message: 'Titlul trebuie să aibă cel puțin 5 caractere.' }],
        },
      },
    };
    const error = await provider.update('company', { id: ID, data: { ...record, title: 'Abc' }, previousData: record }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body).toMatchObject({ errors: { title: 'Titlul trebuie să aibă cel puțin 5 caractere.' } });
    expect(stub.received).toHaveLength(1);
  });
});
