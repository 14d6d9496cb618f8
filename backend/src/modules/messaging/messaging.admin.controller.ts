import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ListResponse } from '../../contracts/listings.js';
import type { StaffMessageReport, StaffReportedConversation } from '../../contracts/messages.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Roles } from '../../core/auth/decorators.js';
import { MessagingIdPipe } from './conversation-params.js';
import { MessageReportQueryDto } from './dto/messaging.dto.js';
import { MessagingService } from './messaging.service.js';

/** Reported messages for moderators and admins; a conversation is readable to staff only through its report. */
@ApiTags('admin: message reports')
@Roles('admin', 'moderator')
@Controller('admin/message-reports')
export class MessagingAdminController {
  constructor(private readonly messaging: MessagingService) {}

  @Get()
  @ApiOperation({ summary: 'Reported messages, open ones first; handled=false|true narrows' })
  list(@Query() query: MessageReportQueryDto): Promise<ListResponse<StaffMessageReport>> {
    return this.messaging.reports(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'The report with the whole conversation it belongs to' })
  get(@Param('id', MessagingIdPipe) id: string): Promise<StaffReportedConversation> {
    return this.messaging.reportedConversation(id);
  }

  @Post(':id/handle')
  @HttpCode(200)
  handle(@CurrentUser() staff: AuthUser, @Param('id', MessagingIdPipe) id: string): Promise<StaffMessageReport> {
    return this.messaging.markHandled(staff, id);
  }
}
