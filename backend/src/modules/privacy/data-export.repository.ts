import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { DataExportEntity } from './data-export.entity.js';

/** Queries of `data_exports`; no business rules here. */
@Injectable()
export class DataExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  find(id: string): Promise<DataExportEntity | null> {
    return this.dataSource.getRepository(DataExportEntity).findOneBy({ id });
  }

  findByTokenHash(tokenHash: string): Promise<DataExportEntity | null> {
    return this.dataSource.getRepository(DataExportEntity).findOneBy({ tokenHash });
  }

  pendingOf(userId: string): Promise<DataExportEntity | null> {
    return this.dataSource.getRepository(DataExportEntity).findOneBy({ userId, status: 'pending' });
  }

  latestOf(userId: string): Promise<DataExportEntity | null> {
    return this.dataSource.getRepository(DataExportEntity).findOne({ where: { userId }, order: { createdAt: 'DESC' } });
  }

  /** A new archive in preparation; the unique index refuses a second one of the same user (23505). */
  async insertPending(manager: EntityManager, userId: string): Promise<DataExportEntity> {
    const [row] = (await manager.query(`INSERT INTO data_exports (user_id) VALUES ($1) RETURNING id`, [userId])) as { id: string }[];
    return manager.getRepository(DataExportEntity).findOneByOrFail({ id: row.id });
  }

  /** The built archive, once: answers false when it is no longer in preparation (another run did it, or the account was deleted). */
  async markReady(
    manager: EntityManager,
    id: string,
    ready: { tokenHash: string; fileKey: string; size: number; readyAt: Date; expiresAt: Date },
  ): Promise<boolean> {
    const [, count] = (await manager.query(
      `UPDATE data_exports SET status = 'ready', token_hash = $2, file_key = $3, size = $4, ready_at = $5, expires_at = $6, updated_at = now()
        WHERE id = $1 AND status = 'pending'`,
      [id, ready.tokenHash, ready.fileKey, ready.size, ready.readyAt, ready.expiresAt],
    )) as [unknown, number];
    return count === 1;
  }

  /** Uses the link: the user's ready archive of this token, still valid at `now`, becomes used in one statement (so it works once). */
  async claim(tokenHash: string, userId: string, now: Date): Promise<{ id: string; fileKey: string | null; createdAt: Date } | null> {
    const [rows] = (await this.dataSource.query(
      `UPDATE data_exports SET status = 'used', used_at = $3, updated_at = now()
        WHERE token_hash = $1 AND user_id = $2 AND status = 'ready' AND expires_at > $3
        RETURNING id, file_key AS "fileKey", created_at AS "createdAt"`,
      [tokenHash, userId, now],
    )) as [{ id: string; fileKey: string | null; createdAt: Date }[], number];
    return rows[0] ?? null;
  }

  /** The file is gone from storage. */
  async clearFile(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE data_exports SET file_key = NULL, updated_at = now() WHERE id = $1`, [id]);
  }

  /** Ready archives whose day ended by `now` become expired. */
  async expire(now: Date): Promise<number> {
    const [, count] = (await this.dataSource.query(
      `UPDATE data_exports SET status = 'expired', updated_at = now() WHERE status = 'ready' AND expires_at <= $1`,
      [now],
    )) as [unknown, number];
    return count;
  }

  /** Files still stored of archives expired, or used before `usedBefore` (a download under way keeps its file). */
  staleFiles(usedBefore: Date): Promise<{ id: string; file_key: string }[]> {
    return this.dataSource.query(
      `SELECT id, file_key FROM data_exports WHERE file_key IS NOT NULL AND (status = 'expired' OR (status = 'used' AND used_at < $1))`,
      [usedBefore],
    );
  }

  /** Archives whose preparation never ended (the job failed for good) before `before`: forgotten, so the user may ask again. */
  async dropStalePending(before: Date): Promise<number> {
    const [, count] = (await this.dataSource.query(`DELETE FROM data_exports WHERE status = 'pending' AND created_at < $1`, [before])) as [unknown, number];
    return count;
  }
}
