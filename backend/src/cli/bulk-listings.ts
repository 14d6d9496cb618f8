import type { INestApplicationContext } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { countyName } from '../contracts/counties.js';
import { ListingType, UserType } from '../contracts/lists.js';
import { activeDemoListings } from '../demo/listings/active.demo.js';
import { companyDemoListings } from '../demo/listings/company.demo.js';
import type { DemoListing } from '../demo/listings/demo-listing.js';
import { DemoRandom } from '../demo/listings/demo-random.js';
import { fundDemoListings } from '../demo/listings/fund.demo.js';
import { investmentDemoListings } from '../demo/listings/investment.demo.js';
import { investorDemoListings } from '../demo/listings/investor.demo.js';
import { newsDemoListings } from '../demo/listings/news.demo.js';
import { serviceDemoListings } from '../demo/listings/service.demo.js';
import { AccountService } from '../modules/account/account.service.js';
import { UserRepository } from '../modules/account/user.repository.js';
import { searchTextOf, type ListingFamilyDefinition } from '../modules/listing-core/listing-family.js';
import { ListingRegistry } from '../modules/listing-core/listing-registry.js';
import { excerptOf, slugFor } from '../modules/listing-core/listing-text.js';
import { MasterdataService } from '../modules/masterdata/masterdata.service.js';

/** The account that owns bulk (load-test) listings; a legal entity, so it may own services. */
export const SEED_OWNER_EMAIL = 'seed-owner@roafaceri.ro';

const DAY_MS = 86_400_000;
const BATCH = 2000;
const PROMOTED_SHARE = 0.02;
const SPREAD_DAYS = 85;

/** Share of each family (percent) in a bulk load. */
const FAMILY_WEIGHTS: readonly [ListingType, number][] = [
  [ListingType.Company, 22],
  [ListingType.Active, 18],
  [ListingType.Fund, 6],
  [ListingType.Service, 20],
  [ListingType.News, 6],
  [ListingType.Investment, 14],
  [ListingType.Investor, 14],
];

/** Counties weighted roughly by economic activity (default 2). */
const COUNTY_WEIGHTS: Record<number, number> = { 41: 14, 42: 4, 16: 5, 36: 5, 24: 4, 11: 4, 6: 4, 30: 3, 3: 3, 15: 3, 33: 3 };

/** The development regions' counties (funding calls of a region go to one of its counties). */
const REGION_COUNTIES: Record<string, number[]> = {
  'nord-vest': [3, 4, 16, 25, 31, 32],
  centru: [23, 6, 12, 20, 27, 33],
  'nord-est': [2, 5, 24, 28, 34, 38],
  'sud-est': [7, 8, 11, 17, 37, 40],
  'sud-muntenia': [1, 10, 14, 18, 22, 30, 35],
  'bucuresti-ilfov': [41, 42],
  'sud-vest-oltenia': [15, 19, 26, 29, 39],
  vest: [13, 9, 21, 36],
};

const GENERATORS: Record<ListingType, (random: DemoRandom, count: number) => DemoListing[]> = {
  [ListingType.Company]: companyDemoListings,
  [ListingType.Active]: activeDemoListings,
  [ListingType.Fund]: (random, count) => fundDemoListings(random, count),
  [ListingType.Service]: serviceDemoListings,
  [ListingType.News]: newsDemoListings,
  [ListingType.Investment]: investmentDemoListings,
  [ListingType.Investor]: investorDemoListings,
};

export interface BulkReport {
  inserted: number;
  byFamily: Record<string, number>;
  milliseconds: number;
  total: number;
}

/** The plain text of the generator's simple HTML (p, ul, li only). */
function plainOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Picks places: a weighted county, then mostly a town or city of it (real localities only). */
class PlacePicker {
  private readonly counties: number[] = [];
  private readonly urban = new Map<number, string[]>();
  private readonly all = new Map<number, string[]>();

  constructor(
    masterdata: MasterdataService,
    private readonly random: DemoRandom,
  ) {
    for (const county of masterdata.counties()) {
      if (county.id === 0) continue;
      for (let i = 0; i < (COUNTY_WEIGHTS[county.id] ?? 2); i++) this.counties.push(county.id);
      const localities = masterdata.county(county.id).localities;
      this.all.set(
        county.id,
        localities.map((locality) => locality.name),
      );
      this.urban.set(
        county.id,
        localities
          .filter((locality) => locality.type === 'municipiu' || locality.type === 'oraș' || locality.type === 'sector')
          .map((locality) => locality.name),
      );
    }
  }

  county(): number {
    return this.random.pick(this.counties);
  }

  cityOf(county: number): string {
    const urban = this.urban.get(county)!;
    return urban.length && this.random.chance(0.8) ? this.random.pick(urban) : this.random.pick(this.all.get(county)!);
  }
}

/** Column names and SQL types of a family's details table, from the entity metadata. */
interface DetailsColumn {
  property: string;
  name: string;
  type: string;
  isArray: boolean;
}

function detailsColumns(dataSource: DataSource, family: ListingFamilyDefinition): { table: string; columns: DetailsColumn[] } {
  const metadata = dataSource.getMetadata(family.details);
  return {
    table: metadata.tableName,
    columns: metadata.columns
      .filter((column) => column.propertyName !== 'listingId')
      .map((column) => ({ property: column.propertyName, name: column.databaseName, type: String(column.type), isArray: column.isArray })),
  };
}

/** A PostgreSQL array literal (`{"a","b"}`), so an array column can ride in `unnest` as one text per row. */
function arrayLiteral(values: readonly unknown[]): string {
  return `{${values.map((value) => `"${String(value).replace(/["\\]/g, (character) => `\\${character}`)}"`).join(',')}}`;
}

/**
 * One INSERT … SELECT FROM unnest(…) for a batch of details rows. `unnest` flattens arrays of
 * arrays, so an array column travels as its literal text and is cast back in the select list.
 */
function detailsInsert(table: string, columns: readonly DetailsColumn[]): string {
  const names = ['listing_id', ...columns.map((column) => column.name)];
  const params = ['uuid', ...columns.map((column) => (column.isArray ? 'text' : column.type))].map((type, index) => `$${index + 1}::${type}[]`);
  const selected = ['c0', ...columns.map((column, index) => (column.isArray ? `c${index + 1}::${column.type}[]` : `c${index + 1}`))];
  return `INSERT INTO ${table} (${names.join(', ')}) SELECT ${selected.join(', ')} FROM unnest(${params.join(', ')}) AS u(${names.map((_, index) => `c${index}`).join(', ')})`;
}

async function seedOwner(context: INestApplicationContext): Promise<string> {
  const existing = await context.get(UserRepository).findActiveByEmail(SEED_OWNER_EMAIL);
  if (existing) return existing.id;
  const user = await context.get(AccountService).createVerified({
    email: SEED_OWNER_EMAIL,
    password: `${randomBytes(18).toString('base64url')}a1`,
    fullName: 'Date de test RoAfaceri',
    roles: [],
    userType: UserType.PersoanaJuridica,
    companyName: 'Date de Test SRL',
    cui: '12345674',
  });
  return user.id;
}

/**
 * Inserts `count` approved, published listings spread over the seven families (load tests,
 * search tuning). Set-based: each batch is one INSERT … SELECT FROM unnest(…) into `listings`
 * and one per details table, in one transaction. Content comes from the demo generators with
 * random real places; published over the last 85 days, 2% promoted. Runs VACUUM ANALYZE at the end.
 */
export async function seedBulkListings(context: INestApplicationContext, count: number, log: (line: string) => void = console.log): Promise<BulkReport> {
  const started = performance.now();
  const dataSource = context.get(DataSource);
  const registry = context.get(ListingRegistry);
  const config = context.get<AppConfig>(APP_CONFIG);
  const random = new DemoRandom(Number.parseInt(randomBytes(4).toString('hex'), 16));
  const places = new PlacePicker(context.get(MasterdataService), random);
  const ownerId = await seedOwner(context);
  const runTag = randomBytes(3).toString('hex');
  const now = Date.now();

  const totalWeight = FAMILY_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  const wanted = new Map<ListingType, number>();
  let assigned = 0;
  for (const [index, [family, weight]] of FAMILY_WEIGHTS.entries()) {
    const share = index === FAMILY_WEIGHTS.length - 1 ? count - assigned : Math.floor((count * weight) / totalWeight);
    wanted.set(family, share);
    assigned += share;
  }

  const byFamily: Record<string, number> = {};
  let inserted = 0;
  for (const [family, familyCount] of wanted) {
    const definition = registry.get(family);
    const details = detailsColumns(dataSource, definition);
    for (let offset = 0; offset < familyCount; offset += BATCH) {
      const size = Math.min(BATCH, familyCount - offset);
      const rows = generate(family, size, random).map((listing, index) =>
        toRow(definition, listing, places, random, now, config.listingPublicationDays, `${runTag}${(inserted + index).toString(36)}`),
      );
      await dataSource.transaction(async (manager) => {
        await manager.query(LISTINGS_INSERT, [
          rows.map((row) => row.id),
          family,
          rows.map((row) => row.slug),
          rows.map((row) => row.title),
          rows.map((row) => row.description),
          rows.map((row) => row.excerpt),
          rows.map((row) => row.searchText),
          ownerId,
          rows.map((row) => row.publishedAt),
          rows.map((row) => row.expiresAt),
          rows.map((row) => row.promotedUntil),
          rows.map((row) => row.price),
          rows.map((row) => row.countyId),
          rows.map((row) => row.city),
          rows.map((row) => `{${row.domainIds.join(',')}}`),
          rows.map((row) => row.subdomainId),
          rows.map((row) => row.category),
          rows.map((row) => `{${row.features.join(',')}}`),
          rows.map((row) => row.contactName),
          rows.map((row) => row.createdAt),
        ]);
        await manager.query(detailsInsert(details.table, details.columns), [
          rows.map((row) => row.id),
          ...details.columns.map((column) =>
            rows.map((row) => {
              const value = row.details[column.property] ?? null;
              return column.isArray ? arrayLiteral(Array.isArray(value) ? value : []) : value;
            }),
          ),
        ]);
      });
      inserted += size;
      byFamily[details.table.replace('_details', '')] = (byFamily[details.table.replace('_details', '')] ?? 0) + size;
      if (inserted % 20_000 < BATCH || inserted === count)
        log(`  ${inserted.toLocaleString('en')} / ${count.toLocaleString('en')} listings (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    }
  }
  // VACUUM also sets the visibility map, so counts can read the covering index alone.
  await dataSource.query(`VACUUM ANALYZE listings`);
  for (const family of registry.all()) await dataSource.query(`ANALYZE ${dataSource.getMetadata(family.details).tableName}`);
  const [{ total }] = (await dataSource.query(`SELECT count(*)::int AS total FROM listings`)) as { total: number }[];
  return { inserted, byFamily, milliseconds: Math.round(performance.now() - started), total };
}

const LISTINGS_INSERT = `
  INSERT INTO listings (id, family, slug, title, description, excerpt, search_text, owner_id, status, published_at, expires_at,
                        promoted_until, moderated_at, price, currency, county_id, city, domain_ids, subdomain_id, category,
                        features, contact_name, created_at, updated_at)
  SELECT r.id, $2, r.slug, r.title, r.description, r.excerpt, r.search_text, $8, 'approved', r.published_at, r.expires_at,
         r.promoted_until, r.published_at, r.price, 'EUR', r.county_id, r.city, r.domain_ids::smallint[], r.subdomain_id, r.category,
         r.features::text[], r.contact_name, r.created_at, r.published_at
    FROM unnest($1::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $9::timestamptz[], $10::timestamptz[],
                $11::timestamptz[], $12::numeric[], $13::smallint[], $14::text[], $15::text[], $16::smallint[], $17::text[],
                $18::text[], $19::text[], $20::timestamptz[])
      AS r(id, slug, title, description, excerpt, search_text, published_at, expires_at, promoted_until, price, county_id, city,
           domain_ids, subdomain_id, category, features, contact_name, created_at)`;

/** Demo content of the family, cycled (the generators' kinds) and shuffled a little by the caller's randomness. */
function generate(family: ListingType, size: number, random: DemoRandom): DemoListing[] {
  const listings: DemoListing[] = [];
  while (listings.length < size) {
    const more = GENERATORS[family](random, Math.min(size - listings.length, 500));
    listings.push(...random.sample(more, more.length));
  }
  return listings.slice(0, size);
}

interface BulkRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  excerpt: string;
  searchText: string;
  publishedAt: string;
  expiresAt: string | null;
  promotedUntil: string | null;
  createdAt: string;
  price: number | null;
  countyId: number | null;
  city: string | null;
  domainIds: number[];
  subdomainId: number | null;
  category: string | null;
  features: string[];
  contactName: string | null;
  details: Record<string, unknown>;
}

/** The row the listing core would have written for this input, moved to a random real place. */
function toRow(
  family: ListingFamilyDefinition,
  listing: DemoListing,
  places: PlacePicker,
  random: DemoRandom,
  now: number,
  publicationDays: number,
  suffix: string,
): BulkRow {
  const input = listing.input as Record<string, unknown>;
  let title = listing.input.title;
  let description = String(input.description ?? '');
  let countyId = (input.county as number | undefined) ?? null;
  let city = (input.city as string | undefined) ?? null;
  if (city) {
    const county = places.county();
    const next = places.cityOf(county);
    title = title.split(city).join(next);
    description = description.split(city).join(next);
    countyId = county;
    city = next;
  } else if (family.type === ListingType.Fund) {
    const region = String(input.region);
    countyId = random.pick(REGION_COUNTIES[region] ?? Object.values(REGION_COUNTIES).flat());
    title = `${title}, județul ${countyName(countyId)}`;
  } else if (family.type === ListingType.News) {
    countyId = places.county();
    title = `${title} (${countyName(countyId)})`;
  }
  title = title.slice(0, 160);

  // Every input field; the insert takes the details table's columns from it.
  const details: Record<string, unknown> = { ...input };
  const domainIds = (input.domain as number[] | undefined) ?? [];
  const plain = plainOf(description);
  const searchText = searchTextOf(family, { text: plain, countyId, city, domainIds }, details);

  // Within the publication period, with a few days to spare: every listing is still public.
  const published = now - random.next() * Math.max(1, Math.min(SPREAD_DAYS, publicationDays - 5)) * DAY_MS;
  const created = published - random.int(1, 48) * 3_600_000;
  const category = family.categoryFrom ? String(input[family.categoryFrom]) : ((input.category as string | undefined) ?? null);
  return {
    id: randomUUID(),
    slug: slugFor(title, suffix),
    title,
    description,
    excerpt: excerptOf(plain),
    searchText,
    publishedAt: new Date(published).toISOString(),
    expiresAt: family.expires === false ? null : new Date(published + publicationDays * DAY_MS).toISOString(),
    promotedUntil: random.chance(PROMOTED_SHARE) ? new Date(now + random.int(1, 30) * DAY_MS).toISOString() : null,
    createdAt: new Date(created).toISOString(),
    price: (input.price as number | undefined) ?? null,
    countyId,
    city,
    domainIds,
    subdomainId: (input.subdomain as number | undefined) ?? null,
    category,
    features: (input.features as string[] | undefined) ?? [],
    contactName: (input.contactName as string | undefined) ?? null,
    details,
  };
}
