/** The listing-stats module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { ListingStatsService } from './listing-stats.service.js';
