import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NewsletterSort, NewsletterStatusFilter, NewsletterTopic } from '../../contracts/admin.js';
import { likePattern } from '../../core/database/sql.js';

export interface SubscriberFilter {
  topic?: NewsletterTopic;
  /** Part of the email address. */
  q?: string;
  status: NewsletterStatusFilter;
  sort: NewsletterSort;
}

export interface SubscriberRow {
  id: string;
  email: string;
  topics: NewsletterTopic[];
  name: string | null;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const ORDER: Record<NewsletterSort, string> = {
  newest: 'created_at DESC, id DESC',
  oldest: 'created_at ASC, id ASC',
  'email-asc': 'email ASC, id ASC',
  'email-desc': 'email DESC, id DESC',
};

/** The staff's queries over `newsletter_subscribers` (the public side's are NewsletterService's). */
@Injectable()
export class NewsletterRepository {
  constructor(private readonly dataSource: DataSource) {}

  async list(filter: SubscriberFilter, page: { offset: number; limit: number }): Promise<{ rows: SubscriberRow[]; total: number }> {
    const { clause, params } = this.where(filter);
    const [{ total }]: { total: number }[] = await this.dataSource.query(`SELECT count(*)::int AS total FROM newsletter_subscribers ${clause}`, params);
    const rows = await this.page(filter, clause, params, page);
    return { rows, total };
  }

  /** Every matching subscriber, read in batches (the CSV export). */
  async *all(filter: SubscriberFilter, batchSize = 1000): AsyncGenerator<SubscriberRow[]> {
    const { clause, params } = this.where(filter);
    for (let offset = 0; ; offset += batchSize) {
      const rows = await this.page(filter, clause, params, { offset, limit: batchSize });
      if (rows.length) yield rows;
      if (rows.length < batchSize) return;
    }
  }

  private page(filter: SubscriberFilter, clause: string, params: unknown[], page: { offset: number; limit: number }): Promise<SubscriberRow[]> {
    return this.dataSource.query(
      `SELECT id, email, topics, name, confirmed_at AS "confirmedAt", unsubscribed_at AS "unsubscribedAt", created_at AS "createdAt", updated_at AS "updatedAt"
         FROM newsletter_subscribers ${clause}
        ORDER BY ${ORDER[filter.sort]}
        LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, page.offset],
    );
  }

  private where(filter: SubscriberFilter): { clause: string; params: unknown[] } {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.topic) {
      params.push(filter.topic);
      where.push(`$${params.length} = ANY(topics)`);
    }
    if (filter.q) {
      params.push(likePattern(filter.q));
      where.push(`email ILIKE $${params.length}`);
    }
    if (filter.status === 'subscribed') where.push('confirmed_at IS NOT NULL AND unsubscribed_at IS NULL');
    if (filter.status === 'pending') where.push('confirmed_at IS NULL AND unsubscribed_at IS NULL');
    if (filter.status === 'unsubscribed') where.push('unsubscribed_at IS NOT NULL');
    return { clause: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
  }
}
