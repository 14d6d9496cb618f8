/**
 * Buyer–seller messaging: one conversation per listing and buyer, read only by its two parties (and by
 * staff, for a reported message).
 *
 * Routes (all need a session; someone else's conversation answers 404):
 * - `POST /api/conversations` StartConversationBody → ConversationThread (the existing conversation of this
 *   buyer and listing gets the message; 400 for bad input, 403 when the owner blocked the buyer)
 * - `GET /api/conversations` → ConversationSummary[] (newest activity first)
 * - `GET /api/conversations/unread` → { unread: number } (messages not yet read, all conversations)
 * - `GET /api/conversations/{id}/messages` → ConversationThread (marks the other party's messages read)
 * - `POST /api/conversations/{id}/messages` SendMessageBody → Message
 * - `POST /api/messages/{id}/report` ReportMessageBody → 204 (the other party's message, to moderators)
 * - `POST /api/conversations/{id}/block`, `DELETE /api/conversations/{id}/block` → ConversationSummary
 */
import type { ListingType } from './listing-type.js';
import type { ListingDocument } from './listings.js';

export const MESSAGE_MAX_LENGTH = 5000;

export interface StartConversationBody {
  listingId: string;
  message: string;
}

export interface SendMessageBody {
  /** Plain text, 1–5000 characters; shown as text, never as HTML. */
  body: string;
  /** Keys of private documents the sender uploaded (`POST /api/uploads/documents`), at most 5. */
  attachments?: string[];
}

export interface ReportMessageBody {
  reason: string;
}

export interface ConversationListing {
  id: string;
  type: ListingType;
  slug: string;
  title: string;
  thumbnail: string;
}

export interface ConversationSummary {
  id: string;
  listing: ConversationListing;
  /** The other party as this user sees them. */
  other: { id: string; fullName: string };
  /** 'buyer' when this user started the conversation, 'seller' when they own the listing. */
  role: 'buyer' | 'seller';
  lastMessage: { excerpt: string; sentAt: string; mine: boolean } | null;
  unread: number;
  /** This user blocked the other party (no messages either way until unblocked). */
  blockedByMe: boolean;
  /** The other party blocked this user. */
  blockedMe: boolean;
  createdAt: string;
}

export interface Message {
  id: string;
  conversationId: string;
  senderId: string;
  mine: boolean;
  body: string;
  attachments: ListingDocument[];
  sentAt: string;
  readAt: string | null;
}

export interface ConversationThread {
  conversation: ConversationSummary;
  messages: Message[];
}

/**
 * Staff console (moderator, admin): `GET /api/admin/message-reports?handled=false|true&page&perPage`
 * → ListResponse<StaffMessageReport>; `GET /api/admin/message-reports/{id}` → StaffReportedConversation
 * (the conversation is readable to staff only through a report); `POST /api/admin/message-reports/{id}/handle`
 * → StaffMessageReport.
 */
export interface StaffMessageReport {
  id: string;
  messageId: string;
  conversationId: string;
  reason: string;
  /** The reported message's text. */
  body: string;
  reporter: { id: string; fullName: string };
  sender: { id: string; fullName: string };
  listing: { id: string; title: string };
  createdAt: string;
  handledAt: string | null;
}

export interface StaffReportedConversation extends StaffMessageReport {
  buyer: { id: string; fullName: string };
  seller: { id: string; fullName: string };
  /** The whole thread, oldest first (`mine` is always false). */
  messages: Message[];
}
