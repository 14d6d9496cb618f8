/** Comments of a news article: the approved ones for the page's loader, and the form's action. */
import { data, redirect } from 'react-router';
import type { CommentCreated, PublicComment } from '@contracts/comments';
import { ErrorCode } from '@contracts/error-codes';
import type { ListResponse } from '@contracts/listings';
import { errorTexts } from '~/i18n/ro';
import { createApiClient, type ApiCallArgs, type ApiClient } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { submissionKey } from '~/lib/submission-token';
import { getSessionUser } from '~/lib/session.server';
import { hasErrors, text } from '~/lib/validation';
import { familyOfPath } from '../listings/families';
import { listingApi } from '../listings/listing-api';
import { validateComment } from './comment-rules';
import type { CommentActionData, CommentsData } from './comments-data';

/** Families whose pages show comments (the API accepts them for news only). */
const COMMENTED_FAMILIES = new Set(['news']);

/** The first page the article shows (the API's largest). */
const PAGE_SIZE = 100;

interface PageArgs extends ApiCallArgs {
  params: { slug?: string };
}

/** The published listing of the page (public lookup; an owner's preview of an unpublished one has no comments). */
async function listingIdOf(client: ApiClient, args: PageArgs): Promise<string | null> {
  const family = familyOfPath(new URL(args.request.url).pathname);
  if (!family || !takesComments(family.key) || !args.params.slug) return null;
  const found = await listingApi(client, family).bySlug(args.params.slug);
  return found.ok ? found.data.id : null;
}

/** Whether a family's detail pages show comments. */
export function takesComments(familyKey: string): boolean {
  return COMMENTED_FAMILIES.has(familyKey);
}

/**
 * Approved comments of a published article, oldest first; null when the API did not answer, which
 * leaves the comments out rather than failing the article. The detail loader calls it with the
 * listing it already found, next to the related and featured listings.
 */
export async function loadComments(client: ApiClient, listingId: string): Promise<CommentsData | null> {
  const result = await client.call<ListResponse<PublicComment>>(`/api/comments/${encodeURIComponent(listingId)}?pageSize=${PAGE_SIZE}`);
  return result.ok ? { docs: result.data.docs, total: result.data.pagination?.total ?? result.data.count } : null;
}

function answer(result: CommentActionData, status = 200) {
  return data<CommentActionData>(result, { status });
}

/** The comment form: signed-in visitors only; the same rule as the browser, then the API. */
export async function commentAction(args: PageArgs, formData: FormData) {
  const pathname = new URL(args.request.url).pathname;
  if (!(await getSessionUser(args))) throw redirect(paths.login(pathname));
  const typed = text(formData, 'text');
  const fieldErrors = validateComment(formData);
  if (hasErrors(fieldErrors)) return answer({ intent: 'comment', ok: false, fieldErrors, text: typed }, 400);
  const client = createApiClient(args);
  const listingId = await listingIdOf(client, args);
  if (!listingId) throw data(null, { status: 404 });
  const result = await client.call<CommentCreated>('/api/comments', { json: { listingId, text: typed }, idempotencyKey: submissionKey(formData) });
  if (result.ok) return answer({ intent: 'comment', ok: true, message: result.data.message });
  const message =
    result.status === 429
      ? errorTexts[ErrorCode.RATE_LIMITED]
      : result.status === 403
        ? 'Confirmă adresa de email înainte de a comenta.'
        : (result.fieldErrors.listingId ?? (result.fieldErrors.text ? undefined : result.text));
  return answer(
    { intent: 'comment', ok: false, fieldErrors: result.fieldErrors.text ? { text: result.fieldErrors.text } : {}, message, text: typed },
    result.status || 502,
  );
}
