import { Foundation1763760000000 } from './1763760000000-Foundation.js';
import { Listings1763900000000 } from './1763900000000-Listings.js';

/** Migrations in order; the same list runs on PostgreSQL and on the embedded PGlite. */
export const ALL_MIGRATIONS = [Foundation1763760000000, Listings1763900000000];
