import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CreatesOnce } from '../../core/idempotency/submissions.js';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CommentCreated, MyComment, PublicComment } from '../../contracts/comments.js';
import type { ListResponse } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Public } from '../../core/auth/decorators.js';
import { PageQueryDto } from '../listing-core/dto/listing-list-query.dto.js';
import { ListingIdPipe } from '../listing-core/listing-params.js';
import { CommentsService } from './comments.service.js';
import { CreateCommentDto } from './dto/comments.dto.js';

/** Spec section 7 "comments and comments/{id}": comments on news articles, public once approved. */
@ApiTags('comments')
@Controller('comments')
export class CommentsController {
  constructor(private readonly comments: CommentsService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's own comments with their state, newest first" })
  mine(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<ListResponse<MyComment>> {
    return this.comments.listMine(user, query);
  }

  @Public()
  @Get(':listingId')
  @ApiOperation({ summary: 'Approved comments of a published news article, oldest first (404 for any other listing)' })
  list(@Param('listingId', ListingIdPipe) listingId: string, @Query() query: PageQueryDto): Promise<ListResponse<PublicComment>> {
    return this.comments.listPublic(listingId, query);
  }

  @Post()
  @CreatesOnce()
  @HttpCode(201)
  @ApiOperation({ summary: 'A comment on a news article (verified email); pending until a moderator approves it; at most 10 an hour' })
  create(@CurrentUser() user: AuthUser, @Body() input: CreateCommentDto): Promise<CommentCreated> {
    return this.comments.create(user, input);
  }
}
