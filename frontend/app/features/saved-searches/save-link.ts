/**
 * The family page's „Salvează căutarea” link. The page is cached for anonymous visitors, so the
 * link is the same for everyone: the save form is a protected page, which sends visitors to the
 * login first and back afterwards. Only the family page imports this (its scripts carry nothing
 * else of the saved searches).
 */
import { filterSearch, type FilterValues } from '~/features/listings/list-query';

/** The save form of a family (`tip`: its ListingType) with these filters; the page number and the sort order are not part of a search. */
export function saveSearchHref(type: number, filters: FilterValues): string {
  return `/cont/cautari-salvate/nou?tip=${type}${filterSearch({ ...filters, sort: '' }).replace('?', '&')}`;
}
