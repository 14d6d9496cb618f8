import { ListingType } from '../../src/contracts/lists.js';
import type { TestApp } from './test-app.js';

/** Columns a test sets on a listing row; everything else takes the table's defaults. */
export interface ListingSeed {
  family?: ListingType;
  slug?: string;
  title?: string;
  status?: string;
  expiresAt?: Date | null;
  updatedAt?: Date;
  category?: string | null;
  countyId?: number | null;
  city?: string | null;
  gallery?: unknown[];
  photo?: string | null;
}

export interface SeededListing {
  id: string;
  slug: string;
  title: string;
}

let sequence = 0;

/**
 * Inserts one listing row of `ownerId` directly (approved and published now unless told), as the
 * listing engine would leave it; for tests about readers of listings, not about the engine.
 */
export async function insertListing(t: TestApp, ownerId: string, seed: ListingSeed = {}): Promise<SeededListing> {
  sequence += 1;
  const slug = seed.slug ?? `anunt-de-test-${sequence}-${Date.now()}`;
  const title = seed.title ?? `Anunț de test nr. ${sequence}`;
  const [row] = await t.dataSource.query(
    `INSERT INTO listings (family, slug, title, owner_id, status, published_at, expires_at, updated_at, category, county_id, city, gallery, photo)
     VALUES ($1, $2, $3, $4, $5, now(), $6, $7, $8, $9, $10, $11::jsonb, $12) RETURNING id`,
    [
      seed.family ?? ListingType.Company,
      slug,
      title,
      ownerId,
      seed.status ?? 'approved',
      seed.expiresAt ?? null,
      seed.updatedAt ?? new Date(),
      seed.category ?? null,
      seed.countyId ?? null,
      seed.city ?? null,
      JSON.stringify(seed.gallery ?? []),
      seed.photo ?? null,
    ],
  );
  return { id: row.id, slug, title };
}
