/**
 * The submission token of a form that creates something (backend core/idempotency): a hidden field
 * made when the form is drawn, sent on by the route's action as the API's `Idempotency-Key`. A
 * double click, a resent form or a retried request then creates one thing and gets its answer twice.
 *
 * The server draws the first token into the HTML, so the field works before (and without) the
 * page's code; a page that the public cache serves to many visitors shares that token, which the
 * server tells apart by sender and content. The token changes after every answer (`after`), so that
 * the same text sent again on purpose (a second „Mulțumesc” in a conversation) is a new message.
 */
import { useEffect, useRef, useState } from 'react';
import { SUBMISSION_TOKEN_FIELD } from '@contracts/submissions';

export function newSubmissionToken(): string {
  return globalThis.crypto.randomUUID();
}

/** The hidden token field; `after`: the form's last answer (a new token once it changes). */
export function SubmissionToken({ after }: { after?: unknown }) {
  const [token, setToken] = useState(newSubmissionToken);
  const seen = useRef(after);
  useEffect(() => {
    if (seen.current === after) return;
    seen.current = after;
    setToken(newSubmissionToken());
  }, [after]);
  // The server's token stays in the HTML until the first answer: the browser's value may differ
  // from the client's first render, which is fine (the field is read from the page when sent).
  return <input type="hidden" name={SUBMISSION_TOKEN_FIELD} value={token} readOnly suppressHydrationWarning />;
}

/**
 * The token a posted form carried, for the API call's `idempotencyKey`; undefined when it had none.
 * `part`: a key of its own for each other create call the same submission makes (the files a form
 * without JavaScript uploads before the listing or message that uses them), so that a repeat gets
 * those answers too and sends the same body on.
 */
export function submissionKey(formData: FormData, part?: string): string | undefined {
  const value = formData.get(SUBMISSION_TOKEN_FIELD);
  const token = typeof value === 'string' ? value.trim() : '';
  if (!token) return undefined;
  return part ? `${token}.${part}` : token;
}
