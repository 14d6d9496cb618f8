import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminListingDetail, AdminListingView, BulkModerationResponse } from '../../contracts/admin.js';
import type { ListResponse, ListingView } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Roles } from '../../core/auth/decorators.js';
import { ListingPageQueryDto, PromoteListingDto, RejectListingDto } from './dto/moderation.dto.js';
import { BulkModerationDto, RequestChangesDto, StaffListingQueryDto } from './dto/staff-listings.dto.js';
import { ListingLifecycleService } from './listing-lifecycle.service.js';
import { ListingModerationService } from './listing-moderation.service.js';
import { ListingOwnerService } from './listing-owner.service.js';
import { ListingPromotionService } from './listing-promotion.service.js';
import { ListingIdPipe } from './listing-params.js';

type View = ListingView<Record<string, unknown>>;

/** Staff moderation of every family: one implementation (used by the console). */
@ApiTags('admin: listings')
@Roles('admin', 'moderator')
@Controller('admin/listings')
export class ListingAdminController {
  constructor(
    private readonly moderation: ListingModerationService,
    private readonly owner: ListingOwnerService,
    private readonly promotion: ListingPromotionService,
    private readonly lifecycle: ListingLifecycleService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Every listing of every family and state, filtered (type, status, owner, county, q), with its owner' })
  index(@Query() query: StaffListingQueryDto): Promise<ListResponse<AdminListingView>> {
    return this.moderation.staffIndex(query);
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve or reject up to 100 listings; answers per id (one failure does not undo the others)' })
  bulk(@Body() body: BulkModerationDto, @CurrentUser() staff: AuthUser): Promise<BulkModerationResponse> {
    return this.moderation.bulkModerate(
      body.action,
      body.ids.map((id) => id.toLowerCase()),
      staff,
      body.reason,
    );
  }

  @Get('moderation')
  @ApiOperation({ summary: 'Listings and edits waiting for a decision, oldest first, with their owners' })
  queue(@Query() query: ListingPageQueryDto): Promise<ListResponse<AdminListingView>> {
    return this.moderation.moderationQueue(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A listing in any state, with its owner and the waiting edit beside it' })
  get(@Param('id', ListingIdPipe) id: string): Promise<AdminListingDetail> {
    return this.moderation.getForStaff(id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(@Param('id', ListingIdPipe) id: string, @CurrentUser() staff: AuthUser): Promise<View> {
    return this.moderation.approve(id, staff);
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(@Param('id', ListingIdPipe) id: string, @CurrentUser() staff: AuthUser, @Body() body: RejectListingDto): Promise<View> {
    return this.moderation.reject(id, staff, body.reason);
  }

  @Post(':id/request-changes')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a pending listing back to its owner with a message' })
  requestChanges(@Param('id', ListingIdPipe) id: string, @CurrentUser() staff: AuthUser, @Body() body: RequestChangesDto): Promise<View> {
    return this.moderation.requestChanges(id, staff, body.message);
  }

  @Post(':id/renew')
  @HttpCode(200)
  renew(@Param('id', ListingIdPipe) id: string, @CurrentUser() staff: AuthUser): Promise<View> {
    return this.owner.renew(null, staff, id);
  }

  @Post(':id/promote')
  @HttpCode(200)
  promote(@Param('id', ListingIdPipe) id: string, @Body() body: PromoteListingDto, @CurrentUser() staff: AuthUser): Promise<View> {
    return this.promotion.promote(id, body.until ? new Date(body.until) : null, staff);
  }

  @Post(':id/expire')
  @HttpCode(200)
  expire(@Param('id', ListingIdPipe) id: string, @CurrentUser() staff: AuthUser): Promise<View> {
    return this.lifecycle.expire(id, staff);
  }
}
