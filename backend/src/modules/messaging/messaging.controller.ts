import { Body, Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { CreatesOnce } from '../../core/idempotency/submissions.js';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { ConversationSummary, ConversationThread, Message } from '../../contracts/messages.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser } from '../../core/auth/decorators.js';
import { sendFileDownload } from '../../core/http/file-download.js';
import { MessagingIdPipe } from './conversation-params.js';
import { ReportMessageDto, SendMessageDto, StartConversationDto } from './dto/messaging.dto.js';
import { MessagingService } from './messaging.service.js';

/** Buyer–seller messaging (every route needs a session; someone else's conversation is 404). */
@ApiTags('messages')
@Controller()
export class MessagingController {
  constructor(private readonly messaging: MessagingService) {}

  @Post('conversations')
  @CreatesOnce()
  @HttpCode(201)
  @ApiOperation({ summary: "Starts the buyer's conversation about a listing (or adds to the existing one)" })
  start(@CurrentUser() user: AuthUser, @Body() body: StartConversationDto): Promise<ConversationThread> {
    return this.messaging.start(user, body.listingId, body.message);
  }

  @Get('conversations')
  list(@CurrentUser() user: AuthUser): Promise<ConversationSummary[]> {
    return this.messaging.list(user);
  }

  @Get('conversations/unread')
  async unread(@CurrentUser() user: AuthUser): Promise<{ unread: number }> {
    return { unread: await this.messaging.unread(user) };
  }

  @Get('conversations/:id/messages')
  @ApiOperation({ summary: "The thread, oldest first; marks the other party's messages read" })
  thread(@CurrentUser() user: AuthUser, @Param('id', MessagingIdPipe) id: string): Promise<ConversationThread> {
    return this.messaging.thread(user, id);
  }

  @Post('conversations/:id/messages')
  @CreatesOnce()
  @HttpCode(201)
  send(@CurrentUser() user: AuthUser, @Param('id', MessagingIdPipe) id: string, @Body() body: SendMessageDto): Promise<Message> {
    return this.messaging.send(user, id, body.body, body.attachments ?? []);
  }

  @Post('conversations/:id/block')
  @HttpCode(200)
  @ApiOperation({ summary: 'Blocks the other party: no messages either way, in any conversation, until unblocked' })
  block(@CurrentUser() user: AuthUser, @Param('id', MessagingIdPipe) id: string): Promise<ConversationSummary> {
    return this.messaging.setBlocked(user, id, true);
  }

  @Delete('conversations/:id/block')
  unblock(@CurrentUser() user: AuthUser, @Param('id', MessagingIdPipe) id: string): Promise<ConversationSummary> {
    return this.messaging.setBlocked(user, id, false);
  }

  @Get('conversations/:id/attachments/:key')
  @ApiOperation({ summary: "A message's document: the two parties, or staff when a message of the conversation was reported" })
  async attachment(
    @CurrentUser() user: AuthUser,
    @Param('id', MessagingIdPipe) id: string,
    @Param('key') key: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const document = await this.messaging.openAttachment(user, id, key);
    await sendFileDownload(reply, document);
  }

  @Post('messages/:id/report')
  @HttpCode(204)
  @ApiOperation({ summary: "Reports the other party's message to the moderators" })
  async report(@CurrentUser() user: AuthUser, @Param('id', MessagingIdPipe) id: string, @Body() body: ReportMessageDto): Promise<void> {
    await this.messaging.report(user, id, body.reason);
  }
}
