import { attachmentDisposition } from '../../core/http/file-download.js';
import {
  DOCUMENT_KEY_PATTERN,
  IMAGE_KEY_PATTERN,
  imageFileToStorageKey,
  imageStorageKey,
  newDocumentKey,
  newImageKey,
  sanitizeFileName,
  toGalleryImage,
} from './upload-keys.js';

const KEY = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('upload keys', () => {
  it('builds keys from uuids only', () => {
    expect(newImageKey()).toMatch(IMAGE_KEY_PATTERN);
    expect(newDocumentKey('pdf')).toMatch(DOCUMENT_KEY_PATTERN);
    expect(imageStorageKey(KEY, 'large')).toBe(`images/0f/${KEY}-large.webp`);
    expect(toGalleryImage({ key: KEY, originalName: 'a.png' })).toEqual({
      key: KEY,
      originalName: 'a.png',
      location: `/api/uploads/images/${KEY}-large.webp`,
      thumbnail: `/api/uploads/images/${KEY}-thumb.webp`,
    });
  });

  it('maps only exact public file names to storage keys', () => {
    expect(imageFileToStorageKey(`${KEY}-large.webp`)).toBe(`images/0f/${KEY}-large.webp`);
    expect(imageFileToStorageKey(`${KEY}-thumb.webp`)).toBe(`images/0f/${KEY}-thumb.webp`);
    for (const file of [
      `${KEY}-large.webp/`,
      `../${KEY}-large.webp`,
      `${KEY.toUpperCase()}-large.webp`,
      `${KEY}-large.png`,
      `${KEY}.webp`,
      `x${KEY}-large.webp`,
      `${KEY}-large.webp\n`,
    ]) {
      expect(imageFileToStorageKey(file)).toBeNull();
    }
  });
});

describe('sanitizeFileName', () => {
  it('keeps the last path segment, readable and short', () => {
    expect(sanitizeFileName('C:\\poze\\Casă.JPG', 'imagine')).toBe('Casă.JPG');
    expect(sanitizeFileName('../../etc/passwd', 'document')).toBe('passwd');
    expect(sanitizeFileName('  a\u0000b\u202Ecod.exe  ', 'imagine')).toBe('abcod.exe');
    expect(sanitizeFileName('', 'imagine')).toBe('imagine');
    expect(sanitizeFileName(undefined, 'imagine')).toBe('imagine');
    expect(sanitizeFileName('...', 'imagine')).toBe('imagine');
    expect(Array.from(sanitizeFileName('ș'.repeat(500), 'imagine'))).toHaveLength(200);
  });

  it('makes a document name end with its real extension', () => {
    expect(sanitizeFileName('raport.pdf', 'document', 'docx')).toBe('raport.docx');
    expect(sanitizeFileName('raport', 'document', 'pdf')).toBe('raport.pdf');
    expect(sanitizeFileName('.pdf', 'document', 'pdf')).toBe('pdf.pdf');
    const long = sanitizeFileName(`${'a'.repeat(300)}.pdf`, 'document', 'pdf');
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Situație „finală” 100%; a\\b.pdf')).toBe(
      `attachment; filename="Situatie _finala_ 100__ a_b.pdf"; filename*=UTF-8''Situa%C8%9Bie%20%E2%80%9Efinal%C4%83%E2%80%9D%20100%25%3B%20a%5Cb.pdf`,
    );
    expect(attachmentDisposition("o'neil (1).pdf")).toBe(`attachment; filename="o'neil (1).pdf"; filename*=UTF-8''o%27neil%20%281%29.pdf`);
  });
});
