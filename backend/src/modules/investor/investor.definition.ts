import { COUNTIES } from '../../contracts/counties.js';
import { INVESTOR_INTERESTS, ListingType, labelOf } from '../../contracts/lists.js';
import { INVESTOR_KINDS } from '../../contracts/listings.js';
import type { ListingFamilyDefinition } from '../listing-core/listing-family.js';
import { InvestorDetailsEntity } from './investor-details.entity.js';

/** Investor profiles (type 7); interests are the listing's domains. */
export const INVESTOR_FAMILY: ListingFamilyDefinition<InvestorDetailsEntity> = {
  type: ListingType.Investor,
  details: InvestorDetailsEntity,
  domains: { list: INVESTOR_INTERESTS, multiple: true, required: true },
  names: { investorKindName: ['investorKind', INVESTOR_KINDS], targetCountyNames: ['targetCounties', COUNTIES] },
  check: (details) =>
    details.ticketMin != null && details.ticketMax != null && details.ticketMin > details.ticketMax
      ? [{ field: 'ticketMin', message: 'Tichetul minim nu poate depăși tichetul maxim.' }]
      : [],
  extraFields: (view) => ({ interests: view.domain, interestNames: view.domain.map((id) => labelOf(INVESTOR_INTERESTS, id)).filter(Boolean) }),
};
