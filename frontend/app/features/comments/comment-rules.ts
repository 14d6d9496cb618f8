/** The comment form's rule, shared by the browser (errors after submit) and the action (the same rule again on the server). */
import { COMMENT_TEXT_MAX, COMMENT_TEXT_MIN } from '@contracts/comments';
import { text, type FieldErrors } from '~/lib/validation';

export type CommentField = 'text';

export const COMMENT_TEXT_MESSAGE = `Comentariul trebuie să aibă între ${COMMENT_TEXT_MIN} și ${COMMENT_TEXT_MAX} de caractere.`;

export function validateComment(formData: FormData): FieldErrors<CommentField> {
  const value = text(formData, 'text');
  if (!value) return { text: 'Scrie comentariul.' };
  if (value.length < COMMENT_TEXT_MIN || value.length > COMMENT_TEXT_MAX) return { text: COMMENT_TEXT_MESSAGE };
  return {};
}
