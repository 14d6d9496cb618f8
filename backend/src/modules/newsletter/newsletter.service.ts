import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NewsletterTopic } from './newsletter-subscriber.entity.js';

@Injectable()
export class NewsletterService {
  constructor(private readonly dataSource: DataSource) {}

  /** Idempotent: a second subscription adds nothing but the topic, and re-activates an unsubscribed address. */
  async subscribe(email: string, topic: NewsletterTopic): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO newsletter_subscribers (email, topics) VALUES ($1, ARRAY[$2]::text[])
       ON CONFLICT (email) DO UPDATE SET
         topics = CASE WHEN $2 = ANY(newsletter_subscribers.topics) THEN newsletter_subscribers.topics ELSE array_append(newsletter_subscribers.topics, $2) END,
         unsubscribed_at = NULL, updated_at = now()`,
      [email, topic],
    );
  }
}
