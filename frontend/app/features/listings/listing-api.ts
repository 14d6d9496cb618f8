/**
 * Listing calls of the public site, on top of the typed API client. Every family goes through
 * these few functions; a family only changes the `/api/{family}` path.
 */
import type { ListingBase, ListingView, ListResponse } from '@contracts/listings';
import type { ApiClient } from '~/lib/api-client';
import type { FamilyConfig } from './families';

/** A listing of any family: the common fields plus whatever details the family has. */
export type AnyListing = ListingView<Record<string, unknown>> & ListingBase;

export type ListingQuery = Record<string, string | number | readonly (string | number)[] | undefined | null>;

/** Query string of `list/web`: empty values dropped, arrays comma-joined (spec section 7). */
export function listQueryString(query: ListingQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  return params.toString();
}

export function listingApi(client: ApiClient, family: FamilyConfig) {
  const base = `/api/${family.api}`;
  const enc = encodeURIComponent;
  return {
    list: (query: ListingQuery) => {
      const search = listQueryString(query);
      return client.call<ListResponse<AnyListing>>(`${base}/list/web${search ? `?${search}` : ''}`);
    },
    /** Funds only: open and upcoming calls, newest first. */
    listNew: (query: ListingQuery) => client.call<ListResponse<AnyListing>>(`${base}/list/web-new?${listQueryString(query)}`),
    bySlug: (slug: string) => client.call<AnyListing>(`${base}/${enc(slug)}`),
    byId: (id: string) => client.call<AnyListing>(`${base}/id/${enc(id)}`),
    related: (id: string) => client.call<AnyListing[]>(`${base}/related/${enc(id)}`),
    featured: (id: string) => client.call<AnyListing[]>(`${base}/featured/${enc(id)}`),
  };
}
