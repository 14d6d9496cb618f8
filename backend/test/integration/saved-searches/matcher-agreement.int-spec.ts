import { ListingType } from '../../../src/contracts/lists.js';
import type { SavedSearchFilters } from '../../../src/contracts/saved-searches.js';
import { ListingRegistry } from '../../../src/modules/listing-core/listing-registry.js';
import { ListingRepository } from '../../../src/modules/listing-core/listing.repository.js';
import { SavedSearchMatcher } from '../../../src/modules/saved-searches/saved-search.matcher.js';
import { columnsOf, listingFiltersOfSearch } from '../../../src/modules/saved-searches/saved-search-filters.js';
import { newMember } from '../../support/members.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** A small deterministic generator (mulberry32), so a failing case can be run again. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[], max: number): T[] => [...new Set(Array.from({ length: 1 + Math.floor(next() * max) }, () => pick(items)))];
  return { next, pick, some, chance: (p: number) => next() < p };
}

const COUNTIES = [12, 13, 22, 40];
const CITIES = ['Cluj-Napoca', 'Iași', 'Brașov', 'Turda'];
const WORDS = ['cafenea', 'brutărie', 'pensiune', 'atelier', 'depozit', 'clinică', 'hotel', 'magazin'];
const FEATURES = ['instalment-sale', 'partial-purchase'];
const ACTIVE_FEATURES = ['new', 'used', 'leasing'];
const CATEGORIES = ['utilaje-auto', 'imobiliare', 'spatii-comerciale'];
const REGIONS = ['all', 'nord-vest', 'centru', 'bucuresti-ilfov'];
const BENEFICIARIES = ['microintreprindere', 'intreprindere-mica', 'startup', 'ong'];
const CAEN_SELECTORS = ['J', '62', '6201', 'A', '0111', '55', 'I'];
const CAEN_CLASSES = ['6201', '6202', '0111', '5510', '1071'];

/**
 * One definition of "matches": for a generated set of listings of four families (every common filter,
 * and the funds' own region, call status, type, beneficiary and CAEN) and generated saved searches, the
 * searches the worker finds for each listing are exactly those whose public list (the list query
 * itself, ListingRepository.listPublic) shows the listing.
 */
describe('saved-search matcher agrees with the public list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('on 160 listings and 240 searches, pair by pair', async () => {
    const random = generator(20261126);
    const owner = await newMember(t, { name: 'Proprietar Generat' });
    const searcher = await newMember(t, { name: 'Căutător Generat' });
    const listingIds = new Map<ListingType, string[]>();
    const families = [ListingType.Company, ListingType.Active, ListingType.Service, ListingType.Fund] as const;
    for (const family of families) {
      const ids: string[] = [];
      for (let index = 0; index < 40; index++) {
        const county = random.chance(0.85) ? random.pick(COUNTIES) : null;
        const title = `${random.pick(WORDS)} ${random.pick(WORDS)} ${index}`;
        const [row] = await t.dataSource.query(
          `INSERT INTO listings (family, slug, title, search_text, owner_id, status, published_at, expires_at, price, county_id, city, domain_ids, subdomain_id, category, features, confidential)
           VALUES ($1, $2, $3, $4, $5, $6, now(), $7, $8, $9, $10, $11::smallint[], $12, $13, $14::text[], $15) RETURNING id`,
          [
            family,
            `generat-${family}-${index}-${Date.now()}`,
            title,
            random.chance(0.5) ? `Descriere cu ${random.pick(WORDS)}` : '',
            owner.id,
            random.chance(0.9) ? 'approved' : 'pending',
            random.chance(0.1) ? new Date(Date.now() - 86_400_000) : null,
            random.chance(0.8) ? Math.round(random.next() * 500_000) : null,
            county,
            county && random.chance(0.8) ? random.pick(CITIES) : null,
            family === ListingType.Service ? [random.pick([1, 2])] : random.some([1, 3, 9, 10], 2),
            family === ListingType.Service && random.chance(0.7) ? random.pick([1, 2, 3]) : null,
            family === ListingType.Active ? random.pick(CATEGORIES) : family === ListingType.Fund ? String(random.pick([1, 2])) : null,
            family === ListingType.Active
              ? random.some(ACTIVE_FEATURES, 2)
              : family === ListingType.Company
                ? random.chance(0.5)
                  ? random.some(FEATURES, 2)
                  : []
                : [],
            family === ListingType.Company && random.chance(0.2),
          ],
        );
        if (family === ListingType.Fund) {
          await t.dataSource.query(
            `INSERT INTO fund_details (listing_id, fund_type, region, call_status, beneficiary_types, caen_codes) VALUES ($1, 1, $2, $3, $4::varchar[], $5::varchar[])`,
            [
              row.id,
              random.pick(REGIONS),
              random.pick(['open', 'upcoming', 'closed']),
              random.chance(0.4) ? [] : random.some(BENEFICIARIES, 2),
              random.chance(0.4) ? [] : random.some(CAEN_SELECTORS, 2),
            ],
          );
        }
        ids.push(row.id);
      }
      listingIds.set(family, ids);
    }

    const registry = t.app.get(ListingRegistry);
    const searches: { id: string; family: ListingType; filters: SavedSearchFilters }[] = [];
    for (let index = 0; index < 240; index++) {
      const family = families[index % families.length]!;
      const filters: SavedSearchFilters = {};
      if (random.chance(0.3)) filters.q = random.chance(0.5) ? `${random.pick(WORDS)} ${random.pick(WORDS).slice(0, 3)}` : random.pick(WORDS).slice(0, 2);
      if (random.chance(0.4)) filters.county = random.pick(COUNTIES);
      if (random.chance(0.2)) filters.city = random.pick(CITIES).toUpperCase().replace('Ș', 'S');
      if (family !== ListingType.Service && random.chance(0.3)) filters.domain = random.some([1, 3, 9, 10], 2);
      if (family === ListingType.Service && random.chance(0.4)) filters.subdomain = random.pick([1, 2, 3]);
      if (family === ListingType.Active && random.chance(0.5)) filters.category = random.pick(CATEGORIES);
      if (random.chance(0.3)) filters.priceMin = Math.round(random.next() * 250_000);
      if (random.chance(0.3)) filters.priceMax = 250_000 + Math.round(random.next() * 250_000);
      if (family === ListingType.Company && random.chance(0.3)) filters.features = random.some(FEATURES, 2);
      if (family === ListingType.Active && random.chance(0.3)) filters.features = random.some(ACTIVE_FEATURES, 2);
      if (family === ListingType.Fund) {
        if (random.chance(0.4)) filters.region = random.pick(REGIONS.slice(1));
        if (random.chance(0.3)) filters.callStatus = random.pick(['open', 'upcoming', 'closed']);
        if (random.chance(0.3)) filters.category = String(random.pick([1, 2]));
        if (random.chance(0.4)) filters.beneficiary = random.pick(BENEFICIARIES);
        if (random.chance(0.4)) filters.caen = random.pick(CAEN_CLASSES);
      }
      const [row] = await t.dataSource.query(
        `INSERT INTO saved_searches (user_id, family, name, frequency, filters, county_id, counties, city, domain_ids, subdomain_id, category, price_min, price_max, features, words, has_details)
         VALUES ($1, $2, $3, 'instant', $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
        (() => {
          const columns = columnsOf(registry.get(family), filters);
          return [
            searcher.id,
            family,
            `Căutare ${index}`,
            JSON.stringify(filters),
            columns.countyId,
            columns.counties,
            columns.city,
            columns.domainIds,
            columns.subdomainId,
            columns.category,
            columns.priceMin,
            columns.priceMax,
            columns.features,
            columns.words,
            columns.hasDetails,
          ];
        })(),
      );
      searches.push({ id: row.id, family, filters });
    }

    // What the public list shows, per search, among the generated listings.
    const repository = t.app.get(ListingRepository);
    const expected = new Set<string>();
    for (const search of searches) {
      const family = registry.get(search.family);
      const page = await repository.listPublic(family, listingFiltersOfSearch(family, search.filters), { offset: 0, limit: 1000 });
      const generated = new Set(listingIds.get(search.family));
      for (const row of page.rows) if (generated.has(row.id)) expected.add(`${search.id}/${row.id}`);
    }
    // What the worker finds, per listing.
    const matcher = t.app.get(SavedSearchMatcher);
    const found = new Set<string>();
    for (const ids of listingIds.values()) {
      for (const id of ids) for (const search of await matcher.searchesMatching(id)) found.add(`${search.id}/${id}`);
    }
    expect(expected.size).toBeGreaterThan(150);
    expect([...found].filter((pair) => !expected.has(pair))).toEqual([]);
    expect([...expected].filter((pair) => !found.has(pair))).toEqual([]);
    // Every filter took part in a search that matched something, and in one that excluded something.
    const matchedSearches = new Set([...expected].map((pair) => pair.split('/')[0]));
    for (const key of [
      'q',
      'county',
      'city',
      'domain',
      'subdomain',
      'category',
      'priceMin',
      'priceMax',
      'features',
      'region',
      'callStatus',
      'beneficiary',
      'caen',
    ] as const) {
      expect(
        searches.some((search) => search.filters[key] !== undefined && matchedSearches.has(search.id)),
        key,
      ).toBe(true);
    }
  });
});
