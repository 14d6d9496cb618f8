import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ListingType } from '../../contracts/lists.js';
import type { GalleryImage, ListingDocument, ListingStatus } from '../../contracts/listings.js';
import { RepositoryBase } from '../../core/database/repository-base.js';

/**
 * How many messages sent to the user `$1`, in any of their conversations, are not read yet (an
 * integer). Also the site's header count (MessagingService.unreadOf).
 */
const UNREAD_MESSAGES_COUNT = `SELECT count(*)::int FROM messages m JOIN conversations c ON c.id = m.conversation_id
  WHERE m.read_at IS NULL AND m.sender_id <> $1 AND (c.buyer_id = $1 OR c.seller_id = $1)`;

/** What a conversation needs to know of its listing. */
export interface ConversationListingRow {
  id: string;
  family: ListingType;
  slug: string;
  title: string;
  status: ListingStatus;
  expiresAt: Date | null;
  ownerId: string;
  confidential: boolean;
  gallery: GalleryImage[];
  photo: string | null;
  category: string | null;
}

export interface ConversationRow {
  id: string;
  listingId: string;
  buyerId: string;
  sellerId: string;
  createdAt: Date;
  lastMessageAt: Date;
}

/** A conversation as one participant lists it. */
export interface ConversationSummaryRow extends ConversationRow {
  listing: ConversationListingRow;
  buyerName: string;
  sellerName: string;
  lastBody: string | null;
  lastSenderId: string | null;
  lastSentAt: Date | null;
  unread: number;
  blockedByMe: boolean;
  blockedMe: boolean;
}

export interface MessageRow {
  id: string;
  conversationId: string;
  senderId: string;
  body: string;
  attachments: ListingDocument[];
  createdAt: Date;
  readAt: Date | null;
}

export interface ReportRow {
  id: string;
  messageId: string;
  conversationId: string;
  reporterId: string;
  reporterName: string;
  senderId: string;
  senderName: string;
  body: string;
  reason: string;
  createdAt: Date;
  handledAt: Date | null;
  listingId: string;
  listingTitle: string;
}

const LISTING_COLUMNS = `l.id AS l_id, l.family AS l_family, l.slug AS l_slug, l.title AS l_title, l.status AS l_status, l.expires_at AS l_expires_at,
  l.owner_id AS l_owner_id, l.confidential AS l_confidential, l.gallery AS l_gallery, l.photo AS l_photo, l.category AS l_category`;

type Raw = Record<string, unknown>;

const listingOf = (row: Raw): ConversationListingRow => ({
  id: row.l_id as string,
  family: Number(row.l_family) as ListingType,
  slug: row.l_slug as string,
  title: row.l_title as string,
  status: row.l_status as ListingStatus,
  expiresAt: (row.l_expires_at as Date | null) ?? null,
  ownerId: row.l_owner_id as string,
  confidential: Boolean(row.l_confidential),
  gallery: (row.l_gallery as GalleryImage[] | null) ?? [],
  photo: (row.l_photo as string | null) ?? null,
  category: (row.l_category as string | null) ?? null,
});

const conversationOf = (row: Raw): ConversationRow => ({
  id: row.id as string,
  listingId: row.listing_id as string,
  buyerId: row.buyer_id as string,
  sellerId: row.seller_id as string,
  createdAt: row.created_at as Date,
  lastMessageAt: row.last_message_at as Date,
});

const messageOf = (row: Raw): MessageRow => ({
  id: row.id as string,
  conversationId: row.conversation_id as string,
  senderId: row.sender_id as string,
  body: row.body as string,
  attachments: (row.attachments as ListingDocument[] | null) ?? [],
  createdAt: row.created_at as Date,
  readAt: (row.read_at as Date | null) ?? null,
});

/** Queries of the messaging module; no business rules here. */
@Injectable()
export class MessagingRepository extends RepositoryBase {
  async findListing(listingId: string): Promise<ConversationListingRow | null> {
    const rows: Raw[] = await this.dataSource.query(`SELECT ${LISTING_COLUMNS} FROM listings l WHERE l.id = $1`, [listingId]);
    return rows[0] ? listingOf(rows[0]) : null;
  }

  /** The buyer's conversation about the listing, created (seller = `sellerId`) when there is none yet. */
  async findOrCreate(
    manager: EntityManager,
    listingId: string,
    buyerId: string,
    sellerId: string,
  ): Promise<{ conversation: ConversationRow; created: boolean }> {
    const inserted: Raw[] = await manager.query(
      `INSERT INTO conversations (listing_id, buyer_id, seller_id) VALUES ($1, $2, $3)
       ON CONFLICT (listing_id, buyer_id) DO NOTHING RETURNING *`,
      [listingId, buyerId, sellerId],
    );
    if (inserted[0]) return { conversation: conversationOf(inserted[0]), created: true };
    const rows: Raw[] = await manager.query(`SELECT * FROM conversations WHERE listing_id = $1 AND buyer_id = $2 FOR UPDATE`, [listingId, buyerId]);
    return { conversation: conversationOf(rows[0]), created: false };
  }

  async findByListingAndBuyer(listingId: string, buyerId: string): Promise<ConversationRow | null> {
    const rows: Raw[] = await this.dataSource.query(`SELECT * FROM conversations WHERE listing_id = $1 AND buyer_id = $2`, [listingId, buyerId]);
    return rows[0] ? conversationOf(rows[0]) : null;
  }

  async findConversation(id: string, manager?: EntityManager): Promise<ConversationRow | null> {
    const rows: Raw[] = await this.managerOf(manager).query(`SELECT * FROM conversations WHERE id = $1`, [id]);
    return rows[0] ? conversationOf(rows[0]) : null;
  }

  /** The user's conversations (as buyer or seller) with what the list shows, newest activity first; `id` narrows to one. */
  async summaries(userId: string, id?: string): Promise<ConversationSummaryRow[]> {
    const rows: Raw[] = await this.dataSource.query(
      `SELECT c.*, ${LISTING_COLUMNS}, b.full_name AS buyer_name, s.full_name AS seller_name,
              last.body AS last_body, last.sender_id AS last_sender_id, last.created_at AS last_sent_at,
              (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id AND m.sender_id <> $1 AND m.read_at IS NULL) AS unread,
              EXISTS (SELECT 1 FROM user_blocks k WHERE k.blocker_id = $1 AND k.blocked_id = CASE WHEN c.buyer_id = $1 THEN c.seller_id ELSE c.buyer_id END) AS blocked_by_me,
              EXISTS (SELECT 1 FROM user_blocks k WHERE k.blocked_id = $1 AND k.blocker_id = CASE WHEN c.buyer_id = $1 THEN c.seller_id ELSE c.buyer_id END) AS blocked_me
         FROM conversations c
         JOIN listings l ON l.id = c.listing_id
         JOIN users b ON b.id = c.buyer_id
         JOIN users s ON s.id = c.seller_id
         LEFT JOIN LATERAL (SELECT m.body, m.sender_id, m.created_at FROM messages m WHERE m.conversation_id = c.id ORDER BY m.created_at DESC, m.id DESC LIMIT 1) last ON true
        WHERE (c.buyer_id = $1 OR c.seller_id = $1) ${id ? 'AND c.id = $2' : ''}
        ORDER BY c.last_message_at DESC, c.id DESC
        LIMIT 500`,
      id ? [userId, id] : [userId],
    );
    return rows.map((row) => ({
      ...conversationOf(row),
      listing: listingOf(row),
      buyerName: row.buyer_name as string,
      sellerName: row.seller_name as string,
      lastBody: (row.last_body as string | null) ?? null,
      lastSenderId: (row.last_sender_id as string | null) ?? null,
      lastSentAt: (row.last_sent_at as Date | null) ?? null,
      unread: Number(row.unread),
      blockedByMe: Boolean(row.blocked_by_me),
      blockedMe: Boolean(row.blocked_me),
    }));
  }

  /** One cheap count: messages sent to the user, in any of their conversations, not read yet. */
  async unreadCount(userId: string): Promise<number> {
    const rows: { count: number }[] = await this.dataSource.query(`SELECT (${UNREAD_MESSAGES_COUNT}) AS count`, [userId]);
    return rows[0].count;
  }

  async messagesOf(conversationId: string): Promise<MessageRow[]> {
    const rows: Raw[] = await this.dataSource.query(`SELECT * FROM messages WHERE conversation_id = $1 ORDER BY created_at, id LIMIT 2000`, [conversationId]);
    return rows.map(messageOf);
  }

  async findMessage(id: string): Promise<MessageRow | null> {
    const rows: Raw[] = await this.dataSource.query(`SELECT * FROM messages WHERE id = $1`, [id]);
    return rows[0] ? messageOf(rows[0]) : null;
  }

  /** Marks the messages the reader received in the conversation as read; answers how many. */
  async markRead(conversationId: string, readerId: string): Promise<number> {
    const [, count] = (await this.dataSource.query(`UPDATE messages SET read_at = now() WHERE conversation_id = $1 AND sender_id <> $2 AND read_at IS NULL`, [
      conversationId,
      readerId,
    ])) as [unknown, number];
    return count ?? 0;
  }

  async insertMessage(manager: EntityManager, conversationId: string, senderId: string, body: string, attachments: ListingDocument[]): Promise<MessageRow> {
    const rows: Raw[] = await manager.query(`INSERT INTO messages (conversation_id, sender_id, body, attachments) VALUES ($1, $2, $3, $4::jsonb) RETURNING *`, [
      conversationId,
      senderId,
      body,
      JSON.stringify(attachments),
    ]);
    await manager.query(`UPDATE conversations SET last_message_at = $2 WHERE id = $1`, [conversationId, rows[0].created_at]);
    return messageOf(rows[0]);
  }

  /**
   * The sender's own documents usable as attachments (uploaded by them, in no listing, no consulting
   * request and no other message), locked until the transaction ends.
   */
  async usableDocuments(manager: EntityManager, senderId: string, keys: string[]): Promise<(ListingDocument & { uploadId: string })[]> {
    if (!keys.length) return [];
    const rows: { id: string; key: string; original_name: string; size: number; content_type: string }[] = await manager.query(
      `SELECT u.id, u.key, u.original_name, u.size, u.content_type FROM uploads u
        WHERE u.key = ANY($1::varchar[]) AND u.owner_id = $2 AND u.kind = 'document' AND u.listing_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM consulting_documents d WHERE d.upload_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM message_attachments a WHERE a.upload_id = u.id)
        FOR UPDATE OF u`,
      [keys, senderId],
    );
    return rows.map((row) => ({ uploadId: row.id, key: row.key, originalName: row.original_name, size: Number(row.size), contentType: row.content_type }));
  }

  async attach(manager: EntityManager, messageId: string, uploadIds: string[]): Promise<void> {
    if (!uploadIds.length) return;
    await manager.query(`INSERT INTO message_attachments (upload_id, message_id) SELECT unnest($1::uuid[]), $2`, [uploadIds, messageId]);
  }

  /** The attachment `key` of a message of the conversation, or null. */
  async findAttachment(conversationId: string, key: string): Promise<ListingDocument | null> {
    const rows: { key: string; original_name: string; size: number; content_type: string }[] = await this.dataSource.query(
      `SELECT u.key, u.original_name, u.size, u.content_type FROM message_attachments a
         JOIN uploads u ON u.id = a.upload_id JOIN messages m ON m.id = a.message_id
        WHERE m.conversation_id = $1 AND u.key = $2`,
      [conversationId, key],
    );
    const row = rows[0];
    return row ? { key: row.key, originalName: row.original_name, size: Number(row.size), contentType: row.content_type } : null;
  }

  /** Whether either of the two users blocked the other. */
  async blockBetween(a: string, b: string, manager?: EntityManager): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
    const rows: { blocker_id: string }[] = await this.managerOf(manager).query(
      `SELECT blocker_id FROM user_blocks WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)`,
      [a, b],
    );
    return { aBlockedB: rows.some((row) => row.blocker_id === a), bBlockedA: rows.some((row) => row.blocker_id === b) };
  }

  async block(blockerId: string, blockedId: string): Promise<void> {
    await this.dataSource.query(`INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [blockerId, blockedId]);
  }

  async unblock(blockerId: string, blockedId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM user_blocks WHERE blocker_id = $1 AND blocked_id = $2`, [blockerId, blockedId]);
  }

  /** Stores the report unless this reporter already reported the message (then nothing changes). */
  async insertReport(messageId: string, reporterId: string, reason: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO message_reports (message_id, reporter_id, reason) VALUES ($1, $2, $3) ON CONFLICT (message_id, reporter_id) DO NOTHING`,
      [messageId, reporterId, reason],
    );
  }

  /** Reports for the console, open ones first (or only open / only handled). */
  async reports(filter: { handled?: boolean; offset: number; limit: number }): Promise<{ rows: ReportRow[]; total: number }> {
    const where = filter.handled === undefined ? '' : filter.handled ? 'WHERE r.handled_at IS NOT NULL' : 'WHERE r.handled_at IS NULL';
    const rows: Raw[] = await this.dataSource.query(
      `${REPORT_SELECT} ${where} ORDER BY (r.handled_at IS NULL) DESC, r.created_at DESC, r.id LIMIT $1 OFFSET $2`,
      [filter.limit, filter.offset],
    );
    const total: { count: number }[] = await this.dataSource.query(`SELECT count(*)::int AS count FROM message_reports r ${where}`);
    return { rows: rows.map(reportOf), total: total[0].count };
  }

  async findReport(id: string): Promise<ReportRow | null> {
    const rows: Raw[] = await this.dataSource.query(`${REPORT_SELECT} WHERE r.id = $1`, [id]);
    return rows[0] ? reportOf(rows[0]) : null;
  }

  /** Whether a message of the conversation was reported (staff may then read it). */
  async hasReport(conversationId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM message_reports r JOIN messages m ON m.id = r.message_id WHERE m.conversation_id = $1 LIMIT 1`,
      [conversationId],
    );
    return rows.length > 0;
  }

  async markHandled(id: string, staffId: string): Promise<void> {
    await this.dataSource.query(`UPDATE message_reports SET handled_at = coalesce(handled_at, now()), handled_by = coalesce(handled_by, $2) WHERE id = $1`, [
      id,
      staffId,
    ]);
  }

  /** A recipient's messages of the conversation still unread and not yet announced, oldest first. */
  async unannounced(conversationId: string, recipientId: string, manager?: EntityManager): Promise<MessageRow[]> {
    const rows: Raw[] = await this.managerOf(manager).query(
      `SELECT * FROM messages WHERE conversation_id = $1 AND sender_id <> $2 AND read_at IS NULL AND notified_at IS NULL ORDER BY created_at, id`,
      [conversationId, recipientId],
    );
    return rows.map(messageOf);
  }

  async markAnnounced(messageIds: string[]): Promise<void> {
    if (messageIds.length)
      await this.dataSource.query(`UPDATE messages SET notified_at = now() WHERE id = ANY($1::uuid[]) AND notified_at IS NULL`, [messageIds]);
  }

  async contactOf(userId: string): Promise<{ email: string; fullName: string } | null> {
    const rows: { email: string; full_name: string }[] = await this.dataSource.query(
      `SELECT email, full_name FROM users WHERE id = $1 AND blocked_at IS NULL`,
      [userId],
    );
    return rows[0] ? { email: rows[0].email, fullName: rows[0].full_name } : null;
  }

  async fullNameOf(userId: string): Promise<string> {
    const rows: { full_name: string }[] = await this.dataSource.query(`SELECT full_name FROM users WHERE id = $1`, [userId]);
    return rows[0]?.full_name ?? '';
  }
}

const REPORT_SELECT = `SELECT r.id, r.message_id, r.reporter_id, r.reason, r.created_at, r.handled_at, m.conversation_id, m.sender_id, m.body,
    rep.full_name AS reporter_name, snd.full_name AS sender_name, l.id AS listing_id, l.title AS listing_title
  FROM message_reports r JOIN messages m ON m.id = r.message_id JOIN conversations c ON c.id = m.conversation_id JOIN listings l ON l.id = c.listing_id
  JOIN users rep ON rep.id = r.reporter_id JOIN users snd ON snd.id = m.sender_id`;

const reportOf = (row: Raw): ReportRow => ({
  id: row.id as string,
  messageId: row.message_id as string,
  conversationId: row.conversation_id as string,
  reporterId: row.reporter_id as string,
  reporterName: row.reporter_name as string,
  senderId: row.sender_id as string,
  senderName: row.sender_name as string,
  body: row.body as string,
  reason: row.reason as string,
  createdAt: row.created_at as Date,
  handledAt: (row.handled_at as Date | null) ?? null,
  listingId: row.listing_id as string,
  listingTitle: row.listing_title as string,
});
