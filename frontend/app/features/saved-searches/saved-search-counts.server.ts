/** The account overview's card: how many searches the user saved and how many new matches wait. */
import type { SavedSearchList } from '@contracts/saved-searches';
import type { ApiClient } from '~/lib/api-client';
import { savedSearchApi } from './paths';

export interface SavedSearchCounts {
  /** The user's own searches (investor profiles' not counted), and the limit. */
  used: number;
  max: number;
  /** New matches of every search, investor profiles' included. */
  newMatches: number;
}

export async function loadSavedSearchCounts(client: ApiClient): Promise<SavedSearchCounts | null> {
  const result = await client.call<SavedSearchList>(savedSearchApi.list());
  if (!result.ok || !Array.isArray(result.data?.items)) return null;
  return {
    used: result.data.used,
    max: result.data.max,
    newMatches: result.data.items.reduce((sum, item) => sum + (item.newMatches ?? 0), 0),
  };
}
