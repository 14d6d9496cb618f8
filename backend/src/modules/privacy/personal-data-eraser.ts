import { Inject, Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AfterCommit } from '../../core/database/after-commit.js';
import { JobName } from '../../core/queue/job-registry.js';
import { STORAGE_DRIVER, type StorageDriver } from '../../core/storage/storage-driver.js';
import { ERASED_MESSAGE, ERASED_NAME, erasedEmail, PersonalDataRepository, type DataSubject } from './personal-data.repository.js';

/**
 * One step of an account's erasure: the table it cleans and the statement, with `$1` the user's id,
 * `$2` their email (lower-case), `$3` the placeholder address the account gets and `$4` their name.
 */
interface ErasureStep {
  table: string;
  sql: string;
}

/**
 * What deleting an account does to each table holding the person's data (GDPR article 17). Nothing
 * the law does not require is kept; what is kept is named to the account's id only (the `users` row
 * stays as an anonymous stub, so the records that must stay keep a valid reference):
 * - invoices: kept as issued, 10 years (Legea contabilității 82/1991, art. 25), with the buyer's
 *   billing data printed on them; their PDFs and e-Factura XML stay in storage;
 * - orders: kept as long as their invoices, with the billing data (name, address, tax ids) but
 *   without the contact email and phone; applied payment events lose their provider payload;
 * - valuation reports: kept with their order (their PDFs as issued), the versions naming the client
 *   by the order's billing name;
 * - the audit log: staff actions stay (who by account id, what, when), without the actor's email and
 *   address, and without the recorded details of anything that was the person's;
 * - conversations: the other party keeps the thread; the deleted account's messages read
 *   ERASED_MESSAGE and their attachments are deleted with the account's uploads.
 * Everything else of the person is deleted: sessions, tokens, second factor, push subscriptions,
 * favourites, saved searches with their matches, eligibility checks, comments, consulting requests
 * (sent signed in or with the account's email) with their notes and documents, deal-room access
 * requests with their NDA copies, document openings, blocks and reports, instant valuations,
 * newsletter subscriptions of the email, rate counters and remembered requests of the account,
 * unsent emails to it, data archives. Listings are withdrawn (listing core) and keep only their
 * title (the subject of the other party's threads); their pictures and documents go with the uploads.
 * The delivery ledger (notification_deliveries) names deliveries by job keys made of ids only, and
 * per-address rate counters are not linked to the account: both go with their own pruning.
 */
const ERASURE_STEPS: readonly ErasureStep[] = [
  // First, while the person's records still say which entries concern them.
  { table: 'audit_log', sql: `UPDATE audit_log SET actor_email = $3, ip = NULL WHERE actor_id = $1` },
  {
    table: 'audit_log',
    sql: `UPDATE audit_log SET before = NULL, after = NULL
           WHERE (before IS NOT NULL OR after IS NOT NULL)
             AND (strpos(lower(COALESCE(before::text, '') || COALESCE(after::text, '')), $2) > 0
               OR (entity_type = 'user' AND entity_id = $1)
               OR (entity_type = 'listing' AND entity_id IN (SELECT id FROM listings WHERE owner_id = $1))
               OR (entity_type = 'comment' AND entity_id IN (SELECT id FROM comments WHERE user_id = $1))
               OR (entity_type = 'consulting_request' AND entity_id IN (SELECT id FROM consulting_requests WHERE user_id = $1 OR lower(email) = $2)))`,
  },
  {
    table: 'users',
    sql: `UPDATE users SET email = $3, password_hash = NULL, full_name = '${ERASED_NAME}', phone = NULL, company_name = NULL, cui = NULL,
                 avatar_key = NULL, roles = '{}', deleted_at = now(), updated_at = now() WHERE id = $1`,
  },
  { table: 'sessions', sql: `DELETE FROM sessions WHERE user_id = $1` },
  { table: 'user_tokens', sql: `DELETE FROM user_tokens WHERE user_id = $1` },
  { table: 'push_subscriptions', sql: `DELETE FROM push_subscriptions WHERE user_id = $1` },
  // A staff account's second factor goes with the account.
  { table: 'staff_mfa', sql: `DELETE FROM staff_mfa WHERE user_id = $1` },
  { table: 'mfa_recovery_codes', sql: `DELETE FROM mfa_recovery_codes WHERE user_id = $1` },
  // Counters keyed by the account's email (sign-in failures, lost password, contact messages) or id.
  { table: 'rate_counters', sql: `DELETE FROM rate_counters WHERE strpos(lower(key), $2) > 0 OR strpos(key, $1::text) > 0` },
  { table: 'favorites', sql: `DELETE FROM favorites WHERE user_id = $1` },
  { table: 'saved_searches', sql: `DELETE FROM saved_searches WHERE user_id = $1` },
  { table: 'eligibility_checks', sql: `DELETE FROM eligibility_checks WHERE user_id = $1` },
  { table: 'comments', sql: `DELETE FROM comments WHERE user_id = $1` },
  { table: 'consulting_requests', sql: `DELETE FROM consulting_requests WHERE user_id = $1 OR lower(email) = $2` },
  { table: 'listing_access_requests', sql: `DELETE FROM listing_access_requests WHERE buyer_id = $1` },
  { table: 'listing_document_openings', sql: `DELETE FROM listing_document_openings WHERE user_id = $1` },
  { table: 'messages', sql: `UPDATE messages SET body = '${ERASED_MESSAGE}', attachments = '[]' WHERE sender_id = $1` },
  { table: 'message_reports', sql: `DELETE FROM message_reports WHERE reporter_id = $1` },
  { table: 'user_blocks', sql: `DELETE FROM user_blocks WHERE blocker_id = $1 OR blocked_id = $1` },
  { table: 'valuation_estimates', sql: `DELETE FROM valuation_estimates WHERE owner_id = $1` },
  {
    table: 'listings',
    sql: `UPDATE listings SET description = '', excerpt = '', search_text = '', teaser = NULL, contact_name = NULL, contact_phone = NULL, contact_email = NULL
           WHERE owner_id = $1`,
  },
  { table: 'news_details', sql: `UPDATE news_details SET author_name = NULL WHERE listing_id IN (SELECT id FROM listings WHERE owner_id = $1)` },
  { table: 'newsletter_subscribers', sql: `DELETE FROM newsletter_subscribers WHERE lower(email) = $2` },
  // Emails not sent yet to (or about) the account, and relayed jobs (history only) that still name it.
  {
    table: 'outbox',
    sql: `DELETE FROM outbox WHERE (strpos(lower(payload::text), $2) > 0 OR ($4 <> '' AND strpos(payload::text, $4) > 0))
             AND (relayed_at IS NOT NULL OR job_name = '${JobName.SendTransactionalEmail}')`,
  },
  {
    table: 'orders',
    sql: `UPDATE orders SET billing = (billing - 'phone') || jsonb_build_object('email', $3::text),
                 valuation = CASE WHEN valuation IS NULL THEN NULL ELSE valuation || '{"notes": null}'::jsonb END
           WHERE user_id = $1`,
  },
  {
    table: 'payment_events',
    sql: `UPDATE payment_events SET payload = NULL WHERE applied_at IS NOT NULL AND order_id IN (SELECT id FROM orders WHERE user_id = $1)`,
  },
  {
    table: 'valuation_report_versions',
    sql: `UPDATE valuation_report_versions v SET document = jsonb_set(v.document, '{clientName}', to_jsonb(COALESCE(o.billing->>'name', '')))
            FROM valuation_reports r JOIN orders o ON o.id = r.order_id
           WHERE v.report_id = r.id AND r.user_id = $1 AND v.document ? 'clientName'`,
  },
  { table: 'data_exports', sql: `DELETE FROM data_exports WHERE user_id = $1` },
];

/**
 * Erases a person's data in the caller's transaction (the account deletion's), every statement
 * through its manager; the files (NDA copies, data archives) are deleted once it commits. The
 * listings' withdrawal and the uploads' deletion are the listing core's and the uploads module's,
 * called by the account service in the same transaction.
 */
@Injectable()
export class PersonalDataEraser {
  private readonly logger = new Logger(PersonalDataEraser.name);

  constructor(
    private readonly repository: PersonalDataRepository,
    private readonly afterCommit: AfterCommit,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
  ) {}

  async erase(subject: DataSubject, manager: EntityManager): Promise<void> {
    const email = subject.email.toLowerCase();
    const files = [...(await this.repository.ndaFileKeys(subject.id, manager)), ...(await this.repository.exportFileKeys(subject.id, manager))];
    const parameters = [subject.id, email, erasedEmail(subject.id), subject.fullName ?? ''];
    for (const step of ERASURE_STEPS) await this.repository.run(manager, ...bind(step.sql, parameters));
    // Create requests remembered for a day (core/idempotency), with their answers.
    if (await this.repository.tableExists(manager, 'submissions'))
      await this.repository.run(manager, `DELETE FROM submissions WHERE actor = $1`, [`user:${subject.id}`]);
    if (files.length) await this.afterCommit.run(manager, () => this.removeFiles(files));
  }

  /** Best effort, after the commit: a file left behind is logged, never a failed deletion. */
  private async removeFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      try {
        await this.storage.delete(key);
      } catch (error) {
        this.logger.error(`Could not delete stored file ${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}

/**
 * The statement with only the parameters it names, numbered from $1 (PostgreSQL cannot type a
 * parameter a statement does not use, and refuses it).
 */
function bind(sql: string, values: unknown[]): [string, unknown[]] {
  const used = [...new Set([...sql.matchAll(/\$(\d)/g)].map((match) => Number(match[1])))].sort((a, b) => a - b);
  return [sql.replace(/\$(\d)/g, (_, index: string) => `$${used.indexOf(Number(index)) + 1}`), used.map((index) => values[index - 1])];
}

/** The tables the erasure writes to (the personal-data test checks each is in its list of tables with personal data). */
export const ERASED_TABLES: readonly string[] = [...new Set(ERASURE_STEPS.map((step) => step.table))];
