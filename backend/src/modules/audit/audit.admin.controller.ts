import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuditEntryView } from '../../contracts/admin.js';
import type { ListResponse } from '../../contracts/listings.js';
import { Roles } from '../../core/auth/decorators.js';
import { AuditService } from './audit.service.js';
import { AuditQueryDto } from './dto/audit-query.dto.js';

/** The audit log of staff actions: admins only. */
@ApiTags('admin: audit')
@Roles('admin')
@Controller('admin/audit')
export class AuditAdminController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({ summary: 'Staff actions, newest first; filters actor, entity, action, date range' })
  list(@Query() query: AuditQueryDto): Promise<ListResponse<AuditEntryView>> {
    return this.audit.list(query);
  }
}
