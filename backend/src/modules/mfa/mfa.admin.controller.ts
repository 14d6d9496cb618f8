import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminMfaView } from '../../contracts/mfa.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Roles } from '../../core/auth/decorators.js';
import { UserIdPipe } from '../staff/user-id.pipe.js';
import { MfaService } from './mfa.service.js';

/** Admins see whether a staff member has a second factor and reset it (audited). */
@ApiTags('admin: users')
@Roles('admin')
@Controller('admin/users/:id/mfa')
export class MfaAdminController {
  constructor(private readonly mfa: MfaService) {}

  @Get()
  view(@Param('id', UserIdPipe) id: string): Promise<AdminMfaView> {
    return this.mfa.adminView(id);
  }

  @Post('reset')
  @HttpCode(200)
  @ApiOperation({ summary: "Remove another staff member's second factor and end their sessions (audited)" })
  reset(@Param('id', UserIdPipe) id: string, @CurrentUser() admin: AuthUser): Promise<AdminMfaView> {
    return this.mfa.adminReset(admin, id);
  }
}
