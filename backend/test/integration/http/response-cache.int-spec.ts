import { ResponseCache } from '../../../src/core/http/response-cache.js';
import { insertListing } from '../../support/listings.js';
import { newMember } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

describe('response cache of public lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { RESPONSE_CACHE_MAX_BYTES: '40000' } });
    const owner = await newMember(t);
    for (let i = 0; i < 3; i += 1) await insertListing(t, owner.id, { title: `Afacere de listat ${i}` });
  });
  afterAll(() => t.close());

  it('answers every spelling of one query from one entry', async () => {
    const first = await t.http.get('/api/company/list/web?pageSize=0100&page=1').expect(200);
    expect(first.headers['x-cache']).toBeUndefined();
    for (const spelling of ['?pageSize=00100&page=01', '?page=1&pageSize=100', '?pageSize=100&page=1&q=%20&county=']) {
      const again = await t.http.get(`/api/company/list/web${spelling}`).expect(200);
      expect(again.headers['x-cache'], spelling).toBe('hit');
      expect(again.body).toEqual(first.body);
    }
    // Text is not a number: another query, another answer.
    expect((await t.http.get('/api/company/list/web?pageSize=100&page=1&q=Afacere').expect(200)).headers['x-cache']).toBeUndefined();
  });

  it('keeps within RESPONSE_CACHE_MAX_BYTES however many different queries come', async () => {
    const cache = t.app.get(ResponseCache);
    for (let size = 1; size <= 60; size += 1) await t.http.get(`/api/company/list/web?pageSize=${size}`).expect(200);
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThanOrEqual(40000);
    // The most recent answers are the ones kept.
    expect((await t.http.get('/api/company/list/web?pageSize=60')).headers['x-cache']).toBe('hit');
    expect((await t.http.get('/api/company/list/web?pageSize=1')).headers['x-cache']).toBeUndefined();
  });
});
