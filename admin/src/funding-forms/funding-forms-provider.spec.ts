import { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../dataProvider';
import { httpClient } from '../dataProvider/http-client';
import { startApiStub, type ApiStub } from '../test-support/api-stub';
import { withFundingFormResources } from './funding-forms-provider';

/** The programmes' forms resource against a real local HTTP server: what each call sends. */

let stub: ApiStub;
let provider: ReturnType<typeof createDataProvider>;

beforeAll(async () => {
  stub = await startApiStub();
  provider = withFundingFormResources(createDataProvider(stub.apiUrl, httpClient), stub.apiUrl, httpClient);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.received.length = 0;
  stub.answer = { status: 200, body: { id: ID } };
});

const ID = '0b5f7a7e-4a53-4d8e-9a43-3f1d0c1b2a10';
const last = () => stub.received.at(-1)!;
const pdf = () => ({
  rawFile: new File([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], 'cerere finanțare.pdf', { type: 'application/pdf' }),
  src: 'blob:x',
  title: 'cerere finanțare.pdf',
});
const record = { id: ID, programmeId: 'masura-3', title: 'Cererea de finanțare', fileName: 'cerere.pdf' };

describe('funding-forms resource', () => {
  it('lists every form of a programme', async () => {
    stub.answer = {
      status: 200,
      body: { docs: [record], count: 1, pagination: { page: 1, perPage: 1, prevPage: null, nextPage: null, total: 1, totalPages: 1, featuredCount: 0 } },
    };
    const result = await provider.getList('funding-forms', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'programmeId', order: 'ASC' },
      filter: { programmeId: 'masura-3' },
    });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/admin/funding-forms', query: { programmeId: 'masura-3' } });
    expect(result).toEqual({ data: [record], total: 1 });
  });

  it('creates with a multipart body: programme, title and the file', async () => {
    stub.answer = { status: 201, body: record };
    await provider.create('funding-forms', { data: { programmeId: 'masura-3', title: 'Cererea de finanțare', file: pdf() } });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/admin/funding-forms', contentType: expect.stringMatching(/^multipart\/form-data; boundary=/) });
    expect(last().body).toMatch(
      /name="programmeId"\r\n\r\nmasura-3[\s\S]*name="title"\r\n\r\nCererea de finanțare[\s\S]*name="file"; filename="cerere finanțare.pdf"/,
    );
  });

  it('sends only the changed fields as JSON, or multipart with a replacing file; nothing when unchanged', async () => {
    await provider.update('funding-forms', { id: ID, data: { ...record, title: 'Cererea de finanțare v2' }, previousData: record });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: `/api/admin/funding-forms/${ID}`,
      contentType: 'application/json',
      body: { title: 'Cererea de finanțare v2' },
    });

    await provider.update('funding-forms', { id: ID, data: { ...record, file: pdf() }, previousData: record });
    expect(last()).toMatchObject({ method: 'PUT', contentType: expect.stringMatching(/^multipart\/form-data/) });
    expect(last().body).toMatch(/name="file"; filename="cerere finanțare.pdf"/);
    expect(last().body).not.toMatch(/name="title"/);

    stub.received.length = 0;
    await provider.update('funding-forms', { id: ID, data: record, previousData: record });
    expect(stub.received.map((request) => request.method)).toEqual(['GET']);
  });

  it("places the API's field messages for the form", async () => {
    stub.answer = {
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'x', details: [{ field: 'file', message: 'Formularul trebuie să fie PDF.' }] } },
    };
    const refused = await provider.create('funding-forms', { data: { programmeId: 'masura-3', title: 'Anexa', file: pdf() } }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).body).toMatchObject({ errors: { file: 'Formularul trebuie să fie PDF.' } });
  });

  it('deletes', async () => {
    stub.answer = { status: 200, body: record };
    expect((await provider.delete('funding-forms', { id: ID, previousData: record })).data).toEqual(record);
    expect(last()).toMatchObject({ method: 'DELETE', path: `/api/admin/funding-forms/${ID}` });
  });
});
