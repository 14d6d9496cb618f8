import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AccessRequestStatus } from '../../contracts/deal-room.js';
import type { ListingType } from '../../contracts/lists.js';
import type { ListingDocument, ListingStatus } from '../../contracts/listings.js';
import { AccessRequestEntity, DocumentOpeningEntity } from './deal-room.entity.js';

/** What the deal room reads of a listing. */
export interface DealListing {
  id: string;
  family: ListingType;
  slug: string;
  title: string;
  ownerId: string;
  status: ListingStatus;
  expiresAt: Date | null;
  confidential: boolean;
  autoApproveVerified: boolean;
  documents: ListingDocument[];
}

/** A user as the deal room names them; `verified`: confirmed email and a CUI on the account. */
export interface DealUser {
  id: string;
  fullName: string;
  email: string;
  verified: boolean;
}

/** An access request with its listing's and buyer's names. */
export interface AccessRequestRow {
  id: string;
  listingId: string;
  listingType: ListingType;
  listingSlug: string;
  listingTitle: string;
  listingOwnerId: string;
  status: AccessRequestStatus;
  message: string;
  buyerId: string;
  buyerName: string;
  buyerEmail: string;
  buyerVerified: boolean;
  ndaVersion: string;
  ndaAcceptedAt: Date;
  autoApproved: boolean;
  decidedAt: Date | null;
  createdAt: Date;
}

export interface OpeningRow {
  documentKey: string;
  documentName: string;
  userId: string;
  userName: string;
  openedAt: Date;
}

const VERIFIED_SQL = `(u.email_verified_at IS NOT NULL AND coalesce(btrim(u.cui), '') <> '')`;

const REQUEST_SELECT = `
  SELECT r.id, r.listing_id AS "listingId", l.family AS "listingType", l.slug AS "listingSlug", l.title AS "listingTitle",
         l.owner_id AS "listingOwnerId", r.status, r.message, r.buyer_id AS "buyerId", u.full_name AS "buyerName", u.email AS "buyerEmail",
         ${VERIFIED_SQL} AS "buyerVerified", r.nda_version AS "ndaVersion", r.nda_accepted_at AS "ndaAcceptedAt",
         r.auto_approved AS "autoApproved", r.decided_at AS "decidedAt", r.created_at AS "createdAt"
    FROM listing_access_requests r
    JOIN listings l ON l.id = r.listing_id
    JOIN users u ON u.id = r.buyer_id`;

/** Queries of the deal room; no rules (those are in DealRoomService). */
@Injectable()
export class DealRoomRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  async listing(id: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<DealListing | null> {
    const rows: (Omit<DealListing, 'family'> & { family: number })[] = await manager.query(
      `SELECT id, family, slug, title, owner_id AS "ownerId", status, expires_at AS "expiresAt", confidential,
              auto_approve_verified AS "autoApproveVerified", documents
         FROM listings WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [id],
    );
    const row = rows[0];
    return row ? { ...row, family: Number(row.family) as ListingType } : null;
  }

  async user(id: string, manager: EntityManager = this.dataSource.manager): Promise<DealUser | null> {
    const rows: DealUser[] = await manager.query(`SELECT u.id, u.full_name AS "fullName", u.email, ${VERIFIED_SQL} AS verified FROM users u WHERE u.id = $1`, [
      id,
    ]);
    return rows[0] ?? null;
  }

  async setAutoApprove(listingId: string, value: boolean): Promise<void> {
    await this.dataSource.query(`UPDATE listings SET auto_approve_verified = $2 WHERE id = $1`, [listingId, value]);
  }

  async insertRequest(
    manager: EntityManager,
    row: Pick<
      AccessRequestEntity,
      'id' | 'listingId' | 'buyerId' | 'status' | 'message' | 'ndaVersion' | 'ndaAcceptedAt' | 'ndaIp' | 'autoApproved' | 'decidedAt'
    >,
  ): Promise<void> {
    await manager.insert(AccessRequestEntity, row);
  }

  /** The buyer's pending or approved request of the listing, if any. */
  async openRequest(
    listingId: string,
    buyerId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ id: string; status: AccessRequestStatus } | null> {
    const rows = await manager.query(
      `SELECT id, status FROM listing_access_requests WHERE listing_id = $1 AND buyer_id = $2 AND status IN ('pending', 'approved')`,
      [listingId, buyerId],
    );
    return rows[0] ?? null;
  }

  async findRequest(id: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<AccessRequestRow | null> {
    const rows: AccessRequestRow[] = await manager.query(`${REQUEST_SELECT} WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`, [id]);
    return rows[0] ? normalise(rows[0]) : null;
  }

  async requestsOfListing(listingId: string): Promise<AccessRequestRow[]> {
    const rows: AccessRequestRow[] = await this.dataSource.query(`${REQUEST_SELECT} WHERE r.listing_id = $1 ORDER BY r.created_at DESC, r.id`, [listingId]);
    return rows.map(normalise);
  }

  /** The owner's confidential listings (not archived), newest first; read by IDX_listings_owner. */
  async confidentialOfOwner(
    ownerId: string,
  ): Promise<{ id: string; family: ListingType; slug: string; category: string | null; title: string; autoApproveVerified: boolean }[]> {
    const rows: { id: string; family: number; slug: string; category: string | null; title: string; autoApproveVerified: boolean }[] =
      await this.dataSource.query(
        `SELECT id, family, slug, category, title, auto_approve_verified AS "autoApproveVerified"
         FROM listings WHERE owner_id = $1 AND confidential AND status <> 'archived'
        ORDER BY created_at DESC, id`,
        [ownerId],
      );
    return rows.map((row) => ({ ...row, family: Number(row.family) as ListingType }));
  }

  /** The requests of several listings in one query (IDX_listing_access_requests_listing). */
  async requestsOfListings(listingIds: readonly string[]): Promise<AccessRequestRow[]> {
    if (!listingIds.length) return [];
    const rows: AccessRequestRow[] = await this.dataSource.query(`${REQUEST_SELECT} WHERE r.listing_id = ANY($1::uuid[]) ORDER BY r.created_at DESC, r.id`, [
      listingIds,
    ]);
    return rows.map(normalise);
  }

  /** The latest 500 openings of each of several listings in one query. */
  async openingsOfListings(listingIds: readonly string[]): Promise<(OpeningRow & { listingId: string })[]> {
    if (!listingIds.length) return [];
    return this.dataSource.query(
      `SELECT "listingId", "documentKey", "documentName", "userId", "userName", "openedAt" FROM (
         SELECT o.listing_id AS "listingId", o.document_key AS "documentKey", o.document_name AS "documentName", o.user_id AS "userId",
                u.full_name AS "userName", o.opened_at AS "openedAt",
                row_number() OVER (PARTITION BY o.listing_id ORDER BY o.opened_at DESC, o.id) AS position
           FROM listing_document_openings o JOIN users u ON u.id = o.user_id
          WHERE o.listing_id = ANY($1::uuid[])
       ) ranked WHERE position <= 500 ORDER BY "openedAt" DESC`,
      [listingIds],
    );
  }

  async requestsOfBuyer(buyerId: string): Promise<AccessRequestRow[]> {
    const rows: AccessRequestRow[] = await this.dataSource.query(`${REQUEST_SELECT} WHERE r.buyer_id = $1 ORDER BY r.created_at DESC, r.id`, [buyerId]);
    return rows.map(normalise);
  }

  async decide(manager: EntityManager, id: string, status: AccessRequestStatus, at: Date): Promise<void> {
    await manager.update(AccessRequestEntity, { id }, { status, decidedAt: at });
  }

  async logOpening(listingId: string, userId: string, document: ListingDocument): Promise<void> {
    await this.dataSource.manager.insert(DocumentOpeningEntity, { listingId, userId, documentKey: document.key, documentName: document.originalName });
  }

  async openings(listingId: string): Promise<OpeningRow[]> {
    return this.dataSource.query(
      `SELECT o.document_key AS "documentKey", o.document_name AS "documentName", o.user_id AS "userId", u.full_name AS "userName", o.opened_at AS "openedAt"
         FROM listing_document_openings o JOIN users u ON u.id = o.user_id
        WHERE o.listing_id = $1 ORDER BY o.opened_at DESC, o.id LIMIT 500`,
      [listingId],
    );
  }
}

function normalise(row: AccessRequestRow): AccessRequestRow {
  return {
    ...row,
    listingType: Number(row.listingType) as ListingType,
    ndaAcceptedAt: new Date(row.ndaAcceptedAt),
    decidedAt: row.decidedAt ? new Date(row.decidedAt) : null,
    createdAt: new Date(row.createdAt),
  };
}
