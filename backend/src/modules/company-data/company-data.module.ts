import { Module } from '@nestjs/common';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { AnafTurns } from './anaf-turns.js';
import { CompanyDataController } from './company-data.controller.js';
import { CompanyDataRepository } from './company-data.repository.js';
import { CompanyDataService } from './company-data.service.js';

/**
 * Company data by CUI from ANAF's public services (`/api/company-data`), kept a day. Other modules
 * (registration, valuation, reports) call CompanyDataService.lookup.
 */
@Module({
  imports: [InvoicesModule],
  controllers: [CompanyDataController],
  providers: [CompanyDataService, CompanyDataRepository, AnafTurns],
  exports: [CompanyDataService],
})
export class CompanyDataModule {}
