import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { brotliPieces, NONCE_PLACEHOLDER, PageCache, stamped, stampedBrotli, stampedGzip } from './page-cache.js';

const SESSION = ['auth_token', '__Host-auth_token'];
const CONSENT = 'CookieConsent';

function page(body: string): Buffer {
  return Buffer.from(
    `<!doctype html><html><head><script nonce="${NONCE_PLACEHOLDER}">boot()</script></head><body>${body}<script nonce="${NONCE_PLACEHOLDER}">go()</script></body></html>`,
  );
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

  it("prepares the brotli form once per entry, off the request path, and splices each answer's nonce into it", async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 10_000_000 });
    // Repeated text around many nonces, the nonce attribute repeated too: the encoder would copy a
    // nonce from an earlier one if it could.
    const cards = Array.from(
      { length: 40 },
      (_, i) =>
        `<article><h2>Afacere ${i} de vânzare</h2><script nonce="${NONCE_PLACEHOLDER}">card(${i})</script><p>${'Cifră de afaceri în creștere, clienți fideli. '.repeat(3)}</p></article>`,
    ).join('');
    const entry = cache.store('n /afaceri', cache.currentGeneration(), 200, html(), page(cards))!;
    expect(entry.brotliPieces).toBeNull();
    expect(stampedBrotli(entry, randomBytes(18).toString('base64'))).toBeNull();
    await vi.waitFor(() => expect(entry.brotliPieces).not.toBeNull());
    for (let i = 0; i < 20; i += 1) {
      const nonce = randomBytes(18).toString('base64');
      const answer = stampedBrotli(entry, nonce)!;
      expect(brotliDecompressSync(answer).equals(stamped(entry, nonce))).toBe(true);
      expect(answer.length).toBeLessThan(stampedGzip(entry, nonce).length);
    }
    // The cache counts the brotli bytes too.
    expect(cache.size).toBe(entry.bytes);
    expect(entry.bytes).toBeGreaterThan(page(cards).length + entry.brotliPieces!.reduce((sum, piece) => sum + piece.length, 0));
  });

  it('makes brotli forms one at a time from a bounded queue: a burst of new pages does not start an encoder each', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 100_000_000 });
    const entries = Array.from({ length: 100 }, (_, i) =>
      cache.store(`n /p${i}`, cache.currentGeneration(), 200, html(), page(`<p>${`Pagina ${i} `.repeat(500)}</p>`))!,
    );
    await vi.waitFor(() => expect(entries[99]!.brotliPieces).not.toBeNull(), { timeout: 10_000 });
    // The first page started at once; the next ones past the queue's 64 places were left to gzip.
    expect(entries[0]!.brotliPieces).not.toBeNull();
    expect(entries.slice(1, 36).every((entry) => entry.brotliPieces === null)).toBe(true);
    expect(entries.slice(36).every((entry) => entry.brotliPieces !== null)).toBe(true);
  });

  it('builds a brotli stream for pages without a nonce, with one, and with a nonce at either end', async () => {
    for (const html of ['<p>fără nonce</p>', `${NONCE_PLACEHOLDER}<p>la început</p>`, `<p>la sfârșit</p>${NONCE_PLACEHOLDER}`, NONCE_PLACEHOLDER]) {
      const pieces = html.split(NONCE_PLACEHOLDER).map((piece) => Buffer.from(piece));
      const compressed = (await brotliPieces(pieces))!;
      expect(compressed).toHaveLength(pieces.length);
      const nonce = randomBytes(18).toString('base64');
      const entry = { pieces, brotliPieces: compressed } as Parameters<typeof stampedBrotli>[0];
      expect(brotliDecompressSync(stampedBrotli(entry, nonce)!).toString()).toBe(html.replaceAll(NONCE_PLACEHOLDER, nonce));
    }
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

  it('keeps a page for its time to live, then lets one request render it again while the others get it for one more TTL at most', () => {
    vi.useFakeTimers();
    try {
      const cache = new PageCache({ ttlMs: 1000, maxBytes: 1_000_000 });
      cache.store('n /', cache.currentGeneration(), 200, html(), page('x'));
      vi.advanceTimersByTime(999);
      expect(cache.lookup('n /')).toBeDefined();
      vi.advanceTimersByTime(2);
      // The first request after the expiry renders the page again; those meanwhile get the expired one.
      expect(cache.lookup('n /')).toBeUndefined();
      expect(stamped(cache.lookup('n /')!, 'n1').toString()).toContain('<body>x<');
      cache.store('n /', cache.currentGeneration(), 200, html(), page('Pagina nouă'));
      expect(stamped(cache.lookup('n /')!, 'n2').toString()).toContain('<body>Pagina nouă<');
      // Never older than two TTLs.
      vi.advanceTimersByTime(1001);
      expect(cache.lookup('n /')).toBeUndefined();
      vi.advanceTimersByTime(1000);
      expect(cache.lookup('n /')).toBeUndefined();
      expect(cache.lookup('n /')).toBeUndefined();
      // A change of the data forgets even a page being rendered again.
      cache.store('n /', cache.currentGeneration(), 200, html(), page('Alta'));
      vi.advanceTimersByTime(1001);
      expect(cache.lookup('n /')).toBeUndefined();
      cache.invalidate();
      expect(cache.lookup('n /')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
