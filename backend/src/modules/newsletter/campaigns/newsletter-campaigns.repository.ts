import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { NewsletterTopic } from '../../../contracts/admin.js';
import type { NewsletterCampaignCounts, NewsletterCampaignStatus } from '../../../contracts/newsletter.js';
import { returned } from '../../../core/database/sql.js';
import type { CampaignDeliveryStatus } from './newsletter-campaign-delivery.entity.js';

export interface CampaignRow {
  id: string;
  subject: string;
  bodyHtml: string;
  topic: NewsletterTopic;
  status: NewsletterCampaignStatus;
  createdBy: string | null;
  sentBy: string | null;
  sendRequestedAt: Date | null;
  sentAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  counts: NewsletterCampaignCounts;
}

export interface DeliveryRow {
  id: string;
  subscriberId: string;
  email: string;
}

const SELECT_CAMPAIGN = `
  SELECT c.id, c.subject, c.body_html AS "bodyHtml", c.topic, c.status, creator.email AS "createdBy", sender.email AS "sentBy",
         c.send_requested_at AS "sendRequestedAt", c.sent_at AS "sentAt", c.created_at AS "createdAt", c.updated_at AS "updatedAt",
         json_build_object('recipients', d.recipients, 'sent', d.sent, 'failed', d.failed, 'skipped', d.skipped, 'pending', d.pending, 'unsubscribedAfter', d.unsubscribed_after) AS counts
    FROM newsletter_campaigns c
    LEFT JOIN users creator ON creator.id = c.created_by
    LEFT JOIN users sender ON sender.id = c.sent_by
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS recipients,
             count(*) FILTER (WHERE d.status = 'sent')::int AS sent,
             count(*) FILTER (WHERE d.status = 'failed')::int AS failed,
             count(*) FILTER (WHERE d.status = 'skipped')::int AS skipped,
             count(*) FILTER (WHERE d.status IN ('pending', 'sending'))::int AS pending,
             count(*) FILTER (WHERE d.status = 'sent' AND s.unsubscribed_at > d.sent_at)::int AS unsubscribed_after
        FROM newsletter_campaign_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id
       WHERE d.campaign_id = c.id
    ) d`;

/** Whose mail a newsletter reaches: confirmed, not unsubscribed, with the topic. */
export const RECEIVES_TOPIC = `confirmed_at IS NOT NULL AND unsubscribed_at IS NULL AND $TOPIC = ANY(topics)`;

/** Queries of campaigns and their delivery rows (the rules are the services'). */
@Injectable()
export class NewsletterCampaignsRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async list(filter: { status?: string; topic?: string }, page: { offset: number; limit: number }): Promise<{ rows: CampaignRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) where.push(`c.status = $${params.push(filter.status)}`);
    if (filter.topic) where.push(`c.topic = $${params.push(filter.topic)}`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ total }]: { total: number }[] = await this.dataSource.query(`SELECT count(*)::int AS total FROM newsletter_campaigns c ${clause}`, params);
    const rows: CampaignRow[] = await this.dataSource.query(
      `${SELECT_CAMPAIGN} ${clause} ORDER BY c.created_at DESC, c.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, page.offset],
    );
    return { rows, total };
  }

  async get(id: string, manager?: EntityManager): Promise<CampaignRow | undefined> {
    const [row]: CampaignRow[] = await (manager ?? this.dataSource).query(`${SELECT_CAMPAIGN} WHERE c.id = $1`, [id]);
    return row;
  }

  async insert(values: { subject: string; bodyHtml: string; topic: NewsletterTopic; createdBy: string }): Promise<string> {
    const [row]: { id: string }[] = await this.dataSource.query(
      `INSERT INTO newsletter_campaigns (subject, body_html, topic, created_by) VALUES ($1, $2, $3, $4) RETURNING id`,
      [values.subject, values.bodyHtml, values.topic, values.createdBy],
    );
    return row.id;
  }

  /** Changes a draft; false when there is no draft of that id (sent or sending campaigns stay as sent). */
  async updateDraft(id: string, values: { subject: string; bodyHtml: string; topic: NewsletterTopic }): Promise<boolean> {
    const rows = returned(
      await this.dataSource.query(
        `UPDATE newsletter_campaigns SET subject = $2, body_html = $3, topic = $4, updated_at = now() WHERE id = $1 AND status = 'draft' RETURNING id`,
        [id, values.subject, values.bodyHtml, values.topic],
      ),
    );
    return rows.length > 0;
  }

  async deleteDraft(id: string): Promise<boolean> {
    const rows = returned(await this.dataSource.query(`DELETE FROM newsletter_campaigns WHERE id = $1 AND status = 'draft' RETURNING id`, [id]));
    return rows.length > 0;
  }

  /** draft → sending, once: false when it is not a draft any more. */
  async markSending(manager: EntityManager, id: string, sentBy: string): Promise<boolean> {
    const rows = returned(
      await manager.query(
        `UPDATE newsletter_campaigns SET status = 'sending', sent_by = $2, send_requested_at = now(), updated_at = now() WHERE id = $1 AND status = 'draft' RETURNING id`,
        [id, sentBy],
      ),
    );
    return rows.length > 0;
  }

  /**
   * Lists the recipients of a sending campaign once (the first run; later runs change nothing):
   * every address receiving its topic now, `batchSize` per batch. Answers the number of batches.
   */
  async listRecipients(id: string, batchSize: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const [campaign] = returned<{ topic: string }>(
        await manager.query(
          `UPDATE newsletter_campaigns SET recipients_listed_at = now(), updated_at = now()
          WHERE id = $1 AND status = 'sending' AND recipients_listed_at IS NULL RETURNING topic`,
          [id],
        ),
      );
      if (campaign) {
        await manager.query(
          `INSERT INTO newsletter_campaign_deliveries (campaign_id, subscriber_id, email, batch)
           SELECT $1, id, email, ((row_number() OVER (ORDER BY created_at, id)) - 1) / $3
             FROM newsletter_subscribers WHERE ${RECEIVES_TOPIC.replace('$TOPIC', '$2')}
           ON CONFLICT (campaign_id, subscriber_id) DO NOTHING`,
          [id, campaign.topic, batchSize],
        );
      }
      const [{ batches }]: { batches: number }[] = await manager.query(
        `SELECT COALESCE(max(batch) + 1, 0)::int AS batches FROM newsletter_campaign_deliveries WHERE campaign_id = $1`,
        [id],
      );
      return batches;
    });
  }

  /** The recipients of one batch still to send (pending, or claimed by a run that died). */
  batch(id: string, batch: number): Promise<DeliveryRow[]> {
    return this.dataSource.query(
      `SELECT id, subscriber_id AS "subscriberId", email FROM newsletter_campaign_deliveries
        WHERE campaign_id = $1 AND batch = $2 AND status IN ('pending', 'sending') ORDER BY id`,
      [id, batch],
    );
  }

  /**
   * Takes one recipient for this run: pending, or claimed longer ago than `leaseMs` by a run that
   * died. Answers the attempt number, or null when another run has it or it is done.
   */
  async claim(deliveryId: string, leaseMs: number): Promise<number | null> {
    const [row] = returned<{ attempts: number }>(
      await this.dataSource.query(
        `UPDATE newsletter_campaign_deliveries SET status = 'sending', claimed_at = now(), attempts = attempts + 1, updated_at = now()
        WHERE id = $1 AND (status = 'pending' OR (status = 'sending' AND claimed_at < now() - make_interval(secs => $2::double precision / 1000)))
        RETURNING attempts`,
        [deliveryId, leaseMs],
      ),
    );
    return row ? row.attempts : null;
  }

  /** Whether the subscriber still receives the topic (unsubscribed or changed topics since the list was taken: skipped). */
  async stillReceives(subscriberId: string, topic: NewsletterTopic): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM newsletter_subscribers WHERE id = $1 AND ${RECEIVES_TOPIC.replace('$TOPIC', '$2')}`, [
      subscriberId,
      topic,
    ]);
    return rows.length > 0;
  }

  async settle(deliveryId: string, status: CampaignDeliveryStatus, error: string | null = null): Promise<void> {
    await this.dataSource.query(
      `UPDATE newsletter_campaign_deliveries SET status = $2::varchar, error = $3, sent_at = CASE WHEN $2::varchar = 'sent' THEN now() ELSE sent_at END, updated_at = now() WHERE id = $1`,
      [deliveryId, status, error?.slice(0, 500) ?? null],
    );
  }

  /** sending → sent once no recipient is left to send. */
  async finishIfDone(id: string): Promise<boolean> {
    const rows = returned(
      await this.dataSource.query(
        `UPDATE newsletter_campaigns SET status = 'sent', sent_at = now(), updated_at = now()
        WHERE id = $1 AND status = 'sending' AND recipients_listed_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM newsletter_campaign_deliveries WHERE campaign_id = $1 AND status IN ('pending', 'sending'))
        RETURNING id`,
        [id],
      ),
    );
    return rows.length > 0;
  }

  async staffEmail(userId: string): Promise<string | undefined> {
    const [row]: { email: string }[] = await this.dataSource.query(`SELECT email FROM users WHERE id = $1`, [userId]);
    return row?.email;
  }
}
