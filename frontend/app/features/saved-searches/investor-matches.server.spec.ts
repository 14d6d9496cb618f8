import { UserType, type SessionUser } from '@contracts/index';
import { ListingType } from '@contracts/lists';
import { testListing } from '~/features/listings/detail/listing-fixture';
import { stubbedArgs } from '~/lib/stubbed-api.fixture';
import { loadInvestorMatches } from './investor-matches.server';

const user: SessionUser = {
  id: 'u1',
  fullName: 'Ion Popescu',
  email: 'ion@example.ro',
  userType: UserType.PersoanaFizica,
  emailVerified: true,
  claims: { role: 'user' },
};
const LISTING = '11111111-2222-4333-8444-555555555555';
const SIGNED_IN = { 'GET /api/account': { status: 200, body: { user } } };
const OWN = `GET /api/listings/mine/${LISTING}`;
const LIST = `GET /api/listings/mine/${LISTING}/investor-matches/list?page=1&pageSize=12`;
const profiles = {
  docs: [testListing(ListingType.Investor, { id: '66666666-7777-4888-9999-aaaaaaaaaaaa', slug: 'investitor', title: 'Investitor HoReCa' })],
  count: 1,
  pagination: { page: 1, perPage: 12, prevPage: null, nextPage: null, total: 1, totalPages: 1, featuredCount: 0 },
};

describe('cont/investitori-potriviti/:listingId', () => {
  it('reads the listing alone and its investors: two calls, never every listing of the owner', async () => {
    const own = testListing(ListingType.Company, { id: LISTING, slug: 'brutarie', title: 'Brutărie' });
    const { args, calls } = stubbedArgs(
      `/cont/investitori-potriviti/${LISTING}`,
      { ...SIGNED_IN, [OWN]: { status: 200, body: own }, [LIST]: { status: 200, body: profiles } },
      { signedIn: true },
    );
    const result = await loadInvestorMatches({ ...args, params: { listingId: LISTING } });
    expect(result.listing).toEqual({ id: LISTING, title: 'Brutărie' });
    expect(result.investors).toHaveLength(1);
    expect(
      calls
        .map((call) => call.key)
        .filter((key) => key.startsWith('GET /api/listings/mine'))
        .sort(),
    ).toEqual([OWN, LIST].sort());
  });

  it('is a 404 for a listing that is not the user’s', async () => {
    const { args } = stubbedArgs(`/cont/investitori-potriviti/${LISTING}`, SIGNED_IN, { signedIn: true });
    await expect(loadInvestorMatches({ ...args, params: { listingId: LISTING } })).rejects.toMatchObject({ init: { status: 404 } });
  });
});
