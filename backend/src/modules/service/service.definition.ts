import { ListingType, SERVICE_DOMAINS, SERVICE_FEATURES } from '../../contracts/lists.js';
import { SERVICE_COVERAGE } from '../../contracts/listings.js';
import type { ListingFamilyDefinition } from '../listing-core/listing-family.js';
import { ServiceDetailsEntity } from './service-details.entity.js';

/** Where a provider works (shared with the public site's publishing form). */
export { SERVICE_COVERAGE };

/** Services (type 4): only legal-entity accounts may add them (spec section 5). */
export const SERVICE_FAMILY: ListingFamilyDefinition<ServiceDetailsEntity> = {
  type: ListingType.Service,
  details: ServiceDetailsEntity,
  domains: { list: SERVICE_DOMAINS, multiple: false, required: true },
  features: SERVICE_FEATURES,
  createdBy: 'legal-entity',
  names: { coverageName: ['coverage', SERVICE_COVERAGE] },
};
