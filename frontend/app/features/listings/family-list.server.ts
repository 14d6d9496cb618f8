/**
 * Loader of a family page: filters from the URL, one `list/web` page, and the localities of the
 * chosen county for the city filter. Used by every family page and by pages that show one family
 * with a fixed filter (partnerships: news tagged `parteneriat`).
 */
import { data, redirect } from 'react-router';
import type { Locality } from '@contracts/counties';
import type { Pagination } from '@contracts/listings';
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';
import { familyListPath, type FamilyConfig } from './families';
import { familyChoices, isActiveCategory, type FamilyChoices } from './family-lists';
import { FAMILY_TEXTS, type FamilyTexts } from './family-texts';
import { apiQueryOf, filterSearch, readFilters, readPage, type FilterValues } from './list-query';
import { toCard, type CardListing } from './ListingCard';
import { listingApi, type ListingQuery } from './listing-api';

export interface FamilyListData {
  familyKey: FamilyConfig['key'];
  /** The family's page texts and filter choices (the page's scripts do not carry every family's). */
  texts: FamilyTexts;
  choices: FamilyChoices;
  filters: FilterValues;
  page: number;
  docs: CardListing[];
  pagination: Pagination | null;
  /** Localities of the chosen county (city filter). */
  cities: string[];
  /** Romanian text when the API refused the query or could not answer. */
  error: string | null;
}

interface LoadOptions {
  /** `:category` of `/active/:category`. */
  pathCategory?: string;
  /** Query values the page always sends (not shown as filters). */
  fixed?: ListingQuery;
}

async function citiesOf(args: ApiCallArgs, county: number | null): Promise<string[]> {
  if (!county) return [];
  const result = await createApiClient(args).call<{ localities: Locality[] }>(`/api/masterdata/counties/${county}`);
  return result.ok ? result.data.localities.map((locality) => locality.name) : [];
}

export async function loadFamilyList(args: ApiCallArgs & { url: URL }, family: FamilyConfig, options: LoadOptions = {}): Promise<FamilyListData> {
  const { url } = args;
  const params = url.searchParams;
  const choices = familyChoices(family);
  if (family.key === 'active') {
    if (!isActiveCategory(options.pathCategory)) throw data(null, { status: 404 });
    // Without JavaScript the category select submits `?category=`: move it into the path.
    const asked = params.get('category');
    if (asked && isActiveCategory(asked) && asked !== options.pathCategory) {
      const filters = readFilters(family, choices, params, asked);
      throw redirect(familyListPath(family, asked) + filterSearch(filters, { withCategory: false }));
    }
  }
  const filters = readFilters(family, choices, params, options.pathCategory);
  const page = readPage(params);
  const [result, cities] = await Promise.all([
    listingApi(createApiClient(args), family).list({ ...apiQueryOf(filters, page), ...options.fixed }),
    citiesOf(args, filters.county),
  ]);
  const base = { familyKey: family.key, texts: FAMILY_TEXTS[family.key], choices, filters, page, cities };
  if (!result.ok) return { ...base, docs: [], pagination: null, error: result.text };
  return { ...base, docs: result.data.docs.map(toCard), pagination: result.data.pagination, error: null };
}
