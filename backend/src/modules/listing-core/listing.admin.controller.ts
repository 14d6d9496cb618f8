import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ListResponse, ListingView } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Roles } from '../../core/auth/decorators.js';
import { ListingPageQueryDto, PromoteListingDto, RejectListingDto } from './dto/moderation.dto.js';
import { ListingCoreService } from './listing-core.service.js';
import { ListingIdPipe } from './listing-params.js';

type View = ListingView<Record<string, unknown>>;

/** Staff moderation of every family: one implementation (used by the console). */
@ApiTags('admin: listings')
@Roles('admin', 'moderator')
@Controller('admin/listings')
export class ListingAdminController {
  constructor(private readonly listings: ListingCoreService) {}

  @Get('moderation')
  @ApiOperation({ summary: 'Listings and edits waiting for a decision, oldest first' })
  queue(@Query() query: ListingPageQueryDto): Promise<ListResponse<View>> {
    return this.listings.moderationQueue(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A listing in any state, with the waiting edit beside it' })
  get(@Param('id', ListingIdPipe) id: string): Promise<{ listing: View; revision: View | null }> {
    return this.listings.getForStaff(id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(@Param('id', ListingIdPipe) id: string, @CurrentUser() staff: AuthUser): Promise<View> {
    return this.listings.approve(id, staff);
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(@Param('id', ListingIdPipe) id: string, @CurrentUser() staff: AuthUser, @Body() body: RejectListingDto): Promise<View> {
    return this.listings.reject(id, staff, body.reason);
  }

  @Post(':id/renew')
  @HttpCode(200)
  renew(@Param('id', ListingIdPipe) id: string, @CurrentUser() staff: AuthUser): Promise<View> {
    return this.listings.renew(null, staff, id);
  }

  @Post(':id/promote')
  @HttpCode(200)
  promote(@Param('id', ListingIdPipe) id: string, @Body() body: PromoteListingDto): Promise<View> {
    return this.listings.promote(id, body.until ? new Date(body.until) : null);
  }

  @Post(':id/expire')
  @HttpCode(200)
  expire(@Param('id', ListingIdPipe) id: string): Promise<View> {
    return this.listings.expire(id);
  }
}
