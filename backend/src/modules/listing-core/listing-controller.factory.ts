import { applyDecorators, Body, Inject, Delete, Get, HttpCode, Param, Post, Put, Query, type Type } from '@nestjs/common';
import { CreatesOnce } from '../../core/idempotency/submissions.js';
import { ApiBody, ApiOperation } from '@nestjs/swagger';
import type { ListingType } from '../../contracts/lists.js';
import type { ListResponse, ListingView } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Public } from '../../core/auth/decorators.js';
import { CacheResponse } from '../../core/http/response-cache.js';
import { DtoPipe, validateDto } from '../../core/validation/validation.pipe.js';
import { ListingIdBodyDto, type ListingInputDto } from './dto/listing-input.dto.js';
import { ListingListQueryDto } from './dto/listing-list-query.dto.js';
import { ListingOwnerService } from './listing-owner.service.js';
import { ListingReadsService } from './listing-reads.service.js';
import { ListingIdPipe, ListingSlugPipe } from './listing-params.js';

type View = ListingView<Record<string, unknown>>;

export interface ListingRoutes {
  type: ListingType;
  /** The family's concrete, validated DTOs. */
  create: Type<ListingInputDto>;
  update: Type<Partial<ListingInputDto>>;
  /** The family's list query (the common one plus its own filters). */
  query?: Type<ListingListQueryDto>;
  /** `/update/{id}` and `/renew/{id}` (news has neither). */
  editable: boolean;
  /** `/list/web-new` (funds). */
  newestList?: boolean;
  /** `/unapproved/{slug}` (investor, investment). */
  unapproved?: boolean;
}

/** Applies the decorators only when the family has the route. */
const When = (condition: boolean | undefined, ...decorators: (MethodDecorator | ClassDecorator)[]): MethodDecorator =>
  (condition ? applyDecorators(...decorators) : () => undefined) as MethodDecorator;

/**
 * The spec's routes of one listing family (section 7), bound to that family's concrete DTOs so
 * validation and OpenAPI stay specific. Every route delegates to the listing core.
 * Parameters are typed `unknown` on purpose: the family's DtoPipe validates them, not the global pipe.
 */
export function ListingController(routes: ListingRoutes) {
  const query = routes.query ?? ListingListQueryDto;

  class ListingControllerBase {
    // Explicit tokens: this class has no decorator of its own, so no parameter types are emitted.
    constructor(
      @Inject(ListingReadsService) readonly listings: ListingReadsService,
      @Inject(ListingOwnerService) readonly owner: ListingOwnerService,
    ) {}

    @Public()
    @CacheResponse()
    @Get('list/web')
    @ApiOperation({ summary: 'Published listings, promoted first (page, pageSize ≤ 100, filters)' })
    list(@Query(new DtoPipe(query)) filters: unknown): Promise<ListResponse<View>> {
      return this.listings.list(routes.type, filters as ListingListQueryDto);
    }

    @When(
      routes.newestList,
      Public(),
      CacheResponse(),
      Get('list/web-new'),
      ApiOperation({ summary: 'Newest published listings (open calls first for funds)' }),
    )
    listNewest(@Query(new DtoPipe(query)) filters: unknown): Promise<ListResponse<View>> {
      return this.listings.list(routes.type, filters as ListingListQueryDto, 'newest');
    }

    @Public()
    @Get('id/:id')
    @ApiOperation({ summary: 'A listing by id: published, or any state for its owner and staff' })
    byId(@Param('id', ListingIdPipe) id: string, @CurrentUser() viewer: AuthUser | undefined): Promise<View> {
      return this.listings.getById(routes.type, id, viewer);
    }

    @Public()
    @CacheResponse()
    @Get('related/:id')
    related(@Param('id', ListingIdPipe) id: string): Promise<View[]> {
      return this.listings.related(routes.type, id);
    }

    @Public()
    @CacheResponse()
    @Get('featured/:id')
    featured(@Param('id', ListingIdPipe) id: string): Promise<View[]> {
      return this.listings.featured(routes.type, id);
    }

    @When(routes.unapproved, Get('unapproved/:slug'), ApiOperation({ summary: 'A not yet approved listing, for its owner and staff' }))
    unapproved(@Param('slug', ListingSlugPipe) slug: string, @CurrentUser() viewer: AuthUser): Promise<View> {
      return this.listings.getUnapprovedBySlug(routes.type, slug, viewer);
    }

    @Post()
    @CreatesOnce()
    @HttpCode(201)
    @ApiBody({ type: routes.create })
    @ApiOperation({ summary: 'Creates a listing: pending for users, published for staff' })
    create(@CurrentUser() user: AuthUser, @Body(new DtoPipe(routes.create)) input: unknown): Promise<View> {
      return this.owner.create(routes.type, user, input as ListingInputDto);
    }

    @When(routes.editable, Put(), ApiBody({ type: routes.update }), ApiOperation({ summary: 'Updates the listing whose `id` is in the body' }))
    async updateFromBody(@CurrentUser() user: AuthUser, @Body() body: unknown): Promise<View> {
      const { id, ...rest } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      const target = await validateDto(ListingIdBodyDto, { id });
      return this.owner.update(routes.type, user, target.id, await validateDto(routes.update, rest));
    }

    @When(routes.editable, Post('update/:id'), HttpCode(200), ApiBody({ type: routes.update }))
    update(@CurrentUser() user: AuthUser, @Param('id', ListingIdPipe) id: string, @Body(new DtoPipe(routes.update)) input: unknown): Promise<View> {
      return this.owner.update(routes.type, user, id, input as Partial<ListingInputDto>);
    }

    @When(routes.editable, Put('update/:id'), ApiBody({ type: routes.update }))
    updatePut(@CurrentUser() user: AuthUser, @Param('id', ListingIdPipe) id: string, @Body(new DtoPipe(routes.update)) input: unknown): Promise<View> {
      return this.update(user, id, input);
    }

    @When(routes.editable, Post('renew/:id'), HttpCode(200), ApiOperation({ summary: 'Renews an approved or expired listing for another period' }))
    renew(@CurrentUser() user: AuthUser, @Param('id', ListingIdPipe) id: string): Promise<View> {
      return this.owner.renew(routes.type, user, id);
    }

    @When(routes.editable, Put('renew/:id'))
    renewPut(@CurrentUser() user: AuthUser, @Param('id', ListingIdPipe) id: string): Promise<View> {
      return this.renew(user, id);
    }

    @Delete(':id')
    @HttpCode(204)
    @ApiOperation({ summary: 'Archives (withdraws) a listing' })
    archive(@CurrentUser() user: AuthUser, @Param('id', ListingIdPipe) id: string): Promise<void> {
      return this.owner.archive(routes.type, user, id);
    }

    @Public()
    @CacheResponse()
    @Get(':slug')
    @ApiOperation({ summary: 'A published listing by slug' })
    bySlug(@Param('slug', ListingSlugPipe) slug: string): Promise<View> {
      return this.listings.getPublicBySlug(routes.type, slug);
    }
  }
  return ListingControllerBase;
}
