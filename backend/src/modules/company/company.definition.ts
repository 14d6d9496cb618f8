import { CONFIDENTIAL_FIGURES } from '../../contracts/deal-room.js';
import { BUSINESS_TYPES, ECONOMIC_DOMAINS, LISTING_FEATURES, ListingType, PROPERTY_TYPES } from '../../contracts/lists.js';
import type { ListingFamilyDefinition } from '../listing-core/listing-family.js';
import { CompanyDetailsEntity } from './company-details.entity.js';

/** Businesses for sale (type 1). */
export const COMPANY_FAMILY: ListingFamilyDefinition<CompanyDetailsEntity> = {
  type: ListingType.Company,
  details: CompanyDetailsEntity,
  confidential: { figures: CONFIDENTIAL_FIGURES[ListingType.Company]!, hidden: ['reasonForSale', 'priceIncludes'] },
  domains: { list: ECONOMIC_DOMAINS, multiple: true, required: true },
  features: LISTING_FEATURES,
  names: { businessTypeName: ['businessType', BUSINESS_TYPES], propertyTypeName: ['propertyType', PROPERTY_TYPES] },
  searchWords: (details) => [BUSINESS_TYPES.find((item) => item.id === details.businessType)?.name ?? '', details.domainCaen ?? ''],
  check: (details) =>
    details.yearlyProfit != null && details.yearlyTurnover != null && details.yearlyProfit > details.yearlyTurnover
      ? [{ field: 'yearlyProfit', message: 'Profitul nu poate depăși cifra de afaceri.' }]
      : [],
};
