import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReceivedMail {
  to: string[];
  subject: string;
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function read(file: string): ReceivedMail {
  const raw = readFileSync(file, 'utf8');
  const [head] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = (/^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_a, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
  const to = (/^X-Envelope-To: (.*)$/im.exec(head)?.[1] ?? '').split(',');
  return { to, subject, body: decodeQuotedPrintable(raw.slice(head.length)) };
}

/** Waits for a message captured by the test SMTP server (global setup) to `to` with a matching subject. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const dir = process.env.MAIL_CAPTURE_DIR;
  if (!dir) throw new Error('MAIL_CAPTURE_DIR is not set: run through playwright.config.ts');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(dir).sort()) {
      const mail = read(join(dir, file));
      if (mail.to.includes(to.toLowerCase()) && subject.test(mail.subject)) return mail;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}

/** The first link in the mail containing `path`. */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const match = mail.body.match(new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`));
  if (!match) throw new Error(`No ${path} link in "${mail.subject}"`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}
