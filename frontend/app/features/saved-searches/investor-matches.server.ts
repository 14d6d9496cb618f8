/**
 * Loader of `cont/investitori-potriviti/:listingId`: the approved investor profiles that fit one of
 * the owner's company or investment listings, as cards. The API answers only the listing's owner
 * (404 otherwise) and shows only what the profiles show publicly.
 */
import { data } from 'react-router';
import type { ListResponse, Pagination } from '@contracts/listings';
import { isListingId } from '~/features/account/my-listings.server';
import type { AnyListing } from '~/features/listings/listing-api';
import { toCard, type CardListing } from '~/features/listings/ListingCard';
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';
import { requireUser } from '~/lib/session.server';
import { INVESTOR_MATCHES_PAGE_SIZE } from './investor-match-counts.server';
import { savedSearchApi } from './paths';

export interface InvestorMatchesData {
  listing: { id: string; title: string };
  investors: CardListing[];
  pagination: Pagination | null;
  page: number;
}

function pageOf(url: URL): number {
  const raw = url.searchParams.get('page') ?? '';
  return /^\d{1,5}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

export async function loadInvestorMatches(args: ApiCallArgs & { url: URL; params: { listingId?: string } }): Promise<InvestorMatchesData> {
  await requireUser(args);
  const listingId = args.params.listingId;
  if (!isListingId(listingId)) throw data(null, { status: 404 });
  const client = createApiClient(args);
  const page = pageOf(args.url);
  // The listing alone (its title), not every listing of the owner: an owner may have hundreds.
  const [own, list] = await Promise.all([
    client.call<AnyListing>(`/api/listings/mine/${encodeURIComponent(listingId)}`),
    client.call<ListResponse<AnyListing>>(savedSearchApi.investorMatchList(listingId, page, INVESTOR_MATCHES_PAGE_SIZE)),
  ]);
  if ((!list.ok && list.status === 404) || (!own.ok && own.status === 404)) throw data(null, { status: 404 });
  if (!list.ok) throw data(null, { status: 503 });
  return {
    listing: { id: listingId, title: own.ok ? (own.data?.title ?? '') : '' },
    investors: (list.data.docs ?? []).map(toCard),
    pagination: list.data.pagination ?? null,
    page,
  };
}
