import { Module } from '@nestjs/common';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { ACTIVE_FAMILY } from './active.definition.js';
import { ActiveController } from './active.controller.js';

/** Business assets: `/api/active` (listed per category on the public site). */
@Module({ imports: [ListingCoreModule.forFamily(ACTIVE_FAMILY)], controllers: [ActiveController] })
export class ActiveModule {}
