import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

type Row = Record<string, unknown>;

/** The address a deleted account's email becomes (unique, never deliverable: `.invalid` is reserved, RFC 2606). */
export const erasedEmail = (userId: string): string => `sters-${userId}@deleted.invalid`;

/** The name a deleted account (and its messages' author) shows. */
export const ERASED_NAME = 'Cont șters';

/** What the other party of a conversation reads instead of a deleted account's message. */
export const ERASED_MESSAGE = 'Mesaj șters: autorul și-a șters contul.';

/** A stored file of the user, as the archive names it. */
export interface PersonalFile {
  storageKey: string;
  /** Path inside the archive, under `fisiere/`. */
  name: string;
}

/** The user whose data is read or erased: the values their rows are found by. */
export interface DataSubject {
  id: string;
  /** Lower-case, as stored. */
  email: string;
  /** The account's name: relayed jobs quoting it (emails to others about the person) are dropped too. */
  fullName?: string;
}

/** snake_case keys of a row as camelCase (the archive's JSON reads like the API's). */
function camelRow(row: Row): Row {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase()), value]));
}

const camel = (rows: Row[]): Row[] => rows.map(camelRow);

/**
 * Every query that reads or erases one person's data across the tables of the other modules, in one
 * place: the export reads what the erasure removes, and a table added later is added to both here
 * (the personal-data test lists the tables with personal columns and checks each after a deletion).
 * Queries only; what is kept and why is decided in PersonalDataEraser.
 */
@Injectable()
export class PersonalDataRepository {
  constructor(readonly dataSource: DataSource) {}

  // ------------------------------------------------------------------ reading (the export)

  async account(userId: string): Promise<Row | null> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT id, email, full_name, user_type, phone, company_name, cui, roles, avatar_key, email_verified_at, terms_accepted_at, blocked_at, created_at, updated_at
         FROM users WHERE id = $1 AND deleted_at IS NULL`,
      [userId],
    );
    return rows[0] ? camelRow(rows[0]) : null;
  }

  /** Sign-in sessions: when, from which address and browser (never the token). */
  async sessions(userId: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(
        `SELECT created_at, last_seen_at, expires_at, revoked_at, ip, user_agent FROM sessions WHERE user_id = $1 ORDER BY created_at`,
        [userId],
      ),
    );
  }

  async pushSubscriptions(userId: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(`SELECT user_agent, created_at, updated_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at`, [userId]),
    );
  }

  /** Listings with their family's details (one of the seven details tables). */
  async listings(userId: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(
        `SELECT l.id, l.family, l.slug, l.title, l.excerpt, l.description, l.status, l.moderation_note, l.price, l.currency, l.county_id, l.city,
                l.domain_ids, l.subdomain_id, l.category, l.features, l.gallery, l.photo, l.documents, l.contact_name, l.contact_phone, l.contact_email,
                l.confidential, l.teaser, l.company_name, l.public_figures, l.published_at, l.expires_at, l.promoted_until, l.created_at, l.updated_at,
                COALESCE(to_jsonb(cd), to_jsonb(ad), to_jsonb(fd), to_jsonb(sd), to_jsonb(nd), to_jsonb(ivd), to_jsonb(ird)) - 'listing_id' AS details
           FROM listings l
           LEFT JOIN company_details cd ON cd.listing_id = l.id
           LEFT JOIN active_details ad ON ad.listing_id = l.id
           LEFT JOIN fund_details fd ON fd.listing_id = l.id
           LEFT JOIN service_details sd ON sd.listing_id = l.id
           LEFT JOIN news_details nd ON nd.listing_id = l.id
           LEFT JOIN investment_details ivd ON ivd.listing_id = l.id
           LEFT JOIN investor_details ird ON ird.listing_id = l.id
          WHERE l.owner_id = $1 ORDER BY l.created_at`,
        [userId],
      ),
    );
  }

  async favorites(userId: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(
        `SELECT f.listing_id, f.type, l.title AS listing_title, l.slug AS listing_slug, f.created_at
           FROM favorites f JOIN listings l ON l.id = f.listing_id WHERE f.user_id = $1 ORDER BY f.created_at`,
        [userId],
      ),
    );
  }

  async savedSearches(userId: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(
        `SELECT s.id, s.kind, s.family, s.name, s.frequency, s.paused, s.filters, s.investor_listing_id, s.last_visited_at, s.last_alert_at, s.created_at, s.updated_at,
                (SELECT count(*)::int FROM saved_search_matches m WHERE m.search_id = s.id) AS matches
           FROM saved_searches s WHERE s.user_id = $1 ORDER BY s.created_at`,
        [userId],
      ),
    );
  }

  /** Each conversation of the user with its messages, theirs and the other party's (named, never by email). */
  async conversations(userId: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(
        `SELECT c.id, c.listing_id, l.title AS listing_title, CASE WHEN c.buyer_id = $1 THEN 'buyer' ELSE 'seller' END AS my_role,
                other.full_name AS other_party, c.created_at, c.last_message_at,
                (SELECT COALESCE(jsonb_agg(jsonb_build_object(
                          'from', CASE WHEN m.sender_id = $1 THEN 'me' ELSE 'other' END,
                          'body', m.body, 'attachments', m.attachments, 'sentAt', m.created_at, 'readAt', m.read_at) ORDER BY m.created_at), '[]'::jsonb)
                   FROM messages m WHERE m.conversation_id = c.id) AS messages
           FROM conversations c
           JOIN listings l ON l.id = c.listing_id
           JOIN users other ON other.id = CASE WHEN c.buyer_id = $1 THEN c.seller_id ELSE c.buyer_id END
          WHERE c.buyer_id = $1 OR c.seller_id = $1
          ORDER BY c.created_at`,
        [userId],
      ),
    );
  }

  async blockedUsers(userId: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(
        `SELECT u.full_name, b.created_at FROM user_blocks b JOIN users u ON u.id = b.blocked_id WHERE b.blocker_id = $1 ORDER BY b.created_at`,
        [userId],
      ),
    );
  }

  async messageReports(userId: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(`SELECT message_id, reason, created_at, handled_at FROM message_reports WHERE reporter_id = $1 ORDER BY created_at`, [
        userId,
      ]),
    );
  }

  async orders(userId: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(
        `SELECT number, kind, product, status, net_eur, vat_eur, total_eur, currency, billing, listing_id, valuation, payment_method, payment_reference,
                paid_at, cancelled_at, cancel_reason, promoted_until, refund_status, created_at, updated_at
           FROM orders WHERE user_id = $1 ORDER BY created_at`,
        [userId],
      ),
    );
  }

  async invoices(userId: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(
        `SELECT i.kind, i.number, o.number AS order_number, i.issued_at, i.total_cents, i.document, i.efactura_status, i.pdf_key
           FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.user_id = $1 ORDER BY i.issued_at`,
        [userId],
      ),
    );
  }

  /** Consulting requests sent signed in, or with the account's email before signing in. */
  async consultingRequests(subject: DataSubject): Promise<Row[]> {
    return camel(
      await this.dataSource.query(
        `SELECT r.number, r.kind, r.topic, r.full_name, r.email, r.phone, r.company_name, r.cui, r.message, r.answers, r.result, r.status, r.status_message,
                r.created_at, r.updated_at,
                (SELECT COALESCE(jsonb_agg(jsonb_build_object('name', u.original_name, 'size', u.size, 'sentAt', d.created_at) ORDER BY d.created_at), '[]'::jsonb)
                   FROM consulting_documents d JOIN uploads u ON u.id = d.upload_id WHERE d.request_id = r.id) AS documents
           FROM consulting_requests r WHERE r.user_id = $1 OR lower(r.email) = $2 ORDER BY r.created_at`,
        [subject.id, subject.email],
      ),
    );
  }

  async eligibilityChecks(userId: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(
        `SELECT id, answers, results, programmes, created_at, updated_at FROM eligibility_checks WHERE user_id = $1 ORDER BY created_at`,
        [userId],
      ),
    );
  }

  async comments(userId: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(
        `SELECT c.listing_id, l.title AS listing_title, c.text, c.status, c.moderation_note, c.created_at, c.updated_at
           FROM comments c JOIN listings l ON l.id = c.listing_id WHERE c.user_id = $1 ORDER BY c.created_at`,
        [userId],
      ),
    );
  }

  async accessRequests(userId: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(
        `SELECT r.id, r.listing_id, l.title AS listing_title, r.status, r.message, r.nda_version, r.nda_accepted_at, r.nda_ip, r.auto_approved, r.decided_at, r.created_at
           FROM listing_access_requests r JOIN listings l ON l.id = r.listing_id WHERE r.buyer_id = $1 ORDER BY r.created_at`,
        [userId],
      ),
    );
  }

  async documentOpenings(userId: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(`SELECT listing_id, document_name, opened_at FROM listing_document_openings WHERE user_id = $1 ORDER BY opened_at`, [userId]),
    );
  }

  async valuationEstimates(userId: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(
        `SELECT id, low, mid, high, currency, estimate, created_at FROM valuation_estimates WHERE owner_id = $1 ORDER BY created_at`,
        [userId],
      ),
    );
  }

  async valuationReports(userId: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(
        `SELECT r.id, o.number AS order_number, r.company_name, r.company_cui, r.status, r.version, r.final_low, r.final_mid, r.final_high, r.created_at,
                (SELECT COALESCE(jsonb_agg(jsonb_build_object('version', v.version, 'publishedAt', v.published_at) ORDER BY v.version), '[]'::jsonb)
                   FROM valuation_report_versions v WHERE v.report_id = r.id) AS versions
           FROM valuation_reports r JOIN orders o ON o.id = r.order_id WHERE r.user_id = $1 AND r.status = 'published' ORDER BY r.created_at`,
        [userId],
      ),
    );
  }

  async newsletter(email: string): Promise<Row[]> {
    return camel(
      await this.dataSource.query(
        `SELECT email, name, topics, pending_topics, confirmed_at, unsubscribed_at, created_at, updated_at FROM newsletter_subscribers WHERE lower(email) = $1 ORDER BY created_at`,
        [email],
      ),
    );
  }

  async uploads(
    userId: string,
  ): Promise<
    { key: string; kind: 'image' | 'document'; original_name: string; content_type: string; size: number; listing_id: string | null; created_at: Date }[]
  > {
    return this.dataSource.query(
      `SELECT key, kind, original_name, content_type, size, listing_id, created_at FROM uploads WHERE owner_id = $1 ORDER BY created_at`,
      [userId],
    );
  }

  async valuationReportFiles(userId: string): Promise<{ pdf_key: string; version: number; order_number: string }[]> {
    return this.dataSource.query(
      `SELECT v.pdf_key, v.version, o.number AS order_number
         FROM valuation_report_versions v JOIN valuation_reports r ON r.id = v.report_id JOIN orders o ON o.id = r.order_id
        WHERE r.user_id = $1 ORDER BY o.number, v.version`,
      [userId],
    );
  }

  // ------------------------------------------------------------------ erasing (in the deletion's transaction)

  /** The storage keys of the NDA copies of the user's access requests (deal-room/nda/<year>/<id>.pdf), read before the rows go. */
  async ndaFileKeys(userId: string, manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows: { key: string }[] = await manager.query(
      `SELECT 'deal-room/nda/' || extract(year FROM nda_accepted_at AT TIME ZONE 'UTC')::int || '/' || id || '.pdf' AS key FROM listing_access_requests WHERE buyer_id = $1`,
      [userId],
    );
    return rows.map((row) => row.key);
  }

  /** The stored archives of the user's data, read before the rows go. */
  async exportFileKeys(userId: string, manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const rows: { file_key: string }[] = await manager.query(`SELECT file_key FROM data_exports WHERE user_id = $1 AND file_key IS NOT NULL`, [userId]);
    return rows.map((row) => row.file_key);
  }

  /** Runs one erasure statement; answers the rows it touched. */
  async run(manager: EntityManager, sql: string, parameters: unknown[]): Promise<number> {
    const result = (await manager.query(sql, parameters)) as unknown;
    // UPDATE and DELETE answer [rows, count] through the postgres driver.
    return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
  }

  /** Whether a table exists (a table another change adds may not be there yet on every deployment). */
  async tableExists(manager: EntityManager, table: string): Promise<boolean> {
    const [row] = (await manager.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [`public.${table}`])) as { present: boolean }[];
    return Boolean(row?.present);
  }
}
