import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { CommentStatus } from '../../contracts/comments.js';
import type { ListingType } from '../../contracts/lists.js';
import { ListingStatus } from '../../contracts/listings.js';
import { likePattern } from '../../core/database/sql.js';
import { CommentEntity } from './comment.entity.js';

/** One row of the joined reads: the comment, its listing's title and slug, its author. */
export interface CommentRow {
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

/** An approved comment as visitors see it. */
export interface PublicCommentRow {
  id: string;
  text: string;
  author_name: string;
  created_at: Date;
}

/** The staff list's filters (`status` 'all': every state). */
export interface CommentAdminFilters {
  status: CommentStatus | 'all';
  listingId?: string;
  q?: string;
}

/** A page of rows and the total they are a page of. */
export interface CommentPage<T> {
  rows: T[];
  total: number;
}

const SELECT = `SELECT c.id, c.listing_id, l.title AS listing_title, l.slug AS listing_slug, c.user_id, u.full_name AS author_name, u.email AS author_email,
    c.text, c.status, c.moderation_note, c.moderated_by, c.moderated_at, c.created_at, c.updated_at
  FROM comments c JOIN listings l ON l.id = c.listing_id JOIN users u ON u.id = c.user_id`;

/** The joined read with the window total of every matching row. */
const SELECT_COUNTED = SELECT.replace('SELECT ', 'SELECT count(*) OVER () AS total, ');

/** The total of a page read with `count(*) OVER ()`: 0 when the page is empty. */
const totalOf = (rows: { total: string }[]): number => (rows.length ? Number(rows[0].total) : 0);

/** Queries of comments; no business rules here. A method taking `manager` runs in the caller's transaction. */
@Injectable()
export class CommentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** A page of the listing's approved comments, oldest first; `total` is null when the page is empty (the caller counts then). */
  async approvedPage(listingId: string, limit: number, offset: number): Promise<{ rows: PublicCommentRow[]; total: number | null }> {
    const rows: (PublicCommentRow & { total: string })[] = await this.dataSource.query(
      `SELECT c.id, c.text, u.full_name AS author_name, c.created_at, count(*) OVER () AS total
       FROM comments c JOIN users u ON u.id = c.user_id
       WHERE c.listing_id = $1 AND c.status = 'approved'
       ORDER BY c.created_at ASC, c.id ASC LIMIT $2 OFFSET $3`,
      [listingId, limit, offset],
    );
    return { rows, total: rows.length ? Number(rows[0].total) : null };
  }

  async countApproved(listingId: string): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS count FROM comments WHERE listing_id = $1 AND status = 'approved'`, [listingId]);
    return Number(row.count);
  }

  /** Stores a new comment; answers its id. */
  async create(comment: Pick<CommentEntity, 'listingId' | 'userId' | 'text' | 'status'>): Promise<string> {
    const created = await this.dataSource.getRepository(CommentEntity).save(comment);
    return created.id;
  }

  /** A page of the user's comments, newest first. */
  async pageOfUser(userId: string, limit: number, offset: number): Promise<CommentPage<CommentRow>> {
    const rows: (CommentRow & { total: string })[] = await this.dataSource.query(
      `${SELECT_COUNTED} WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    );
    return { rows, total: totalOf(rows) };
  }

  /** A page of the staff list: pending ones oldest first, the others newest first; `q` matches the comment, the listing's title, the author's name or email. */
  async adminPage(filters: CommentAdminFilters, limit: number, offset: number): Promise<CommentPage<CommentRow>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filters.status !== 'all') {
      params.push(filters.status);
      where.push(`c.status = $${params.length}`);
    }
    if (filters.listingId) {
      params.push(filters.listingId);
      where.push(`c.listing_id = $${params.length}`);
    }
    if (filters.q) {
      params.push(likePattern(filters.q));
      const pattern = `f_unaccent($${params.length})`;
      where.push(
        `(f_unaccent(c.text) ILIKE ${pattern} ESCAPE '\\' OR f_unaccent(l.title) ILIKE ${pattern} ESCAPE '\\' OR f_unaccent(u.full_name) ILIKE ${pattern} ESCAPE '\\' OR u.email ILIKE $${params.length} ESCAPE '\\')`,
      );
    }
    params.push(limit, offset);
    const rows: (CommentRow & { total: string })[] = await this.dataSource.query(
      `${SELECT_COUNTED} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY c.created_at ${filters.status === 'pending' ? 'ASC' : 'DESC'}, c.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { rows, total: totalOf(rows) };
  }

  /** One comment with its listing and author (locked for the caller's transaction when `lock`); null when there is none. */
  async find(id: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<CommentRow | null> {
    const [row] = (await manager.query(`${SELECT} WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`, [id])) as CommentRow[];
    return row ?? null;
  }

  /** A moderation decision: the state, the note and who decided, now. */
  async setStatus(manager: EntityManager, id: string, status: CommentStatus, note: string | null, moderatorId: string): Promise<void> {
    await manager.query(`UPDATE comments SET status = $2, moderation_note = $3, moderated_by = $4, moderated_at = now(), updated_at = now() WHERE id = $1`, [
      id,
      status,
      note,
      moderatorId,
    ]);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`DELETE FROM comments WHERE id = $1`, [id]);
  }

  async pendingCount(): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS count FROM comments WHERE status = 'pending'`);
    return Number(row.count);
  }

  /** Whether the listing exists, is of one of `families` and visitors see it (as `isPubliclyVisible`). */
  async isOpenListing(listingId: string, families: readonly ListingType[]): Promise<boolean> {
    const rows = await this.dataSource.query(
      `SELECT 1 FROM listings WHERE id = $1 AND family = ANY($2::smallint[]) AND status = $3 AND (expires_at IS NULL OR expires_at > now())`,
      [listingId, families, ListingStatus.Approved],
    );
    return rows.length > 0;
  }
}
