import { ACTIVE_CATEGORIES, ACTIVE_FEATURES, FUELS, ListingType, POLLUTION_CLASSES, PROPERTY_TYPES } from '../../contracts/lists.js';
import type { ListingFamilyDefinition } from '../listing-core/listing-family.js';
import { ActiveDetailsEntity } from './active-details.entity.js';

/** Business assets (type 2): vehicles and machinery, real estate, land, production lines. */
export const ACTIVE_FAMILY: ListingFamilyDefinition<ActiveDetailsEntity> = {
  type: ListingType.Active,
  details: ActiveDetailsEntity,
  categories: ACTIVE_CATEGORIES,
  categoryRequired: true,
  features: ACTIVE_FEATURES,
  names: { fuelName: ['fuel', FUELS], pollutionClassName: ['pollutionClass', POLLUTION_CLASSES], propertyTypeName: ['propertyType', PROPERTY_TYPES] },
  searchWords: (details) => [FUELS.find((item) => item.id === details.fuel)?.name ?? '', details.condition ?? ''],
};
