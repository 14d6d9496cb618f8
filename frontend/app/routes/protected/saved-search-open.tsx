/** `cont/cautari-salvate/:id/deschide`: marks the search's new matches seen, then opens its family page with its filters. */
import type { Route } from './+types/saved-search-open';
import { openSavedSearch } from '~/features/saved-searches/saved-searches.server';

export const loader = (args: Route.LoaderArgs) => openSavedSearch(args);
