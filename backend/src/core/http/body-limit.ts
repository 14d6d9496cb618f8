import { Transform, type TransformCallback } from 'node:stream';
import { LISTING_MAX_IMAGE_BYTES, LISTING_MAX_IMAGES } from '../../contracts/listings.js';

/** Largest form body (JSON, urlencoded, text) any route reads, API or server-rendered page. */
export const FORM_BODY_LIMIT = 1024 * 1024;

/**
 * Largest multipart body of a server-rendered page posted by a signed-in visitor: the publishing
 * form sends every picture at its size limit (larger than the documents of a consulting request).
 */
export const SIGNED_IN_MULTIPART_LIMIT = FORM_BODY_LIMIT + LISTING_MAX_IMAGES * LISTING_MAX_IMAGE_BYTES;

/** Largest multipart body of a page an anonymous visitor may post: one picture (a review's photo). */
export const ANONYMOUS_MULTIPART_LIMIT = FORM_BODY_LIMIT + LISTING_MAX_IMAGE_BYTES;

export const TOO_LARGE_MESSAGE = 'Cererea depășește dimensiunea permisă.';

/** The declared length of a body, or null when it comes chunked (or the header is not a number). */
export function declaredLength(header: string | string[] | undefined): number | null {
  return typeof header === 'string' && /^\d+$/.test(header) ? Number(header) : null;
}

/**
 * Passes a body through while counting its bytes; past `limit` it emits `exceeded`, stops (the
 * source is left unread) and fails the stream, so whatever reads it never holds more than the limit.
 */
export class ByteLimit extends Transform {
  private seen = 0;
  exceeded = false;

  constructor(readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      this.exceeded = true;
      this.emit('exceeded');
      done(Object.assign(new Error(TOO_LARGE_MESSAGE), { statusCode: 413 }));
      return;
    }
    done(null, chunk);
  }
}
