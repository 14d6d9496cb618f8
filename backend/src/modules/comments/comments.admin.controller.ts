import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CommentEntry } from '../../contracts/comments.js';
import type { ListResponse } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Roles } from '../../core/auth/decorators.js';
import { CommentIdPipe } from './comment-params.js';
import { CommentsService } from './comments.service.js';
import { CommentAdminQueryDto, RejectCommentDto } from './dto/comments.dto.js';

/** Moderation of comments by admins and moderators; every change is audited. */
@ApiTags('admin: comments')
@Roles('admin', 'moderator')
@Controller('admin/comments')
export class CommentsAdminController {
  constructor(private readonly comments: CommentsService) {}

  @Get()
  @ApiOperation({ summary: 'Comments: status (default pending; all), listingId, q (text, article title, author), pages' })
  list(@Query() query: CommentAdminQueryDto): Promise<ListResponse<CommentEntry>> {
    return this.comments.listAdmin(query);
  }

  @Get(':id')
  get(@Param('id', CommentIdPipe) id: string): Promise<CommentEntry> {
    return this.comments.get(id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Publishes the comment under its article' })
  approve(@CurrentUser() actor: AuthUser, @Param('id', CommentIdPipe) id: string): Promise<CommentEntry> {
    return this.comments.approve(actor, id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({ summary: 'Refuses the comment with a reason (5–500 characters); it is not public' })
  reject(@CurrentUser() actor: AuthUser, @Param('id', CommentIdPipe) id: string, @Body() body: RejectCommentDto): Promise<CommentEntry> {
    return this.comments.reject(actor, id, body.reason);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes the comment; answers it as it was' })
  remove(@CurrentUser() actor: AuthUser, @Param('id', CommentIdPipe) id: string): Promise<CommentEntry> {
    return this.comments.remove(actor, id);
  }
}
