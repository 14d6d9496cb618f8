import { Controller, Get, Inject, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListingType } from '../../contracts/lists.js';
import type { ListingView } from '../../contracts/listings.js';
import type { ListingEstimatedValue } from '../../contracts/valuation.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Public } from '../../core/auth/decorators.js';
import { CacheResponse } from '../../core/http/response-cache.js';
import { ListingController } from '../listing-core/listing-controller.factory.js';
import { ListingOwnerService } from '../listing-core/listing-owner.service.js';
import { ListingReadsService } from '../listing-core/listing-reads.service.js';
import { ListingIdPipe, ListingSlugPipe } from '../listing-core/listing-params.js';
import { ValuationService } from '../valuation/valuation.service.js';
import { CreateCompanyDto, UpdateCompanyDto } from './dto/company.dto.js';

/** A family listing's view plus the estimate shown on it. */
type CompanyView = ListingView<Record<string, unknown>> & { estimatedValue: ListingEstimatedValue | null };

/**
 * Businesses for sale (`/api/company`). The single-listing answers add `estimatedValue`: the instant
 * valuation the owner chose to show on the listing ("valoare estimată"), or null.
 */
@ApiTags('company')
@Controller('company')
export class CompanyController extends ListingController({ type: ListingType.Company, create: CreateCompanyDto, update: UpdateCompanyDto, editable: true }) {
  constructor(
    @Inject(ListingReadsService) listings: ListingReadsService,
    @Inject(ListingOwnerService) owner: ListingOwnerService,
    private readonly valuations: ValuationService,
  ) {
    super(listings, owner);
  }

  // Redeclared with their routes: Nest reads a route from the method that answers it, and these add a field.
  @Public()
  @Get('id/:id')
  @ApiOperation({ summary: 'A listing by id: published, or any state for its owner and staff (with its estimated value)' })
  override async byId(@Param('id', ListingIdPipe) id: string, @CurrentUser() viewer: AuthUser | undefined): Promise<CompanyView> {
    const view = await super.byId(id, viewer);
    return { ...view, estimatedValue: await this.valuations.shownOn(id) };
  }

  @Public()
  @CacheResponse()
  @Get(':slug')
  @ApiOperation({ summary: 'A published listing by slug (with its estimated value)' })
  override async bySlug(@Param('slug', ListingSlugPipe) slug: string): Promise<CompanyView> {
    const view = await super.bySlug(slug);
    return { ...view, estimatedValue: await this.valuations.shownOn(view.id) };
  }
}
