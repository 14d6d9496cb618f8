import type { AppConfig } from '../../config/app-config.js';
import { normalizedUrl, ResponseCache } from './response-cache.js';

const cacheOf = (maxBytes: number) => new ResponseCache({ responseCacheTtlMs: 60_000, responseCacheMaxBytes: maxBytes } as AppConfig);

describe('response cache', () => {
  it('gives a public list query one spelling', () => {
    const list = '/api/company/list/web';
    const canonical = `${list}?page=2&pageSize=100`;
    for (const spelling of [
      '?pageSize=0100&page=2',
      '?page=02&pageSize=00100',
      '?pageSize=100&page=2&q=%20',
      '?q=&page=2&pageSize=+100+',
      '?pageSize=100&page=0002&county=',
    ]) {
      expect(normalizedUrl('GET', list + spelling), spelling).toBe(canonical);
    }
    // Text keeps its digits; lists of numbers are canonical item by item; amounts too.
    expect(normalizedUrl('GET', `${list}?q=007&domain=03,010`)).toBe(`${list}?domain=3%2C10&q=007`);
    expect(normalizedUrl('GET', `${list}?priceMin=0500.50&city=%20Cluj%20`)).toBe(`${list}?city=Cluj&priceMin=500.5`);
    expect(normalizedUrl('GET', '/api/fund/list/web-new?pageSize=04')).toBe('/api/fund/list/web-new?pageSize=4');
    // Not a number: left for the route to refuse. Unknown parameters stay (the route refuses them).
    expect(normalizedUrl('GET', `${list}?pageSize=abc&zzz=1`)).toBe(`${list}?pageSize=abc&zzz=1`);
    // Other routes and methods are untouched.
    expect(normalizedUrl('GET', '/api/company/slug-oarecare?b=2&a=1')).toBe('/api/company/slug-oarecare?b=2&a=1');
    expect(normalizedUrl('POST', `${list}?pageSize=0100`)).toBe(`${list}?pageSize=0100`);
    expect(normalizedUrl('GET', `${list}?`)).toBe(list);
  });

  it('keeps an answer as its UTF-8 bytes, encoded once, and counts them as bytes', () => {
    const cache = cacheOf(10_000);
    const json = '{"title":"Brutărie în Târgu Mureș"}';
    cache.store('/json', 0, json, { 'content-type': 'application/json' });
    const hit = cache.lookup('/json')!;
    // A replay writes these bytes as they are: no string to encode (and measure) on every request.
    expect(Buffer.isBuffer(hit.body)).toBe(true);
    expect(hit.body.equals(Buffer.from(json, 'utf8'))).toBe(true);
    expect(cache.size).toBeGreaterThanOrEqual(Buffer.byteLength(json) + '/json'.length + 'content-type'.length);
  });

  it('stays within its byte budget, letting the least recently used answers go first', () => {
    const cache = cacheOf(3000);
    const body = 'x'.repeat(700);
    for (const url of ['/a', '/b', '/c']) cache.store(url, 0, body, { 'content-type': 'application/json' });
    expect(cache.size).toBeLessThanOrEqual(3000);
    expect(cache.lookup('/a')).toBeDefined();
    // /b is now the least recently used: a fourth answer pushes it out, /a stays.
    cache.store('/d', 0, body, {});
    expect(cache.size).toBeLessThanOrEqual(3000);
    expect(cache.lookup('/b')).toBeUndefined();
    expect(cache.lookup('/a')).toBeDefined();
    expect(cache.lookup('/d')).toBeDefined();
    // An answer larger than the whole budget is not kept, and pushes nothing out.
    cache.store('/huge', 0, 'x'.repeat(5000), {});
    expect(cache.lookup('/huge')).toBeUndefined();
    expect(cache.lookup('/a')).toBeDefined();
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('counts a replaced answer once', () => {
    const cache = cacheOf(10_000);
    cache.store('/a', 0, 'x'.repeat(1000), {});
    const once = cache.size;
    cache.store('/a', 0, 'x'.repeat(1000), {});
    expect(cache.size).toBe(once);
  });

  it('lets one request compute an expired answer while the others keep getting it, for one more TTL at most', () => {
    vi.useFakeTimers();
    try {
      const cache = new ResponseCache({ responseCacheTtlMs: 1000, responseCacheMaxBytes: 10_000 } as AppConfig);
      cache.store('/list', 0, 'first', {});
      vi.advanceTimersByTime(1001);
      // The first request after the expiry computes it again; those meanwhile get the expired answer.
      expect(cache.lookup('/list')).toBeUndefined();
      expect(cache.lookup('/list')).toMatchObject({ stale: true });
      expect(cache.lookup('/list')?.body.toString()).toBe('first');
      cache.store('/list', 0, 'second', {});
      const fresh = cache.lookup('/list');
      expect(fresh?.body.toString()).toBe('second');
      expect(fresh?.stale).toBeUndefined();
      // While a recompute has stored nothing yet (a slow or failed one), the others keep the expired answer.
      vi.advanceTimersByTime(1001);
      expect(cache.lookup('/list')).toBeUndefined();
      vi.advanceTimersByTime(500);
      expect(cache.lookup('/list')?.stale).toBe(true);
      // Never older than two TTLs.
      vi.advanceTimersByTime(500);
      expect(cache.lookup('/list')).toBeUndefined();
      expect(cache.lookup('/list')).toBeUndefined();
      // A change of the data forgets even what is being computed again.
      cache.store('/list', 0, 'third', {});
      vi.advanceTimersByTime(1001);
      expect(cache.lookup('/list')).toBeUndefined();
      cache.invalidate();
      expect(cache.lookup('/list')).toBeUndefined();
      expect(cache.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
