import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { ListResponse } from '../../contracts/listings.js';
import type { ConversationSummary, ConversationThread, Message, StaffMessageReport, StaffReportedConversation } from '../../contracts/messages.js';
import { shortenAtWord } from '../../contracts/text.js';
import { hasAnyRole, type AuthUser } from '../../core/auth/auth-user.js';
import { AfterCommit } from '../../core/database/after-commit.js';
import { AppException } from '../../core/errors/app.exception.js';
import { listResponse, pageOf } from '../../core/http/pagination.js';
import { JobQueueService } from '../../core/queue/job-queue.service.js';
import { JobName } from '../../core/queue/job-registry.js';
import { RateCounters, type RateLimit } from '../../core/rate-limit/rate-counters.js';
import type { StoredObject } from '../../core/storage/storage-driver.js';
import { DealRoomService } from '../deal-room/deal-room.service.js';
import { CONTACTABLE_FAMILIES } from '../listing-contact/listing-contact.service.js';
import { picturesOf } from '../listing-core/listing.mapper.js';
import { isPubliclyVisible } from '../listing-core/listing-status.js';
import { ListingStatsService } from '../listing-stats/listing-stats.service.js';
import { UploadsService } from '../uploads/uploads.service.js';
import { MESSAGE_MAX_ATTACHMENTS, type MessageReportQueryDto } from './dto/messaging.dto.js';
import {
  MessagingRepository,
  type ConversationListingRow,
  type ConversationRow,
  type ConversationSummaryRow,
  type MessageRow,
  type ReportRow,
} from './messaging.repository.js';
import type { EntityManager } from 'typeorm';

const CONVERSATION_NOT_FOUND = 'Conversația nu există.';
const LISTING_NOT_FOUND = 'Anunțul nu există sau nu mai este publicat.';
export const OWN_LISTING_MESSAGE = 'Nu poți începe o conversație despre propriul anunț.';
export const CONFIDENTIAL_MESSAGE = 'Poți scrie proprietarului acestui anunț confidențial după ce îți aprobă cererea de acces.';
export const BLOCKED_BY_OTHER_MESSAGE = 'Acest utilizator nu mai primește mesaje de la tine.';
export const BLOCKED_BY_ME_MESSAGE = 'Ai blocat acest utilizator. Deblochează-l pentru a-i scrie.';
export const MESSAGE_RATE_MESSAGE = 'Ai trimis prea multe mesaje în ultima oră. Încearcă din nou mai târziu.';
export const CONVERSATION_RATE_MESSAGE = 'Ai început prea multe conversații astăzi. Încearcă din nou mâine.';

/** Messages a user may send an hour (all conversations), and new conversations a day. */
export const MESSAGE_LIMITS = {
  messagesPerHour: { max: 60, windowSeconds: 60 * 60 },
  conversationsPerDay: { max: 20, windowSeconds: 24 * 60 * 60 },
} as const;

const EXCERPT_LENGTH = 140;
/** A message on one line, shortened at a word with „…” (lists, emails, pushes). */
export const excerptOf = (text: string, length = EXCERPT_LENGTH) => shortenAtWord(text, length);

const isStaff = (user: AuthUser) => hasAnyRole(user, 'moderator', 'admin');

/**
 * Buyer–seller messaging. Every method reading or changing a conversation first checks the caller
 * is one of its two parties; anything else (another user's conversation, an unknown id) is the same
 * "not found", so nobody learns that a conversation exists. Staff read a conversation only through
 * a report of one of its messages.
 */
@Injectable()
export class MessagingService {
  constructor(
    private readonly repository: MessagingRepository,
    private readonly counters: RateCounters,
    private readonly uploads: UploadsService,
    private readonly afterCommit: AfterCommit,
    private readonly jobs: JobQueueService,
    private readonly stats: ListingStatsService,
    private readonly dealRoom: DealRoomService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Whether `buyerId` may write to the owner of this (public) listing: anyone may, but for a
   * confidential listing only a buyer whose access request the owner approved.
   */
  async mayStart(listing: ConversationListingRow, buyerId: string): Promise<boolean> {
    if (!listing.confidential) return true;
    return this.dealRoom.hasApprovedAccess(listing.id, buyerId);
  }

  /** Starts the buyer's conversation about a listing, or adds the message to the one they have. */
  async start(user: AuthUser, listingId: string, body: string): Promise<ConversationThread> {
    const listing = await this.repository.findListing(listingId);
    if (!listing || !CONTACTABLE_FAMILIES.has(listing.family) || !isPubliclyVisible(listing)) throw AppException.notFound(LISTING_NOT_FOUND);
    if (listing.ownerId === user.id) throw AppException.validation([{ field: 'listingId', message: OWN_LISTING_MESSAGE }]);
    if (!(await this.mayStart(listing, user.id))) throw AppException.forbidden(CONFIDENTIAL_MESSAGE);
    await this.assertNotBlocked(user.id, listing.ownerId);
    const existing = await this.repository.findByListingAndBuyer(listingId, user.id);
    await this.counters.take([
      this.messageLimit(user.id),
      ...(existing ? [] : [{ key: `conversation-user:${user.id}`, ...MESSAGE_LIMITS.conversationsPerDay, message: CONVERSATION_RATE_MESSAGE }]),
    ]);
    const conversationId = await this.repository.transaction(async (manager) => {
      const { conversation, created } = await this.repository.findOrCreate(manager, listingId, user.id, listing.ownerId);
      if (created) await this.stats.record(listingId, 'conversations', manager);
      await this.insert(manager, conversation, user.id, body, []);
      return conversation.id;
    });
    return this.thread(user, conversationId, { markRead: false });
  }

  async list(user: AuthUser): Promise<ConversationSummary[]> {
    return (await this.repository.summaries(user.id)).map((row) => toSummary(row, user.id));
  }

  unread(user: AuthUser): Promise<number> {
    return this.unreadOf(user.id);
  }

  /** Messages sent to the user and not read yet (the site's header). */
  unreadOf(userId: string): Promise<number> {
    return this.repository.unreadCount(userId);
  }

  /** The thread, oldest first; opening it marks what the other party sent as read. */
  async thread(user: AuthUser, conversationId: string, options: { markRead?: boolean } = {}): Promise<ConversationThread> {
    await this.participantConversation(user, conversationId);
    if (options.markRead !== false) await this.repository.markRead(conversationId, user.id);
    const [summary] = await this.repository.summaries(user.id, conversationId);
    const messages = await this.repository.messagesOf(conversationId);
    return { conversation: toSummary(summary, user.id), messages: messages.map((row) => toMessage(row, user.id)) };
  }

  async send(user: AuthUser, conversationId: string, body: string, attachmentKeys: string[] = []): Promise<Message> {
    const conversation = await this.participantConversation(user, conversationId);
    const other = otherParty(conversation, user.id);
    await this.assertNotBlocked(user.id, other);
    const keys = [...new Set(attachmentKeys)];
    if (keys.length > MESSAGE_MAX_ATTACHMENTS)
      throw AppException.validation([{ field: 'attachments', message: `Poți atașa cel mult ${MESSAGE_MAX_ATTACHMENTS} documente unui mesaj.` }]);
    // Checked before the message is counted (a refused key counts nothing), and again under lock.
    await this.repository.transaction((manager) => this.usableAttachments(manager, user.id, keys));
    await this.counters.take([this.messageLimit(user.id)]);
    const message = await this.repository.transaction(async (manager) => {
      const attachments = await this.usableAttachments(manager, user.id, keys);
      return this.insert(manager, conversation, user.id, body, attachments);
    });
    return toMessage(message, user.id);
  }

  /** A message the other party sent this user, reported to the moderators (once per reporter). */
  async report(user: AuthUser, messageId: string, reason: string): Promise<void> {
    const notFound = () => AppException.notFound('Mesajul nu există.');
    const message = await this.repository.findMessage(messageId);
    if (!message || message.senderId === user.id) throw notFound();
    const conversation = await this.repository.findConversation(message.conversationId);
    if (!conversation || (conversation.buyerId !== user.id && conversation.sellerId !== user.id)) throw notFound();
    await this.repository.insertReport(messageId, user.id, reason);
  }

  /** Blocks (or unblocks) the other party of the conversation: no messages either way while blocked. */
  async setBlocked(user: AuthUser, conversationId: string, blocked: boolean): Promise<ConversationSummary> {
    const conversation = await this.participantConversation(user, conversationId);
    const other = otherParty(conversation, user.id);
    if (blocked) await this.repository.block(user.id, other);
    else await this.repository.unblock(user.id, other);
    const [summary] = await this.repository.summaries(user.id, conversationId);
    return toSummary(summary, user.id);
  }

  /** An attachment of the conversation, for its two parties, or for staff when a message of it was reported. */
  async openAttachment(user: AuthUser, conversationId: string, key: string): Promise<StoredObject & { contentType: string; fileName: string }> {
    const notFound = () => AppException.notFound('Documentul nu există.');
    const conversation = await this.repository.findConversation(conversationId);
    if (!conversation) throw notFound();
    const party = conversation.buyerId === user.id || conversation.sellerId === user.id;
    if (!party && !(isStaff(user) && (await this.repository.hasReport(conversationId)))) throw notFound();
    const document = await this.repository.findAttachment(conversationId, key);
    if (!document) throw notFound();
    const object = await this.uploads.openSiteDocument(document.key);
    if (!object) throw notFound();
    return { ...object, contentType: document.contentType, fileName: document.originalName };
  }

  // Staff console

  async reports(query: MessageReportQueryDto): Promise<ListResponse<StaffMessageReport>> {
    const { page, perPage, offset } = pageOf(query, 25);
    const handled = query.handled === undefined ? undefined : query.handled === 'true';
    const { rows, total } = await this.repository.reports({ handled, offset, limit: perPage });
    return listResponse(rows.map(toStaffReport), page, perPage, total);
  }

  /** The report with its whole conversation: the only way staff read a conversation. */
  async reportedConversation(reportId: string): Promise<StaffReportedConversation> {
    const report = await this.repository.findReport(reportId);
    if (!report) throw AppException.notFound('Raportarea nu există.');
    const conversation = (await this.repository.findConversation(report.conversationId))!;
    const messages = await this.repository.messagesOf(conversation.id);
    return {
      ...toStaffReport(report),
      buyer: { id: conversation.buyerId, fullName: await this.repository.fullNameOf(conversation.buyerId) },
      seller: { id: conversation.sellerId, fullName: await this.repository.fullNameOf(conversation.sellerId) },
      messages: messages.map((row) => toMessage(row, '')),
    };
  }

  async markHandled(staff: AuthUser, reportId: string): Promise<StaffMessageReport> {
    if (!(await this.repository.findReport(reportId))) throw AppException.notFound('Raportarea nu există.');
    await this.repository.markHandled(reportId, staff.id);
    return toStaffReport((await this.repository.findReport(reportId))!);
  }

  // Internals

  /** The conversation when `user` is one of its parties; "not found" otherwise (staff too). */
  private async participantConversation(user: AuthUser, conversationId: string): Promise<ConversationRow> {
    const conversation = await this.repository.findConversation(conversationId);
    if (!conversation || (conversation.buyerId !== user.id && conversation.sellerId !== user.id)) throw AppException.notFound(CONVERSATION_NOT_FOUND);
    return conversation;
  }

  private async assertNotBlocked(senderId: string, recipientId: string): Promise<void> {
    const { aBlockedB, bBlockedA } = await this.repository.blockBetween(senderId, recipientId);
    if (bBlockedA) throw AppException.forbidden(BLOCKED_BY_OTHER_MESSAGE);
    if (aBlockedB) throw AppException.forbidden(BLOCKED_BY_ME_MESSAGE);
  }

  private messageLimit(userId: string): RateLimit {
    return { key: `message-user:${userId}`, ...MESSAGE_LIMITS.messagesPerHour, message: MESSAGE_RATE_MESSAGE };
  }

  private async usableAttachments(manager: EntityManager, senderId: string, keys: string[]) {
    const usable = await this.repository.usableDocuments(manager, senderId, keys);
    const found = new Set(usable.map((document) => document.key));
    const missing = keys.filter((key) => !found.has(key));
    if (missing.length) {
      throw AppException.validation(
        missing.map((key) => ({ field: 'attachments', message: `Documentul „${key.slice(0, 60)}” nu îți aparține sau nu mai poate fi atașat.` })),
      );
    }
    return keys.map((key) => usable.find((document) => document.key === key)!);
  }

  /**
   * Stores the message (with its documents) and, once the transaction commits, queues the
   * recipient's notification after the grouping delay. The job is named after the first message of
   * the burst not yet announced: every message of the burst finds the same job.
   */
  private async insert(
    manager: EntityManager,
    conversation: ConversationRow,
    senderId: string,
    body: string,
    attachments: Awaited<ReturnType<MessagingService['usableAttachments']>>,
  ): Promise<MessageRow> {
    const message = await this.repository.insertMessage(
      manager,
      conversation.id,
      senderId,
      body,
      attachments.map(({ uploadId: _uploadId, ...document }) => document),
    );
    await this.repository.attach(
      manager,
      message.id,
      attachments.map((document) => document.uploadId),
    );
    const recipientId = otherParty(conversation, senderId);
    const [first] = await this.repository.unannounced(conversation.id, recipientId, manager);
    const payload = { conversationId: conversation.id, recipientId, firstMessageId: first?.id ?? message.id };
    await this.afterCommit.run(manager, () =>
      this.jobs.enqueue(JobName.NotifyNewMessages, payload, { jobId: `message-notify-${payload.firstMessageId}`, delayMs: this.config.messaging.emailDelayMs }),
    );
    return message;
  }
}

function otherParty(conversation: ConversationRow, userId: string): string {
  return conversation.buyerId === userId ? conversation.sellerId : conversation.buyerId;
}

export function toSummary(row: ConversationSummaryRow, userId: string): ConversationSummary {
  const buyer = row.buyerId === userId;
  return {
    id: row.id,
    listing: { id: row.listing.id, type: row.listing.family, slug: row.listing.slug, title: row.listing.title, thumbnail: picturesOf(row.listing).thumbnail },
    other: buyer ? { id: row.sellerId, fullName: row.sellerName } : { id: row.buyerId, fullName: row.buyerName },
    role: buyer ? 'buyer' : 'seller',
    lastMessage:
      row.lastBody !== null && row.lastSentAt
        ? { excerpt: excerptOf(row.lastBody), sentAt: new Date(row.lastSentAt).toISOString(), mine: row.lastSenderId === userId }
        : null,
    unread: row.unread,
    blockedByMe: row.blockedByMe,
    blockedMe: row.blockedMe,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function toMessage(row: MessageRow, userId: string): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    mine: row.senderId === userId,
    body: row.body,
    attachments: row.attachments,
    sentAt: new Date(row.createdAt).toISOString(),
    readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
  };
}

function toStaffReport(row: ReportRow): StaffMessageReport {
  return {
    id: row.id,
    messageId: row.messageId,
    conversationId: row.conversationId,
    reason: row.reason,
    body: row.body,
    reporter: { id: row.reporterId, fullName: row.reporterName },
    sender: { id: row.senderId, fullName: row.senderName },
    listing: { id: row.listingId, title: row.listingTitle },
    createdAt: new Date(row.createdAt).toISOString(),
    handledAt: row.handledAt ? new Date(row.handledAt).toISOString() : null,
  };
}
