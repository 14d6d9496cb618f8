/**
 * Comments on listings (`/api/comments`, `/api/admin/comments`), shared with the site and the
 * console. Pure TypeScript. Only news articles accept comments for now; the table is generic.
 */

export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const COMMENT_STATUS_LABELS: Record<CommentStatus, string> = {
  pending: 'În așteptare',
  approved: 'Aprobat',
  rejected: 'Respins',
};

export const COMMENT_TEXT_MIN = 2;
export const COMMENT_TEXT_MAX = 1000;

/** At most this many comments per user per hour. */
export const COMMENT_LIMIT = { max: 10, windowSeconds: 60 * 60 } as const;

export const COMMENT_SUBMITTED_MESSAGE = 'Comentariul tău a fost trimis și va apărea după verificare.';

/** `POST /api/comments` body. */
export interface CommentInput {
  listingId: string;
  text: string;
}

/** `POST /api/comments` answer (201). */
export interface CommentCreated {
  id: string;
  status: 'pending';
  message: string;
}

/** An approved comment as the public sees it: the author's full name, never the email. */
export interface PublicComment {
  id: string;
  text: string;
  authorName: string;
  createdAt: string;
}

/** One of the signed-in user's own comments (`GET /api/comments`). */
export interface MyComment {
  id: string;
  listingId: string;
  listingTitle: string;
  listingSlug: string;
  text: string;
  status: CommentStatus;
  /** The moderator's reason when rejected. */
  moderationNote: string | null;
  createdAt: string;
}

/** A comment in the staff console (`/api/admin/comments`). */
export interface CommentEntry extends MyComment {
  userId: string;
  authorName: string;
  authorEmail: string;
  moderatedBy: string | null;
  moderatedAt: string | null;
  updatedAt: string;
}
