import type { FastifyReply } from 'fastify';
import type { StoredObject } from '../storage/storage-driver.js';
import { stripDiacritics } from '../text/diacritics.js';

/** A stored file sent for download under a name of its own. */
export interface FileDownload extends StoredObject {
  fileName: string;
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266 / 5987). */
export function attachmentDisposition(fileName: string): string {
  const ascii = stripDiacritics(fileName).replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a file as an attachment, its type never sniffed by the browser. Private by default (documents,
 * invoices, reports: `private, no-store`); a public file passes its own `cacheControl`.
 */
export async function sendFileDownload(reply: FastifyReply, file: FileDownload, options: { contentType?: string; cacheControl?: string } = {}): Promise<void> {
  await reply
    .header('content-type', options.contentType ?? file.contentType ?? 'application/octet-stream')
    .header('content-length', String(file.size))
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', options.cacheControl ?? 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}
