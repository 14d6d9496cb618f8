import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  /** Decoded body (quoted-printable soft breaks and escapes undone). */
  body: string;
  raw: string;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeHeader(value: string): string {
  // Whitespace between two encoded words is folding, not text (RFC 2047, section 6.2).
  return value
    .replace(/(\?=)\s+(?==\?utf-8\?)/gi, '$1')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** Headers and decoded body of one received message. */
export function parseMail(raw: string, to: string[]): CapturedMail {
  const [head] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const subject = decodeHeader(/^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '');
  return { to, subject, body: decodeQuotedPrintable(raw.slice(head.length)), raw };
}

/**
 * A real SMTP server on a free local port that keeps every message it receives
 * (and hands each to `onMail`, e.g. to share it with other processes).
 */
export async function startSmtpCapture(options: { onMail?: (mail: CapturedMail) => void } = {}): Promise<{
  port: number;
  mails: CapturedMail[];
  waitFor(to: string, subject: RegExp, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = parseMail(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        );
        mails.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    mails,
    async waitFor(to, subject, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = mails.find((item) => item.to.includes(to.toLowerCase()) && subject.test(item.subject));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms (got: ${mails.map((m) => `${m.to} ${m.subject}`).join(' | ') || 'none'})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail whose path contains `path`. */
export function linkIn(mail: Pick<CapturedMail, 'body' | 'subject'>, path: string): URL {
  const match = mail.body.match(new RegExp(`https?://[^\\s"<>]*${path.replace(/[/?]/g, '\\$&')}[^\\s"<>]*`));
  if (!match) throw new Error(`No ${path} link in mail "${mail.subject}"`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}
