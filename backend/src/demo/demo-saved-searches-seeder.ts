import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ListingType } from '../contracts/lists.js';
import type { SavedSearchFilters, SavedSearchFrequency } from '../contracts/saved-searches.js';
import { UserEntity } from '../modules/account/user.entity.js';
import { ListingReadsService } from '../modules/listing-core/listing-reads.service.js';
import { ListingRegistry } from '../modules/listing-core/listing-registry.js';
import { SavedSearchMatching } from '../modules/saved-searches/saved-search-matching.job.js';
import { SavedSearchEntity } from '../modules/saved-searches/saved-search.entity.js';
import { columnsOf, listQueryOf } from '../modules/saved-searches/saved-search-filters.js';

const HOUR = 60 * 60 * 1000;

const SEARCHES: { name: string; type: ListingType; frequency: SavedSearchFrequency; filters: SavedSearchFilters }[] = [
  { name: 'Afaceri HoReCa de vânzare', type: ListingType.Company, frequency: 'instant', filters: { domain: [9] } },
  { name: 'Spații comerciale de închiriat sau cumpărat', type: ListingType.Active, frequency: 'weekly', filters: { category: 'spatii-comerciale' } },
  {
    name: 'Granturi pentru microîntreprinderi',
    type: ListingType.Fund,
    frequency: 'daily',
    filters: { beneficiary: 'microintreprindere', callStatus: 'open' },
  },
];

/**
 * Saved searches on `npm start`: three searches of the demo buyer (Ion Popescu), each with up to three
 * of today's public listings recorded as matches (already told: loaded content sends no email), two
 * of them since his last visit, so the account shows new matches; and the searches of every public
 * demo investor profile (what the worker keeps for an approved profile), so the demo company's
 * listings show how many investors match them. Runs only while there is no saved search.
 */
export async function seedDemoSavedSearches(app: INestApplicationContext): Promise<number> {
  const dataSource = app.get(DataSource);
  const [{ count }] = (await dataSource.query(`SELECT count(*)::int AS count FROM saved_searches`)) as { count: number }[];
  if (count > 0) return 0;
  const buyer = await dataSource.getRepository(UserEntity).findOneBy({ email: 'ion.popescu@example.ro' });
  if (!buyer) return 0;
  const registry = app.get(ListingRegistry);
  const listings = app.get(ListingReadsService);
  const now = Date.now();
  for (const search of SEARCHES) {
    const family = registry.get(search.type);
    const row = dataSource.getRepository(SavedSearchEntity).create({
      userId: buyer.id,
      kind: 'search',
      family: search.type,
      name: search.name,
      frequency: search.frequency,
      filters: search.filters,
      ...columnsOf(family, search.filters),
      lastVisitedAt: new Date(now - 30 * HOUR),
      lastAlertAt: new Date(now - 2 * HOUR),
    });
    await dataSource.getRepository(SavedSearchEntity).insert(row as never);
    const found = await listings.list(search.type, Object.assign(listQueryOf(family, search.filters), { pageSize: 3 }));
    for (const [index, listing] of found.docs.entries()) {
      // The buyer's own listings are never his matches.
      await dataSource.query(
        `INSERT INTO saved_search_matches (search_id, listing_id, event, matched_at, notified_at)
         SELECT $1, l.id, 'new', $3, $3 FROM listings l WHERE l.id = $2 AND l.owner_id <> $4 ON CONFLICT DO NOTHING`,
        [row.id, listing.id, new Date(now - (index === 2 ? 48 : 3 + index) * HOUR), buyer.id],
      );
    }
  }
  const alerts = app.get(SavedSearchMatching);
  const profiles: { id: string }[] = await dataSource.query(`SELECT id FROM listings WHERE family = $1 AND status = 'approved'`, [ListingType.Investor]);
  for (const profile of profiles) await alerts.syncInvestorSearches(profile.id);
  return SEARCHES.length;
}
