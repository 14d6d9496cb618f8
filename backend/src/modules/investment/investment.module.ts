import { Module } from '@nestjs/common';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { INVESTMENT_FAMILY } from './investment.definition.js';
import { InvestmentController } from './investment.controller.js';

/** Investment offers / partner search: `/api/investment`. */
@Module({ imports: [ListingCoreModule.forFamily(INVESTMENT_FAMILY)], controllers: [InvestmentController] })
export class InvestmentModule {}
