import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { ListResponse } from '../../contracts/listings.js';
import type { ValuationEstimate, ValuationEstimateSummary } from '../../contracts/valuation.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Public } from '../../core/auth/decorators.js';
import { clientInfo } from '../../core/http/client-info.js';
import { ListingIdPipe } from '../listing-core/listing-params.js';
import { AttachValuationDto, CreateValuationDto, MyValuationsQueryDto } from './dto/valuation.dto.js';
import { EstimateIdPipe } from './valuation-params.js';
import { ValuationService } from './valuation.service.js';

/**
 * The instant valuation, spec section 7 (`termene/evaluation`, `termene/evaluation/{id}`). Anyone
 * may ask for an estimate (throttled per address); it is stored under an unguessable id that is
 * the only key to read it. A signed-in owner lists theirs and shows one on their company listing.
 */
@ApiTags('valuation')
@Controller('termene/evaluation')
export class ValuationController {
  constructor(private readonly valuations: ValuationService) {}

  @Public()
  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'An instant estimate from a CUI (figures read from ANAF) or typed figures; stored, answered with its id' })
  create(@Body() input: CreateValuationDto, @Req() request: FastifyRequest, @CurrentUser() user?: AuthUser): Promise<ValuationEstimate> {
    return this.valuations.create(input, { ip: clientInfo(request).ip, userId: user?.id ?? null });
  }

  @Get()
  @ApiOperation({ summary: "The signed-in user's estimates, newest first" })
  mine(@CurrentUser() user: AuthUser, @Query() query: MyValuationsQueryDto): Promise<ListResponse<ValuationEstimateSummary>> {
    return this.valuations.mine(user.id, query.page ?? 1, query.pageSize ?? 20);
  }

  @Public()
  @Get(':id')
  @ApiOperation({ summary: 'A stored estimate, to whoever holds its id' })
  get(@Param('id', EstimateIdPipe) id: string, @CurrentUser() user?: AuthUser): Promise<ValuationEstimate> {
    return this.valuations.get(id, user?.id ?? null);
  }

  @Post(':id/attach')
  @HttpCode(200)
  @ApiOperation({ summary: "Shows the estimate on one of the owner's company listings (replaces the one shown before)" })
  attach(@Param('id', EstimateIdPipe) id: string, @Body() input: AttachValuationDto, @CurrentUser() user: AuthUser): Promise<ValuationEstimate> {
    return this.valuations.attach(id, input.listingId.toLowerCase(), user.id);
  }

  @Delete(':id/attach/:listingId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Stops showing the estimate on the listing' })
  detach(@Param('id', EstimateIdPipe) id: string, @Param('listingId', ListingIdPipe) listingId: string, @CurrentUser() user: AuthUser): Promise<void> {
    return this.valuations.detach(id, listingId, user.id);
  }
}
