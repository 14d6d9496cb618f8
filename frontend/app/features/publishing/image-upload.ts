/**
 * Picture uploads of the publishing form: the browser's checks before sending (type, size, how
 * many), and the upload itself through XMLHttpRequest, whose `upload.onprogress` gives the progress
 * bar (fetch has no upload progress). The session is the httpOnly cookie, sent with this same-origin
 * request, so the API knows the user.
 */
import { LISTING_MAX_IMAGE_BYTES, LISTING_MAX_IMAGES, type GalleryImage } from '@contracts/listings';

export const IMAGE_UPLOAD_URL = '/api/uploads/images';
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp|avif)$/i;
const MAX_MB = Math.round(LISTING_MAX_IMAGE_BYTES / 1024 / 1024);

export interface FileLike {
  name: string;
  size: number;
  type: string;
}

/** The files to send and, in Romanian, why the others were left out. */
export function checkImageFiles<F extends FileLike>(files: readonly F[], alreadyInGallery: number): { accepted: F[]; messages: string[] } {
  const accepted: F[] = [];
  const messages: string[] = [];
  let skippedForCount = 0;
  for (const file of files) {
    const knownType = (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) || (!file.type && ACCEPTED_EXTENSIONS.test(file.name));
    if (!knownType) messages.push(`„${file.name}” nu este o imagine acceptată (JPEG, PNG, WebP sau AVIF).`);
    else if (file.size > LISTING_MAX_IMAGE_BYTES) messages.push(`„${file.name}” depășește ${MAX_MB} MB.`);
    else if (file.size === 0) messages.push(`„${file.name}” este un fișier gol.`);
    else if (alreadyInGallery + accepted.length >= LISTING_MAX_IMAGES) skippedForCount += 1;
    else accepted.push(file);
  }
  if (skippedForCount) {
    messages.push(
      `Un anunț poate avea cel mult ${LISTING_MAX_IMAGES} de imagini: ${skippedForCount === 1 ? 'o imagine nu a fost adăugată' : `${skippedForCount} imagini nu au fost adăugate`}.`,
    );
  }
  return { accepted, messages };
}

/** "Se încarcă 2 imagini: 45%". */
export function progressLabel(count: number, percent: number): string {
  return `Se încarcă ${count === 1 ? 'o imagine' : `${count} imagini`}: ${percent}%`;
}

/** The Romanian message of a refused upload: the API's field message, else a general one. */
export function uploadErrorMessage(status: number, body: unknown): string {
  const error = (body as { error?: { message?: unknown; details?: { message?: unknown }[] } } | null)?.error;
  const detail = error?.details?.find((item) => typeof item?.message === 'string')?.message;
  if (typeof detail === 'string') return detail;
  if (status === 401) return 'Sesiunea a expirat. Autentifică-te din nou pentru a încărca imagini.';
  if (status === 413) return `Fișierele depășesc limita de ${MAX_MB} MB.`;
  if (typeof error?.message === 'string') return error.message;
  return status === 0 ? 'Încărcarea nu a reușit: verifică conexiunea la internet și încearcă din nou.' : 'Încărcarea nu a reușit. Încearcă din nou.';
}

export interface UploadHandle<T = GalleryImage> {
  promise: Promise<T[]>;
  abort: () => void;
}

/**
 * Sends one batch of files as the multipart field `field` to `url`, reporting progress from 0 to 100;
 * resolves with the answer's list under that same name (`{ images: [...] }`, `{ documents: [...] }`).
 */
export function uploadBatch<T>(
  url: string,
  field: string,
  files: readonly File[],
  onProgress: (percent: number) => void,
  errorMessage: (status: number, body: unknown) => string,
): UploadHandle<T> {
  const request = new XMLHttpRequest();
  const promise = new Promise<T[]>((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append(field, file, file.name);
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        parsed = null;
      }
      const stored = (parsed as Record<string, T[] | undefined> | null)?.[field];
      if (request.status >= 200 && request.status < 300 && Array.isArray(stored)) {
        onProgress(100);
        resolve(stored);
      } else {
        reject(new Error(errorMessage(request.status, parsed)));
      }
    };
    request.onerror = () => reject(new Error(errorMessage(0, null)));
    request.onabort = () => reject(new Error('Încărcarea a fost anulată.'));
    request.send(body);
  });
  return { promise, abort: () => request.abort() };
}

/** Sends one batch of pictures (multipart field `images`). */
export function uploadImages(files: readonly File[], onProgress: (percent: number) => void): UploadHandle {
  return uploadBatch<GalleryImage>(IMAGE_UPLOAD_URL, 'images', files, onProgress, uploadErrorMessage);
}

/** Deletes a picture uploaded in this visit and then removed from the gallery (best effort). */
export function discardUpload(key: string): void {
  void fetch(`/api/uploads/${encodeURIComponent(key)}`, { method: 'DELETE', headers: { accept: 'application/json' } }).catch(() => undefined);
}
