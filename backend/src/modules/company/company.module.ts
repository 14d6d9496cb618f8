import { Module } from '@nestjs/common';
import { ListingCoreModule } from '../listing-core/index.js';
import { COMPANY_FAMILY } from './company.definition.js';
import { CompanyController } from './company.controller.js';
import { ValuationModule } from '../valuation/index.js';

/** Businesses for sale: `/api/company` (the detail shows the owner's instant valuation, from ValuationModule). */
@Module({ imports: [ListingCoreModule.forFamily(COMPANY_FAMILY), ValuationModule], controllers: [CompanyController] })
export class CompanyModule {}
