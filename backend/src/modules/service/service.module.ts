import { Module } from '@nestjs/common';
import { ListingCoreModule } from '../listing-core/listing-core.module.js';
import { SERVICE_FAMILY } from './service.definition.js';
import { ServiceController } from './service.controller.js';

/** Services: `/api/service`. */
@Module({ imports: [ListingCoreModule.forFamily(SERVICE_FAMILY)], controllers: [ServiceController] })
export class ServiceModule {}
