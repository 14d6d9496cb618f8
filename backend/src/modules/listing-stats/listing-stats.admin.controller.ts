import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ListingStats } from '../../contracts/listing-stats.js';
import { Roles } from '../../core/auth/decorators.js';
import { ListingIdPipe } from '../listing-core/listing-params.js';
import { ListingStatsQueryDto } from './dto/listing-stats.dto.js';
import { ListingStatsService } from './listing-stats.service.js';

/** A listing's figures for staff (the console's listing screen); the same guard as the staff listing routes. */
@ApiTags('admin: listings')
@Roles('admin', 'moderator')
@Controller('admin/listings')
export class ListingStatsAdminController {
  constructor(private readonly stats: ListingStatsService) {}

  @Get(':id/stats')
  @ApiOperation({ summary: 'A listing in any state, per day: views, favourites, conversations, access requests' })
  get(@Param('id', ListingIdPipe) id: string, @Query() query: ListingStatsQueryDto): Promise<ListingStats> {
    return this.stats.forStaff(id, query.days);
  }
}
