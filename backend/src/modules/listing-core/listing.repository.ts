import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, In, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { ListingType } from '../../contracts/lists.js';
import { LIST_EXACT_TOTAL_MAX, ListingStatus } from '../../contracts/listings.js';
import { foldDiacritics, prefixTsQuery, searchWords } from './listing-text.js';
import type { ListingDetailsEntity } from './listing-details.entity.js';
import type { ListingFamilyDefinition } from './listing-family.js';
import { ListingEntity } from './listing.entity.js';
import { LISTING_FILTER_SQL } from './listing-filters.js';

import type { ListingFilters } from './listing-filters.js';

/**
 * How a search matches: not at all (no `q`), by words, or by title similarity (typos): then among
 * the candidate ids the trigram index found (at most SIMILAR_MAX).
 */
type Match = { kind: 'none' } | { kind: 'words' } | { kind: 'similar'; ids: string[] };

export interface ListPage {
  rows: ListingEntity[];
  /** Exact when `totalIsEstimate` is false; otherwise the planner's estimate (never below what is known to exist). */
  total: number;
  totalIsEstimate: boolean;
  featured: number;
  /** Whether listings follow this page (known exactly, also when the total is an estimate). */
  hasMore: boolean;
}

/** What a list shows; the description, search text and private fields stay in the table. */
const LIST_COLUMNS = [
  'id',
  'family',
  'slug',
  'title',
  'excerpt',
  'ownerId',
  'status',
  'publishedAt',
  'expiresAt',
  'promotedUntil',
  'price',
  'currency',
  'countyId',
  'city',
  'domainIds',
  'subdomainId',
  'category',
  'features',
  'gallery',
  'photo',
  'contactName',
  'contactPhone',
  'createdAt',
  'updatedAt',
  // The mapper hides a confidential listing's private fields by these (deal room).
  'confidential',
  'publicFigures',
] as const;

/** The columns that locate a listing's public page. */
export interface ListingLink {
  id: string;
  type: ListingType;
  slug: string;
  category: string | null;
  updatedAt: Date;
}

export interface PageRequest {
  offset: number;
  limit: number;
}

const PROMOTED = 'l.promoted_until IS NOT NULL AND l.promoted_until > now()';
/** Typo tolerance of title matches (pg_trgm word similarity; the default 0.6 misses one swapped letter). */
const WORD_SIMILARITY = 0.4;
/**
 * A typo search is for one word of at least this many letters: shorter words, and phrases whose words
 * are not all found, match thousands of titles by similarity and help nobody.
 */
const SIMILAR_MIN_LENGTH = 3;
/** A typo search lists at most this many titles: the most similar of the first ones the index proposes. */
const SIMILAR_MAX = 300;
/** A typo search looks for titles holding one of this many words most like the typed one. */
const SIMILAR_WORDS_MAX = 8;

/**
 * How well a title answers the words: one point per word that begins a word of the title. Computed
 * from `title_norm` in the row (a regular expression per word), so ranking does not read the large
 * `search_vector` of every match as `ts_rank` would.
 */
function titleRank(q: string): { sql: string; params: Record<string, string> } | null {
  const words = searchWords(q);
  if (!words.length) return null;
  const params = Object.fromEntries(words.map((word, index) => [`rank${index}`, `(^|[^a-z0-9])${word}`]));
  return { sql: words.map((_, index) => `(l.title_norm ~ :rank${index})::int`).join(' + '), params };
}

/**
 * Queries of the listing core's public side (lists, pages, search) and its lifecycle; the owner's and
 * staff's lists are in ListingOwnerRepository and ListingStaffRepository. No business rules here.
 */
@Injectable()
export class ListingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * One page of public listings of a family, promoted first, with the totals. A search matches
   * words (full text, prefixes) and, only when that finds nothing, titles by trigram similarity,
   * so a typo still finds its listing without slowing down every search. The typo search first finds
   * the family's title words like the typed one (`listing_title_words`), then reads the titles
   * holding them, at most SIMILAR_MAX (ranked by similarity, counted exactly), and only for a
   * one-word search of SIMILAR_MIN_LENGTH letters or more.
   *
   * Totals are counted exactly up to LIST_EXACT_TOTAL_MAX matches; above, `total` is the
   * planner's estimate (`totalIsEstimate`), so a broad search never counts tens of thousands of
   * rows. Whether another page follows is always known exactly (one row read ahead).
   */
  async listPublic(family: ListingFamilyDefinition, filters: ListingFilters, page: PageRequest): Promise<ListPage> {
    const manager = this.dataSource.manager;
    if (!filters.q) return this.pageOf(manager, family, filters, page, { kind: 'none' });
    const byWords = await this.pageOf(manager, family, filters, page, { kind: 'words' });
    const words = searchWords(filters.q);
    if (byWords.total > 0 || words.length !== 1 || words[0]!.length < SIMILAR_MIN_LENGTH) return byWords;
    return this.dataSource.transaction(async (tx) => {
      await tx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [String(WORD_SIMILARITY)]);
      // The family's title words like the typed one (listing_title_words, a few thousand rows), then
      // the titles holding one of them, through the full-text index: a word like none answers at once.
      const similarWords: { word: string }[] = await tx.query(
        `SELECT word FROM listing_title_words WHERE family = $1 AND $2 <% word ORDER BY word_similarity($2, word) DESC, word LIMIT ${SIMILAR_WORDS_MAX}`,
        [family.type, words[0]],
      );
      if (!similarWords.length) return { rows: [], total: 0, totalIsEstimate: false, featured: 0, hasMore: false };
      const titleWords = similarWords.map(({ word }) => `${word}:A`).join(' | ');
      const candidates = this.publicQuery(tx, family, filters, { kind: 'none' }).andWhere(`l.search_vector @@ to_tsquery('simple', :titleWords)`, {
        titleWords,
      });
      // The first SIMILAR_MAX titles the index proposes, in the list's order (promoted first, the
      // most similar next): a vague search (thousands of similar titles) reads no more than that.
      const [sql, parameters] = candidates
        .clone()
        .select('l.id', 'id')
        .addSelect('l.title_norm', 'title')
        .addSelect(`(${PROMOTED})`, 'promoted')
        .addSelect('l.published_at', 'published')
        .limit(SIMILAR_MAX)
        .getQueryAndParameters();
      const found: { id: string; promoted: boolean }[] = await tx.query(
        `SELECT c.id, c.promoted FROM (${sql}) AS c ORDER BY c.promoted DESC, word_similarity($${parameters.length + 1}, c.title) DESC, c.published DESC, c.id`,
        [...parameters, foldDiacritics(filters.q!)],
      );
      const ids = found.map((row) => row.id);
      if (!ids.length) return { rows: [], total: 0, totalIsEstimate: false, featured: 0, hasMore: false };
      if ((filters.sort ?? 'relevance') === 'relevance') {
        // Ordered already: the page is a slice of the candidates, read by id.
        const pageIds = ids.slice(page.offset, page.offset + page.limit);
        const byId = new Map(
          (pageIds.length ? await this.live(tx, family.type).andWhere('l.id IN (:...pageIds)', { pageIds }).getMany() : []).map((row) => [row.id, row]),
        );
        const rows = pageIds.map((id) => byId.get(id)).filter((row): row is ListingEntity => row !== undefined);
        const featured = found.filter((row) => row.promoted).length;
        return { rows, total: ids.length, totalIsEstimate: false, featured, hasMore: page.offset + page.limit < ids.length };
      }
      return this.pageOf(tx, family, filters, page, { kind: 'similar', ids });
    });
  }

  /**
   * Which of `ids` the family's public list with these filters holds (matched by words, as the list
   * first matches a search): the saved-search alerts ask the list's own query, so "matches" has one
   * definition. The typo fallback is left out: it depends on what else the family holds. `manager`:
   * the caller's transaction, when it asks from inside one.
   */
  async publicAmong(
    family: ListingFamilyDefinition,
    filters: ListingFilters,
    ids: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await this.publicQuery(manager, family, filters, { kind: 'words' })
      .andWhere('l.id IN (:...among)', { among: ids })
      .select('l.id', 'id')
      .getRawMany<{ id: string }>();
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Promoted and other listings are read by two queries, each ordered by an index: the page takes
   * the promoted ones first (they are `featured` of `total`), then the rest.
   */
  private async pageOf(manager: EntityManager, family: ListingFamilyDefinition, filters: ListingFilters, page: PageRequest, match: Match): Promise<ListPage> {
    const counted = await this.countUpTo(manager, this.publicQuery(manager, family, filters, match), LIST_EXACT_TOTAL_MAX + 1);
    const known = counted.total;
    const exact = known <= LIST_EXACT_TOTAL_MAX;
    // Promoted listings are few (paid): counted exactly in every case, by their partial index when many match.
    const featured = exact
      ? counted.featured
      : ((await this.publicQuery(manager, family, filters, match).andWhere(PROMOTED).select('count(*)::int', 'featured').getRawOne<{ featured: number }>())
          ?.featured ?? 0);
    if (exact && (known === 0 || page.offset >= known)) return { rows: [], total: known, totalIsEstimate: false, featured, hasMore: false };

    const rows: ListingEntity[] = [];
    if (page.offset < featured) {
      const promoted = this.publicQuery(manager, family, filters, match).andWhere(PROMOTED);
      rows.push(...(await this.ordered(promoted, family, filters, match, !exact).offset(page.offset).limit(page.limit).getMany()));
    }
    const missing = page.limit - rows.length;
    // An estimated total cannot tell whether a next page exists: one more row is read to know.
    const ahead = exact ? 0 : 1;
    let hasMore = exact ? page.offset + page.limit < known : page.offset + page.limit < featured || known > featured;
    if (missing > 0 && (!exact || known > featured)) {
      const others = this.publicQuery(manager, family, filters, match).andWhere(`NOT (${PROMOTED})`);
      const found = await this.ordered(others, family, filters, match, !exact)
        .offset(Math.max(0, page.offset - featured))
        .limit(missing + ahead)
        .getMany();
      if (!exact) hasMore = found.length > missing;
      rows.push(...found.slice(0, missing));
    }
    if (exact) return { rows, total: known, totalIsEstimate: false, featured, hasMore };

    const shown = page.offset + rows.length;
    if (!hasMore && rows.length > 0) return { rows, total: shown, totalIsEstimate: false, featured, hasMore };
    const estimate = await this.estimate(manager, this.publicQuery(manager, family, filters, match));
    const atLeast = Math.max(LIST_EXACT_TOTAL_MAX + 1, featured, hasMore ? shown + 1 : shown);
    // Past the last page: fewer than `offset` listings match, more than LIST_EXACT_TOTAL_MAX.
    const total = rows.length === 0 ? Math.min(Math.max(estimate, atLeast), Math.max(page.offset, atLeast)) : Math.max(estimate, atLeast);
    return { rows, total, totalIsEstimate: true, featured, hasMore };
  }

  /** How many rows `qb` finds and how many of them are promoted, counting no further than `limit` rows. */
  private async countUpTo(manager: EntityManager, qb: SelectQueryBuilder<ListingEntity>, limit: number): Promise<{ total: number; featured: number }> {
    const [sql, parameters] = qb.select(`(${PROMOTED})`, 'promoted').limit(limit).getQueryAndParameters();
    const [row] = (await manager.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE promoted)::int AS featured FROM (${sql}) AS matches`,
      parameters,
    )) as { total: number; featured: number }[];
    return { total: row?.total ?? 0, featured: row?.featured ?? 0 };
  }

  /** The planner's estimate of the rows `qb` finds (EXPLAIN, nothing is read). */
  private async estimate(manager: EntityManager, qb: SelectQueryBuilder<ListingEntity>): Promise<number> {
    const [sql, parameters] = qb.select('1', 'one').getQueryAndParameters();
    const [row] = (await manager.query(`EXPLAIN (FORMAT JSON) ${sql}`, parameters)) as { 'QUERY PLAN': unknown }[];
    const plan = typeof row?.['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row?.['QUERY PLAN'];
    return Math.round(Number((plan as { Plan?: { 'Plan Rows'?: number } }[])?.[0]?.Plan?.['Plan Rows'] ?? 0));
  }

  private publicQuery(manager: EntityManager, family: ListingFamilyDefinition, filters: ListingFilters, match: Match): SelectQueryBuilder<ListingEntity> {
    const qb = this.live(manager, family.type);
    if (filters.details?.length || (filters.sort && family.sorts?.[filters.sort])) {
      qb.leftJoin(family.details, 'd', 'd.listing_id = l.id');
    }
    const where = LISTING_FILTER_SQL;
    if (filters.county) qb.andWhere(where.county(':county'), { county: filters.county });
    if (filters.counties?.length) qb.andWhere(where.counties(':counties'), { counties: filters.counties });
    if (filters.city) qb.andWhere(where.city(':city'), { city: filters.city });
    if (filters.domain?.length) qb.andWhere(where.domain(':domains'), { domains: filters.domain });
    if (filters.subdomain) qb.andWhere(where.subdomain(':subdomain'), { subdomain: filters.subdomain });
    if (filters.category) qb.andWhere(where.category(':category'), { category: filters.category });
    if (filters.priceMin !== undefined) qb.andWhere(where.priceMin(':priceMin'), { priceMin: filters.priceMin });
    if (filters.priceMax !== undefined) qb.andWhere(where.priceMax(':priceMax'), { priceMax: filters.priceMax });
    if (filters.features?.length) qb.andWhere(where.features(':features'), { features: filters.features });
    for (const [index, filter] of (filters.details ?? []).entries()) {
      qb.andWhere(
        filter.where.replace(/:(\w+)/g, `:f${index}_$1`),
        Object.fromEntries(Object.entries(filter.params).map(([key, value]) => [`f${index}_${key}`, value])),
      );
    }
    if (filters.q && match.kind === 'words') {
      const tsquery = prefixTsQuery(filters.q);
      qb.andWhere(tsquery ? where.words(`to_tsquery('simple', :tsq)`) : 'false', tsquery ? { tsq: tsquery } : {});
    } else if (filters.q && match.kind === 'similar') {
      qb.andWhere('l.id = ANY(:similar::uuid[])', { similar: match.ids, qn: foldDiacritics(filters.q) });
    }
    return qb;
  }

  /**
   * The list's order. Relevance ranks by the title (`titleRank`) only while the matches are counted
   * exactly (at most LIST_EXACT_TOTAL_MAX rows to rank); a broader search is shown newest first,
   * which the live index serves without reading every match.
   */
  private ordered(
    qb: SelectQueryBuilder<ListingEntity>,
    family: ListingFamilyDefinition,
    filters: ListingFilters,
    match: Match,
    broad: boolean,
  ): SelectQueryBuilder<ListingEntity> {
    const sort = filters.sort ?? (filters.q ? 'relevance' : 'newest');
    const custom = family.sorts?.[sort];
    const rank = sort === 'relevance' && match.kind === 'words' && !broad && filters.q ? titleRank(filters.q) : null;
    if (custom) {
      qb.orderBy(custom[0], custom[1], 'NULLS LAST');
    } else if (rank) {
      qb.orderBy(rank.sql, 'DESC').setParameters(rank.params);
    } else if (sort === 'relevance' && match.kind === 'similar') {
      qb.orderBy('word_similarity(:qn, l.title_norm)', 'DESC');
    } else if (sort === 'price-asc') {
      qb.orderBy('l.price', 'ASC', 'NULLS LAST');
    } else if (sort === 'price-desc') {
      qb.orderBy('l.price', 'DESC', 'NULLS LAST');
    }
    return qb.addOrderBy('l.published_at', sort === 'oldest' ? 'ASC' : 'DESC').addOrderBy('l.id', 'ASC');
  }

  /** Public listings of the family sharing a domain or the county with `listing`, newest first. */
  related(family: ListingType, listing: ListingEntity, limit: number): Promise<ListingEntity[]> {
    return this.publicOfFamily(family, listing.id)
      .andWhere(
        new Brackets((where) => {
          where.where('l.domain_ids && :domains::smallint[]', { domains: listing.domainIds.length ? listing.domainIds : [-1] });
          if (listing.countyId) where.orWhere('l.county_id = :county', { county: listing.countyId });
          if (listing.category) where.orWhere('l.category = :category', { category: listing.category });
        }),
      )
      .orderBy('l.published_at', 'DESC')
      .limit(limit)
      .getMany();
  }

  /** Public listings of the family among `ids`, newest first. */
  publicByIds(family: ListingType, ids: string[], page: PageRequest): Promise<ListingEntity[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.live(this.dataSource.manager, family)
      .andWhere('l.id IN (:...ids)', { ids })
      .orderBy('l.published_at', 'DESC')
      .addOrderBy('l.id')
      .offset(page.offset)
      .limit(page.limit)
      .getMany();
  }

  /** Promoted public listings of the family (then the newest), except `exceptId`. */
  featured(family: ListingType, exceptId: string, limit: number): Promise<ListingEntity[]> {
    return this.publicOfFamily(family, exceptId).orderBy(`(${PROMOTED})`, 'DESC').addOrderBy('l.published_at', 'DESC').limit(limit).getMany();
  }

  private publicOfFamily(family: ListingType, exceptId: string): SelectQueryBuilder<ListingEntity> {
    return this.live(this.dataSource.manager, family).andWhere('l.id <> :exceptId', { exceptId });
  }

  /** The list columns of a family's listings visitors see. */
  private live(manager: EntityManager, family: ListingType): SelectQueryBuilder<ListingEntity> {
    return this.visible(manager.createQueryBuilder(ListingEntity, 'l').select(LIST_COLUMNS.map((column) => `l.${column}`))).andWhere('l.family = :family', {
      family,
    });
  }

  /** Listings visitors see: the SQL twin of `isPubliclyVisible`. */
  private visible(qb: SelectQueryBuilder<ListingEntity>): SelectQueryBuilder<ListingEntity> {
    return qb.where('l.status = :approved', { approved: ListingStatus.Approved }).andWhere('(l.expires_at IS NULL OR l.expires_at > now())');
  }

  /** How many listings of every family visitors see. */
  async countVisible(): Promise<number> {
    const row = await this.visible(this.dataSource.createQueryBuilder(ListingEntity, 'l')).select('count(*)::int', 'total').getRawOne<{ total: number }>();
    return row?.total ?? 0;
  }

  /**
   * Page links of listings visitors see, every family, in id order: `skip` rows after `afterId`
   * (null: from the start), then `limit` rows. Only the five columns are read, so a caller can walk
   * any number of listings page by page (keyset: pass the last id back).
   */
  visibleLinks(afterId: string | null, limit: number, skip = 0): Promise<ListingLink[]> {
    const qb = this.visible(this.dataSource.createQueryBuilder(ListingEntity, 'l'))
      .select('l.id', 'id')
      .addSelect('l.family', 'type')
      .addSelect('l.slug', 'slug')
      .addSelect('l.category', 'category')
      .addSelect('l.updatedAt', 'updatedAt');
    if (afterId) qb.andWhere('l.id > :afterId', { afterId });
    return qb.orderBy('l.id', 'ASC').offset(skip).limit(limit).getRawMany<ListingLink>();
  }

  findBySlug(family: ListingType, slug: string): Promise<ListingEntity | null> {
    return this.dataSource.manager.findOneBy(ListingEntity, { family, slug });
  }

  findById(id: string, manager: EntityManager = this.dataSource.manager, lock = false): Promise<ListingEntity | null> {
    return manager.findOne(ListingEntity, { where: { id }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  async detailsOfOne<D extends ListingDetailsEntity>(
    entity: new () => D,
    listingId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<D | null> {
    return manager.findOneBy(entity, { listingId } as never);
  }

  async detailsOf<D extends ListingDetailsEntity>(
    entity: new () => D,
    listingIds: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, D>> {
    if (!listingIds.length) return new Map();
    const rows = await manager.findBy(entity, { listingId: In(listingIds) } as never);
    return new Map(rows.map((row) => [row.listingId, row]));
  }

  /** Marks approved listings past their end date expired; answers each with the end date it had. */
  async expireDue(now: Date, manager: EntityManager = this.dataSource.manager): Promise<{ id: string; expiresAt: Date }[]> {
    const rows: { id: string; expires_at: Date }[] = await manager.query(
      `UPDATE listings SET status = $1, updated_at = now() WHERE status = $2 AND expires_at IS NOT NULL AND expires_at <= $3 RETURNING id, expires_at`,
      [ListingStatus.Expired, ListingStatus.Approved, now],
    );
    return (Array.isArray(rows[0]) ? (rows[0] as typeof rows) : rows).map((row) => ({ id: row.id, expiresAt: new Date(row.expires_at) }));
  }

  /** Approved listings whose end date falls in (from, to]: the owners get a reminder. */
  async expiringBetween(from: Date, to: Date): Promise<{ id: string; expiresAt: Date }[]> {
    const rows: { id: string; expires_at: Date }[] = await this.dataSource.query(
      `SELECT id, expires_at FROM listings WHERE status = $1 AND expires_at > $2 AND expires_at <= $3 ORDER BY expires_at`,
      [ListingStatus.Approved, from, to],
    );
    return rows.map((row) => ({ id: row.id, expiresAt: new Date(row.expires_at) }));
  }
}
