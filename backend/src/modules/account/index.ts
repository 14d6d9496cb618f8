/** The account module's public surface: what other modules may use of it (lint rule architecture/boundaries). */
export { AccountModule } from './account.module.js';
export { AccountService } from './account.service.js';
export { SetRolesDto, UserListQueryDto } from './dto/user-admin.dto.js';
export { UserAdminService } from './user-admin.service.js';
