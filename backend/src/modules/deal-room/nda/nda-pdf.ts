import type { NdaText } from '../../../contracts/deal-room.js';
import { romanianPdf } from '../../../core/pdf/romanian-pdf.js';

const BRAND = '#1f4e79';

/** What the PDF copy of an accepted NDA records besides the text. */
export interface NdaAcceptance {
  requestId: string;
  listingTitle: string;
  listingUrl: string;
  buyerName: string;
  buyerAccountId: string;
  sellerName: string;
  sellerAccountId: string;
  acceptedAt: Date;
  ip: string | null;
}

/** A moment as read in Romania: 26.11.2026, 14:05:09 (ora României). */
export const formatMoment = (date: Date): string =>
  `${new Intl.DateTimeFormat('ro-RO', { timeZone: 'Europe/Bucharest', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(date)} (ora României)`;

/** The accepted NDA as a PDF (A4): the parties, the acceptance's details, then the text of the version accepted. */
export function renderNdaPdf(nda: NdaText, acceptance: NdaAcceptance): Promise<Buffer> {
  const { pdf, bytes } = romanianPdf({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${nda.title} — versiunea ${nda.version}`,
      Author: 'RoAfaceri',
      Subject: `Cererea de acces ${acceptance.requestId}`,
      CreationDate: acceptance.acceptedAt,
    },
  });
  const left = 56;
  const width = pdf.page.width - 112;

  pdf.font('bold').fontSize(16).fillColor(BRAND).text(nda.title, left, 56, { width });
  pdf
    .font('regular')
    .fontSize(10)
    .fillColor('black')
    .text(`Versiunea ${nda.version}, în vigoare din ${nda.effectiveFrom.split('-').reverse().join('.')}`, { width });
  pdf.moveDown(1);

  pdf.font('bold').fontSize(11).text('Datele acceptării', { width });
  pdf.font('regular').fontSize(10);
  const rows: [string, string][] = [
    ['Anunțul', `${acceptance.listingTitle} (${acceptance.listingUrl})`],
    ['Cumpărătorul', `${acceptance.buyerName}, cont RoAfaceri ${acceptance.buyerAccountId}`],
    ['Vânzătorul', `${acceptance.sellerName}, cont RoAfaceri ${acceptance.sellerAccountId}`],
    ['Acceptat la', formatMoment(acceptance.acceptedAt)],
    ['Adresa IP', acceptance.ip ?? 'necunoscută'],
    ['Cererea de acces', acceptance.requestId],
  ];
  for (const [label, value] of rows) pdf.text(`${label}: ${value}`, { width });
  pdf.moveDown(1);

  pdf.font('regular').fontSize(10);
  for (const paragraph of nda.paragraphs) {
    pdf.text(paragraph, { width, align: 'justify' });
    pdf.moveDown(0.6);
  }
  pdf.moveDown(1);
  pdf.fontSize(8).fillColor('#555555').text('Document generat de platforma RoAfaceri ca dovadă a acceptării electronice a acordului.', { width });
  pdf.end();
  return bytes;
}
