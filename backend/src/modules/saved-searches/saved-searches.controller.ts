import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { CreatesOnce } from '../../core/idempotency/submissions.js';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { ListResponse, ListingView } from '../../contracts/listings.js';
import { ListingType } from '../../contracts/lists.js';
import type { InvestorMatches, InvestorMatchesBatch, SavedSearch, SavedSearchList } from '../../contracts/saved-searches.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Public } from '../../core/auth/decorators.js';
import { AppException } from '../../core/errors/app.exception.js';
import { PageQueryDto } from '../listing-core/dto/listing-list-query.dto.js';
import { ListingReadsService } from '../listing-core/listing-reads.service.js';
import { ListingIdPipe } from '../listing-core/listing-params.js';
import { CreateSavedSearchDto, InvestorMatchesQueryDto, UpdateSavedSearchDto } from './dto/saved-search.dto.js';
import { INVESTOR_SEARCH_FAMILIES } from './investor-profile-search.js';
import { SavedSearchMatcher } from './saved-search.matcher.js';
import { SavedSearchesService } from './saved-searches.service.js';

/** A signed-in user's saved searches (cont/cautari-salvate) and the alert emails' one-click pause. */
@ApiTags('saved-searches')
@Controller('saved-searches')
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  @Get()
  @ApiOperation({ summary: 'My saved searches, each with its new matches since I last opened it' })
  list(@CurrentUser() user: AuthUser): Promise<SavedSearchList> {
    return this.searches.list(user);
  }

  @Post()
  @CreatesOnce()
  @HttpCode(201)
  @ApiOperation({ summary: 'Saves a family page’s filters with a name and an alert frequency (at most 20)' })
  create(@CurrentUser() user: AuthUser, @Body() input: CreateSavedSearchDto): Promise<SavedSearch> {
    return this.searches.create(user, input);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Renames, changes the frequency of, pauses or resumes one of my saved searches' })
  update(@CurrentUser() user: AuthUser, @Param('id') id: string, @Body() patch: UpdateSavedSearchDto): Promise<SavedSearch> {
    return this.searches.update(user, id, patch);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.searches.remove(user, id);
  }

  @Post(':id/visit')
  @HttpCode(204)
  @ApiOperation({ summary: 'I opened the search’s results: its new matches count from now' })
  visit(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<void> {
    return this.searches.visit(user, id);
  }

  /**
   * The alert email's link opened in a browser (or by a mail scanner): changes nothing and redirects
   * to the page that asks first, `/cautari-salvate/oprita?token=…&nume=…` (`?nume=…` alone when
   * already paused, `?eroare=link-invalid` for a link not valid); its button sends the POST below.
   */
  @Public()
  @Get('pause/:token')
  @ApiOperation({ summary: 'Redirects to the page that asks before pausing a saved search (a GET never pauses)' })
  async pauseLink(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    const target = await this.searches.pauseLinkTarget(token);
    const name = target ? `nume=${encodeURIComponent(target.name)}` : '';
    const path = !target
      ? '/cautari-salvate/oprita?eroare=link-invalid'
      : target.paused
        ? `/cautari-salvate/oprita?${name}`
        : `/cautari-salvate/oprita?token=${encodeURIComponent(token)}&${name}`;
    void reply.header('cache-control', 'no-store').redirect(path, 303);
  }

  /** Pauses the search: the page's button, and RFC 8058 one-click unsubscribe (List-Unsubscribe-Post) sent by mail clients. */
  @Public()
  @Post('pause/:token')
  @HttpCode(204)
  async pauseOneClick(@Param('token') token: string): Promise<void> {
    if (!(await this.searches.pauseFromLink(token))) throw AppException.notFound('Linkul nu este valid.');
  }
}

/** How many public investor profiles match one of my company or investment listings, and which. */
@ApiTags('listings')
@Controller('listings/mine')
export class InvestorMatchesController {
  constructor(
    private readonly matcher: SavedSearchMatcher,
    private readonly listings: ListingReadsService,
  ) {}

  /**
   * The counts of a page of cont/anunturile-mele in one request. Ids that are not the user's company
   * or investment listings are left out of the answer (nothing is read of anyone else's listing).
   */
  @Get('investor-matches')
  @ApiOperation({ summary: 'Investor profile counts for up to 100 of my company or investment listings at once (others’ ids are left out)' })
  async counts(@CurrentUser() user: AuthUser, @Query() query: InvestorMatchesQueryDto): Promise<InvestorMatchesBatch> {
    const asked = [...new Set(query.listingIds)];
    const owned = await this.listings.ownedAmong(user, asked, INVESTOR_SEARCH_FAMILIES);
    // A listing visitors do not see matches nobody; the public ones are matched all at once by the
    // saved-search matcher's reverse query (the conditions that send the investors' alerts).
    const profiles = await this.matcher.investorProfilesMatchingMany(owned.filter((row) => row.visible).map((row) => row.id));
    const ownedIds = new Set(owned.map((row) => row.id));
    const matches: InvestorMatches[] = asked.filter((id) => ownedIds.has(id)).map((id) => ({ listingId: id, count: profiles.get(id)?.size ?? 0 }));
    return { matches };
  }

  @Get(':id/investor-matches')
  @ApiOperation({ summary: 'The number of public investor profiles whose interests, ticket and counties fit my listing (404 for anyone else’s)' })
  async count(@CurrentUser() user: AuthUser, @Param('id', ListingIdPipe) id: string): Promise<InvestorMatches> {
    return { listingId: id, count: (await this.profilesFor(user, id)).length };
  }

  @Get(':id/investor-matches/list')
  @ApiOperation({ summary: 'The public investor profiles matching my listing, newest first' })
  async list(
    @CurrentUser() user: AuthUser,
    @Param('id', ListingIdPipe) id: string,
    @Query() query: PageQueryDto,
  ): Promise<ListResponse<ListingView<Record<string, unknown>>>> {
    return this.listings.listAmong(ListingType.Investor, await this.profilesFor(user, id), query);
  }

  private async profilesFor(user: AuthUser, id: string): Promise<string[]> {
    const listing = await this.listings.findRef(id);
    if (!listing || listing.ownerId !== user.id || !(INVESTOR_SEARCH_FAMILIES as readonly number[]).includes(listing.type)) {
      throw AppException.notFound('Anunțul nu există.');
    }
    return this.matcher.investorProfilesMatching(id);
  }
}
