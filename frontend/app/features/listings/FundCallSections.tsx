/**
 * The home page's funding calls: „Apeluri de finanțare deschise” holds open calls only, and calls
 * announced but not yet open get their own „Apeluri anunțate” row (none: no row), so a call one
 * cannot apply to never sits under „deschise”.
 */
import { paths } from '~/lib/paths';
import type { CardListing } from './ListingCard';
import { ListingSection } from './ListingSection';

export function FundCallSections({ open, announced }: { open: readonly CardListing[]; announced: readonly CardListing[] }) {
  return (
    <>
      <ListingSection
        title="Apeluri de finanțare deschise"
        eyebrow="Finanțări nerambursabile"
        listings={open}
        moreLabel="Toate finanțările"
        moreTo={paths.funds()}
        testId="home-funds"
      />
      <ListingSection
        title="Apeluri anunțate"
        eyebrow="Se deschid în curând"
        listings={announced}
        moreLabel="Toate apelurile anunțate"
        moreTo={`${paths.funds()}?callStatus=upcoming`}
        testId="home-funds-announced"
      />
    </>
  );
}
