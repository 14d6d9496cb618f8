import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { UploadEntity, type UploadKind } from './upload.entity.js';
import { RepositoryBase } from '../../core/database/repository-base.js';

export interface Uploader {
  id: string;
  verified: boolean;
  staff: boolean;
}

export type NewUpload = Pick<UploadEntity, 'ownerId' | 'listingId' | 'kind' | 'key' | 'originalName' | 'contentType' | 'size'>;

/** Queries of the uploads module; no business rules here. Every method runs on `manager` when given. */
@Injectable()
export class UploadRepository extends RepositoryBase {
  /**
   * Serialises quota checks of one scope (a listing, or a user's unattached uploads) until the
   * transaction ends, so two concurrent uploads cannot both pass the same count.
   */
  async lockScope(manager: EntityManager, scope: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`uploads:${scope}`]);
  }

  async countForListing(listingId: string, kind: UploadKind, manager?: EntityManager): Promise<number> {
    const rows: { count: number }[] = await this.managerOf(manager).query(`SELECT count(*)::int AS count FROM uploads WHERE listing_id = $1 AND kind = $2`, [
      listingId,
      kind,
    ]);
    return rows[0].count;
  }

  async countUnattached(ownerId: string, kind: UploadKind, manager?: EntityManager): Promise<number> {
    const rows: { count: number }[] = await this.managerOf(manager).query(
      `SELECT count(*)::int AS count FROM uploads WHERE owner_id = $1 AND listing_id IS NULL AND kind = $2`,
      [ownerId, kind],
    );
    return rows[0].count;
  }

  /** Bytes in storage of everything `ownerId` uploaded (attached or not): what the storage quota counts. */
  async bytesOf(ownerId: string, manager?: EntityManager): Promise<number> {
    const rows: { bytes: string }[] = await this.managerOf(manager).query(`SELECT coalesce(sum(size), 0)::bigint AS bytes FROM uploads WHERE owner_id = $1`, [
      ownerId,
    ]);
    return Number(rows[0].bytes);
  }

  /** What the upload rules need to know of an account: whether its email is confirmed and whether it holds a staff role. */
  async uploader(userId: string): Promise<Uploader> {
    const rows: { verified: boolean; staff: boolean }[] = await this.dataSource.query(
      `SELECT email_verified_at IS NOT NULL AS verified, coalesce(cardinality(roles), 0) > 0 AS staff FROM users WHERE id = $1`,
      [userId],
    );
    return { id: userId, verified: rows[0]?.verified ?? false, staff: rows[0]?.staff ?? false };
  }

  /**
   * Deletes uploads created before `before` that belong to no listing and to no consulting request
   * (which holds its documents through consulting_documents) and to no message (message_attachments), at most `limit` of them; returns what
   * was deleted. Rows an attach is holding are skipped (locked), so a file is never taken from under it.
   */
  async deleteUnattachedBefore(before: Date, limit: number): Promise<{ key: string; kind: UploadKind }[]> {
    const [rows] = (await this.dataSource.query(
      `DELETE FROM uploads WHERE id IN (
         SELECT u.id FROM uploads u
          WHERE u.listing_id IS NULL AND u.created_at < $1
            AND NOT EXISTS (SELECT 1 FROM consulting_documents d WHERE d.upload_id = u.id)
            AND NOT EXISTS (SELECT 1 FROM message_attachments a WHERE a.upload_id = u.id)
          ORDER BY u.created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING key, kind`,
      [before, limit],
    )) as [{ key: string; kind: UploadKind }[], number];
    return rows;
  }

  /** Deletes every upload of `ownerId`, and every upload attached to a listing they own; returns what was deleted. */
  async deleteAllOf(ownerId: string, manager?: EntityManager): Promise<{ key: string; kind: UploadKind }[]> {
    const [rows] = (await this.managerOf(manager).query(
      `DELETE FROM uploads WHERE owner_id = $1 OR listing_id IN (SELECT id FROM listings WHERE owner_id = $1) RETURNING key, kind`,
      [ownerId],
    )) as [{ key: string; kind: UploadKind }[], number];
    return rows;
  }

  async insert(rows: NewUpload[], manager?: EntityManager): Promise<void> {
    if (rows.length) await this.managerOf(manager).getRepository(UploadEntity).insert(rows);
  }

  findByKey(key: string, manager?: EntityManager): Promise<UploadEntity | null> {
    return this.managerOf(manager).getRepository(UploadEntity).findOneBy({ key });
  }

  /** The rows of these keys, locked until the transaction ends (attach runs inside one). */
  async findByKeysForUpdate(keys: string[], kind: UploadKind, manager: EntityManager): Promise<UploadEntity[]> {
    if (!keys.length) return [];
    return manager
      .getRepository(UploadEntity)
      .createQueryBuilder('upload')
      .where('upload.key IN (:...keys)', { keys })
      .andWhere('upload.kind = :kind', { kind })
      .setLock('pessimistic_write')
      .getMany();
  }

  async setListing(keys: string[], listingId: string, manager: EntityManager): Promise<void> {
    if (keys.length) await manager.query(`UPDATE uploads SET listing_id = $1 WHERE key = ANY($2::varchar[])`, [listingId, keys]);
  }

  /** Deletes the listing's uploads outside the keep lists; returns what was deleted. */
  async deleteListingUploadsExcept(
    listingId: string,
    keepImageKeys: string[],
    keepDocumentKeys: string[],
    manager?: EntityManager,
  ): Promise<{ key: string; kind: UploadKind }[]> {
    const [rows] = (await this.managerOf(manager).query(
      `DELETE FROM uploads
        WHERE listing_id = $1
          AND ((kind = 'image' AND NOT (key = ANY($2::varchar[]))) OR (kind = 'document' AND NOT (key = ANY($3::varchar[]))))
        RETURNING key, kind`,
      [listingId, keepImageKeys, keepDocumentKeys],
    )) as [{ key: string; kind: UploadKind }[], number];
    return rows;
  }

  /** Deletes one unattached upload of its owner; false when there was none. */
  async deleteUnattached(ownerId: string, key: string): Promise<boolean> {
    const [rows] = (await this.dataSource.query(
      `DELETE FROM uploads u WHERE u.key = $1 AND u.owner_id = $2 AND u.listing_id IS NULL
         AND NOT EXISTS (SELECT 1 FROM message_attachments a WHERE a.upload_id = u.id) RETURNING u.key`,
      [key, ownerId],
    )) as [unknown[], number];
    return rows.length > 0;
  }

  /** The owner of a listing, or null when there is no such listing. */
  async listingOwner(listingId: string): Promise<string | null> {
    const rows: { owner_id: string }[] = await this.dataSource.query(`SELECT owner_id FROM listings WHERE id = $1`, [listingId]);
    return rows[0]?.owner_id ?? null;
  }

  /** A document with the owner of the listing it is attached to (null when unattached). */
  async findDocumentWithListingOwner(key: string): Promise<(UploadEntity & { listingOwnerId: string | null }) | null> {
    const rows: {
      id: string;
      owner_id: string;
      listing_id: string | null;
      key: string;
      original_name: string;
      content_type: string;
      size: number;
      created_at: Date;
      listing_owner_id: string | null;
    }[] = await this.dataSource.query(
      `SELECT u.id, u.owner_id, u.listing_id, u.key, u.original_name, u.content_type, u.size, u.created_at, l.owner_id AS listing_owner_id
           FROM uploads u LEFT JOIN listings l ON l.id = u.listing_id
          WHERE u.key = $1 AND u.kind = 'document'`,
      [key],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      ownerId: row.owner_id,
      listingId: row.listing_id,
      kind: 'document',
      key: row.key,
      originalName: row.original_name,
      contentType: row.content_type,
      size: Number(row.size),
      createdAt: row.created_at,
      listingOwnerId: row.listing_owner_id,
    };
  }
}
