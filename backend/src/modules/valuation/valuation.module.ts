import { Module } from '@nestjs/common';
import { CompanyDataModule } from '../company-data/company-data.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { ValuationController } from './valuation.controller.js';
import { ValuationRepository } from './valuation.repository.js';
import { ValuationService } from './valuation.service.js';

/**
 * The instant valuation (`/api/termene/evaluation`). Reads company figures through CompanyDataService
 * and the EUR/RON rate through ExchangeRates; the company listing's detail asks ValuationService for
 * the estimate its owner shows on it.
 */
@Module({
  imports: [CompanyDataModule, InvoicesModule],
  controllers: [ValuationController],
  providers: [ValuationRepository, ValuationService],
  exports: [ValuationService],
})
export class ValuationModule {}
