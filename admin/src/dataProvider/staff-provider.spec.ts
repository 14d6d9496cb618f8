import { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiStub, type ApiStub } from '../test-support/api-stub';
import { fileNameOf, httpClient } from './http-client';
import { createDataProvider, type AdminDataProvider } from './index';

/**
 * The staff parts of the dataProvider (users, consulting, audit, newsletter, failed jobs and their
 * custom methods) against a real local HTTP server: which method, path, query and JSON body each
 * call sends, and how answers, files and errors come back.
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
  stub.answer = { status: 200, body: {} };
});

const last = () => stub.received.at(-1)!;
const ID = '0b5f7a7e-4a53-4d8e-9a43-3f1d0c1b2a10';
const page = (docs: unknown[], total: number) => ({
  docs,
  count: docs.length,
  pagination: { page: 1, perPage: 25, prevPage: null, nextPage: null, total, totalPages: 1, featuredCount: 0 },
});

describe('staff lists', () => {
  it('users: page, trimmed filters and the named sort of the route', async () => {
    stub.answer = { status: 200, body: page([{ id: 'u1', email: 'ana@example.ro' }], 31) };
    const result = await provider.getList('users', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'fullName', order: 'DESC' },
      filter: { q: '  ana ', role: 'staff', blocked: false, verified: '', unknown: 'x' },
    });
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/admin/users',
      query: { page: '2', pageSize: '10', q: 'ana', role: 'staff', blocked: 'false', sort: 'name-desc' },
    });
    expect(result).toEqual({ data: [{ id: 'u1', email: 'ana@example.ro' }], total: 31 });
    await provider.getList('users', { pagination: { page: 1, perPage: 500 }, sort: { field: 'createdAt', order: 'ASC' }, filter: {} });
    expect(last().query).toEqual({ page: '1', pageSize: '100', sort: 'oldest' });
  });

  it('consulting: status, assignee and kind filters; sort and order as the route names them', async () => {
    stub.answer = { status: 200, body: page([], 0) };
    await provider.getList('consulting', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'updatedAt', order: 'ASC' },
      filter: { status: 'new', assigned: 'me', kind: 'consulting', topic: 'funding' },
    });
    expect(last()).toMatchObject({
      path: '/api/admin/consulting',
      query: { page: '1', pageSize: '25', status: 'new', assigned: 'me', kind: 'consulting', sort: 'updatedAt', order: 'asc' },
    });
    await provider.getList('consulting', { pagination: { page: 1, perPage: 25 }, sort: { field: 'fullName', order: 'ASC' }, filter: {} });
    expect(last().query).toEqual({ page: '1', pageSize: '25' });
  });

  it('audit: actor, action, entity and date range; a row is found in the list', async () => {
    stub.answer = { status: 200, body: page([{ id: 'a1', action: 'user.block' }], 1) };
    await provider.getList('audit', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { actorId: ID, action: 'consulting.assign', entityType: 'consulting_request', entityId: ID, from: '2026-01-01', to: '2026-01-31' },
    });
    expect(last()).toMatchObject({
      path: '/api/admin/audit',
      query: { actorId: ID, action: 'consulting.assign', entityType: 'consulting_request', entityId: ID, from: '2026-01-01', to: '2026-01-31' },
    });
    expect((await provider.getOne('audit', { id: 'a1' })).data).toEqual({ id: 'a1', action: 'user.block' });
  });

  it('newsletter: topic, status and email search; email sort', async () => {
    stub.answer = { status: 200, body: page([], 0) };
    await provider.getList('newsletter', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'email', order: 'ASC' },
      filter: { topic: 'funds', status: 'all', q: 'ion' },
    });
    expect(last()).toMatchObject({ path: '/api/admin/newsletter', query: { topic: 'funds', status: 'all', q: 'ion', sort: 'email-asc' } });
  });

  it('failed jobs: one unpaged answer, cut into pages here, each row identified by queue and id', async () => {
    const jobs = Array.from({ length: 3 }, (_, index) => ({ queue: index ? 'push' : 'mail', id: String(index + 1), name: 'SendTransactionalEmail' }));
    stub.answer = { status: 200, body: { docs: jobs, count: 3 } };
    const first = await provider.getList('failed-jobs', { pagination: { page: 1, perPage: 2 }, sort: { field: 'failedAt', order: 'DESC' }, filter: {} });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/admin/jobs/failed', query: {} });
    expect(first.total).toBe(3);
    expect(first.data.map((row) => row.id)).toEqual(['mail/1', 'push/2']);
    const second = await provider.getList('failed-jobs', { pagination: { page: 2, perPage: 2 }, sort: { field: 'failedAt', order: 'DESC' }, filter: {} });
    expect(second.data).toEqual([{ ...jobs[2], id: 'push/3' }]);
  });

  it('reads one user or consulting request from its route', async () => {
    stub.answer = { status: 200, body: { id: ID, email: 'ana@example.ro' } };
    expect((await provider.getOne('users', { id: ID })).data).toEqual({ id: ID, email: 'ana@example.ro' });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/admin/users/${ID}` });
    await provider.getOne('consulting', { id: ID });
    expect(last().path).toBe(`/api/admin/consulting/${ID}`);
  });
});

describe('staff actions (custom methods)', () => {
  it('blocks and unblocks a user without a body', async () => {
    stub.answer = { status: 200, body: { id: ID, blocked: true } };
    expect((await provider.blockUser({ id: ID })).data).toEqual({ id: ID, blocked: true });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/users/${ID}/block`, body: undefined });
    await provider.unblockUser({ id: ID });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/users/${ID}/unblock` });
  });

  it('sets the whole set of roles with PUT', async () => {
    await provider.setUserRoles({ id: ID, roles: ['moderator', 'consultant'] });
    expect(last()).toMatchObject({
      method: 'PUT',
      path: `/api/admin/users/${ID}/roles`,
      contentType: 'application/json',
      body: { roles: ['moderator', 'consultant'] },
    });
    await provider.setUserRoles({ id: ID, roles: [] });
    expect(last().body).toEqual({ roles: [] });
  });

  it("reads and resets a staff member's second factor", async () => {
    stub.answer = { status: 200, body: { enabled: true, enrolledAt: '2026-11-20T10:00:00.000Z', recoveryCodesLeft: 9 } };
    expect((await provider.getUserMfa({ id: ID })).data).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
    expect(last()).toMatchObject({ method: 'GET', path: `/api/admin/users/${ID}/mfa` });
    stub.answer = { status: 200, body: { enabled: false, enrolledAt: null, recoveryCodesLeft: 0 } };
    expect((await provider.resetUserMfa({ id: ID })).data.enabled).toBe(false);
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/users/${ID}/mfa/reset`, body: undefined });
  });

  it('reads the assignees and assigns (or unassigns) a request', async () => {
    stub.answer = { status: 200, body: [{ id: 'c1', fullName: 'Elena', email: 'e@example.ro', roles: ['consultant'] }] };
    expect((await provider.consultingAssignees()).data).toHaveLength(1);
    expect(last()).toMatchObject({ method: 'GET', path: '/api/admin/consulting/assignees' });
    stub.answer = { status: 200, body: { id: ID, assignedToId: 'c1' } };
    await provider.assignConsulting({ id: ID, consultantId: 'c1' });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/consulting/${ID}/assign`, body: { consultantId: 'c1' } });
    await provider.assignConsulting({ id: ID, consultantId: null });
    expect(last().body).toEqual({ consultantId: null });
  });

  it('changes a request status with the message for the client only when one is written', async () => {
    await provider.setConsultingStatus({ id: ID, status: 'waiting_client', message: '  Trimite bilanțul pe 2025.  ' });
    expect(last()).toMatchObject({
      method: 'POST',
      path: `/api/admin/consulting/${ID}/status`,
      body: { status: 'waiting_client', message: 'Trimite bilanțul pe 2025.' },
    });
    await provider.setConsultingStatus({ id: ID, status: 'in_progress', message: '   ' });
    expect(last().body).toEqual({ status: 'in_progress' });
    await provider.setConsultingStatus({ id: ID, status: 'done' });
    expect(last().body).toEqual({ status: 'done' });
  });

  it('adds an internal note', async () => {
    stub.answer = { status: 201, body: { id: 'n1', text: 'Am sunat clientul.' } };
    expect((await provider.addConsultingNote({ id: ID, text: 'Am sunat clientul.' })).data).toEqual({ id: 'n1', text: 'Am sunat clientul.' });
    expect(last()).toMatchObject({ method: 'POST', path: `/api/admin/consulting/${ID}/notes`, body: { text: 'Am sunat clientul.' } });
  });

  it('retries a failed job by queue and id', async () => {
    stub.answer = { status: 202, body: { ok: true } };
    await provider.retryJob({ queue: 'mail', id: 'consulting-status-1-2' });
    expect(last()).toMatchObject({ method: 'POST', path: '/api/admin/jobs/mail/consulting-status-1-2/retry', body: undefined });
  });

  it('reads the dashboard', async () => {
    stub.answer = { status: 200, body: { failedJobs: 2 } };
    expect((await provider.getDashboard()).data).toEqual({ failedJobs: 2 });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/admin/dashboard' });
  });

  it('downloads the newsletter CSV with the list filters and sort, keeping the BOM and the file name', async () => {
    const csv = Buffer.from('\uFEFFEmail,Subiecte\r\nana@example.ro,Finanțări\r\n', 'utf8');
    stub.answer = {
      status: 200,
      body: null,
      raw: csv,
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="abonati-newsletter-funds-2026-03-05.csv"' },
    };
    const { data } = await provider.exportNewsletterCsv({
      filter: { topic: 'funds', q: ' ana ', status: 'subscribed' },
      sort: { field: 'email', order: 'DESC' },
    });
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/api/admin/newsletter/export.csv',
      query: { topic: 'funds', q: 'ana', status: 'subscribed', sort: 'email-desc' },
    });
    expect(last().query).not.toHaveProperty('page');
    expect(data.fileName).toBe('abonati-newsletter-funds-2026-03-05.csv');
    expect(Buffer.from(await data.blob.arrayBuffer())).toEqual(csv);
  });

  it('downloads a client document only from the document route, by its UTF-8 name', async () => {
    stub.answer = {
      status: 200,
      body: null,
      raw: Buffer.from('%PDF-1.7'),
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="Bilant_2025.pdf"; filename*=UTF-8\'\'Bilan%C8%9B%202025.pdf',
      },
    };
    const { data } = await provider.consultingDocument({ url: '/api/uploads/documents/abc123' });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/uploads/documents/abc123' });
    expect(data.fileName).toBe('Bilanț 2025.pdf');
    const count = stub.received.length;
    await expect(provider.consultingDocument({ url: 'https://exemplu.ro/api/uploads/documents/abc' })).rejects.toThrow();
    await expect(provider.consultingDocument({ url: '/api/admin/users' })).rejects.toThrow();
    expect(stub.received).toHaveLength(count);
  });

  it('rejects file downloads and actions with the error code as a translation key', async () => {
    stub.answer = { status: 403, body: { error: { code: 'FORBIDDEN', message: 'Nu.' } } };
    const csv = await provider.exportNewsletterCsv({ filter: {}, sort: { field: 'createdAt', order: 'DESC' } }).catch((e: unknown) => e);
    expect(csv).toBeInstanceOf(HttpError);
    expect((csv as HttpError).status).toBe(403);
    expect((csv as HttpError).message).toBe('roafaceri.errors.FORBIDDEN');
    stub.answer = { status: 409, body: { error: { code: 'CONSULTING_INVALID_TRANSITION', message: 'Nu se poate.' } } };
    const status = await provider.setConsultingStatus({ id: ID, status: 'done' }).catch((e: unknown) => e);
    expect((status as HttpError).message).toBe('roafaceri.errors.CONSULTING_INVALID_TRANSITION');
  });
});

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, falls back to the plain one', () => {
    expect(fileNameOf('attachment; filename="a.csv"; filename*=UTF-8\'\'%C8%99.csv')).toBe('ș.csv');
    expect(fileNameOf('attachment; filename="abonati.csv"')).toBe('abonati.csv');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment')).toBeNull();
  });
});
