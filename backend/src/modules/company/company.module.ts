import { Module } from '@nestjs/common';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { COMPANY_FAMILY } from './company.definition.js';
import { CompanyController } from './company.controller.js';
import { ValuationModule } from '../valuation/valuation.module.js';

/** Businesses for sale: `/api/company` (the detail shows the owner's instant valuation, from ValuationModule). */
@Module({ imports: [ListingCoreModule.forFamily(COMPANY_FAMILY), ValuationModule], controllers: [CompanyController] })
export class CompanyModule {}
