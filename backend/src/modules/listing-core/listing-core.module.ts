import { Inject, Injectable, Module, type DynamicModule } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { MasterdataModule } from '../masterdata/masterdata.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { UploadsService } from '../uploads/uploads.service.js';
import type { ListingFamilyDefinition } from './listing-family.js';
import { LISTING_MEDIA } from './listing-media.js';
import { ListingRegistry } from './listing-registry.js';
import { ListingAdminController } from './listing.admin.controller.js';
import { MyListingsController } from './my-listings.controller.js';
import { ListingRepository } from './listing.repository.js';
import { ListingChangesService } from './listing-changes.service.js';
import { ListingEventsService } from './listing-events.service.js';
import { ListingLifecycleService } from './listing-lifecycle.service.js';
import { ListingModerationService } from './listing-moderation.service.js';
import { ListingOwnerRepository } from './listing-owner.repository.js';
import { ListingOwnerService } from './listing-owner.service.js';
import { ListingPromotionService } from './listing-promotion.service.js';
import { ListingReadsService } from './listing-reads.service.js';
import { ListingStaffRepository } from './listing-staff.repository.js';
import { ListingViewsService } from './listing-views.service.js';

const FAMILY_DEFINITION = Symbol('FAMILY_DEFINITION');

/** Adds one family's definition to the registry when its module starts. */
@Injectable()
class FamilyRegistration {
  constructor(registry: ListingRegistry, @Inject(FAMILY_DEFINITION) definition: ListingFamilyDefinition) {
    registry.register(definition);
  }
}

/** The listing engine shared by the seven families (STYLE 3.1). It never imports a family. */
@Module({
  imports: [MasterdataModule, UploadsModule, AuditModule],
  providers: [
    ListingRegistry,
    ListingRepository,
    ListingOwnerRepository,
    ListingStaffRepository,
    ListingViewsService,
    ListingEventsService,
    ListingChangesService,
    ListingReadsService,
    ListingOwnerService,
    ListingModerationService,
    ListingPromotionService,
    ListingLifecycleService,
    { provide: LISTING_MEDIA, useExisting: UploadsService },
  ],
  controllers: [ListingAdminController, MyListingsController],
  exports: [ListingRegistry, ListingReadsService, ListingOwnerService, ListingModerationService, ListingPromotionService, ListingLifecycleService],
})
export class ListingCoreModule {
  /** What a family module imports: the core, with the family's definition registered. */
  static forFamily(definition: ListingFamilyDefinition): DynamicModule {
    return {
      module: ListingFamilyModule,
      imports: [ListingCoreModule],
      providers: [{ provide: FAMILY_DEFINITION, useValue: definition }, FamilyRegistration],
      exports: [ListingCoreModule],
    };
  }
}

/** Host of one family's registration (one dynamic instance per family). */
@Module({})
class ListingFamilyModule {}
