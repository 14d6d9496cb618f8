import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { CompanyDataModule } from '../company-data/company-data.module.js';
import { ConsultingModule } from '../consulting/consulting.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { MailModule } from '../mail/mail.module.js';
import { ValuationModule } from '../valuation/valuation.module.js';
import { ValuationReportSources } from './valuation-report-sources.js';
import { ValuationReportsAdminController } from './valuation-reports.admin.controller.js';
import { ValuationReportsController } from './valuation-reports.controller.js';
import { ValuationReportsRepository } from './valuation-reports.repository.js';
import { ValuationReportsService } from './valuation-reports.service.js';

/**
 * Paid valuation reports: the consultants' workspace (`/api/admin/valuation-reports`) and the
 * client's downloads (`/api/valuation-reports`). The orders module opens a workspace in its "paid"
 * transaction; ValuationReportSources gives the workspace the company's figures (company-data) and
 * the instant method's starting range (valuation) through the ports of valuation-report-ports.ts.
 */
@Module({
  imports: [AuditModule, CompanyDataModule, ConsultingModule, InvoicesModule, MailModule, ValuationModule],
  controllers: [ValuationReportsController, ValuationReportsAdminController],
  providers: [ValuationReportsRepository, ValuationReportsService, ValuationReportSources],
  exports: [ValuationReportsService],
})
export class ValuationReportsModule {}
