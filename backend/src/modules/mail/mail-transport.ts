import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../../config/app-config.js';
import type { RenderedMail } from './templates/layout.js';

/** Envelope details beyond the recipient. */
export interface SendOptions {
  /** Where answers go (e.g. the visitor who wrote to a listing's owner). */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post of newsletter mail (RFC 8058). */
  headers?: Record<string, string>;
  /** Files attached to the message (an invoice's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface MailTransport {
  send(to: string, mail: RenderedMail, options?: SendOptions): Promise<void>;
  close(): void;
}

/**
 * How long SMTP may keep a send waiting (ms): to connect, for the server's greeting, and on a silent
 * connection (nodemailer's defaults are 2 min, 30 s and 10 min). SMTP_URL's own query parameters
 * (`?connectionTimeout=…`) win. A send that gives up fails its job, which BullMQ retries.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 } as const;

/** One message as nodemailer sends it, by SMTP or to a file. */
function messageOf(from: string, to: string, mail: RenderedMail, options: SendOptions) {
  return {
    from,
    to,
    replyTo: options.replyTo,
    headers: options.headers,
    attachments: options.attachments,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
  };
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file under DATA_DIR/mail.
 * `pool` keeps a few SMTP connections open for many messages in a row (a newsletter batch).
 */
export function createMailTransport(config: AppConfig['mail'], options: { pool?: boolean } = {}): MailTransport {
  if (config.driver === 'smtp') {
    const url = new URL(config.url);
    if (options.pool) url.searchParams.set('pool', 'true');
    const transporter: Transporter = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: url.toString() });
    return {
      async send(to, mail, options = {}) {
        await transporter.sendMail(messageOf(config.from, to, mail, options));
      },
      close: () => transporter.close(),
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(to, mail, options = {}) {
      const info = await transporter.sendMail(messageOf(config.from, to, mail, options));
      await mkdir(config.dir, { recursive: true });
      await writeFile(join(config.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}
