import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '../../contracts/auth.js';
import { STAFF_ROLES } from '../../contracts/lists.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Roles } from '../../core/auth/decorators.js';
import { AccountService } from '../account/account.service.js';

/** The staff console's session check: only admin, moderator and consultant claims pass. */
@ApiTags('admin')
@Roles(...STAFF_ROLES)
@Controller('admin')
export class StaffController {
  constructor(private readonly accounts: AccountService) {}

  @Get('session')
  async session(@CurrentUser() user: AuthUser): Promise<{ user: SessionUser }> {
    return { user: await this.accounts.getSessionUser(user.id) };
  }
}
