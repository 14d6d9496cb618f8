/** Paths and shapes of the messages pages, shared by their server code and their views. */
import type { Message } from '@contracts/messages';

/** At most this many documents per message (the API's limit). */
export const MESSAGE_MAX_FILES = 5;

export const messagesPath = () => '/cont/mesaje';
export const conversationPath = (id: string) => `/cont/mesaje/${encodeURIComponent(id)}`;
/** A document of a message, through the conversation (its two parties only). */
export const attachmentPath = (conversationId: string, key: string) =>
  `/api/conversations/${encodeURIComponent(conversationId)}/attachments/${encodeURIComponent(key)}`;

export type ConversationActionData =
  | { intent: 'reply'; ok: boolean; message: string; fieldErrors?: { body?: string; attachments?: string }; sent?: Message }
  | { intent: 'report'; ok: boolean; message: string; messageId: string; fieldErrors?: { reason?: string } }
  | { intent: 'block' | 'unblock'; ok: boolean; message: string };
