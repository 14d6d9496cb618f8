import { ECONOMIC_DOMAINS, FUND_REGIONS, FUND_TYPES, ListingType } from '../../contracts/lists.js';
import { FUND_CALL_STATUSES } from '../../contracts/listings.js';
import type { DetailsFilter, ListingFamilyDefinition } from '../listing-core/listing-family.js';
import type { FundListQueryDto } from './dto/fund.dto.js';
import { FundDetailsEntity } from './fund-details.entity.js';

/** Funds and grants (type 3): calls published by staff; `category` is the fund type. */
export const FUND_FAMILY: ListingFamilyDefinition<FundDetailsEntity> = {
  type: ListingType.Fund,
  details: FundDetailsEntity,
  domains: { list: ECONOMIC_DOMAINS, multiple: true },
  categories: FUND_TYPES.map((item) => ({ id: String(item.id), name: item.name })),
  categoryFrom: 'fundType',
  createdBy: 'staff',
  expires: false,
  names: { fundTypeName: ['fundType', FUND_TYPES], regionName: ['region', FUND_REGIONS], callStatusName: ['callStatus', FUND_CALL_STATUSES] },
  searchWords: (details) => [FUND_TYPES.find((item) => item.id === details.fundType)?.name ?? '', FUND_REGIONS.find((item) => item.id === details.region)?.name ?? '', details.eligibleBeneficiaries ?? ''],
  check: (details) =>
    details.grantMin != null && details.grantMax != null && details.grantMin > details.grantMax
      ? [{ field: 'grantMin', message: 'Suma minimă nu poate depăși suma maximă.' }]
      : [],
  listFilters: (query: FundListQueryDto) => {
    const filters: DetailsFilter[] = [];
    if (query.callStatus) filters.push({ where: 'd.call_status = :status', params: { status: query.callStatus } });
    // A call for all regions is open to every region.
    if (query.region && query.region !== 'all') filters.push({ where: "d.region IN (:region, 'all')", params: { region: query.region } });
    return filters;
  },
  newestFilters: [{ where: "d.call_status <> 'closed'", params: {} }],
  sorts: { deadline: ['d.deadline', 'ASC'] },
};
