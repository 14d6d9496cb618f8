import type { ListingStats } from '@contracts/listing-stats';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider, type AdminDataProvider } from '../dataProvider';
import { httpClient } from '../dataProvider/http-client';
import ro from '../i18n/ro';
import { startApiStub, type ApiStub } from '../test-support/api-stub';
import { STAT_METRICS, statsPanelRows } from './listing-stats-panel';

const ID = '0b5f7a7e-4a53-4d8e-9a43-3f1d0c1b2a10';
const zero = { views: 0, favourites: 0, conversations: 0, accessRequests: 0 };
const stats: ListingStats = {
  listingId: ID,
  days: [
    { date: '2026-03-08', ...zero, views: 8, favourites: 1 },
    { date: '2026-03-09', ...zero },
    { date: '2026-03-10', ...zero, views: 2, accessRequests: 1 },
    { date: '2026-03-11', ...zero, conversations: 1 },
  ],
  totals: { views: 10, favourites: 1, conversations: 1, accessRequests: 1 },
};

describe('the staff figures of a listing', () => {
  let stub: ApiStub;
  let provider: AdminDataProvider;
  beforeAll(async () => {
    stub = await startApiStub();
    provider = createDataProvider(stub.apiUrl, httpClient);
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    stub.received.length = 0;
  });

  it('reads them from the staff stats route of the listing, 30 days unless told', async () => {
    stub.answer = { status: 200, body: stats };
    expect((await provider.getListingStats({ id: ID })).data).toEqual(stats);
    expect(stub.received.at(-1)).toMatchObject({ method: 'GET', path: `/api/admin/listings/${ID}/stats`, query: { days: '30' } });
    await provider.getListingStats({ id: ID, days: 7 });
    expect(stub.received.at(-1)!.query).toEqual({ days: '7' });
  });

  it('passes an error of the API on to the panel', async () => {
    stub.answer = { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Anunțul nu există.' } } };
    await expect(provider.getListingStats({ id: ID })).rejects.toMatchObject({ status: 404 });
  });

  it('lists the days with any activity, newest first, with the views bar relative to the busiest day', () => {
    const rows = statsPanelRows(stats);
    expect(rows.map((row) => [row.date, row.views, row.share])).toEqual([
      ['2026-03-11', 0, 0],
      ['2026-03-10', 2, 25],
      ['2026-03-08', 8, 100],
    ]);
    expect(rows[1]!.label).toBe('10 mar. 2026');
    expect(statsPanelRows({ ...stats, days: [{ date: '2026-03-09', ...zero }] })).toEqual([]);
  });

  it('has a Romanian heading for every metric', () => {
    const messages = (ro as unknown as { roafaceri: { listing_stats: Record<string, string> } }).roafaceri.listing_stats;
    expect(messages.title).toBe('Statistici (30 de zile)');
    for (const metric of STAT_METRICS) expect(messages[metric]).toBeTruthy();
  });
});
