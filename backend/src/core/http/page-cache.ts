import { createHash, randomBytes } from 'node:crypto';
import { brotliDecompress, constants, crc32, createBrotliCompress, deflateRawSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/**
 * Server-rendered pages of anonymous visitors, kept for a few seconds (PAGE_CACHE_TTL_MS) so that
 * a busy public page renders once per interval instead of once per visit.
 *
 * Each page is rendered with a placeholder in place of its CSP nonce and stored cut at every
 * placeholder; each answer joins the pieces with a fresh nonce, so no two answers share one. The
 * gzip form is prepared once per entry as well: each piece is deflated on its own, ending on a
 * full flush (byte-aligned, with no reference across the cut), and an answer splices the
 * pre-compressed pieces around its nonce, deflated alone (22 bytes), under a gzip header and a
 * trailer with the answer's own CRC and length: a valid gzip stream at the cost of one CRC.
 * The brotli form follows once per entry, compressed off the main thread (served gzip until then):
 * one brotli stream of the whole page, flushed at every cut, with a filler of the nonce's length in
 * the nonce's place; an answer replaces each filler's meta-block by an uncompressed meta-block
 * holding its nonce (see `brotliPieces`).
 *
 * What a page shows depends on its path and query, and on whether the visitor has made a cookie
 * choice (the cookie dialog is part of the HTML on a first visit): the key holds those. Visitors
 * with a session (the auth cookie) are never served from here, and nothing is stored from a render
 * that sets a cookie, answers another status than 200 or is marked private/no-store.
 */
export interface CachedPage {
  /** The HTML cut at each nonce placeholder. */
  pieces: Buffer[];
  /** The same pieces, each raw-deflated ending on a full flush. */
  deflatedPieces: Buffer[];
  /** The brotli stream cut where the nonces go, once compressed (null until then, or if it failed). */
  brotliPieces: Buffer[] | null;
  headers: Record<string, string>;
  /** Of the HTML with its placeholders: the same page has the same tag whatever its nonce. */
  etag: string;
  expires: number;
  bytes: number;
  /** When a request was let through to render the expired page again (0: none yet). */
  refreshing: number;
}

/** The render's stand-in for the nonce: random per process, so no visitor can write it into a page. */
export const NONCE_PLACEHOLDER = `nonce-${randomBytes(12).toString('hex')}`;

const MAX_ENTRIES = 2000;
/**
 * How long the other visitors of an expired page keep getting it while one request renders it
 * again; a render that stores nothing (an error, a change of the data meanwhile) lets the next
 * request try once this has passed.
 */
const REFRESH_WAIT_MS = 2000;
/** Pages waiting for their brotli form, at most. */
const BROTLI_QUEUE_MAX = 64;
/** A gzip member header: magic, deflate, no flags, no time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const FULL_FLUSH = { finishFlush: constants.Z_FULL_FLUSH, level: 6 };
/** Headers that belong to one answer only. */
const PRIVATE_HEADERS = new Set([
  'set-cookie',
  'x-request-id',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-security-policy',
  'content-encoding',
  'etag',
  'vary',
]);

export interface PageCacheOptions {
  ttlMs: number;
  maxBytes: number;
}

export class PageCache {
  /** Least recently used pages go first; a page is dropped two TTLs after it was stored (fresh, then stale). */
  private readonly entries: LRUCache<string, CachedPage>;
  private generation = 0;
  private readonly brotliQueue: [string, CachedPage][] = [];
  private brotliBusy = false;

  constructor(private readonly options: PageCacheOptions) {
    this.entries = new LRUCache<string, CachedPage>({
      max: MAX_ENTRIES,
      maxSize: Math.max(1, options.maxBytes),
      sizeCalculation: (entry) => entry.bytes,
      ttl: Math.max(0, Math.ceil(2 * options.ttlMs)),
      // The clock of `expires` (and of fake timers in tests), read on every use.
      perf: Date,
      ttlResolution: 0,
    });
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get size(): number {
    return this.entries.calculatedSize;
  }

  /**
   * The key of a page request that may be answered from the cache, or null: GET and HEAD only,
   * never with a session cookie. `query` is the request's search, normalised by the caller.
   */
  keyOf(
    method: string,
    path: string,
    search: string,
    cookieHeader: string | undefined,
    sessionCookies: readonly string[],
    consentCookie: string,
  ): string | null {
    if (!this.enabled || (method !== 'GET' && method !== 'HEAD')) return null;
    const cookies = parseCookieNames(cookieHeader);
    if (sessionCookies.some((name) => cookies.has(name))) return null;
    return `${cookies.has(consentCookie) ? 'c' : 'n'} ${path}${normalisedSearch(search)}`;
  }

  /**
   * The page to send, if any. An expired page is rendered again by one request (the first to come:
   * it gets nothing) while the visitors who come meanwhile keep getting the expired one for at most
   * one more TTL, as the response cache does: without it every request in flight when a popular
   * page expired rendered it at once. A change of the data (`invalidate`) forgets every page at once.
   */
  lookup(key: string): CachedPage | undefined {
    // Used now: the most recently used.
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.expires + this.options.ttlMs <= now) {
      this.entries.delete(key);
      return undefined;
    }
    if (entry.expires > now) return entry;
    if (entry.refreshing && now - entry.refreshing < REFRESH_WAIT_MS) return entry;
    entry.refreshing = now;
    return undefined;
  }

  currentGeneration(): number {
    return this.generation;
  }

  /**
   * Keeps a rendered page (HTML with placeholders) unless data changed while it rendered, it is
   * not cacheable, or it is larger than the whole cache may be. Returns the stored entry.
   */
  store(key: string, generation: number, status: number, headers: Headers, html: Buffer): CachedPage | null {
    if (!this.enabled || generation !== this.generation || status !== 200) return null;
    if (headers.has('set-cookie') || /\b(no-store|private)\b/i.test(headers.get('cache-control') ?? '')) return null;
    const pieces = split(html, Buffer.from(NONCE_PLACEHOLDER));
    const deflatedPieces = pieces.map((piece) => deflateRawSync(piece, FULL_FLUSH));
    const kept: Record<string, string> = {};
    headers.forEach((value, name) => {
      if (!PRIVATE_HEADERS.has(name)) kept[name] = value;
    });
    const bytes = 200 + key.length + html.length + deflatedPieces.reduce((sum, piece) => sum + piece.length, 0);
    if (bytes > this.options.maxBytes) return null;
    const entry: CachedPage = {
      pieces,
      deflatedPieces,
      brotliPieces: null,
      headers: kept,
      etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
      expires: Date.now() + this.options.ttlMs,
      bytes,
      refreshing: 0,
    };
    this.entries.set(key, entry);
    this.brotliQueue.push([key, entry]);
    if (this.brotliQueue.length > BROTLI_QUEUE_MAX) this.brotliQueue.shift();
    this.compressNext();
    return entry;
  }

  /**
   * Brotli forms are made one at a time, newest stored pages first in line when many wait (at most
   * BROTLI_QUEUE_MAX; a page left out goes out gzipped until it is stored again): started all at
   * once, a burst of new pages kept one encoder each waiting for the thread pool, and the memory
   * grew with the backlog.
   */
  private compressNext(): void {
    if (this.brotliBusy) return;
    const next = this.brotliQueue.shift();
    if (!next) return;
    const [key, entry] = next;
    if (this.entries.peek(key) !== entry || entry.expires <= Date.now()) return this.compressNext();
    this.brotliBusy = true;
    void brotliPieces(entry.pieces).then((compressed) => {
      this.brotliBusy = false;
      if (compressed && this.entries.peek(key) === entry) {
        const bytes = entry.bytes + compressed.reduce((sum, piece) => sum + piece.length, 0);
        // Counted with its brotli form (stored again under its first expiry); a page that would then
        // outgrow the whole cache keeps going out gzipped.
        if (bytes <= this.options.maxBytes) {
          entry.brotliPieces = compressed;
          entry.bytes = bytes;
          this.entries.set(key, entry, { noUpdateTTL: true });
        }
      } else {
        entry.brotliPieces = compressed;
      }
      this.compressNext();
    });
  }

  invalidate(): void {
    this.generation += 1;
    this.brotliQueue.length = 0;
    this.entries.clear();
  }
}

/** The page's HTML with `nonce` in place of every placeholder. */
export function stamped(entry: CachedPage, nonce: string): Buffer {
  return Buffer.concat(joinWith(entry.pieces, Buffer.from(nonce)));
}

/**
 * The same HTML as a gzip stream, from the pieces deflated once: only the nonce is deflated per
 * answer (with a full flush too, the last piece ends the stream with an empty final block).
 */
export function stampedGzip(entry: CachedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce);
  const deflatedNonce = deflateRawSync(nonceBytes, FULL_FLUSH);
  // CRC and length of the stamped HTML, computed piece by piece (the HTML is never put together).
  let crc = 0;
  let length = 0;
  for (const [index, piece] of entry.pieces.entries()) {
    if (index > 0) {
      crc = crc32(nonceBytes, crc);
      length += nonceBytes.length;
    }
    crc = crc32(piece, crc);
    length += piece.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  // An empty final stored block (BFINAL=1, BTYPE=00, LEN=0, NLEN=0xffff) after the last full flush.
  const finalBlock = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
  return Buffer.concat([GZIP_HEADER, ...joinWith(entry.deflatedPieces, deflatedNonce), finalBlock, trailer]);
}

/** Length of every nonce (16 random bytes in base64): the brotli filler has the same length. */
export const NONCE_LENGTH = 24;
const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 9,
    // The literal context of a meta-block depends on the bytes before it: with one context, the
    // pieces after a nonce decode the same whatever the nonce is.
    [constants.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1,
  },
};

/**
 * Bytes that never occur in UTF-8 text (C0 controls other than tab/newlines, 0xC0, 0xC1, 0xF5–0xFF):
 * the fillers are made of them, and no two adjacent pairs repeat across all fillers of a page, so
 * the encoder can copy neither from nor into a filler (brotli's shortest copy is two bytes) and
 * emits each filler as literals only: dropping its meta-block leaves the decoder's state as the
 * encoder assumed, but for the bytes in the window, which nothing else refers to.
 */
const FILLER_ALPHABET = [
  ...[1, 2, 3, 4, 5, 6, 7, 8, 11, 12],
  ...Array.from({ length: 18 }, (_, i) => 14 + i),
  0x7f,
  0xc0,
  0xc1,
  0xf5,
  0xf6,
  0xf7,
  0xf8,
  0xf9,
  0xfa,
  0xfb,
  0xfc,
].slice(0, 41);
/** Pairs (a·d, (a+1)·d) mod 41 for d = 1…40: every adjacent pair differs in (difference, start). */
const FILLER_SEQUENCE = Buffer.from(Array.from({ length: 40 * 41 }, (_, n) => FILLER_ALPHABET[((n % 41) * (Math.floor(n / 41) + 1)) % 41]!));

/**
 * The page as one brotli stream, cut where the nonces go: `[start, …, end]`, one more piece than
 * nonces. Joined with an uncompressed meta-block of the nonce between each two pieces, it is the
 * page with that nonce. Checked once by decoding it with a random nonce: null when it does not
 * decode to the page (then the page goes out gzipped).
 */
export async function brotliPieces(pieces: Buffer[]): Promise<Buffer[] | null> {
  if ((pieces.length - 1) * NONCE_LENGTH > FILLER_SEQUENCE.length) return null;
  try {
    const size = pieces.reduce((sum, piece) => sum + piece.length, 0) + (pieces.length - 1) * NONCE_LENGTH;
    // A window just larger than the page: nothing to gain beyond it, and the encoder's memory follows it.
    const window = Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16))));
    const encoder = createBrotliCompress({
      ...BROTLI_OPTIONS,
      params: { ...BROTLI_OPTIONS.params, [constants.BROTLI_PARAM_SIZE_HINT]: size, [constants.BROTLI_PARAM_LGWIN]: window },
    });
    let output: Buffer[] = [];
    encoder.on('data', (chunk: Buffer) => output.push(chunk));
    const taken = () => {
      const bytes = Buffer.concat(output);
      output = [];
      return bytes;
    };
    const flushed = (bytes: Buffer) =>
      new Promise<Buffer>((resolve, reject) => {
        encoder.write(bytes, (error) => (error ? reject(error) : encoder.flush(constants.BROTLI_OPERATION_FLUSH, () => resolve(taken()))));
      });
    const compressed: Buffer[] = [];
    for (const [index, piece] of pieces.entries()) {
      if (index > 0) await flushed(FILLER_SEQUENCE.subarray((index - 1) * NONCE_LENGTH, index * NONCE_LENGTH));
      compressed.push(await flushed(piece));
    }
    await new Promise<void>((resolve, reject) => {
      encoder.once('error', reject);
      encoder.once('end', resolve);
      encoder.end();
    });
    compressed.push(Buffer.concat([compressed.pop()!, taken()]));
    const check = randomBytes(NONCE_LENGTH * 0.75).toString('base64');
    const decoded = await new Promise<Buffer>((resolve, reject) =>
      brotliDecompress(joinBrotli(compressed, check), (error, result) => (error ? reject(error) : resolve(result))),
    );
    return decoded.equals(Buffer.concat(joinWith(pieces, Buffer.from(check)))) ? compressed : null;
  } catch {
    return null;
  }
}

/** The brotli stream of a page with `nonce`: each nonce an uncompressed meta-block between the pieces. */
export function stampedBrotli(entry: CachedPage, nonce: string): Buffer | null {
  return entry.brotliPieces ? joinBrotli(entry.brotliPieces, nonce) : null;
}

function joinBrotli(compressed: Buffer[], nonce: string): Buffer {
  const bytes = Buffer.from(nonce);
  // ISLAST 0, MNIBBLES 4 (code 0), MLEN-1 in 16 bits, ISUNCOMPRESSED 1, zero bits to the byte.
  const header = (bytes.length - 1) * 8 + (1 << 19);
  const block = Buffer.from([header & 0xff, (header >> 8) & 0xff, (header >> 16) & 0xff, ...bytes]);
  return Buffer.concat(joinWith(compressed, block));
}

function joinWith(pieces: Buffer[], between: Buffer): Buffer[] {
  return pieces.flatMap((piece, index) => (index === 0 ? [piece] : [between, piece]));
}

function split(html: Buffer, marker: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(marker); at >= 0; at = html.indexOf(marker, from)) {
    pieces.push(html.subarray(from, at));
    from = at + marker.length;
  }
  pieces.push(html.subarray(from));
  return pieces;
}

function parseCookieNames(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    const name = (index < 0 ? part : part.slice(0, index)).trim();
    if (name) names.add(name);
  }
  return names;
}

/** Parameters sorted by name, empty ones dropped: `?b=2&a=1&c=` and `?a=1&b=2` are one page. */
function normalisedSearch(search: string): string {
  if (!search || search === '?') return '';
  const kept = [...new URLSearchParams(search)].map(([name, value]) => [name, value.trim()] as [string, string]).filter(([, value]) => value !== '');
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `?${query}` : '';
}
