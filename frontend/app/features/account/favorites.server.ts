/**
 * Loader and action of `cont/favorite`: the signed-in user's saved listings (`GET /api/favorite`)
 * and their removal (`DELETE /api/favorite/{entityId}`). Favourites of listings that are no longer
 * public stay listed, without a link, so they can still be removed.
 */
import { data } from 'react-router';
import type { ListingType } from '@contracts/lists';
import type { Favorite } from '@contracts/listings';
import { listingPath } from '~/features/listings/families';
import { createApiClient, type ApiCallArgs, type ApiClient } from '~/lib/api-client';
import { requireUser } from '~/lib/session.server';
import { familyLabel } from './my-listings';
import { isListingId } from './my-listings.server';

interface PageArgs extends ApiCallArgs {
  url: URL;
}

export interface FavoriteItem {
  id: string;
  type: ListingType;
  title: string;
  family: string;
  photo: string | null;
  /** The public page; null when the listing is gone or no longer public. */
  href: string | null;
  savedAt: string | null;
}

export function toFavoriteItem(favorite: Favorite): FavoriteItem {
  const available = favorite.available !== false;
  return {
    id: favorite.entityId,
    type: favorite.type,
    title: favorite.title,
    family: familyLabel(favorite.type),
    photo: favorite.photo ?? null,
    // Assets are linked under `/active/all/…`: the detail page moves them to their category.
    href: available && favorite.entitySlug ? listingPath({ type: favorite.type, slug: favorite.entitySlug }) : null,
    savedAt: favorite.createdAt ?? null,
  };
}

export async function loadFavoriteItems(client: ApiClient): Promise<FavoriteItem[] | null> {
  const result = await client.call<Favorite[]>('/api/favorite');
  if (!result.ok || !Array.isArray(result.data)) return null;
  return result.data.map(toFavoriteItem);
}

export async function loadFavorites(args: PageArgs): Promise<{ favorites: FavoriteItem[] }> {
  await requireUser(args);
  const favorites = await loadFavoriteItems(createApiClient(args));
  if (!favorites) throw data(null, { status: 503 });
  return { favorites };
}

export interface FavoritesActionData {
  ok: boolean;
  message: string;
}

/** Removes one favourite of the signed-in user; the root loader then recounts the header badge. */
export async function favoritesAction(args: PageArgs) {
  await requireUser(args);
  const formData = await args.request.formData();
  const id = formData.get('id');
  if (formData.get('intent') !== 'remove' || !isListingId(id)) {
    return data<FavoritesActionData>({ ok: false, message: 'Acțiune necunoscută.' }, { status: 400 });
  }
  const client = createApiClient(args);
  const favorites = await loadFavoriteItems(client);
  const favorite = favorites?.find((item) => item.id === id);
  const result = await client.call<null>(`/api/favorite/${encodeURIComponent(id)}${favorite ? `?type=${favorite.type}` : ''}`, { method: 'DELETE' });
  if (!result.ok) return data<FavoritesActionData>({ ok: false, message: result.text }, { status: result.status || 502 });
  return data<FavoritesActionData>({
    ok: true,
    message: favorite ? `„${favorite.title}” a fost eliminat din favorite.` : 'Anunțul a fost eliminat din favorite.',
  });
}
