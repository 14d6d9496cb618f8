import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CapturedMail } from '../../../backend/test/support/smtp-capture';

export { linkIn } from '../../../backend/test/support/smtp-capture';

/** `headers`: the message's header block as received (folded lines kept). */
export type ReceivedMail = Pick<CapturedMail, 'to' | 'subject' | 'body'> & { headers?: string };

/** One header of a received message, unfolded (e.g. List-Unsubscribe). */
export function headerOf(mail: ReceivedMail, name: string): string | undefined {
  return new RegExp(`^${name}: (.*)$`, 'im').exec((mail.headers ?? '').replace(/\r?\n[ \t]+/g, ' '))?.[1];
}

/** Every message the test SMTP server (global setup) has written whole, oldest first; files being written start with a dot. */
export function capturedMails(): ReceivedMail[] {
  const dir = process.env.MAIL_CAPTURE_DIR;
  if (!dir) throw new Error('MAIL_CAPTURE_DIR is not set: run through playwright.config.ts');
  return readdirSync(dir)
    .filter((file) => !file.startsWith('.'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail);
}

/** Every captured message to `to` whose subject matches, oldest first. */
export function mailsTo(to: string, subject: RegExp): ReceivedMail[] {
  return capturedMails().filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject));
}

/** Waits for a captured message to `to` with a matching subject. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = mailsTo(to, subject)[0];
    if (mail) return mail;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}
