/**
 * A one-page PDF with a title and lines of text, written by hand (no PDF library): Helvetica from
 * the standard fonts every reader has, WinAnsi encoding with the Romanian letters it lacks (ă ș ț
 * and their capitals) added through /Differences. Enough for the demo forms the seed writes.
 */

/** Byte codes 1–6 of the font's encoding: the Romanian letters WinAnsi has no place for. */
const ADDED: Readonly<Record<string, number>> = { Ă: 1, ă: 2, Ș: 3, ș: 4, Ț: 5, ț: 6 };
/** WinAnsi bytes of the punctuation the texts use beyond Latin-1. */
const WIN_ANSI: Readonly<Record<string, number>> = { '–': 0x96, '„': 0x84, '”': 0x94, '’': 0x92, '…': 0x85 };
const DIFFERENCES = '[1 /Abreve /abreve /Scommaaccent /scommaaccent /Tcommaaccent /tcommaaccent]';

/** A PDF literal string of `text` in the font's encoding (cedilla forms ş ţ read as comma-below). */
function literal(text: string): string {
  let out = '(';
  for (const char of text.normalize('NFC').replace(/ş/g, 'ș').replace(/Ş/g, 'Ș').replace(/ţ/g, 'ț').replace(/Ţ/g, 'Ț')) {
    const code = ADDED[char] ?? WIN_ANSI[char] ?? char.codePointAt(0)!;
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${(code > 0xff ? 0x3f : code).toString(8).padStart(3, '0')}`;
    else out += char;
  }
  return `${out})`;
}

/** A PDF text string outside page content (document information): UTF-16BE with its byte order mark, in hex. */
function unicodeString(text: string): string {
  const bytes = Buffer.from(text, 'utf16le').swap16();
  return `<FEFF${bytes.toString('hex').toUpperCase()}>`;
}

/** Breaks a paragraph into lines of at most `width` characters (Helvetica 11 pt fits about 95 on A4 with margins). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines;
}

/** The PDF's bytes: `title` in bold, then each paragraph wrapped (an empty string leaves a blank line). */
export function onePagePdf(title: string, paragraphs: readonly string[]): Buffer {
  const content: string[] = ['BT', '/F2 16 Tf', '56 780 Td', `${literal(title)} Tj`, '/F1 11 Tf', '0 -30 Td', '15 TL'];
  for (const paragraph of paragraphs) {
    for (const line of paragraph ? wrap(paragraph, 92) : ['']) content.push(`${literal(line)} '`);
  }
  content.push('ET');
  const stream = content.join('\n');
  const font = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding 6 0 R >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 7 0 R >>',
    font('Helvetica'),
    font('Helvetica-Bold'),
    `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences ${DIFFERENCES} >>`,
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${unicodeString(title)} /Producer (RoAfaceri) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 8 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
