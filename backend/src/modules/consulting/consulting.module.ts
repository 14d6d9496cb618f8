import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { MailModule } from '../mail/mail.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { ConsultingAdminController } from './consulting.admin.controller.js';
import { ConsultingAdminService } from './consulting-admin.service.js';
import { ConsultingController } from './consulting.controller.js';
import { ConsultingRepository } from './consulting.repository.js';
import { ConsultingService } from './consulting.service.js';
import { ProgrammesAdminController } from './programmes/programmes.admin.controller.js';
import { ProgrammesController } from './programmes/programmes.controller.js';
import { ProgrammesRepository } from './programmes/programmes.repository.js';
import { ProgrammesService } from './programmes/programmes.service.js';

/** Consulting requests: the public forms (`/api/consulting`) and the consultants' API (`/api/admin/consulting`). */
@Module({
  imports: [AuditModule, MailModule, UploadsModule],
  controllers: [ConsultingController, ConsultingAdminController, ProgrammesController, ProgrammesAdminController],
  providers: [ConsultingRepository, ConsultingService, ConsultingAdminService, ProgrammesRepository, ProgrammesService],
  exports: [ConsultingAdminService, ConsultingService, ProgrammesService],
})
export class ConsultingModule {}
