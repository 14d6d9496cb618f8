import { CONFIDENTIAL_FIGURES } from '../../contracts/deal-room.js';
import { ECONOMIC_DOMAINS, ListingType } from '../../contracts/lists.js';
import { INVESTMENT_KINDS } from '../../contracts/listings.js';
import type { ListingFamilyDefinition } from '../listing-core/listing-family.js';
import { InvestmentDetailsEntity } from './investment-details.entity.js';

/** Investment offers / partner search (type 6). */
export const INVESTMENT_FAMILY: ListingFamilyDefinition<InvestmentDetailsEntity> = {
  type: ListingType.Investment,
  details: InvestmentDetailsEntity,
  confidential: { figures: CONFIDENTIAL_FIGURES[ListingType.Investment]!, hidden: [] },
  domains: { list: ECONOMIC_DOMAINS, multiple: true, required: true },
  names: { investmentKindName: ['investmentKind', INVESTMENT_KINDS] },
  searchWords: (details) => [INVESTMENT_KINDS.find((item) => item.id === details.investmentKind)?.name ?? '', details.stage ?? ''],
};
