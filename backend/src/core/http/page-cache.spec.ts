import { gunzipSync } from 'node:zlib';
import { NONCE_PLACEHOLDER, PageCache, stamped, stampedGzip } from './page-cache.js';

const SESSION = ['auth_token', '__Host-auth_token'];
const CONSENT = 'CookieConsent';

function page(body: string): Buffer {
  return Buffer.from(`<!doctype html><html><head><script nonce="${NONCE_PLACEHOLDER}">boot()</script></head><body>${body}<script nonce="${NONCE_PLACEHOLDER}">go()</script></body></html>`);
}

const html = (headers: Record<string, string> = {}) => new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers });

describe('PageCache', () => {
  it('keys anonymous GET and HEAD requests by path, normalised query and whether a cookie choice exists', () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    expect(cache.keyOf('GET', '/finantari', '?b=2&a=1&c=', undefined, SESSION, CONSENT)).toBe('n /finantari?a=1&b=2');
    expect(cache.keyOf('HEAD', '/finantari', '?a=1&b=2', 'x=1', SESSION, CONSENT)).toBe('n /finantari?a=1&b=2');
    expect(cache.keyOf('GET', '/', '', 'CookieConsent=%7B%7D', SESSION, CONSENT)).toBe('c /');
    expect(cache.keyOf('POST', '/', '', undefined, SESSION, CONSENT)).toBeNull();
    expect(cache.keyOf('GET', '/', '', 'CookieConsent=1; auth_token=abc', SESSION, CONSENT)).toBeNull();
    expect(cache.keyOf('GET', '/', '', '__Host-auth_token=abc', SESSION, CONSENT)).toBeNull();
    expect(new PageCache({ ttlMs: 0, maxBytes: 1_000_000 }).keyOf('GET', '/', '', undefined, SESSION, CONSENT)).toBeNull();
  });

  it('stamps a fresh nonce into every answer, plain and gzip, from one stored render', () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    const body = `<p>${'Afaceri de vânzare în toată țara. '.repeat(200)}</p>`;
    const entry = cache.store('n /', cache.currentGeneration(), 200, html({ 'cache-control': 'no-cache' }), page(body))!;
    expect(entry.pieces).toHaveLength(3);
    expect(entry.headers).toEqual({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    const first = stamped(entry, 'AAAA1111');
    const second = stamped(entry, 'BBBB2222');
    expect(first.toString()).toBe(page(body).toString().replaceAll(NONCE_PLACEHOLDER, 'AAAA1111'));
    expect(second.toString()).toContain('<script nonce="BBBB2222">go()</script>');
    // The spliced gzip stream decodes to exactly the stamped page, and compresses it.
    const gzipped = stampedGzip(entry, 'CCCC3333');
    expect(gunzipSync(gzipped).toString()).toBe(stamped(entry, 'CCCC3333').toString());
    expect(gzipped.length).toBeLessThan(first.length / 5);
    expect(cache.lookup('n /')).toBe(entry);
  });

  it('stores nothing that is personal, failed, set a cookie, or rendered before a change', () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    const generation = cache.currentGeneration();
    expect(cache.store('n /a', generation, 404, html(), page('x'))).toBeNull();
    expect(cache.store('n /b', generation, 200, html({ 'set-cookie': 'a=1' }), page('x'))).toBeNull();
    expect(cache.store('n /c', generation, 200, html({ 'cache-control': 'private, no-store' }), page('x'))).toBeNull();
    cache.invalidate();
    expect(cache.store('n /d', generation, 200, html(), page('x'))).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('is bounded by bytes, the least recently used page leaving first, and forgets everything on a change', () => {
    const one = page('x'.repeat(5000)).length;
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: Math.round(one * 2.6) });
    const g = cache.currentGeneration();
    cache.store('n /1', g, 200, html(), page('x'.repeat(5000)));
    cache.store('n /2', g, 200, html(), page('y'.repeat(5000)));
    expect(cache.lookup('n /1')).toBeDefined(); // now the most recently used
    cache.store('n /3', g, 200, html(), page('z'.repeat(5000)));
    expect(cache.lookup('n /2')).toBeUndefined();
    expect(cache.lookup('n /1')).toBeDefined();
    expect(cache.lookup('n /3')).toBeDefined();
    expect(cache.size).toBeLessThanOrEqual(Math.round(one * 2.6));
    cache.invalidate();
    expect(cache.lookup('n /1')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps a page only for its time to live', () => {
    vi.useFakeTimers();
    try {
      const cache = new PageCache({ ttlMs: 1000, maxBytes: 1_000_000 });
      cache.store('n /', cache.currentGeneration(), 200, html(), page('x'));
      vi.advanceTimersByTime(999);
      expect(cache.lookup('n /')).toBeDefined();
      vi.advanceTimersByTime(2);
      expect(cache.lookup('n /')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
