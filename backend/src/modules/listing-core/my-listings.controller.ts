import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ListResponse, ListingView } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser } from '../../core/auth/decorators.js';
import { MyListingsQueryDto } from './dto/moderation.dto.js';
import { ListingIdPipe } from './listing-params.js';
import { ListingReadsService } from './listing-reads.service.js';

/** The signed-in user's listings across families (cont/anunturile-mele). */
@ApiTags('listings')
@Controller('listings')
export class MyListingsController {
  constructor(private readonly listings: ListingReadsService) {}

  @Get('mine')
  @ApiOperation({ summary: 'A page of my listings in every state but archived (filters: type, status, confidential), with each state’s count' })
  mine(
    @CurrentUser() user: AuthUser,
    @Query() query: MyListingsQueryDto,
  ): Promise<ListResponse<ListingView<Record<string, unknown>>> & { statusCounts: Record<string, number> }> {
    return this.listings.mine(user, query);
  }

  @Get('mine/:id')
  @ApiOperation({ summary: 'One of my listings by id (any state but archived); 404 for anyone else’s, staff included' })
  mineOne(@CurrentUser() user: AuthUser, @Param('id', ListingIdPipe) id: string): Promise<ListingView<Record<string, unknown>>> {
    return this.listings.mineOne(user, id);
  }
}
