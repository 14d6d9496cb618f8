/** What the article page's loader and action answer about comments (shared by the server module and the section). */
import type { PublicComment } from '@contracts/comments';
import type { FieldErrors } from '~/lib/validation';
import type { CommentField } from './comment-rules';

export interface CommentsData {
  docs: PublicComment[];
  total: number;
}

export type CommentActionData =
  { intent: 'comment'; ok: true; message: string } | { intent: 'comment'; ok: false; fieldErrors: FieldErrors<CommentField>; message?: string; text: string };
