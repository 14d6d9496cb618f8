import { Module } from '@nestjs/common';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { COMPANY_FAMILY } from './company.definition.js';
import { CompanyController } from './company.controller.js';

/** Businesses for sale: `/api/company`. */
@Module({ imports: [ListingCoreModule.forFamily(COMPANY_FAMILY)], controllers: [CompanyController] })
export class CompanyModule {}
