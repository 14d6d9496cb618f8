import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { addressLimit, RateCounters } from '../../core/rate-limit/rate-counters.js';
import type { NewsletterTopic } from './newsletter-subscriber.entity.js';

/** Sign-ups one client address may send in an hour (any email, any topic). */
export const NEWSLETTER_LIMIT = { max: 10, windowSeconds: 60 * 60 } as const;
export const NEWSLETTER_LIMIT_MESSAGE = 'Ai trimis prea multe abonări în ultima oră. Încearcă din nou mai târziu.';

@Injectable()
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly counters: RateCounters,
  ) {}

  /** Idempotent: a second subscription adds nothing but the topic, and re-activates an unsubscribed address. */
  async subscribe(email: string, topic: NewsletterTopic, clientAddress: string): Promise<void> {
    await this.counters.take([addressLimit('newsletter', clientAddress, NEWSLETTER_LIMIT, NEWSLETTER_LIMIT_MESSAGE)]);
    await this.dataSource.query(
      `INSERT INTO newsletter_subscribers (email, topics) VALUES ($1, ARRAY[$2]::text[])
       ON CONFLICT (email) DO UPDATE SET
         topics = CASE WHEN $2 = ANY(newsletter_subscribers.topics) THEN newsletter_subscribers.topics ELSE array_append(newsletter_subscribers.topics, $2) END,
         unsubscribed_at = NULL, updated_at = now()`,
      [email, topic],
    );
  }
}
