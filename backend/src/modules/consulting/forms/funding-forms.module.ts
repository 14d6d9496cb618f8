import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module.js';
import { UploadsModule } from '../../uploads/uploads.module.js';
import { FundingFormsAdminController } from './funding-forms.admin.controller.js';
import { FundingFormsController } from './funding-forms.controller.js';
import { FundingFormsRepository } from './funding-forms.repository.js';
import { FundingFormsService } from './funding-forms.service.js';

/** The funding programmes' application forms: public `/api/consulting/forms`, staff `/api/admin/funding-forms`. */
@Module({
  imports: [AuditModule, UploadsModule],
  controllers: [FundingFormsController, FundingFormsAdminController],
  providers: [FundingFormsRepository, FundingFormsService],
  exports: [FundingFormsService],
})
export class FundingFormsModule {}
