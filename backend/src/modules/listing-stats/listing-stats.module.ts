import { Global, Module } from '@nestjs/common';
import { ListingStatsAdminController } from './listing-stats.admin.controller.js';
import { ListingStatsController } from './listing-stats.controller.js';
import { ListingStatsRepository } from './listing-stats.repository.js';
import { ListingStatsService } from './listing-stats.service.js';
import { PruneViewMarksJob } from './prune-view-marks.job.js';

/**
 * Seller analytics. Global: favourites, conversations and access requests call
 * ListingStatsService.record where they happen, without importing this module.
 */
@Global()
@Module({
  controllers: [ListingStatsController, ListingStatsAdminController],
  providers: [ListingStatsRepository, ListingStatsService, PruneViewMarksJob],
  exports: [ListingStatsService],
})
export class ListingStatsModule {}
