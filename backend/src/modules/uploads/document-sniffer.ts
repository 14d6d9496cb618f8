import { LISTING_MAX_DOCUMENT_BYTES } from '../../contracts/listings.js';
import { AppException } from '../../core/errors/app.exception.js';
import { CONTENT_TYPE_BY_EXTENSION } from '../../core/storage/storage-driver.js';

export type DocumentExtension = 'pdf' | 'docx' | 'xlsx' | 'pptx' | 'doc' | 'xls' | 'ppt' | 'odt' | 'ods';

/** What listings and consulting requests accept: PDF and Microsoft Office files. */
export const OFFICE_DOCUMENTS: readonly DocumentExtension[] = ['pdf', 'docx', 'xlsx', 'pptx', 'doc', 'xls', 'ppt'];

export interface DocumentType {
  extension: DocumentExtension;
  contentType: string;
}

export const DOCUMENT_TYPE_MESSAGE = 'Documentul trebuie să fie PDF sau un fișier Office (Word, Excel, PowerPoint).';
export const DOCUMENT_SIZE_MESSAGE = `Documentul depășește ${LISTING_MAX_DOCUMENT_BYTES / 1024 / 1024} MB.`;

const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_SIGNATURE = Buffer.from('PK\x03\x04', 'latin1');

/** Entry names of an OOXML package: stored uncompressed in the zip headers, so a byte search finds them. */
const OOXML_PARTS: [string, DocumentExtension][] = [
  ['word/document.xml', 'docx'],
  ['xl/workbook.xml', 'xlsx'],
  ['ppt/presentation.xml', 'pptx'],
];

/** The `mimetype` entry an OpenDocument package starts with (stored, uncompressed: ODF 1.2 part 3, 3.3). */
const ODF_TYPES: Readonly<Record<string, DocumentExtension>> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
};

/** Stream names of a legacy Office compound file, stored as UTF-16LE in its directory. */
const OLE_STREAMS: [string, DocumentExtension][] = [
  ['WordDocument', 'doc'],
  ['Workbook', 'xls'],
  ['Book', 'xls'],
  ['PowerPoint Document', 'ppt'],
];

const typeOf = (extension: DocumentExtension): DocumentType => ({ extension, contentType: CONTENT_TYPE_BY_EXTENSION[extension] });

/** An OpenDocument text or spreadsheet: the zip's first entry is `mimetype`, stored, holding exactly the type. */
function odfType(buffer: Buffer): DocumentExtension | null {
  if (buffer.length < 30 || buffer.readUInt16LE(8) !== 0) return null;
  const nameLength = buffer.readUInt16LE(26);
  if (buffer.toString('latin1', 30, 30 + nameLength) !== 'mimetype') return null;
  const start = 30 + nameLength + buffer.readUInt16LE(28);
  const end = start + buffer.readUInt32LE(18);
  return end <= buffer.length ? (ODF_TYPES[buffer.toString('latin1', start, end)] ?? null) : null;
}

/**
 * The document type from the file's bytes, never from its name: PDF, OOXML (docx/xlsx/pptx, a zip
 * holding `[Content_Types].xml` and the main part of its application), OpenDocument (odt/ods, a zip
 * starting with its `mimetype` entry) or a legacy Office compound file (doc/xls/ppt, told apart by
 * its main stream). Null for anything else.
 */
export function sniffDocument(buffer: Buffer): DocumentType | null {
  if (buffer.length >= 5 && buffer.toString('latin1', 0, 5) === '%PDF-') return typeOf('pdf');
  if (buffer.length >= 4 && buffer.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    const odf = odfType(buffer);
    if (odf) return typeOf(odf);
    if (!buffer.includes('[Content_Types].xml', 0, 'latin1')) return null;
    const part = OOXML_PARTS.find(([name]) => buffer.includes(name, 0, 'latin1'));
    return part ? typeOf(part[1]) : null;
  }
  if (buffer.length >= 512 && buffer.subarray(0, 8).equals(OLE_SIGNATURE)) {
    const stream = OLE_STREAMS.find(([name]) => buffer.includes(Buffer.from(`${name}\0`, 'utf16le')));
    return stream ? typeOf(stream[1]) : null;
  }
  return null;
}

/** Which types a caller accepts, and how a refusal reads. */
export interface DocumentRule {
  accept: readonly DocumentExtension[];
  typeMessage: string;
}

const OFFICE_RULE: DocumentRule = { accept: OFFICE_DOCUMENTS, typeMessage: DOCUMENT_TYPE_MESSAGE };

/** The document's type, or a validation error on `field` (size first, then type); PDF and Microsoft Office unless `rule` says otherwise. */
export function validateDocument(buffer: Buffer, field = 'documents', rule: DocumentRule = OFFICE_RULE): DocumentType {
  if (buffer.length > LISTING_MAX_DOCUMENT_BYTES) throw AppException.validation([{ field, message: DOCUMENT_SIZE_MESSAGE }]);
  const type = buffer.length > 0 ? sniffDocument(buffer) : null;
  if (!type || !rule.accept.includes(type.extension)) throw AppException.validation([{ field, message: rule.typeMessage }]);
  return type;
}
