import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuditAction } from '../../contracts/admin.js';
import {
  COMMENT_LIMIT,
  COMMENT_SUBMITTED_MESSAGE,
  COMMENT_TEXT_MAX,
  COMMENT_TEXT_MIN,
  type CommentCreated,
  type CommentEntry,
  type CommentStatus,
  type MyComment,
  type PublicComment,
} from '../../contracts/comments.js';
import { ListingType } from '../../contracts/lists.js';
import type { ListResponse } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { AppException } from '../../core/errors/app.exception.js';
import { listResponse, pageOf } from '../../core/http/pagination.js';
import { RateCounters } from '../../core/rate-limit/rate-counters.js';
import { AuditService } from '../audit/audit.service.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { cleanText } from '../content/content-text.js';
import { CommentsRepository, type CommentRow } from './comments.repository.js';
import type { CommentAdminQueryDto, CreateCommentDto } from './dto/comments.dto.js';

/** Families whose listings accept comments. The table is generic; only news articles are open. */
export const COMMENTABLE_FAMILIES: readonly ListingType[] = [ListingType.News];

const LISTING_CLOSED = 'Articolul nu există sau nu acceptă comentarii.';
const NOT_FOUND = 'Comentariul nu există.';
const TEXT_MESSAGE = `Comentariul trebuie să aibă între ${COMMENT_TEXT_MIN} și ${COMMENT_TEXT_MAX} de caractere.`;
const RATE_MESSAGE = `Poți trimite cel mult ${COMMENT_LIMIT.max} comentarii pe oră. Încearcă din nou mai târziu.`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const toMine = (row: CommentRow): MyComment => ({
  id: row.id,
  listingId: row.listing_id,
  listingTitle: row.listing_title,
  listingSlug: row.listing_slug,
  text: row.text,
  status: row.status,
  moderationNote: row.moderation_note,
  createdAt: iso(row.created_at)!,
});

const toEntry = (row: CommentRow): CommentEntry => ({
  ...toMine(row),
  userId: row.user_id,
  authorName: row.author_name,
  authorEmail: row.author_email,
  moderatedBy: row.moderated_by,
  moderatedAt: iso(row.moderated_at),
  updatedAt: iso(row.updated_at)!,
});

/**
 * Comments on listings: users write them (pending), moderators approve, reject with a reason or
 * delete them, and only approved ones are public. Every staff action is audited in its own
 * transaction with the comment before and after.
 */
@Injectable()
export class CommentsService {
  constructor(
    private readonly repository: CommentsRepository,
    private readonly counters: RateCounters,
    private readonly audit: AuditService,
    private readonly responses: ResponseCache,
  ) {}

  /** Approved comments of a published, commentable listing, oldest first. */
  async listPublic(listingId: string, query: { page?: number; pageSize?: number }): Promise<ListResponse<PublicComment>> {
    if (!(await this.isOpen(listingId))) throw AppException.notFound(LISTING_CLOSED);
    const { page, perPage, offset } = pageOf(query, 20);
    const { rows, total: counted } = await this.repository.approvedPage(listingId, perPage, offset);
    const total = counted ?? (await this.repository.countApproved(listingId));
    return listResponse(
      rows.map((row) => ({ id: row.id, text: row.text, authorName: row.author_name, createdAt: iso(row.created_at)! })),
      page,
      perPage,
      total,
    );
  }

  /** Stores a pending comment: verified email, an open listing, 2–1000 characters once markup is removed, at most 10 an hour. */
  async create(user: AuthUser, input: CreateCommentDto): Promise<CommentCreated> {
    if (!user.emailVerified) throw AppException.forbidden('Confirmă adresa de email înainte de a comenta.');
    const text = cleanText(input.text);
    const errors = [];
    if (text.length < COMMENT_TEXT_MIN || text.length > COMMENT_TEXT_MAX) errors.push({ field: 'text', message: TEXT_MESSAGE });
    if (!(await this.isOpen(input.listingId))) errors.push({ field: 'listingId', message: LISTING_CLOSED });
    if (errors.length) throw AppException.validation(errors);
    await this.counters.take([{ key: `comment-user:${user.id}`, ...COMMENT_LIMIT, message: RATE_MESSAGE }]);
    const id = await this.repository.create({ listingId: input.listingId, userId: user.id, text, status: 'pending' });
    return { id, status: 'pending', message: COMMENT_SUBMITTED_MESSAGE };
  }

  /** The user's own comments, newest first, with their state and a rejection's reason. */
  async listMine(user: AuthUser, query: { page?: number; pageSize?: number }): Promise<ListResponse<MyComment>> {
    const { page, perPage, offset } = pageOf(query, 20);
    const { rows, total } = await this.repository.pageOfUser(user.id, perPage, offset);
    return listResponse(rows.map(toMine), page, perPage, total);
  }

  /** The staff list: pending by default, filtered by listing and text (comment, title, author). */
  async listAdmin(query: CommentAdminQueryDto): Promise<ListResponse<CommentEntry>> {
    const { page, perPage, offset } = pageOf(query, 25);
    const { rows, total } = await this.repository.adminPage({ status: query.status ?? 'pending', listingId: query.listingId, q: query.q }, perPage, offset);
    return listResponse(rows.map(toEntry), page, perPage, total);
  }

  async get(id: string): Promise<CommentEntry> {
    return toEntry(await this.find(id));
  }

  approve(actor: AuthUser, id: string): Promise<CommentEntry> {
    return this.moderate(actor, id, 'comment.approve', (row) => (row.status === 'approved' ? null : { status: 'approved', note: null }));
  }

  reject(actor: AuthUser, id: string, reason: string): Promise<CommentEntry> {
    return this.moderate(actor, id, 'comment.reject', (row) =>
      row.status === 'rejected' && row.moderation_note === reason ? null : { status: 'rejected', note: reason },
    );
  }

  /** Deletes the comment; answers it as it was. */
  remove(actor: AuthUser, id: string): Promise<CommentEntry> {
    return this.repository
      .transaction(async (manager) => {
        const before = await this.find(id, manager, true);
        await this.repository.delete(manager, id);
        await this.record(manager, actor, 'comment.delete', id, before, null);
        return toEntry(before);
      })
      .finally(() => this.responses.invalidate()); // the article's page shows its approved comments
  }

  /** Pending comments, for the console's dashboard. */
  async pendingCount(): Promise<number> {
    return this.repository.pendingCount();
  }

  /** One locked status change; `decide` returns null when nothing changes (no write, no audit entry). */
  private moderate(
    actor: AuthUser,
    id: string,
    action: AuditAction,
    decide: (row: CommentRow) => { status: CommentStatus; note: string | null } | null,
  ): Promise<CommentEntry> {
    return this.repository
      .transaction(async (manager) => {
        const before = await this.find(id, manager, true);
        const change = decide(before);
        if (!change) return toEntry(before);
        await this.repository.setStatus(manager, id, change.status, change.note, actor.id);
        const after = await this.find(id, manager);
        await this.record(manager, actor, action, id, before, after);
        return toEntry(after);
      })
      .finally(() => this.responses.invalidate()); // the article's page shows its approved comments
  }

  /** The comment (locked for the transaction of `manager` when `lock`), or a 404. */
  private async find(id: string, manager?: EntityManager, lock = false): Promise<CommentRow> {
    const row = await this.repository.find(id, manager, lock);
    if (!row) throw AppException.notFound(NOT_FOUND);
    return row;
  }

  /** Whether the listing exists, is of a commentable family and visitors see it (as `isPubliclyVisible`). */
  private isOpen(listingId: string): Promise<boolean> {
    return this.repository.isOpenListing(listingId, COMMENTABLE_FAMILIES);
  }

  private record(manager: EntityManager, actor: AuthUser, action: AuditAction, id: string, before: CommentRow | null, after: CommentRow | null): Promise<void> {
    return this.audit.record(manager, {
      actor,
      action,
      entityType: 'comment',
      entityId: id,
      before: before && toEntry(before),
      after: after && toEntry(after),
    });
  }
}
