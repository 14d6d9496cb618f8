import { Module } from '@nestjs/common';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { INVESTOR_FAMILY } from './investor.definition.js';
import { InvestorController } from './investor.controller.js';

/** Investor profiles: `/api/investor`. */
@Module({ imports: [ListingCoreModule.forFamily(INVESTOR_FAMILY)], controllers: [InvestorController] })
export class InvestorModule {}
