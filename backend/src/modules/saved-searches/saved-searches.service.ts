import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ErrorCode, type FieldError } from '../../contracts/error-codes.js';
import type { ListingType } from '../../contracts/lists.js';
import { SAVED_SEARCHES_MAX, type SavedSearch, type SavedSearchFilters, type SavedSearchList } from '../../contracts/saved-searches.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { Clock } from '../../core/clock/clock.js';
import { AppException } from '../../core/errors/app.exception.js';
import { validateDto } from '../../core/validation/validation.pipe.js';
import { ListingListQueryDto } from '../listing-core/dto/listing-list-query.dto.js';
import { ListingRegistry } from '../listing-core/listing-registry.js';
import { SignedLinks } from '../notifications/signed-links.js';
import type { CreateSavedSearchDto, UpdateSavedSearchDto } from './dto/saved-search.dto.js';
import { SavedSearchEntity } from './saved-search.entity.js';
import { canonicalFilters, columnsOf, familyPagePath } from './saved-search-filters.js';

/** How long an alert email's one-click pause link works. */
export const PAUSE_LINK_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A user's saved searches (the account's API); the worker's side is SavedSearchMatching, SavedSearchInstantAlerts and SavedSearchDigests. */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: ListingRegistry,
    private readonly links: SignedLinks,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get repository() {
    return this.dataSource.getRepository(SavedSearchEntity);
  }

  async list(user: AuthUser): Promise<SavedSearchList> {
    const rows = await this.repository.find({ where: { userId: user.id }, order: { kind: 'DESC', createdAt: 'ASC' } });
    const counts = await this.newMatchCounts(rows.map((row) => row.id));
    return {
      items: rows.map((row) => this.view(row, counts.get(row.id) ?? 0)),
      max: SAVED_SEARCHES_MAX,
      used: rows.filter((row) => row.kind === 'search').length,
    };
  }

  async create(user: AuthUser, input: CreateSavedSearchDto): Promise<SavedSearch> {
    const family = this.registry.get(input.type as ListingType);
    const filters = await this.validFilters(input.type, input.filters ?? {});
    return this.dataSource.transaction(async (manager) => {
      // One user's saves are counted under a lock of their row: two at once cannot both be the 20th.
      await manager.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.id]);
      const used = await manager.count(SavedSearchEntity, { where: { userId: user.id, kind: 'search' } });
      if (used >= SAVED_SEARCHES_MAX) {
        throw new AppException(ErrorCode.SAVED_SEARCH_LIMIT, `Poți salva cel mult ${SAVED_SEARCHES_MAX} de căutări. Șterge una ca să salvezi alta.`);
      }
      const row = manager.create(SavedSearchEntity, {
        userId: user.id,
        kind: 'search',
        family: family.type,
        name: input.name,
        frequency: input.frequency,
        paused: false,
        filters,
        ...columnsOf(family, filters),
        lastVisitedAt: this.clock.now(),
      });
      await manager.insert(SavedSearchEntity, row as never);
      return this.view(row, 0);
    });
  }

  async update(user: AuthUser, id: string, patch: UpdateSavedSearchDto): Promise<SavedSearch> {
    const row = await this.ownedBy(user, id);
    const changes: Partial<Pick<SavedSearchEntity, 'name' | 'frequency' | 'paused'>> = {};
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.frequency !== undefined) changes.frequency = patch.frequency;
    if (patch.paused !== undefined) changes.paused = patch.paused;
    if (Object.keys(changes).length) await this.repository.update({ id: row.id }, changes);
    const counts = await this.newMatchCounts([row.id]);
    return this.view({ ...row, ...changes } as SavedSearchEntity, counts.get(row.id) ?? 0);
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const row = await this.ownedBy(user, id);
    if (row.kind === 'investor') {
      throw AppException.validation([{ field: 'id', message: 'Alertele profilului de investitor se pot doar opri; ele se șterg odată cu profilul.' }]);
    }
    await this.repository.delete({ id: row.id });
  }

  /** The user opened the search's results: its new matches start again from now. */
  async visit(user: AuthUser, id: string): Promise<void> {
    const row = await this.ownedBy(user, id);
    await this.repository.update({ id: row.id }, { lastVisitedAt: this.clock.now() });
  }

  /** The one-click pause of an alert email; answers the search's name (null: the link is not valid or the search is gone). */
  /** The search an alert email's pause link names, without changing it (the GET a mail scanner may send). */
  async pauseLinkTarget(token: string): Promise<{ name: string; paused: boolean } | null> {
    const row = await this.searchOfPauseLink(token);
    return row ? { name: row.name, paused: row.paused } : null;
  }

  async pauseFromLink(token: string): Promise<{ name: string } | null> {
    const row = await this.searchOfPauseLink(token);
    if (!row) return null;
    if (!row.paused) await this.repository.update({ id: row.id }, { paused: true });
    return { name: row.name };
  }

  /** The search of a valid, unexpired pause link, or null. */
  private async searchOfPauseLink(token: string) {
    const check = this.links.verify('pause-saved-search', token, this.clock.now());
    return check.ok ? this.repository.findOneBy({ id: check.subject }) : null;
  }

  /** The absolute one-click pause link of a search (alert emails; List-Unsubscribe). */
  pauseUrl(searchId: string): string {
    const token = this.links.sign('pause-saved-search', searchId, new Date(this.clock.now().getTime() + PAUSE_LINK_DAYS * DAY_MS));
    return `${this.config.http.publicUrl}/api/saved-searches/pause/${token}`;
  }

  /**
   * The filters as the family's list query validates them (400 with the field's message), kept as the
   * canonical set; a search text must hold a word the list can look for.
   */
  private async validFilters(type: number, filters: SavedSearchFilters): Promise<SavedSearchFilters> {
    const family = this.registry.get(type as ListingType);
    const { counties: _internal, ...given } = filters as SavedSearchFilters & Record<string, unknown>;
    const query = await validateDto(family.listQuery ?? ListingListQueryDto, given);
    const kept = canonicalFilters(query);
    if (kept.q && !columnsOf(family, kept).words)
      throw AppException.validation([{ field: 'q', message: 'Căutarea trebuie să conțină cel puțin un cuvânt (litere sau cifre).' }]);
    // A category or feature the family does not have would match nothing, ever: refused like the list's own values.
    const errors: FieldError[] = [];
    if (kept.category && family.categories && !family.categories.some((item) => item.id === kept.category))
      errors.push({ field: 'category', message: 'Categoria nu este validă.' });
    const features = family.features;
    if (kept.features?.length && Array.isArray(features) && kept.features.some((id) => !features.some((item) => item.id === id)))
      errors.push({ field: 'features', message: 'Facilitatea nu este validă.' });
    if (errors.length) throw AppException.validation(errors);
    return kept;
  }

  private async ownedBy(user: AuthUser, id: string): Promise<SavedSearchEntity> {
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await this.repository.findOneBy({ id, userId: user.id }) : null;
    if (!row) throw AppException.notFound('Căutarea salvată nu există.');
    return row;
  }

  /** Listings (still public) matched since each search was last opened. */
  private async newMatchCounts(ids: string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows: { id: string; n: number }[] = await this.dataSource.query(
      `SELECT s.id, count(DISTINCT m.listing_id)::int AS n
         FROM saved_searches s
         JOIN saved_search_matches m ON m.search_id = s.id AND m.matched_at > COALESCE(s.last_visited_at, '-infinity')
         JOIN listings l ON l.id = m.listing_id AND l.status = 'approved' AND (l.expires_at IS NULL OR l.expires_at > now())
        WHERE s.id = ANY($1::uuid[])
        GROUP BY s.id`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, row.n]));
  }

  view(row: SavedSearchEntity, newMatches: number): SavedSearch {
    return {
      id: row.id,
      kind: row.kind,
      type: row.family,
      name: row.name,
      frequency: row.frequency,
      paused: row.paused,
      filters: row.filters,
      newMatches,
      path: familyPagePath(row.family, row.filters),
      investorListingId: row.investorListingId,
      lastVisitedAt: row.lastVisitedAt ? new Date(row.lastVisitedAt).toISOString() : null,
      createdAt: new Date(row.createdAt).toISOString(),
    };
  }
}
