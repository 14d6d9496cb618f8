import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DashboardResponse } from '../../contracts/admin.js';
import { STAFF_ROLES } from '../../contracts/lists.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Roles } from '../../core/auth/decorators.js';
import { DashboardService } from './dashboard.service.js';

@ApiTags('admin')
@Roles(...STAFF_ROLES)
@Controller('admin/dashboard')
export class DashboardAdminController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiOperation({
    summary: 'Moderation queue per family, users registered in the last 7 days, open consulting requests, orders (admins and consultants), failed jobs',
  })
  summary(@CurrentUser() staff: AuthUser): Promise<DashboardResponse> {
    return this.dashboard.summary(new Date(), staff);
  }
}
