import { Injectable } from '@nestjs/common';
import { NEWSLETTER_TOPICS, type AdminNewsletterSubscriber } from '../../contracts/admin.js';
import { nameOf } from '../../contracts/consulting.js';
import type { ListResponse } from '../../contracts/listings.js';
import { listResponse, pageOf } from '../../core/http/pagination.js';
import type { NewsletterFilterDto, NewsletterListQueryDto } from './dto/newsletter-admin.dto.js';
import { SUBSCRIBER_CSV_HEADER, csvLine, subscriberCsvFileName, subscriberCsvLine, UTF8_BOM } from './newsletter-csv.js';
import { NewsletterRepository, type SubscriberFilter, type SubscriberRow } from './newsletter.repository.js';

const toView = (row: SubscriberRow): AdminNewsletterSubscriber => ({
  id: row.id,
  email: row.email,
  topics: row.topics,
  topicNames: row.topics.map((topic) => nameOf(NEWSLETTER_TOPICS, topic)),
  name: row.name,
  subscribed: row.confirmedAt !== null && row.unsubscribedAt === null,
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
  unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const filterOf = (query: NewsletterFilterDto): SubscriberFilter => ({
  topic: query.topic,
  q: query.q || undefined,
  status: query.status ?? 'subscribed',
  sort: query.sort ?? 'newest',
});

/** Newsletter subscribers for the staff console: the list and its CSV export, with the same filters. */
@Injectable()
export class NewsletterAdminService {
  constructor(private readonly repository: NewsletterRepository) {}

  async list(query: NewsletterListQueryDto): Promise<ListResponse<AdminNewsletterSubscriber>> {
    const { page, perPage, offset } = pageOf(query, 25);
    const { rows, total } = await this.repository.list(filterOf(query), { offset, limit: perPage });
    return listResponse(rows.map(toView), page, perPage, total);
  }

  /** The whole filtered list as CSV: UTF-8 with a BOM, a header row, CRLF line ends. */
  async exportCsv(query: NewsletterFilterDto, now = new Date()): Promise<{ fileName: string; csv: string }> {
    const parts = [UTF8_BOM, csvLine(SUBSCRIBER_CSV_HEADER)];
    for await (const rows of this.repository.all(filterOf(query))) parts.push(...rows.map(subscriberCsvLine));
    return { fileName: subscriberCsvFileName(query.topic, now), csv: parts.join('') };
  }
}
