import { Module } from '@nestjs/common';
import { ConsultingModule } from '../consulting/consulting.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ValuationReportsAdminController } from './valuation-reports.admin.controller.js';
import { ValuationReportsController } from './valuation-reports.controller.js';
import { ValuationReportsRepository } from './valuation-reports.repository.js';
import { ValuationReportsService } from './valuation-reports.service.js';

/**
 * Paid valuation reports: the consultants' workspace (`/api/admin/valuation-reports`) and the
 * client's downloads (`/api/valuation-reports`). The orders module opens a workspace in its "paid"
 * transaction; the company-data and valuation modules register their lookup and instant method
 * (valuation-report-ports.ts).
 */
@Module({
  imports: [ConsultingModule, MailModule],
  controllers: [ValuationReportsController, ValuationReportsAdminController],
  providers: [ValuationReportsRepository, ValuationReportsService],
  exports: [ValuationReportsService],
})
export class ValuationReportsModule {}
