import { Inject, Injectable } from '@nestjs/common';
import { isbot } from 'isbot';
import { createHmac } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import {
  LISTING_STATS_DEFAULT_DAYS,
  type ListingStatCounts,
  type ListingStatDay,
  type ListingStatMetric,
  type ListingStats,
  type ListingStatsOverview,
  type ListingStatsOverviewEntry,
} from '../../contracts/listing-stats.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { Clock } from '../../core/clock/clock.js';
import { romanianDay } from '../../core/clock/romanian-day.js';
import { AppException } from '../../core/errors/app.exception.js';
import { compareRomanian } from '../../core/text/romanian-order.js';
import { addressLimit, RateCounters } from '../../core/rate-limit/rate-counters.js';
import { isPubliclyVisible } from '../listing-core/listing-status.js';
import { ListingStatsRepository, type DailyStatsRow } from './listing-stats.repository.js';

const NOT_PUBLISHED = 'Anunțul nu există sau nu mai este publicat.';
const NOT_FOUND = 'Anunțul nu există.';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a view mark is kept: today's and yesterday's (a visit just after midnight still finds yesterday's). */
export const VIEW_MARK_RETENTION_DAYS = 2;

/** Views sent per client address (any listings): far above what one person reads, low enough to stop a flood. */
export const VIEW_LIMIT = { max: 300, windowSeconds: 60 * 60 };

/** How many listings each side of the overview names at most. */
const OVERVIEW_SIZE = 3;

/** The day `days` after (or before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) + days * DAY_MS).toISOString().slice(0, 10);
}

const zeros = (): ListingStatCounts => ({ views: 0, favourites: 0, conversations: 0, accessRequests: 0 });

/** Who sent a view: the signed-in user, else the client address and user agent. */
export interface ViewSource {
  user?: AuthUser;
  ip: string;
  userAgent?: string;
}

/**
 * Seller analytics: per listing and day (Europe/Bucharest) views, favourites, conversations and
 * access requests. Views count once per visitor per day; a visitor is kept only as an HMAC of the
 * day and the visitor under a key derived from the server secret, so no address, user agent or user
 * id is stored and the same visitor's marks of two days cannot be linked.
 */
@Injectable()
export class ListingStatsService {
  private readonly visitorKey: Buffer;

  constructor(
    private readonly repository: ListingStatsRepository,
    private readonly counters: RateCounters,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    // A key of this purpose only: the server secret itself never hashes visitors.
    this.visitorKey = createHmac('sha256', config.jwt.secret).update('listing-view-marks').digest();
  }

  /**
   * One more of `metric` for the listing today. With `manager`, inside the caller's transaction (the
   * count then stands or falls with what it counts). A listing that no longer exists adds nothing.
   */
  async record(listingId: string, metric: ListingStatMetric, manager?: EntityManager): Promise<void> {
    const day = romanianDay(this.clock.now());
    if (manager) await this.repository.increment(manager, listingId, day, metric);
    else await this.repository.transaction((own) => this.repository.increment(own, listingId, day, metric));
  }

  /**
   * A visit of a published listing's page (sent by the browser after the page showed). Counted once
   * per visitor per day; never for robots, the owner or staff. Unknown or unpublished listing: 404.
   */
  async recordView(listingId: string, source: ViewSource): Promise<void> {
    const listing = await this.repository.findListing(listingId);
    const now = this.clock.now();
    if (!listing || !isPubliclyVisible(listing, now)) throw AppException.notFound(NOT_PUBLISHED);
    if (!source.userAgent || isbot(source.userAgent)) return;
    if (source.user && (source.user.id === listing.ownerId || source.user.roles.length > 0)) return;
    await this.counters.take([addressLimit('listing-views', source.ip, VIEW_LIMIT, 'Prea multe cereri. Încearcă din nou mai târziu.')]);
    const day = romanianDay(now);
    const visitor = this.visitorHash(day, source);
    await this.repository.transaction(async (manager) => {
      if (await this.repository.markViewed(manager, listing.id, day, visitor)) await this.repository.increment(manager, listing.id, day, 'views');
    });
  }

  /** The owner's listing's days; 404 for a listing of someone else (staff included) or archived. */
  async forOwner(user: AuthUser, listingId: string, days = LISTING_STATS_DEFAULT_DAYS): Promise<ListingStats> {
    const listing = await this.repository.findListing(listingId);
    if (!listing || listing.ownerId !== user.id || listing.status === 'archived') throw AppException.notFound(NOT_FOUND);
    return this.stats(listing.id, days);
  }

  /** Any listing's days, for staff. */
  async forStaff(listingId: string, days = LISTING_STATS_DEFAULT_DAYS): Promise<ListingStats> {
    const listing = await this.repository.findListing(listingId);
    if (!listing) throw AppException.notFound(NOT_FOUND);
    return this.stats(listing.id, days);
  }

  /**
   * The owner's approved listings with the most and the fewest views in the period. The two sides
   * never name the same listing: with fewer than 6 listings the better half is "best", the rest "worst".
   */
  async overview(user: AuthUser, days = LISTING_STATS_DEFAULT_DAYS): Promise<ListingStatsOverview> {
    const { from, to } = this.period(days);
    const rows = await this.repository.ownerTotals(user.id, from, to);
    const entries: ListingStatsOverviewEntry[] = rows.map((row) => ({
      listingId: row.id,
      type: row.family,
      slug: row.slug,
      title: row.title,
      totals: { views: row.views, favourites: row.favourites, conversations: row.conversations, accessRequests: row.accessRequests },
    }));
    const byViews = (a: ListingStatsOverviewEntry, b: ListingStatsOverviewEntry) =>
      b.totals.views - a.totals.views || compareRomanian(a.title, b.title) || a.listingId.localeCompare(b.listingId);
    const ranked = [...entries].sort(byViews);
    const bestCount = Math.min(OVERVIEW_SIZE, Math.ceil(ranked.length / 2));
    const worstCount = Math.min(OVERVIEW_SIZE, ranked.length - bestCount);
    return { days, best: ranked.slice(0, bestCount), worst: ranked.slice(ranked.length - worstCount).reverse() };
  }

  /** Deletes view marks of days before the retention (the day of `at` and the one before are kept). */
  pruneViewMarks(at: Date): Promise<number> {
    return this.repository.pruneMarks(addDays(romanianDay(at), 1 - VIEW_MARK_RETENTION_DAYS));
  }

  private async stats(listingId: string, days: number): Promise<ListingStats> {
    const { from, to } = this.period(days);
    const stored = new Map<string, DailyStatsRow>((await this.repository.days(listingId, from, to)).map((row) => [row.day, row]));
    const totals = zeros();
    const list: ListingStatDay[] = [];
    for (let index = 0; index < days; index += 1) {
      const date = addDays(from, index);
      const row = stored.get(date);
      const counts = row ? { views: row.views, favourites: row.favourites, conversations: row.conversations, accessRequests: row.accessRequests } : zeros();
      for (const key of Object.keys(totals) as ListingStatMetric[]) totals[key] += counts[key];
      list.push({ date, ...counts });
    }
    return { listingId, days: list, totals };
  }

  /** The `days` days ending today (Europe/Bucharest). */
  private period(days: number): { from: string; to: string } {
    const to = romanianDay(this.clock.now());
    return { from: addDays(to, 1 - days), to };
  }

  private visitorHash(day: string, source: ViewSource): Buffer {
    const visitor = source.user ? `user:${source.user.id}` : `client:${source.ip}\n${source.userAgent ?? ''}`;
    return createHmac('sha256', this.visitorKey).update(`${day}\n${visitor}`).digest().subarray(0, 16);
  }
}
