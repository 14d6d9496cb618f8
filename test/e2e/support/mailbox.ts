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

/** Every captured message to `to` whose subject matches, oldest first. */
export function mailsTo(to: string, subject: RegExp): ReceivedMail[] {
  const dir = process.env.MAIL_CAPTURE_DIR;
  if (!dir) throw new Error('MAIL_CAPTURE_DIR is not set: run through playwright.config.ts');
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(to.toLowerCase()) && subject.test(mail.subject));
}

/** Waits for a message captured by the test SMTP server (global setup) to `to` with a matching subject. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
  const dir = process.env.MAIL_CAPTURE_DIR;
  if (!dir) throw new Error('MAIL_CAPTURE_DIR is not set: run through playwright.config.ts');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(dir).sort()) {
      const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as ReceivedMail;
      if (mail.to.includes(to.toLowerCase()) && subject.test(mail.subject)) return mail;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`No mail to ${to} matching ${subject}`);
}
