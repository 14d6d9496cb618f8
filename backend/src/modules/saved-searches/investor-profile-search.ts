import { ListingType } from '../../contracts/lists.js';
import type { SavedSearchFilters } from '../../contracts/saved-searches.js';

/**
 * The economic domains (ECONOMIC_DOMAINS, ids 1–18, which follow the sections of CAEN Rev. 2) an
 * investor interest (INVESTOR_INTERESTS, ids 1–21) covers, by the CAEN sections and divisions where
 * that kind of business is classified. Source: CAEN Rev. 2 structure, INS (Ordinul INS nr. 337/2007,
 * https://insse.ro/cms/files/nomenclator/caen2/CAEN-Rev.2.pdf): e.g. cars are made in C29 and sold or
 * repaired in G45 (industry, wholesale, retail); "FMCG" is made in C10–C11 and sold in G46–G47.
 */
export const INVESTOR_INTEREST_DOMAINS: Readonly<Record<number, readonly number[]>> = {
  1: [1], // Agricultură → A
  2: [3, 6, 7], // Auto → C29, G45
  3: [6, 7], // Comerț → G46, G47
  4: [5], // Construcții → F
  5: [10, 11], // Crypto → J62–J63, K66
  6: [15], // Educație → P
  7: [4], // Energie → D, E
  8: [3, 6, 7], // FMCG → C10–C11, G46, G47
  9: [3, 7], // Home & Deco → C31, G47
  10: [9], // HoReCa → I
  11: [3, 7], // Fashion → C13–C15, G47
  12: [3], // Industria alimentară → C10–C11
  13: [3], // Industria prelucrătoare → C
  14: [10], // Tech → J
  15: [10, 11], // Fintech → J62, K64–K66
  16: [2, 4], // Oil & Gas → B06, B09, C19 (refining sits with energy supply D35.2)
  17: [16], // Medical → Q
  18: [13, 14, 18], // Servicii → M, N, S
  19: [11], // Servicii financiare și de asigurări → K
  20: [8], // Transport → H
  21: [9, 17], // Turism → I55, N79, R
};

/** The families an investor profile's search looks at: businesses for sale and investment offers. */
export const INVESTOR_SEARCH_FAMILIES = [ListingType.Company, ListingType.Investment] as const;

export interface InvestorProfile {
  interests: number[];
  ticketMin: number | null;
  ticketMax: number | null;
  targetCounties: number[];
}

/** An investor profile as the filters of a saved search: its interests' domains, its ticket as the price range, its counties. */
export function investorSearchFilters(profile: InvestorProfile): SavedSearchFilters {
  const domain = [...new Set(profile.interests.flatMap((id) => INVESTOR_INTEREST_DOMAINS[id] ?? []))].sort((a, b) => a - b);
  return {
    ...(domain.length ? { domain } : {}),
    ...(profile.ticketMin !== null ? { priceMin: profile.ticketMin } : {}),
    ...(profile.ticketMax !== null ? { priceMax: profile.ticketMax } : {}),
    ...(profile.targetCounties.length ? { counties: [...profile.targetCounties].sort((a, b) => a - b) } : {}),
  };
}
