import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminUserView } from '../../contracts/admin.js';
import type { ListResponse } from '../../contracts/listings.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { CurrentUser, Roles } from '../../core/auth/decorators.js';
import { SetRolesDto, UserListQueryDto } from '../account/dto/user-admin.dto.js';
import { UserAdminService } from '../account/user-admin.service.js';
import { UserIdPipe } from './user-id.pipe.js';

/** Users in the staff console: moderators and admins find and block accounts; admins give staff roles. */
@ApiTags('admin: users')
@Roles('admin', 'moderator')
@Controller('admin/users')
export class UsersAdminController {
  constructor(private readonly users: UserAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Accounts (not deleted): search name/email, filters role, blocked, userType, verified; sort; pages' })
  list(@Query() query: UserListQueryDto): Promise<ListResponse<AdminUserView>> {
    return this.users.list(query);
  }

  @Get(':id')
  get(@Param('id', UserIdPipe) id: string): Promise<AdminUserView> {
    return this.users.get(id);
  }

  @Post(':id/block')
  @HttpCode(200)
  @ApiOperation({ summary: 'Block an account: it cannot sign in and its sessions end at once' })
  block(@Param('id', UserIdPipe) id: string, @CurrentUser() staff: AuthUser): Promise<AdminUserView> {
    return this.users.block(staff, id);
  }

  @Post(':id/unblock')
  @HttpCode(200)
  unblock(@Param('id', UserIdPipe) id: string, @CurrentUser() staff: AuthUser): Promise<AdminUserView> {
    return this.users.unblock(staff, id);
  }

  @Put(':id/roles')
  @Roles('admin')
  @ApiOperation({ summary: 'Set the staff roles of an account (admins only)' })
  setRoles(@Param('id', UserIdPipe) id: string, @Body() body: SetRolesDto, @CurrentUser() staff: AuthUser): Promise<AdminUserView> {
    return this.users.setRoles(staff, id, body.roles);
  }
}
