import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
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
import { ListingStatus, type ListResponse } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { AppException } from '../../core/errors/app.exception.js';
import { listResponse, pageOf } from '../../core/http/pagination.js';
import { RateCounters } from '../../core/rate-limit/rate-counters.js';
import { AuditService } from '../audit/audit.service.js';
import { ResponseCache } from '../../core/http/response-cache.js';
import { cleanText } from '../content/content-text.js';
import { CommentEntity } from './comment.entity.js';
import type { CommentAdminQueryDto, CreateCommentDto } from './dto/comments.dto.js';
import { likePattern } from '../../core/database/sql.js';

/** Families whose listings accept comments. The table is generic; only news articles are open. */
export const COMMENTABLE_FAMILIES: readonly ListingType[] = [ListingType.News];

const LISTING_CLOSED = 'Articolul nu există sau nu acceptă comentarii.';
const NOT_FOUND = 'Comentariul nu există.';
const TEXT_MESSAGE = `Comentariul trebuie să aibă între ${COMMENT_TEXT_MIN} și ${COMMENT_TEXT_MAX} de caractere.`;
const RATE_MESSAGE = `Poți trimite cel mult ${COMMENT_LIMIT.max} comentarii pe oră. Încearcă din nou mai târziu.`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** One row of the joined reads: the comment, its listing's title and slug, its author. */
interface CommentRow {
  id: string;
  listing_id: string;
  listing_title: string;
  listing_slug: string;
  user_id: string;
  author_name: string;
  author_email: string;
  text: string;
  status: CommentStatus;
  moderation_note: string | null;
  moderated_by: string | null;
  moderated_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `SELECT c.id, c.listing_id, l.title AS listing_title, l.slug AS listing_slug, c.user_id, u.full_name AS author_name, u.email AS author_email,
    c.text, c.status, c.moderation_note, c.moderated_by, c.moderated_at, c.created_at, c.updated_at
  FROM comments c JOIN listings l ON l.id = c.listing_id JOIN users u ON u.id = c.user_id`;

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counters: RateCounters,
    private readonly audit: AuditService,
    private readonly responses: ResponseCache,
  ) {}

  /** Approved comments of a published, commentable listing, oldest first. */
  async listPublic(listingId: string, query: { page?: number; pageSize?: number }): Promise<ListResponse<PublicComment>> {
    if (!(await this.isOpen(listingId))) throw AppException.notFound(LISTING_CLOSED);
    const { page, perPage, offset } = pageOf(query, 20);
    const rows: { id: string; text: string; author_name: string; created_at: Date; total: string }[] = await this.dataSource.query(
      `SELECT c.id, c.text, u.full_name AS author_name, c.created_at, count(*) OVER () AS total
       FROM comments c JOIN users u ON u.id = c.user_id
       WHERE c.listing_id = $1 AND c.status = 'approved'
       ORDER BY c.created_at ASC, c.id ASC LIMIT $2 OFFSET $3`,
      [listingId, perPage, offset],
    );
    const total = rows.length ? Number(rows[0].total) : await this.countApproved(listingId);
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
    const created = await this.dataSource.getRepository(CommentEntity).save({ listingId: input.listingId, userId: user.id, text, status: 'pending' as const });
    return { id: created.id, status: 'pending', message: COMMENT_SUBMITTED_MESSAGE };
  }

  /** The user's own comments, newest first, with their state and a rejection's reason. */
  async listMine(user: AuthUser, query: { page?: number; pageSize?: number }): Promise<ListResponse<MyComment>> {
    const { page, perPage, offset } = pageOf(query, 20);
    const rows: (CommentRow & { total: string })[] = await this.dataSource.query(
      `${SELECT.replace('SELECT ', 'SELECT count(*) OVER () AS total, ')} WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
      [user.id, perPage, offset],
    );
    return listResponse(rows.map(toMine), page, perPage, rows.length ? Number(rows[0].total) : 0);
  }

  /** The staff list: pending by default, filtered by listing and text (comment, title, author). */
  async listAdmin(query: CommentAdminQueryDto): Promise<ListResponse<CommentEntry>> {
    const { page, perPage, offset } = pageOf(query, 25);
    const where: string[] = [];
    const params: unknown[] = [];
    const status = query.status ?? 'pending';
    if (status !== 'all') {
      params.push(status);
      where.push(`c.status = $${params.length}`);
    }
    if (query.listingId) {
      params.push(query.listingId);
      where.push(`c.listing_id = $${params.length}`);
    }
    if (query.q) {
      params.push(likePattern(query.q));
      const pattern = `f_unaccent($${params.length})`;
      where.push(`(f_unaccent(c.text) ILIKE ${pattern} ESCAPE '\\' OR f_unaccent(l.title) ILIKE ${pattern} ESCAPE '\\' OR f_unaccent(u.full_name) ILIKE ${pattern} ESCAPE '\\' OR u.email ILIKE $${params.length} ESCAPE '\\')`);
    }
    params.push(perPage, offset);
    const rows: (CommentRow & { total: string })[] = await this.dataSource.query(
      `${SELECT.replace('SELECT ', 'SELECT count(*) OVER () AS total, ')} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY c.created_at ${status === 'pending' ? 'ASC' : 'DESC'}, c.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return listResponse(rows.map(toEntry), page, perPage, rows.length ? Number(rows[0].total) : 0);
  }

  async get(id: string): Promise<CommentEntry> {
    return toEntry(await this.find(this.dataSource.manager, id));
  }

  approve(actor: AuthUser, id: string): Promise<CommentEntry> {
    return this.moderate(actor, id, 'comment.approve', (row) => (row.status === 'approved' ? null : { status: 'approved', note: null }));
  }

  reject(actor: AuthUser, id: string, reason: string): Promise<CommentEntry> {
    return this.moderate(actor, id, 'comment.reject', (row) => (row.status === 'rejected' && row.moderation_note === reason ? null : { status: 'rejected', note: reason }));
  }

  /** Deletes the comment; answers it as it was. */
  remove(actor: AuthUser, id: string): Promise<CommentEntry> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.find(manager, id, true);
      await manager.query(`DELETE FROM comments WHERE id = $1`, [id]);
      await this.record(manager, actor, 'comment.delete', id, before, null);
      return toEntry(before);
    }).finally(() => this.responses.invalidate()); // the article's page shows its approved comments
  }

  /** Pending comments, for the console's dashboard. */
  async pendingCount(): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS count FROM comments WHERE status = 'pending'`);
    return Number(row.count);
  }

  /** One locked status change; `decide` returns null when nothing changes (no write, no audit entry). */
  private moderate(
    actor: AuthUser,
    id: string,
    action: AuditAction,
    decide: (row: CommentRow) => { status: CommentStatus; note: string | null } | null,
  ): Promise<CommentEntry> {
    return this.dataSource.transaction(async (manager) => {
      const before = await this.find(manager, id, true);
      const change = decide(before);
      if (!change) return toEntry(before);
      await manager.query(`UPDATE comments SET status = $2, moderation_note = $3, moderated_by = $4, moderated_at = now(), updated_at = now() WHERE id = $1`, [
        id,
        change.status,
        change.note,
        actor.id,
      ]);
      const after = await this.find(manager, id);
      await this.record(manager, actor, action, id, before, after);
      return toEntry(after);
    }).finally(() => this.responses.invalidate()); // the article's page shows its approved comments
  }

  private async find(manager: EntityManager, id: string, lock = false): Promise<CommentRow> {
    const [row] = (await manager.query(`${SELECT} WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`, [id])) as CommentRow[];
    if (!row) throw AppException.notFound(NOT_FOUND);
    return row;
  }

  /** Whether the listing exists, is of a commentable family and visitors see it (as `isPubliclyVisible`). */
  private async isOpen(listingId: string): Promise<boolean> {
    const rows = await this.dataSource.query(`SELECT 1 FROM listings WHERE id = $1 AND family = ANY($2::smallint[]) AND status = $3 AND (expires_at IS NULL OR expires_at > now())`, [
      listingId,
      COMMENTABLE_FAMILIES,
      ListingStatus.Approved,
    ]);
    return rows.length > 0;
  }

  private async countApproved(listingId: string): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS count FROM comments WHERE listing_id = $1 AND status = 'approved'`, [listingId]);
    return Number(row.count);
  }

  private record(manager: EntityManager, actor: AuthUser, action: AuditAction, id: string, before: CommentRow | null, after: CommentRow | null): Promise<void> {
    return this.audit.record(manager, { actor, action, entityType: 'comment', entityId: id, before: before && toEntry(before), after: after && toEntry(after) });
  }
}
