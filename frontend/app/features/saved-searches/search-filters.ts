/**
 * A family page's filters as a saved search: the API's `filters`, the summary in words shown
 * before saving, and the name the form suggests. Pure code, used by the save page's loader.
 */
import { COUNTIES } from '@contracts/counties';
import type { ListItem } from '@contracts/lists';
import { SAVED_SEARCH_NAME_MAX, type SavedSearchFilters } from '@contracts/saved-searches';
import type { FamilyConfig } from '~/features/listings/families';
import type { FamilyChoices } from '~/features/listings/family-lists';
import { formatRange } from '~/features/listings/format';
import { subdomainsOf, type FilterValues } from '~/features/listings/list-query';
import { shortenAtWord } from '@contracts/text';

/** Shown when a search has no filter at all. */
export const NO_FILTERS = 'Toate anunțurile';

/**
 * The saved filters of a family page's values: only what is set, `domain` as a list (the API
 * takes several), the sort order left out. Filters the page learns later ride along unchanged.
 */
export function savedFiltersOf(values: FilterValues): SavedSearchFilters {
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values) as [string, unknown][]) {
    if (key === 'sort' || value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    filters[key] = key === 'domain' && !Array.isArray(value) ? [value] : value;
  }
  if (filters.county === undefined) delete filters.city;
  return filters as SavedSearchFilters;
}

function nameIn<Id extends string | number>(list: readonly ListItem<Id>[], id: Id | string | number | undefined): string | undefined {
  if (id === undefined || id === '') return undefined;
  return list.find((item) => String(item.id) === String(id))?.name;
}

function countyName(id: number | undefined): string | undefined {
  return id === undefined ? undefined : COUNTIES.find((county) => county.id === id)?.name;
}

/** The filters in words, one line each (e.g. „Județ: Cluj”), in the order of the page's filter form. */
export function filterSummary(family: FamilyConfig, choices: FamilyChoices, filters: SavedSearchFilters): string[] {
  const lines: string[] = [];
  const add = (label: string, value: string | undefined) => {
    if (value) lines.push(`${label}: ${value}`);
  };
  if (filters.q) lines.push(`Cuvinte căutate: „${filters.q}”`);
  add(family.categoryLabel || 'Categorie', nameIn(choices.categories, filters.category));
  add('Stadiul apelului', nameIn(choices.callStatuses, filters.callStatus));
  add('Regiune', nameIn(choices.regions, filters.region));
  add('Tip beneficiar', nameIn(choices.beneficiaryTypes, filters.beneficiary) ?? filters.beneficiary);
  add('Cod CAEN', filters.caen);
  add('Județ', countyName(filters.county));
  if (filters.counties?.length) add('Județe', filters.counties.map((id) => countyName(id) ?? String(id)).join(', '));
  add('Localitate', filters.city);
  const domain = filters.domain?.[0];
  if (filters.domain?.length) add(family.domainLabel || 'Domeniu', filters.domain.map((id) => nameIn(choices.domains, id) ?? String(id)).join(', '));
  add('Subdomeniu', domain === undefined ? undefined : nameIn(subdomainsOf(choices, domain), filters.subdomain));
  add(family.priceLabel || 'Preț', formatRange(filters.priceMin, filters.priceMax) ?? undefined);
  if (filters.features?.length) add('Opțiuni', filters.features.map((id) => nameIn(choices.features, id) ?? id).join(', '));
  return lines.length ? lines : [NO_FILTERS];
}

/** The name the save form suggests: the family, then the place, the domain or category and the words searched („Afaceri de vânzare · Cluj · cafenea”). */
export function defaultSearchName(family: FamilyConfig, choices: FamilyChoices, filters: SavedSearchFilters): string {
  const domain = filters.domain?.[0];
  const parts = [
    family.title,
    filters.city || countyName(filters.county),
    domain === undefined ? undefined : nameIn(choices.domains, domain),
    nameIn(choices.categories, filters.category),
    nameIn(choices.regions, filters.region),
    filters.q,
  ].filter((part): part is string => Boolean(part));
  const name = parts.join(' · ');
  return shortenAtWord(name, SAVED_SEARCH_NAME_MAX);
}
