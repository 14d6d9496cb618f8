import { Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { ListingStats, ListingStatsOverview } from '../../contracts/listing-stats.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Public } from '../../core/auth/decorators.js';
import { clientInfo } from '../../core/http/client-info.js';
import { ListingIdPipe } from '../listing-core/listing-params.js';
import { ListingStatsQueryDto } from './dto/listing-stats.dto.js';
import { ListingStatsService } from './listing-stats.service.js';

/** Seller analytics: the detail page's view beacon and the owner's figures (cont/anunturile-mele). */
@ApiTags('listings')
@Controller('listings')
export class ListingStatsController {
  constructor(private readonly stats: ListingStatsService) {}

  /**
   * Sent by the public detail page in the browser once it is visible (navigator.sendBeacon): the page
   * itself is cached, so only the browser can say it was seen. Anonymous, aggregated first-party
   * measurement without cookies or stored personal data, so no consent is asked for.
   */
  @Public()
  @Post(':id/views')
  @HttpCode(204)
  @ApiOperation({ summary: 'Counts a view of a published listing, once per visitor per day (never robots, the owner or staff)' })
  async view(@Param('id', ListingIdPipe) id: string, @CurrentUser() user: AuthUser | undefined, @Req() request: FastifyRequest): Promise<void> {
    const { ip, userAgent } = clientInfo(request);
    await this.stats.recordView(id, { user, ip, userAgent });
  }

  @Get('mine/stats/overview')
  @ApiOperation({ summary: 'My approved listings with the most and the fewest views in the period' })
  overview(@CurrentUser() user: AuthUser, @Query() query: ListingStatsQueryDto): Promise<ListingStatsOverview> {
    return this.stats.overview(user, query.days);
  }

  @Get('mine/:id/stats')
  @ApiOperation({ summary: 'One of my listings, per day: views, favourites, conversations, access requests (404 for anyone else’s)' })
  mine(@CurrentUser() user: AuthUser, @Param('id', ListingIdPipe) id: string, @Query() query: ListingStatsQueryDto): Promise<ListingStats> {
    return this.stats.forOwner(user, id, query.days);
  }
}
