import { Module } from '@nestjs/common';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { FUND_FAMILY } from './fund.definition.js';
import { FundController } from './fund.controller.js';

/** Funds and grants: `/api/fund` (also `/list/web-new`). */
@Module({ imports: [ListingCoreModule.forFamily(FUND_FAMILY)], controllers: [FundController] })
export class FundModule {}
