import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ListingType } from '../contracts/lists.js';
import type { SavedSearchFilters } from '../contracts/saved-searches.js';
import { ListingRegistry } from '../modules/listing-core/listing-registry.js';
import { SavedSearchMatcher } from '../modules/saved-searches/saved-search.matcher.js';
import { columnsOf } from '../modules/saved-searches/saved-search-filters.js';
import { seedBulkListings } from './bulk-listings.js';
import { withAppContext } from './cli-context.js';

const BENCH_EMAIL = 'bench-searcher@roafaceri.ro';
/** How saved searches spread over the families (buyers of businesses first). */
const FAMILY_WEIGHTS: [ListingType, number][] = [
  [ListingType.Company, 40],
  [ListingType.Active, 15],
  [ListingType.Fund, 10],
  [ListingType.Service, 10],
  [ListingType.Investment, 10],
  [ListingType.Investor, 5],
  [ListingType.News, 10],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * `npm run bench:alerts`: the saved-search matcher on a load-test database (DATABASE_URL, default the
 * bench's rf_bench): at least --listings public listings (bulk-seeded when fewer), --searches saved
 * searches of one bench account with filters drawn like real ones (a county in 60%, words of real
 * titles in 40%, domains, prices, categories, features, fund regions and statuses), then the worker's
 * matching (SavedSearchMatcher.record, which also writes the matches) of --new approved listings, one
 * after the other as the approval jobs run. Prints the time per listing (p50, p95, p99, max) and in
 * all, then removes the bench account's searches.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      searches: { type: 'string', default: '100000' },
      new: { type: 'string', default: '1000' },
      listings: { type: 'string', default: '100000' },
      keep: { type: 'boolean' },
    },
  });
  const searchCount = Number(values.searches);
  const newCount = Number(values.new);
  const listingCount = Number(values.listings);
  await withAppContext(async (context) => {
    if (context.get<AppConfig>(APP_CONFIG).isProduction) throw new Error('Refused in production.');
    const dataSource = context.get(DataSource);
    const registry = context.get(ListingRegistry);
    const [{ n: listings }] = await dataSource.query(`SELECT count(*)::int AS n FROM listings WHERE status = 'approved'`);
    if (listings < listingCount) await seedBulkListings(context, listingCount - listings);

    const [user] = await dataSource.query(
      `INSERT INTO users (email, full_name, user_type, email_verified_at) VALUES ($1, 'Căutător de test', 1, now())
       ON CONFLICT (email) DO UPDATE SET full_name = EXCLUDED.full_name RETURNING id`,
      [BENCH_EMAIL],
    );
    await dataSource.query(`DELETE FROM saved_searches WHERE user_id = $1`, [user.id]);
    const words: string[] = (await dataSource.query(`SELECT word FROM listing_title_words WHERE length(word) >= 4 ORDER BY random() LIMIT 400`)).map(
      (row: { word: string }) => row.word,
    );
    let state = 42;
    const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const totalWeight = FAMILY_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
    const family = () => {
      let roll = random() * totalWeight;
      for (const [type, weight] of FAMILY_WEIGHTS) if ((roll -= weight) < 0) return type;
      return ListingType.Company;
    };

    const started = performance.now();
    for (let offset = 0; offset < searchCount; offset += 2000) {
      const rows: unknown[][] = [];
      for (let index = offset; index < Math.min(searchCount, offset + 2000); index++) {
        const type = family();
        const definition = registry.get(type);
        const filters: SavedSearchFilters = {};
        if (random() < 0.6) filters.county = 1 + Math.floor(random() * 42);
        if (random() < 0.4 && words.length) filters.q = pick(words);
        const domains = (definition.domains?.list ?? []) as readonly { id: number }[];
        if (domains.length && random() < 0.3) filters.domain = [pick(domains).id];
        if (random() < 0.2) filters.priceMin = Math.round(random() * 200_000);
        if (random() < 0.2) filters.priceMax = 200_000 + Math.round(random() * 800_000);
        const categories = (definition.categories ?? []).filter((item) => item.id !== 'all');
        if (categories.length && random() < 0.5) filters.category = String(pick(categories).id);
        if (Array.isArray(definition.features) && random() < 0.1) filters.features = [String(pick(definition.features).id)];
        if (type === ListingType.Fund && random() < 0.4) filters.region = pick(['nord-vest', 'centru', 'sud-est', 'bucuresti-ilfov']);
        if (type === ListingType.Fund && random() < 0.3) filters.callStatus = pick(['open', 'upcoming']);
        // A search is saved from a filtered page: one without any filter gets a county.
        if (!Object.keys(filters).length) filters.county = 1 + Math.floor(random() * 42);
        const columns = columnsOf(definition, filters);
        rows.push([
          user.id,
          type,
          `Căutare ${index}`,
          pick(['instant', 'daily', 'weekly']),
          JSON.stringify(filters),
          columns.countyId,
          columns.city,
          columns.domainIds,
          columns.subdomainId,
          columns.category,
          columns.priceMin,
          columns.priceMax,
          columns.features,
          columns.words,
          columns.hasDetails,
        ]);
      }
      const columns = [
        'user_id',
        'family',
        'name',
        'frequency',
        'filters',
        'county_id',
        'city',
        'domain_ids',
        'subdomain_id',
        'category',
        'price_min',
        'price_max',
        'features',
        'words',
        'has_details',
      ];
      const types = [
        'uuid',
        'smallint',
        'varchar',
        'varchar',
        'jsonb',
        'smallint',
        'varchar',
        'text',
        'smallint',
        'varchar',
        'numeric',
        'numeric',
        'text',
        'tsquery',
        'boolean',
      ];
      await dataSource.query(
        `INSERT INTO saved_searches (${columns.join(', ')})
         SELECT u.user_id, u.family, u.name, u.frequency, u.filters, u.county_id, u.city, u.domain_ids::smallint[], u.subdomain_id, u.category, u.price_min, u.price_max, u.features::text[], u.words, u.has_details
           FROM unnest(${types.map((type, index) => `$${index + 1}::${type}[]`).join(', ')}) AS u(${columns.join(', ')})`,
        columns.map((_, column) =>
          rows.map((row) => {
            const value = row[column];
            return Array.isArray(value) ? `{${value.join(',')}}` : value;
          }),
        ),
      );
    }
    await dataSource.query('ANALYZE saved_searches');
    console.log(`${searchCount.toLocaleString('en')} saved searches inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const fresh: { id: string }[] = await dataSource.query(
      `SELECT id FROM listings WHERE status = 'approved' AND (expires_at IS NULL OR expires_at > now()) ORDER BY random() LIMIT $1`,
      [newCount],
    );
    const matcher = context.get(SavedSearchMatcher);
    const times: number[] = [];
    const findTimes: number[] = [];
    let matches = 0;
    const all = performance.now();
    for (const { id } of fresh) {
      const start = performance.now();
      await matcher.searchesMatching(id);
      findTimes.push(performance.now() - start);
    }
    const findTotal = performance.now() - all;
    for (const { id } of fresh) {
      const start = performance.now();
      matches += (await matcher.record(id, 'new')).length;
      times.push(performance.now() - start);
    }
    const total = performance.now() - all - findTotal;
    times.sort((a, b) => a - b);
    findTimes.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`| what | saved searches | new listings | matches | total | per listing p50 | p95 | p99 | max |`);
    console.log(`|---|---:|---:|---:|---:|---:|---:|---:|---:|`);
    const row = (what: string, list: number[], sum: number, found: string) =>
      console.log(
        `| ${what} | ${searchCount.toLocaleString('en')} | ${fresh.length} | ${found} | ${(sum / 1000).toFixed(1)} s | ${ms(percentile(list, 50))} | ${ms(percentile(list, 95))} | ${ms(percentile(list, 99))} | ${ms(list.at(-1)!)} |`,
      );
    row('find the matching searches', findTimes, findTotal, '');
    row('find and record (the approval job)', times, total, (matches / fresh.length).toFixed(1) + ' per listing');
    if (!process.argv.includes('--keep')) await dataSource.query(`DELETE FROM saved_searches WHERE user_id = $1`, [user.id]);
  });
}

void main();
