import { Module } from '@nestjs/common';
import { AuditAdminController } from './audit.admin.controller.js';
import { AuditService } from './audit.service.js';

/** Leaf module: other features write entries through AuditService.record inside their transactions. */
@Module({ providers: [AuditService], controllers: [AuditAdminController], exports: [AuditService] })
export class AuditModule {}
