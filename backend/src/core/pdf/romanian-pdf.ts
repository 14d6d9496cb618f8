import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/**
 * DejaVu Sans (free licence, see the README): it has every Romanian letter, ă â î ș ț with the comma
 * below. Read once per process (each document embeds only the glyphs it uses).
 */
const FONT_REGULAR = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const FONT_BOLD = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));

/**
 * A PDF document of the site's (invoices, valuation reports) with its fonts registered as `regular`
 * and `bold`, and its bytes, which arrive once the caller has drawn it and called `pdf.end()`.
 */
export function romanianPdf(options: PDFKit.PDFDocumentOptions): { pdf: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const pdf = new PDFDocument(options);
  pdf.registerFont('regular', FONT_REGULAR);
  pdf.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, bytes };
}
