import { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider } from '../../dataProvider';
import { httpClient } from '../../dataProvider/http-client';
import { startApiStub, type ApiStub } from '../../test-support/api-stub';
import { campaignBody, CAMPAIGNS_RESOURCE, withCampaignResources } from './campaigns-provider';
import { deliveryProgress, isDraft } from './campaign-view';

/** The campaigns resource of the dataProvider against a real local HTTP server: what each call sends and how answers and errors come back. */

let stub: ApiStub;
let provider: ReturnType<typeof withCampaignResources<ReturnType<typeof createDataProvider>>>;

beforeAll(async () => {
  stub = await startApiStub();
  provider = withCampaignResources(createDataProvider(stub.apiUrl, httpClient), stub.apiUrl, httpClient);
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.received.length = 0;
  stub.answer = { status: 200, body: { id: 'c1' } };
});

const last = () => stub.received.at(-1)!;
const ID = '6f1c2a4e-9b7d-4c21-8e0a-5d3b7f9a1c20';
const counts = { recipients: 205, sent: 204, failed: 1, skipped: 0, pending: 0, unsubscribedAfter: 3 };
const campaign = {
  id: ID,
  subject: 'Noutăți',
  bodyHtml: '<p>Salut</p>',
  topic: 'general',
  topicName: 'General',
  status: 'sent',
  statusName: 'Trimisă',
  counts,
};

describe('newsletter campaigns resource', () => {
  it('lists with page, page size and the status and topic filters, and the total of the pagination', async () => {
    stub.answer = {
      status: 200,
      body: { docs: [campaign], count: 1, pagination: { page: 2, perPage: 10, total: 11, totalPages: 2, prevPage: 1, nextPage: null, featuredCount: 0 } },
    };
    const result = await provider.getList(CAMPAIGNS_RESOURCE, {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { status: 'sent', topic: '', other: 'x' },
    });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/admin/newsletter-campaigns' });
    expect(last().query).toEqual({ page: '2', pageSize: '10', status: 'sent' });
    expect(result).toEqual({ data: [campaign], total: 11 });
  });

  it('reads one campaign', async () => {
    stub.answer = { status: 200, body: campaign };
    expect(await provider.getOne(CAMPAIGNS_RESOURCE, { id: ID })).toEqual({ data: campaign });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/admin/newsletter-campaigns/${ID}` });
  });

  it('creates and edits with the editable fields only (the server owns counts, status and dates)', async () => {
    stub.answer = { status: 201, body: campaign };
    await provider.create(CAMPAIGNS_RESOURCE, { data: { subject: '  Noutăți  ', topic: 'funds', bodyHtml: '<p>Text</p>' } });
    expect(last()).toMatchObject({
      method: 'POST',
      path: '/api/admin/newsletter-campaigns',
      body: { subject: 'Noutăți', topic: 'funds', bodyHtml: '<p>Text</p>' },
    });
    stub.answer = { status: 200, body: campaign };
    await provider.update(CAMPAIGNS_RESOURCE, { id: ID, data: { ...campaign, subject: 'Alt subiect' }, previousData: campaign });
    expect(last()).toMatchObject({ method: 'PUT', path: `/api/admin/newsletter-campaigns/${ID}` });
    expect(last().body).toEqual({ subject: 'Alt subiect', bodyHtml: '<p>Salut</p>', topic: 'general' });
  });

  it('places the API field messages of a refused save next to the inputs', async () => {
    stub.answer = {
      status: 400,
      body: {
        error: { code: 'VALIDATION_FAILED', message: 'Datele trimise nu sunt valide.', details: [{ field: 'subject', message: 'Minimum 3 caractere.' }] },
      },
    };
    const error = await provider
      .create(CAMPAIGNS_RESOURCE, { data: { subject: 'a', topic: 'general', bodyHtml: '<p>Text suficient</p>' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).body).toMatchObject({ errors: { subject: 'Minimum 3 caractere.' } });
  });

  it('previews, tests and sends through their own routes', async () => {
    stub.answer = { status: 200, body: { subject: 'Noutăți', html: '<html></html>', text: 'Salut' } };
    expect(await provider.previewCampaign({ id: ID })).toEqual({ data: { subject: 'Noutăți', html: '<html></html>', text: 'Salut' } });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/admin/newsletter-campaigns/${ID}/preview` });
    stub.answer = { status: 200, body: { ok: true, to: 'ana@roafaceri.ro' } };
    expect(await provider.testCampaign({ id: ID })).toEqual({ data: { ok: true, to: 'ana@roafaceri.ro' } });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/newsletter-campaigns/${ID}/test` });
    stub.answer = { status: 200, body: { ...campaign, status: 'sending' } };
    expect((await provider.sendCampaign({ id: ID })).data.status).toBe('sending');
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/newsletter-campaigns/${ID}/send` });
  });

  it('leaves other resources to the provider it wraps', async () => {
    stub.answer = { status: 200, body: { docs: [], count: 0, pagination: { total: 0 } } };
    await provider.getList('newsletter', { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { status: 'pending' } });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/admin/newsletter' });
    expect(last().query).toMatchObject({ status: 'pending' });
  });
});

describe('campaign view helpers', () => {
  it('sends only the editable fields, subject trimmed', () => {
    expect(campaignBody({ subject: ' A ', topic: 'general', bodyHtml: '<p>x</p>', counts, status: 'draft' })).toEqual({
      subject: 'A',
      topic: 'general',
      bodyHtml: '<p>x</p>',
    });
  });

  it('edits and sends drafts only, and shows progress as sent of recipients', () => {
    expect(isDraft({ status: 'draft' })).toBe(true);
    expect(isDraft({ status: 'sent' })).toBe(false);
    expect(deliveryProgress(counts)).toBe('204 / 205');
  });
});
