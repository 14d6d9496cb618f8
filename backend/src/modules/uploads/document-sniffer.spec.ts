import { docx, HTML_PAGE, ods, odt, oleFile, pdf, plainPng, pptx, storedZip, xlsx } from '../../../test/fixtures/uploads.js';
import { AppException } from '../../core/errors/app.exception.js';
import { DOCUMENT_SIZE_MESSAGE, DOCUMENT_TYPE_MESSAGE, sniffDocument, validateDocument } from './document-sniffer.js';

describe('sniffDocument', () => {
  it('recognises PDF, OOXML and legacy Office files by their bytes', () => {
    expect(sniffDocument(pdf())).toEqual({ extension: 'pdf', contentType: 'application/pdf' });
    expect(sniffDocument(docx())).toEqual({ extension: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    expect(sniffDocument(xlsx())?.extension).toBe('xlsx');
    expect(sniffDocument(pptx())?.extension).toBe('pptx');
    expect(sniffDocument(oleFile('WordDocument'))).toEqual({ extension: 'doc', contentType: 'application/msword' });
    expect(sniffDocument(oleFile('Workbook'))?.extension).toBe('xls');
    expect(sniffDocument(oleFile('Book'))?.extension).toBe('xls');
    expect(sniffDocument(oleFile('PowerPoint Document'))).toEqual({ extension: 'ppt', contentType: 'application/vnd.ms-powerpoint' });
  });

  it('recognises OpenDocument text and spreadsheets by their first, stored `mimetype` entry', () => {
    expect(sniffDocument(odt())).toEqual({ extension: 'odt', contentType: 'application/vnd.oasis.opendocument.text' });
    expect(sniffDocument(ods())).toEqual({ extension: 'ods', contentType: 'application/vnd.oasis.opendocument.spreadsheet' });
  });

  it('refuses everything else', async () => {
    expect(sniffDocument(await plainPng(8, 8))).toBeNull();
    expect(sniffDocument(HTML_PAGE)).toBeNull();
    expect(sniffDocument(Buffer.alloc(0))).toBeNull();
    expect(sniffDocument(Buffer.from(' %PDF-1.4'))).toBeNull();
    // A zip that is not an Office package (a plain archive; an OpenDocument type other than text or spreadsheet; `mimetype` not first).
    expect(sniffDocument(storedZip({ 'readme.txt': 'x', 'virus.exe': 'MZ' }))).toBeNull();
    expect(sniffDocument(storedZip({ mimetype: 'application/vnd.oasis.opendocument.presentation', 'content.xml': '<x/>' }))).toBeNull();
    expect(sniffDocument(storedZip({ mimetype: 'application/vnd.oasis.opendocument.text-template', 'content.xml': '<x/>' }))).toBeNull();
    expect(sniffDocument(storedZip({ 'content.xml': '<x/>', mimetype: 'application/vnd.oasis.opendocument.text' }))).toBeNull();
    // An OOXML package of no known application.
    expect(sniffDocument(storedZip({ '[Content_Types].xml': '<Types/>', 'other/part.xml': '<x/>' }))).toBeNull();
    // A compound file that is not a Word/Excel/PowerPoint document (an MSI, an Outlook message).
    expect(sniffDocument(oleFile('__substg1.0_0037001F'))).toBeNull();
    expect(sniffDocument(oleFile('WordDocument').subarray(0, 100))).toBeNull();
  });
});

describe('validateDocument', () => {
  it('returns the type of an accepted document', () => {
    expect(validateDocument(pdf()).extension).toBe('pdf');
  });

  it('accepts OpenDocument files only where the caller says so, with its own message otherwise', () => {
    const rule = { accept: ['pdf', 'odt', 'ods'] as const, typeMessage: 'Doar PDF sau OpenDocument.' };
    expect(validateDocument(odt(), 'file', rule).extension).toBe('odt');
    expect(() => validateDocument(odt())).toThrow(AppException);
    try {
      validateDocument(docx(), 'file', rule);
      expect.unreachable();
    } catch (error) {
      expect((error as AppException).details).toEqual([{ field: 'file', message: 'Doar PDF sau OpenDocument.' }]);
    }
  });

  it('refuses other types and oversized files with Romanian field messages', async () => {
    const errorOf = (buffer: Buffer) => {
      try {
        validateDocument(buffer);
      } catch (error) {
        return error as AppException;
      }
      throw new Error('expected a refusal');
    };
    expect(errorOf(await plainPng(8, 8)).details).toEqual([{ field: 'documents', message: DOCUMENT_TYPE_MESSAGE }]);
    expect(errorOf(Buffer.alloc(0)).details).toEqual([{ field: 'documents', message: DOCUMENT_TYPE_MESSAGE }]);
    expect(errorOf(pdf(15 * 1024 * 1024 + 1)).details).toEqual([{ field: 'documents', message: DOCUMENT_SIZE_MESSAGE }]);
    expect(DOCUMENT_SIZE_MESSAGE).toBe('Documentul depășește 15 MB.');
    expect(validateDocument(pdf(15 * 1024 * 1024)).extension).toBe('pdf');
  });
});
