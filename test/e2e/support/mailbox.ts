import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CapturedMail } from '../../../backend/test/support/smtp-capture';

export { linkIn } from '../../../backend/test/support/smtp-capture';

export type ReceivedMail = Pick<CapturedMail, 'to' | 'subject' | 'body'>;

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
