import { caenSelectorsOf } from '../../contracts/caen.js';
import { ECONOMIC_DOMAINS, FUND_BENEFICIARY_TYPES, FUND_REGIONS, FUND_TYPES, ListingType, labelOf } from '../../contracts/lists.js';
import { FUND_CALL_STATUSES } from '../../contracts/listings.js';
import type { DetailsFilter, ListingFamilyDefinition } from '../listing-core/listing-family.js';
import { FundListQueryDto } from './dto/fund.dto.js';
import { FundDetailsEntity } from './fund-details.entity.js';

/** Funds and grants (type 3): calls published by staff; `category` is the fund type. */
export const FUND_FAMILY: ListingFamilyDefinition<FundDetailsEntity> = {
  type: ListingType.Fund,
  listQuery: FundListQueryDto,
  details: FundDetailsEntity,
  domains: { list: ECONOMIC_DOMAINS, multiple: true },
  categories: FUND_TYPES.map((item) => ({ id: String(item.id), name: item.name })),
  categoryFrom: 'fundType',
  createdBy: 'staff',
  expires: false,
  names: {
    fundTypeName: ['fundType', FUND_TYPES],
    regionName: ['region', FUND_REGIONS],
    callStatusName: ['callStatus', FUND_CALL_STATUSES],
    beneficiaryTypeNames: ['beneficiaryTypes', FUND_BENEFICIARY_TYPES],
  },
  searchWords: (details) => [
    FUND_TYPES.find((item) => item.id === details.fundType)?.name ?? '',
    FUND_REGIONS.find((item) => item.id === details.region)?.name ?? '',
    details.eligibleBeneficiaries ?? '',
    ...(details.beneficiaryTypes ?? []).map((id) => labelOf(FUND_BENEFICIARY_TYPES, id) ?? ''),
  ],
  check: (details) =>
    details.grantMin != null && details.grantMax != null && details.grantMin > details.grantMax
      ? [{ field: 'grantMin', message: 'Suma minimă nu poate depăși suma maximă.' }]
      : [],
  listFilters: (query: FundListQueryDto) => {
    const filters: DetailsFilter[] = [];
    if (query.callStatus) filters.push({ where: 'd.call_status = :status', params: { status: query.callStatus } });
    // A call for all regions is open to every region.
    if (query.region && query.region !== 'all') filters.push({ where: "d.region IN (:region, 'all')", params: { region: query.region } });
    // A call naming no beneficiary type (or no CAEN code) is open to every beneficiary (or activity).
    if (query.beneficiary) {
      filters.push({
        where: '(cardinality(d.beneficiary_types) = 0 OR d.beneficiary_types @> ARRAY[CAST(:beneficiary AS varchar)])',
        params: { beneficiary: query.beneficiary },
      });
    }
    // A class is taken in by a call listing its section, division, group or the class itself. (CAST,
    // not `::`: the list query prefixes every `:name` of a details filter.)
    if (query.caen) {
      filters.push({
        where: '(cardinality(d.caen_codes) = 0 OR d.caen_codes && CAST(:selectors AS varchar[]))',
        params: { selectors: caenSelectorsOf(query.caen) },
      });
    }
    return filters;
  },
  // The newest calls (the home page's „Apeluri de finanțare deschise”): not closed, and never a call
  // whose deadline day (in Romania) has passed, even before the CloseFundCalls job has marked it closed.
  newestFilters: [
    { where: "d.call_status <> 'closed'", params: {} },
    // CAST, not `::`: the list query prefixes every `:name` of a details filter.
    { where: "(d.deadline IS NULL OR d.deadline >= CAST(now() AT TIME ZONE 'Europe/Bucharest' AS date))", params: {} },
  ],
  sorts: { deadline: ['d.deadline', 'ASC'] },
};
