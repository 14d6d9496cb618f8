import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, type Type } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CONTENT_KINDS, CONTENT_RESOURCES, type ContentEntry } from '../../contracts/content-admin.js';
import type { ListResponse } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Roles } from '../../core/auth/decorators.js';
import { DtoPipe } from '../../core/validation/validation.pipe.js';
import { ContentAdminService } from './content-admin.service.js';
import { CONTENT_KIND_DEFINITIONS, type ContentKindDefinition } from './content-kinds.js';
import { ContentIdPipe } from './content-params.js';
import type { ContentEntryInputDto } from './dto/content-entry.dto.js';
import { ContentListQueryDto } from './dto/content-list-query.dto.js';
import { RejectSuccessStoryDto } from './dto/success-story.dto.js';

/** Who edits the site's content: admins and moderators. */
const CONTENT_STAFF = ['admin', 'moderator'] as const;

/**
 * The staff routes of one kind, `/api/admin/content/{path}` (list, one, create, update, delete),
 * bound to that kind's concrete DTOs so validation and OpenAPI stay specific; every route delegates
 * to the generic ContentAdminService. Bodies are typed `unknown` on purpose: the kind's DtoPipe
 * validates them, not the global pipe.
 */
export function ContentAdminController(definition: ContentKindDefinition): Type<unknown> {
  const { kind } = definition;

  @ApiTags('admin: content')
  @Roles(...CONTENT_STAFF)
  @Controller(`admin/content/${definition.path}`)
  class ContentKindAdminController {
    // Explicit token: parameter types of a class made in a function are not emitted reliably.
    constructor(@Inject(ContentAdminService) readonly content: ContentAdminService) {}

    @Get()
    @ApiOperation({ summary: `${CONTENT_RESOURCES[kind].plural}: pages, q, published, group, status (stories), sort` })
    list(@Query() query: ContentListQueryDto): Promise<ListResponse<ContentEntry>> {
      return this.content.list(kind, query);
    }

    @Get(':id')
    get(@Param('id', ContentIdPipe) id: string): Promise<ContentEntry> {
      return this.content.get(kind, id);
    }

    @Post()
    @HttpCode(201)
    @ApiBody({ type: definition.create })
    @ApiOperation({ summary: 'Creates an entry (published unless published: false; last unless position is given)' })
    create(@CurrentUser() actor: AuthUser, @Body(new DtoPipe(definition.create)) input: unknown): Promise<ContentEntry> {
      return this.content.create(actor, kind, input as ContentEntryInputDto);
    }

    @Put(':id')
    @ApiBody({ type: definition.update })
    @ApiOperation({ summary: 'Changes the given fields; position moves the entry in its list' })
    update(
      @CurrentUser() actor: AuthUser,
      @Param('id', ContentIdPipe) id: string,
      @Body(new DtoPipe(definition.update)) input: unknown,
    ): Promise<ContentEntry> {
      return this.content.update(actor, kind, id, input as ContentEntryInputDto);
    }

    @Delete(':id')
    @ApiOperation({ summary: 'Deletes the entry; answers it as it was' })
    remove(@CurrentUser() actor: AuthUser, @Param('id', ContentIdPipe) id: string): Promise<ContentEntry> {
      return this.content.remove(actor, kind, id);
    }
  }

  // A name of its own per kind: OpenAPI operation ids and the route table name the handler by it.
  Object.defineProperty(ContentKindAdminController, 'name', { value: `ContentAdminController_${kind}` });
  return ContentKindAdminController;
}

/** One controller per kind of content. */
export const CONTENT_ADMIN_CONTROLLERS = CONTENT_KINDS.map((kind) => ContentAdminController(CONTENT_KIND_DEFINITIONS[kind]));

/** Moderation of visitors' success stories. */
@ApiTags('admin: content')
@Roles(...CONTENT_STAFF)
@Controller(`admin/content/${CONTENT_RESOURCES.success_story.path}`)
export class SuccessStoriesAdminController {
  constructor(private readonly content: ContentAdminService) {}

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publishes the story, first in the list' })
  approve(@CurrentUser() actor: AuthUser, @Param('id', ContentIdPipe) id: string): Promise<ContentEntry> {
    return this.content.approveStory(actor, id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refuses the story with a reason (5–500 characters); it is not public' })
  reject(@CurrentUser() actor: AuthUser, @Param('id', ContentIdPipe) id: string, @Body() body: RejectSuccessStoryDto): Promise<ContentEntry> {
    return this.content.rejectStory(actor, id, body.reason);
  }
}
