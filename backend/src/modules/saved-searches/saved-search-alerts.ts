import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { countyName } from '../../contracts/counties.js';
import { ListingStatus } from '../../contracts/listings.js';
import { ListingType } from '../../contracts/lists.js';
import { listingPublicPath } from '../../contracts/public-pages.js';
import { FUND_DEADLINE_ALERT_DAYS, SAVED_SEARCH_INSTANT_EMAIL_MINUTES } from '../../contracts/saved-searches.js';
import { Clock } from '../../core/clock/clock.js';
import { romanianDay } from '../../core/clock/romanian-day.js';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobQueueService } from '../../core/queue/job-queue.service.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import { Outbox } from '../../core/queue/outbox.js';
import { picturesOf } from '../listing-core/index.js';
import { AccountService } from '../account/index.js';
import { MailService } from '../mail/index.js';
import type { MailCard } from '../mail/index.js';
import type { SavedSearchMailGroup } from '../mail/index.js';
import { INVESTOR_SEARCH_FAMILIES, investorSearchFilters } from './investor-profile-search.js';
import { SavedSearchEntity, type SavedSearchMatchEvent } from './saved-search.entity.js';
import { columnsOf, familyPagePath } from './saved-search-filters.js';
import { SavedSearchMatcher } from './saved-search.matcher.js';
import { SavedSearchesService } from './saved-searches.service.js';
import { ListingRegistry } from '../listing-core/index.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Listings shown per search in one email; the rest are counted ("încă N"). */
const CARDS_PER_SEARCH = 10;
export const SAVED_SEARCHES_PATH = '/cont/cautari-salvate';

interface PendingMatch {
  search_id: string;
  listing_id: string;
  event: SavedSearchMatchEvent;
  family: number;
  slug: string;
  title: string;
  price: string | null;
  currency: string;
  county_id: number | null;
  city: string | null;
  confidential: boolean;
  category: string | null;
  gallery: { location?: string; thumbnail?: string; private?: boolean }[] | null;
  photo: string | null;
  deadline: string | null;
}

/**
 * The worker's side of saved searches: a published listing is matched against them (and an investor
 * profile keeps its own searches in step), instant searches are told at most once an hour, the others
 * by a daily or weekly digest, and funding calls 7 days before their deadline. Every email and push is
 * written to the outbox in the transaction that marks its matches told, so each match is announced
 * exactly once, whatever runs twice.
 */
@Injectable()
export class SavedSearchAlerts {
  private readonly logger = new Logger(SavedSearchAlerts.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly matcher: SavedSearchMatcher,
    private readonly searches: SavedSearchesService,
    private readonly registry: ListingRegistry,
    private readonly accounts: AccountService,
    private readonly mail: MailService,
    private readonly outbox: Outbox,
    private readonly jobs: JobQueueService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @HandlesJob(JobName.MatchSavedSearches)
  async match({ listingId }: JobPayloads[JobName.MatchSavedSearches]): Promise<JobResult> {
    const [listing] = (await this.dataSource.query(
      `SELECT l.family, l.status, f.call_status FROM listings l LEFT JOIN fund_details f ON f.listing_id = l.id WHERE l.id = $1`,
      [listingId],
    )) as { family: number; status: string; call_status: string | null }[];
    if (!listing || listing.status !== ListingStatus.Approved) return 'skipped';
    if (listing.family === ListingType.Investor) await this.syncInvestorSearches(listingId);
    // A funding call is announced when it is published as upcoming, and when it opens; a closed one is not.
    if (listing.call_status === 'closed') return 'skipped';
    const event: SavedSearchMatchEvent = listing.call_status === 'open' ? 'opened' : 'new';
    const recorded = await this.matcher.record(listingId, event);
    await this.announce(recorded);
    return recorded.length ? 'done' : 'skipped';
  }

  /** Open calls whose deadline is FUND_DEADLINE_ALERT_DAYS days after `at` (Bucharest day): their searches are told at once. */
  @HandlesJob(JobName.AlertFundDeadlines)
  async fundDeadlines({ at }: JobPayloads[JobName.AlertFundDeadlines]): Promise<JobResult> {
    const day = romanianDay(new Date(new Date(at).getTime() + FUND_DEADLINE_ALERT_DAYS * DAY_MS));
    const calls: { id: string }[] = await this.dataSource.query(
      `SELECT l.id FROM listings l JOIN fund_details f ON f.listing_id = l.id
        WHERE l.family = $1 AND l.status = $2 AND f.call_status = 'open' AND f.deadline = $3::date`,
      [ListingType.Fund, ListingStatus.Approved, day],
    );
    const recorded = new Set<string>();
    for (const call of calls) for (const searchId of await this.matcher.record(call.id, 'deadline')) recorded.add(searchId);
    await this.announce([...recorded], true);
    return recorded.size ? 'done' : 'skipped';
  }

  /**
   * Queues the alert of each instant search among `searchIds` (every search, for deadlines) whose last
   * email is more than an hour old; the others are sent by the sweep (SendDueSavedSearchAlerts) once
   * their hour is over, with whatever arrived meanwhile. Nothing waits in the queue for an hour.
   */
  private async announce(searchIds: string[], allFrequencies = false): Promise<void> {
    if (!searchIds.length) return;
    const due: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM saved_searches
        WHERE id = ANY($1::uuid[]) AND NOT paused ${allFrequencies ? '' : `AND frequency = 'instant'`}
          AND (last_alert_at IS NULL OR last_alert_at <= now() - make_interval(mins => $2))`,
      [searchIds, SAVED_SEARCH_INSTANT_EMAIL_MINUTES],
    );
    // One job per search and moment: the job itself sends nothing twice (row lock, the hour, told matches).
    for (const row of due)
      await this.jobs.enqueue(JobName.SendSavedSearchAlert, { searchId: row.id }, { jobId: `saved-search-alert-${row.id}-${randomUUID()}` });
  }

  /** Every few minutes: instant searches (and any with a deadline reminder) whose hour is over and that have untold matches. */
  @HandlesJob(JobName.SendDueSavedSearchAlerts)
  async sendDue(_payload: JobPayloads[JobName.SendDueSavedSearchAlerts]): Promise<JobResult> {
    const due: { id: string }[] = await this.dataSource.query(
      `SELECT s.id FROM saved_searches s
        WHERE NOT s.paused AND (s.last_alert_at IS NULL OR s.last_alert_at <= now() - make_interval(mins => $1))
          AND EXISTS (SELECT 1 FROM saved_search_matches m WHERE m.search_id = s.id AND m.notified_at IS NULL AND (s.frequency = 'instant' OR m.event = 'deadline'))`,
      [SAVED_SEARCH_INSTANT_EMAIL_MINUTES],
    );
    let sent = 0;
    for (const row of due) if ((await this.alert({ searchId: row.id })) === 'done') sent++;
    return sent ? 'done' : 'skipped';
  }

  /** One search's untold matches: one email (and one push), unless its last email is less than an hour old (then later). */
  @HandlesJob(JobName.SendSavedSearchAlert)
  async alert({ searchId }: JobPayloads[JobName.SendSavedSearchAlert]): Promise<JobResult> {
    return this.dataSource.transaction(async (manager): Promise<JobResult> => {
      const [search] = (await manager.query(`SELECT * FROM saved_searches WHERE id = $1 FOR UPDATE`, [searchId])) as Record<string, unknown>[];
      if (!search || search.paused) return 'skipped';
      const lastAlertAt = search.last_alert_at ? new Date(search.last_alert_at as string) : null;
      const now = this.clock.now();
      // Less than an hour since the last email: the sweep sends this one when the hour is over.
      if (lastAlertAt && now.getTime() - lastAlertAt.getTime() < SAVED_SEARCH_INSTANT_EMAIL_MINUTES * MINUTE_MS) return 'skipped';
      const pending = await this.pendingOf(manager, [searchId]);
      if (!pending.length) return 'skipped';
      const user = await this.accounts.contactOf(search.user_id as string, manager);
      if (!user) return 'skipped';
      const row = this.entityOf(search);
      const group = this.groupOf(row, pending);
      await this.markTold(manager, pending, now);
      await manager.query(`UPDATE saved_searches SET last_alert_at = $2 WHERE id = $1`, [searchId, now]);
      const last = pending.at(-1)!;
      const key = `saved-search-${searchId}-${last.listing_id}-${last.event}`;
      const pauseUrl = group.pauseUrl;
      const site = this.config.http.publicUrl;
      await this.mail.send(
        'saved-search-alert',
        user.email,
        {
          fullName: user.fullName,
          searchName: row.name,
          count: String(new Set(pending.map((match) => match.listing_id)).size),
          groups: JSON.stringify([group]),
          url: `${site}${familyPagePath(row.family, row.filters)}`,
          pauseUrl,
          manageUrl: `${site}${SAVED_SEARCHES_PATH}`,
        },
        { transaction: manager, jobId: `mail-${key}`, headers: this.unsubscribeHeaders(pauseUrl) },
      );
      if (this.config.push.publicKey) {
        const first = pending[0]!;
        const body = pending.length === 1 ? first.title : `${first.title} și încă ${pending.length - 1}`;
        await this.outbox.add(
          manager,
          JobName.SendPushNotification,
          {
            userId: row.userId,
            title: `Anunț nou: ${row.name}`,
            body,
            url: listingPublicPath({ type: first.family, slug: first.slug, category: first.category }),
            key: `push-${key}`,
          },
          `push-${key}`,
        );
      }
      return 'done';
    });
  }

  /** The daily (weekly) digest: one email per user with every untold match of their daily (weekly) searches. */
  @HandlesJob(JobName.SendSavedSearchDigests)
  async digests({ at, frequency }: JobPayloads[JobName.SendSavedSearchDigests]): Promise<JobResult> {
    const users: { user_id: string }[] = await this.dataSource.query(
      `SELECT DISTINCT s.user_id FROM saved_searches s JOIN saved_search_matches m ON m.search_id = s.id AND m.notified_at IS NULL
        WHERE s.frequency = $1 AND NOT s.paused`,
      [frequency],
    );
    const day = romanianDay(new Date(at));
    let sent = 0;
    for (const { user_id: userId } of users) {
      const told = await this.dataSource.transaction(async (manager) => {
        const searches = (await manager.query(
          `SELECT * FROM saved_searches WHERE user_id = $1 AND frequency = $2 AND NOT paused ORDER BY created_at FOR UPDATE`,
          [userId, frequency],
        )) as Record<string, unknown>[];
        const pending = await this.pendingOf(
          manager,
          searches.map((search) => search.id as string),
        );
        const user = await this.accounts.contactOf(userId, manager);
        if (!pending.length || !user) return false;
        const site = this.config.http.publicUrl;
        const groups = searches
          .map((search) => this.entityOf(search))
          .map((row) => ({ row, matches: pending.filter((match) => match.search_id === row.id) }))
          .filter(({ matches }) => matches.length)
          .map(({ row, matches }) => ({ ...this.groupOf(row, matches), url: `${site}${familyPagePath(row.family, row.filters)}` }));
        await this.markTold(manager, pending, this.clock.now());
        await this.mail.send(
          'saved-search-digest',
          user.email,
          {
            fullName: user.fullName,
            period: frequency,
            count: String(new Set(pending.map((match) => match.listing_id)).size),
            groups: JSON.stringify(groups),
            manageUrl: `${site}${SAVED_SEARCHES_PATH}`,
          },
          {
            transaction: manager,
            jobId: `mail-saved-search-digest-${frequency}-${day}-${userId}`,
            headers: groups.length === 1 ? this.unsubscribeHeaders(groups[0]!.pauseUrl) : undefined,
          },
        );
        return true;
      });
      if (told) sent++;
    }
    if (sent) this.logger.log(`Sent ${sent} ${frequency} saved-search digests`);
    return sent ? 'done' : 'skipped';
  }

  /**
   * An approved investor profile's searches over companies and investment offers, kept in step with
   * it (its interests, ticket and counties); created daily, their frequency and pause left as the user set them.
   */
  async syncInvestorSearches(listingId: string): Promise<void> {
    const [profile] = (await this.dataSource.query(
      `SELECT l.owner_id, l.title, l.domain_ids, d.ticket_min, d.ticket_max, d.target_counties
         FROM listings l JOIN investor_details d ON d.listing_id = l.id WHERE l.id = $1`,
      [listingId],
    )) as { owner_id: string; title: string; domain_ids: number[]; ticket_min: string | null; ticket_max: string | null; target_counties: number[] | null }[];
    if (!profile) return;
    const filters = investorSearchFilters({
      interests: profile.domain_ids ?? [],
      ticketMin: profile.ticket_min === null ? null : Number(profile.ticket_min),
      ticketMax: profile.ticket_max === null ? null : Number(profile.ticket_max),
      targetCounties: profile.target_counties ?? [],
    });
    const name = `Profil de investitor: ${profile.title}`.slice(0, 80);
    for (const type of INVESTOR_SEARCH_FAMILIES) {
      const columns = columnsOf(this.registry.get(type), filters);
      await this.dataSource
        .createQueryBuilder()
        .insert()
        .into(SavedSearchEntity)
        .values({
          userId: profile.owner_id,
          kind: 'investor',
          family: type,
          name,
          frequency: 'daily',
          paused: false,
          filters,
          ...columns,
          investorListingId: listingId,
          lastVisitedAt: this.clock.now(),
        })
        .orUpdate(
          ['name', 'filters', ...Object.keys(columns).map((key) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)), 'updated_at'],
          ['investor_listing_id', 'family'],
          {
            indexPredicate: 'investor_listing_id IS NOT NULL',
          },
        )
        .execute();
    }
  }

  /** Untold matches of these searches whose listing is still public, oldest first. */
  private pendingOf(manager: EntityManager, searchIds: string[]): Promise<PendingMatch[]> {
    if (!searchIds.length) return Promise.resolve([]);
    return manager.query(
      `SELECT m.search_id, m.listing_id, m.event, l.family, l.slug, l.title, l.price, l.currency, l.county_id, l.city, l.confidential, l.category, l.gallery, l.photo,
              to_char(f.deadline, 'DD.MM.YYYY') AS deadline
         FROM saved_search_matches m
         JOIN listings l ON l.id = m.listing_id AND l.status = 'approved' AND (l.expires_at IS NULL OR l.expires_at > now())
         LEFT JOIN fund_details f ON f.listing_id = l.id
        WHERE m.search_id = ANY($1::uuid[]) AND m.notified_at IS NULL
        ORDER BY m.matched_at, m.listing_id, m.event
        FOR UPDATE OF m`,
      [searchIds],
    );
  }

  private async markTold(manager: EntityManager, matches: PendingMatch[], now: Date): Promise<void> {
    await manager.query(
      `UPDATE saved_search_matches m SET notified_at = $4
         FROM unnest($1::uuid[], $2::uuid[], $3::varchar[]) AS t(search_id, listing_id, event)
        WHERE m.search_id = t.search_id AND m.listing_id = t.listing_id AND m.event = t.event`,
      [matches.map((match) => match.search_id), matches.map((match) => match.listing_id), matches.map((match) => match.event), now],
    );
  }

  private groupOf(search: SavedSearchEntity, matches: PendingMatch[]): SavedSearchMailGroup {
    const cards = matches.slice(0, CARDS_PER_SEARCH).map((match) => this.cardOf(match));
    return { name: search.name, pauseUrl: this.searches.pauseUrl(search.id), cards, more: Math.max(0, matches.length - cards.length) };
  }

  private cardOf(match: PendingMatch): MailCard {
    const site = this.config.http.publicUrl;
    const { thumbnail } = picturesOf({ gallery: (match.gallery ?? []) as never, photo: match.photo });
    const place = [match.confidential ? null : match.city, countyName(match.county_id)].filter(Boolean).join(', ');
    const price = match.price === null ? null : `${new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 0 }).format(Number(match.price))} ${match.currency}`;
    const event = { new: null, opened: 'Apel deschis', deadline: `Termenul limită: ${match.deadline} (peste ${FUND_DEADLINE_ALERT_DAYS} zile)` }[match.event];
    return {
      title: match.title,
      url: `${site}${listingPublicPath({ type: match.family, slug: match.slug, category: match.category })}`,
      imageUrl: thumbnail.startsWith('http') ? thumbnail : `${site}${thumbnail}`,
      lines: [event, price ? `Preț: ${price}` : null, place ? `Locație: ${place}` : null].filter((line): line is string => line !== null),
    };
  }

  private entityOf(row: Record<string, unknown>): SavedSearchEntity {
    return this.dataSource.getRepository(SavedSearchEntity).create({
      id: row.id as string,
      userId: row.user_id as string,
      name: row.name as string,
      family: Number(row.family),
      filters: row.filters as SavedSearchEntity['filters'],
    });
  }

  /** RFC 2369 / RFC 8058: mail clients offer the one-click pause as "unsubscribe". */
  private unsubscribeHeaders(pauseUrl: string): Record<string, string> {
    return { 'List-Unsubscribe': `<${pauseUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  }
}
