/**
 * Private document uploads of the publishing form (company and investment families): the
 * browser's checks before sending (type by name or MIME type, size, how many; the API checks the
 * bytes again), the upload itself through XMLHttpRequest for its progress, and how a document's
 * size reads. Only the owner, staff and the buyers the owner approves can open the files.
 */
import { LISTING_MAX_DOCUMENT_BYTES, LISTING_MAX_DOCUMENTS, type ListingDocument } from '@contracts/listings';
import { uploadBatch, type FileLike, type UploadHandle } from './image-upload';

export const DOCUMENT_UPLOAD_URL = '/api/uploads/documents';
const MAX_MB = Math.round(LISTING_MAX_DOCUMENT_BYTES / 1024 / 1024);

const DOCUMENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The file input's `accept`: the extensions and their types (PDF, Word, Excel, PowerPoint). */
export const DOCUMENT_ACCEPT = [...Object.keys(DOCUMENT_TYPES).map((extension) => `.${extension}`), ...Object.values(DOCUMENT_TYPES)].join(',');

const EXTENSION = /\.(pdf|docx?|xlsx?|pptx?)$/i;
const KNOWN_TYPES = new Set(Object.values(DOCUMENT_TYPES));

/** The documents to send and, in Romanian, why the others were left out. */
export function checkDocumentFiles<F extends FileLike>(files: readonly F[], alreadyAttached: number): { accepted: F[]; messages: string[] } {
  const accepted: F[] = [];
  const messages: string[] = [];
  let skippedForCount = 0;
  for (const file of files) {
    // Browsers often give Office files no type (or a generic one): the name decides then.
    const knownType = KNOWN_TYPES.has(file.type) || EXTENSION.test(file.name);
    if (!knownType) messages.push(`„${file.name}” nu este un document acceptat (PDF, Word, Excel sau PowerPoint).`);
    else if (file.size > LISTING_MAX_DOCUMENT_BYTES) messages.push(`„${file.name}” depășește ${MAX_MB} MB.`);
    else if (file.size === 0) messages.push(`„${file.name}” este un fișier gol.`);
    else if (alreadyAttached + accepted.length >= LISTING_MAX_DOCUMENTS) skippedForCount += 1;
    else accepted.push(file);
  }
  if (skippedForCount) {
    messages.push(
      `Un anunț poate avea cel mult ${LISTING_MAX_DOCUMENTS} documente: ${skippedForCount === 1 ? 'un document nu a fost adăugat' : `${skippedForCount} documente nu au fost adăugate`}.`,
    );
  }
  return { accepted, messages };
}

/** "1,5 MB", "820 kB", "300 B": the shared formatter, re-exported for the uploader. */
export { formatFileSize } from '@contracts/format-size';

/** "Se încarcă 2 documente: 45%". */
export function documentProgressLabel(count: number, percent: number): string {
  return `Se încarcă ${count === 1 ? 'un document' : `${count} documente`}: ${percent}%`;
}

/** The Romanian message of a refused upload: the API's field message, else a general one. */
export function documentUploadErrorMessage(status: number, body: unknown): string {
  const error = (body as { error?: { message?: unknown; details?: { message?: unknown }[] } } | null)?.error;
  const detail = error?.details?.find((item) => typeof item?.message === 'string')?.message;
  if (typeof detail === 'string') return detail;
  if (status === 401) return 'Sesiunea a expirat. Autentifică-te din nou pentru a încărca documente.';
  if (status === 413) return `Fișierele depășesc limita de ${MAX_MB} MB.`;
  if (typeof error?.message === 'string') return error.message;
  return status === 0 ? 'Încărcarea nu a reușit: verifică conexiunea la internet și încearcă din nou.' : 'Încărcarea nu a reușit. Încearcă din nou.';
}

/** Sends one batch of documents (multipart field `documents`). */
export function uploadDocuments(files: readonly File[], onProgress: (percent: number) => void): UploadHandle<ListingDocument> {
  return uploadBatch<ListingDocument>(DOCUMENT_UPLOAD_URL, 'documents', files, onProgress, documentUploadErrorMessage);
}
