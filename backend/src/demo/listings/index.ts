import { ListingType } from '../../contracts/lists.js';
import { activeDemoListings } from './active.demo.js';
import { companyDemoListings } from './company.demo.js';
import type { DemoListing } from './demo-listing.js';
import { DemoRandom } from './demo-random.js';
import { fundDemoListings } from './fund.demo.js';
import { investmentDemoListings } from './investment.demo.js';
import { investorDemoListings } from './investor.demo.js';
import { newsDemoListings } from './news.demo.js';
import { serviceDemoListings } from './service.demo.js';

export type { DemoListing, DemoOwner, DemoState } from './demo-listing.js';

/** Public listings per family; a few more are left pending or rejected for the moderation screens. */
export const DEMO_PUBLIC_PER_FAMILY = 32;

/** The listings the moderators still have to look at, and the ones they turned down. */
const MODERATION: { family: ListingType; state: 'pending' | 'rejected'; reason?: string }[] = [
  { family: ListingType.Company, state: 'pending' },
  { family: ListingType.Active, state: 'pending' },
  { family: ListingType.Investment, state: 'pending' },
  {
    family: ListingType.Company,
    state: 'rejected',
    reason: 'Fotografiile nu arată spațiul afacerii și lipsește anul ultimelor date financiare. Adaugă imagini reale, completează datele și retrimite anunțul.',
  },
  {
    family: ListingType.Service,
    state: 'rejected',
    reason: 'Prețul afișat nu corespunde serviciului descris. Corectează prețul sau unitatea de preț și retrimite anunțul.',
  },
];

/** Which approved listings of each family are promoted (positions in the family's list). */
const PROMOTED_POSITIONS = [1, 6];

/**
 * Every demo listing, in creation order, grouped by family. Deterministic: the same content on
 * every machine (deadlines of funding calls are relative to `today`).
 */
export function buildDemoListings(today = new Date()): DemoListing[] {
  const random = new DemoRandom(20_251_122);
  const extra = (family: ListingType) => MODERATION.filter((item) => item.family === family).length;
  const count = (family: ListingType) => DEMO_PUBLIC_PER_FAMILY + extra(family);
  const families: DemoListing[][] = [
    companyDemoListings(random, count(ListingType.Company)),
    activeDemoListings(random, count(ListingType.Active)),
    fundDemoListings(random, count(ListingType.Fund), today),
    serviceDemoListings(random, count(ListingType.Service)),
    newsDemoListings(random, count(ListingType.News)),
    investmentDemoListings(random, count(ListingType.Investment)),
    investorDemoListings(random, count(ListingType.Investor)),
  ];
  for (const listings of families) {
    const family = listings[0].family;
    // The last ones of the family wait for (or failed) moderation; they are the newest.
    const plan = MODERATION.filter((item) => item.family === family);
    plan.forEach((item, index) => {
      const listing = listings[listings.length - plan.length + index];
      listing.state = item.state;
      listing.rejectReason = item.reason;
    });
    for (const position of PROMOTED_POSITIONS) listings[position].promoted = true;
  }
  return families.flat();
}
