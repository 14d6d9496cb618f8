import type { FastifyRequest } from 'fastify';
import { AppException } from '../errors/app.exception.js';

export interface UploadedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface MultipartLimits {
  /** Accepted file fields; any other file field is refused. */
  fileFields: string[];
  maxFileBytes: number;
  maxFiles: number;
}

export interface ParsedBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** Multipart bodies already read, by request: the stream can be read once (core/idempotency fingerprints it before the route does). */
const readBodies = new WeakMap<FastifyRequest, Promise<ParsedBody>>();

/**
 * Reads a JSON or multipart body into plain fields and in-memory files, enforcing limits.
 * Nothing is written to disk here: the caller stores files only after validation passed. A second
 * call for the same request answers what the first one read.
 */
export function readFormBody(request: FastifyRequest, limits: MultipartLimits): Promise<ParsedBody> {
  let read = readBodies.get(request);
  if (!read) {
    read = readOnce(request, limits);
    readBodies.set(request, read);
  }
  return read;
}

async function readOnce(request: FastifyRequest, limits: MultipartLimits): Promise<ParsedBody> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) return { fields: {}, files: [] };
    if (typeof body !== 'object' || Array.isArray(body)) throw AppException.validation([{ field: 'body', message: 'Corpul cererii nu este un obiect.' }]);
    return { fields: body as Record<string, string>, files: [] };
  }
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 40, fieldSize: 64 * 1024 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (!limits.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw AppException.validation([{ field: part.fieldname, message: 'Câmpul de fișier nu este permis.' }]);
      }
      const buffer = await part.toBuffer();
      files.push({ field: part.fieldname, filename: part.filename, buffer });
    }
  } catch (error) {
    if (error instanceof AppException) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw AppException.validation([{ field: 'file', message: `Fișierul depășește ${Math.round(limits.maxFileBytes / 1024 / 1024)} MB.` }]);
    if (code === 'FST_FILES_LIMIT')
      throw AppException.validation([{ field: 'file', message: `Cel mult ${limits.maxFiles} ${limits.maxFiles >= 20 ? 'de ' : ''}fișiere într-o cerere.` }]);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw AppException.validation([{ field: 'body', message: 'Prea multe câmpuri.' }]);
    throw AppException.validation([{ field: 'body', message: 'Formularul trimis nu poate fi citit.' }]);
  }
  return { fields, files };
}

/** Image type from the file's bytes, never from its name. */
export function sniffImage(buffer: Buffer): 'jpg' | 'png' | 'webp' | 'avif' | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpg';
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buffer.length >= 12 && buffer.toString('latin1', 0, 4) === 'RIFF' && buffer.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (buffer.length >= 12 && buffer.toString('latin1', 4, 8) === 'ftyp' && /avi[fs]/.test(buffer.toString('latin1', 8, 12))) return 'avif';
  return null;
}
