/** Loader of the packages page (`plata`, optionally `?anunt=<listing id>`). */
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';
import { paths } from '~/lib/paths';
import { getSessionUser } from '~/lib/session.server';
import { loadCardOffered, loadProducts, VAT_PERCENT, type PricedProduct } from './checkout.server';
import { findPromotableListing, type OrderListing } from './order-listing.server';

export interface PackagesPageData {
  /** Promotion packages from the API, cheapest first; null when the API did not answer. */
  promotions: PricedProduct[] | null;
  valuation: PricedProduct | null;
  vatPercent: number;
  /** Whether the site takes cards (Stripe configured): the texts on how to pay say so. */
  cardOffered: boolean;
  signedIn: boolean;
  /** `?anunt=`: the listing the packages are chosen for, when it can be promoted. */
  listing: OrderListing | null;
  /** `?anunt=` given but the listing cannot be promoted (not the user's, not public…). */
  listingProblem: string | null;
  /** `?anunt=` given by a visitor who is not signed in. */
  listingNeedsSignIn: boolean;
  /** The login page, coming back to this listing's packages (or to the user's published listings). */
  signInPath: string;
}

export async function loadPackagesPage(args: ApiCallArgs & { url: URL }): Promise<PackagesPageData> {
  const client = createApiClient(args);
  const listingId = args.url.searchParams.get('anunt');
  const [products, user, cardOffered] = await Promise.all([loadProducts(client), getSessionUser(args), loadCardOffered(client)]);
  const choice = user && listingId ? await findPromotableListing(client, listingId) : null;
  return {
    promotions: products ? products.filter((product) => product.kind === 'promotion').sort((a, b) => a.netEur - b.netEur) : null,
    valuation: products?.find((product) => product.kind === 'valuation') ?? null,
    vatPercent: VAT_PERCENT,
    cardOffered,
    signedIn: Boolean(user),
    listing: choice?.ok ? choice.listing : null,
    listingProblem: choice && !choice.ok ? choice.problem : null,
    listingNeedsSignIn: Boolean(listingId) && !user,
    signInPath: paths.login(listingId ? paths.promoteListing(listingId) : paths.myListings({ stare: 'publicate' })),
  };
}
