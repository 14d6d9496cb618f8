/**
 * Loaders and actions of the saved-search pages (contracts/saved-searches.ts):
 * - `cont/cautari-salvate/nou?tip=…&<filters>`: the filters in words, a name and a frequency → POST;
 * - `cont/cautari-salvate`: the user's searches, renamed, paused, given another frequency or deleted;
 * - `cont/cautari-salvate/:id/deschide`: marks the new matches seen and opens the family page.
 * Everything goes through the API as the signed-in user, which answers only the user's own searches
 * (404 otherwise). Every form works without JavaScript.
 */
import { data, redirect } from 'react-router';
import {
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchFilters,
  type SavedSearchFrequency,
  type SavedSearchInput,
  type SavedSearchList,
  type SavedSearchPatch,
} from '@contracts/saved-searches';
import { FAMILY_LIST, familyListPath, familyOfType, type FamilyConfig } from '~/features/listings/families';
import { familyChoices } from '~/features/listings/family-lists';
import { filterSearch, readFilters } from '~/features/listings/list-query';
import { createApiClient, type ApiCallArgs, type ApiFailure } from '~/lib/api-client';
import { safeRedirectTarget } from '~/lib/paths';
import { requireUser } from '~/lib/session.server';
import { submissionKey } from '~/lib/submission-token';
import { text } from '~/lib/validation';
import { savedSearchApi, savedSearchPaths } from './paths';
import { defaultSearchName, filterSummary, savedFiltersOf } from './search-filters';

interface PageArgs extends ApiCallArgs {
  url: URL;
}

/** The API's code for a user past SAVED_SEARCHES_MAX. */
export const LIMIT_CODE = 'SAVED_SEARCH_LIMIT';

export const NAME_REQUIRED = 'Scrie un nume pentru această căutare.';
export const NAME_TOO_LONG = `Numele poate avea cel mult ${SAVED_SEARCH_NAME_MAX} de caractere.`;
export const FREQUENCY_REQUIRED = 'Alege cât de des vrei să primești alertele.';
export const LIMIT_TEXT = `Ai deja ${SAVED_SEARCHES_MAX} de căutări salvate, cât permite un cont. Șterge o căutare de care nu mai ai nevoie ca să o salvezi pe aceasta.`;
const UNKNOWN_ACTION = 'Acțiunea nu este cunoscută.';
const NOT_FOUND_TEXT = 'Căutarea nu mai există în contul tău. Reîncarcă pagina.';

const ID = /^[0-9A-Za-z-]{1,64}$/;

function isFrequency(value: string): value is SavedSearchFrequency {
  return (SAVED_SEARCH_FREQUENCIES as readonly string[]).includes(value);
}

export function frequencyLabel(frequency: SavedSearchFrequency): string {
  return SAVED_SEARCH_FREQUENCY_LABELS[frequency] ?? frequency;
}

/** Name and frequency as typed, with the messages of what is wrong (the API checks again). */
export function checkNameAndFrequency(formData: FormData, options: { name?: boolean; frequency?: boolean } = { name: true, frequency: true }) {
  const name = text(formData, 'name');
  const frequency = text(formData, 'frequency');
  const fieldErrors: { name?: string; frequency?: string } = {};
  if (options.name !== false) {
    if (!name) fieldErrors.name = NAME_REQUIRED;
    else if (name.length > SAVED_SEARCH_NAME_MAX) fieldErrors.name = NAME_TOO_LONG;
  }
  if (options.frequency !== false && !isFrequency(frequency)) fieldErrors.frequency = FREQUENCY_REQUIRED;
  return { name, frequency, fieldErrors };
}

/** Messages of a refused save or change: by field (name, frequency), the rest for the whole form. */
export function mapFailure(result: ApiFailure): { fieldErrors: { name?: string; frequency?: string }; message: string; limit: boolean } {
  if ((result.code as string) === LIMIT_CODE) return { fieldErrors: {}, message: LIMIT_TEXT, limit: true };
  if (result.status === 404) return { fieldErrors: {}, message: NOT_FOUND_TEXT, limit: false };
  const { name, frequency, ...others } = result.fieldErrors;
  const rest = Object.values(others);
  return { fieldErrors: { name, frequency }, message: rest.length ? rest.join(' ') : result.text, limit: false };
}

// ——— cont/cautari-salvate/nou ———

interface Draft {
  family: FamilyConfig;
  filters: SavedSearchFilters;
  /** The family page with these filters (the form's way back). */
  backPath: string;
}

/** The family (`tip`) and its filters from the save page's URL, read as the family page reads them. */
export function draftOf(url: URL): Draft | null {
  const type = Number(url.searchParams.get('tip'));
  const family = FAMILY_LIST.find((candidate) => candidate.type === type);
  if (!family) return null;
  const values = readFilters(family, familyChoices(family), url.searchParams);
  const backPath =
    family.key === 'active'
      ? familyListPath(family, values.category || 'all') + filterSearch(values, { withCategory: false })
      : familyListPath(family) + filterSearch(values);
  return { family, filters: savedFiltersOf(values), backPath };
}

export interface NewSavedSearchData {
  type: number;
  familyTitle: string;
  summary: string[];
  defaultName: string;
  backPath: string;
}

function requireDraft(url: URL): Draft {
  const draft = draftOf(url);
  if (!draft) throw data(null, { status: 404 });
  return draft;
}

export async function loadNewSavedSearch(args: PageArgs): Promise<NewSavedSearchData> {
  await requireUser(args);
  const { family, filters, backPath } = requireDraft(args.url);
  const choices = familyChoices(family);
  return {
    type: family.type,
    familyTitle: family.title,
    summary: filterSummary(family, choices, filters),
    defaultName: defaultSearchName(family, choices, filters),
    backPath,
  };
}

export interface NewSavedSearchActionData {
  fieldErrors: { name?: string; frequency?: string };
  message: string | null;
  /** The user already has SAVED_SEARCHES_MAX searches. */
  limit: boolean;
  values: { name: string; frequency: string };
}

/** Saves the URL's filters under the typed name and frequency, then shows the list. */
export async function createSavedSearchAction(args: PageArgs) {
  await requireUser(args);
  const { family, filters } = requireDraft(args.url);
  const formData = await args.request.formData();
  const { name, frequency, fieldErrors } = checkNameAndFrequency(formData);
  const values = { name, frequency };
  if (fieldErrors.name || fieldErrors.frequency) {
    return data<NewSavedSearchActionData>({ fieldErrors, message: null, limit: false, values }, { status: 400 });
  }
  const input: SavedSearchInput = { type: family.type, name, frequency: frequency as SavedSearchFrequency, filters };
  const result = await createApiClient(args).call<SavedSearch>(savedSearchApi.list(), {
    method: 'POST',
    json: { ...input },
    idempotencyKey: submissionKey(formData),
  });
  if (result.ok) throw redirect(savedSearchPaths.list({ salvata: '1' }));
  const failure = mapFailure(result);
  return data<NewSavedSearchActionData>({ ...failure, message: failure.message, values }, { status: result.status || 502 });
}

// ——— cont/cautari-salvate ———

export interface SavedSearchRow {
  id: string;
  kind: SavedSearch['kind'];
  name: string;
  family: string;
  summary: string[];
  frequency: SavedSearchFrequency;
  frequencyLabel: string;
  paused: boolean;
  newMatches: number;
  openPath: string;
}

/** A search as the list shows it; its filters in words as the save page wrote them (filterSummary). */
export function toRow(search: SavedSearch): SavedSearchRow {
  let family: FamilyConfig | undefined;
  try {
    family = familyOfType(search.type);
  } catch {
    family = undefined;
  }
  return {
    id: search.id,
    kind: search.kind,
    name: search.name,
    family: family?.title ?? '',
    summary: family ? filterSummary(family, familyChoices(family), search.filters ?? {}) : [],
    frequency: search.frequency,
    frequencyLabel: frequencyLabel(search.frequency),
    paused: search.paused,
    newMatches: search.newMatches ?? 0,
    openPath: savedSearchPaths.open(search.id),
  };
}

export interface SavedSearchesData {
  searches: SavedSearchRow[];
  /** The user's investor profiles' own searches (not renamed or deleted here). */
  investor: SavedSearchRow[];
  used: number;
  max: number;
  /** `?salvata=1`: the visit right after saving a search. */
  saved: boolean;
}

export async function loadSavedSearches(args: PageArgs): Promise<SavedSearchesData> {
  await requireUser(args);
  const result = await createApiClient(args).call<SavedSearchList>(savedSearchApi.list());
  if (!result.ok || !Array.isArray(result.data?.items)) throw data(null, { status: 503 });
  const rows = result.data.items.map(toRow);
  return {
    searches: rows.filter((row) => row.kind !== 'investor'),
    investor: rows.filter((row) => row.kind === 'investor'),
    used: result.data.used,
    max: result.data.max,
    saved: args.url.searchParams.get('salvata') === '1',
  };
}

export type SavedSearchIntent = 'rename' | 'frequency' | 'pause' | 'resume' | 'delete';
const INTENTS: readonly SavedSearchIntent[] = ['rename', 'frequency', 'pause', 'resume', 'delete'];

export interface SavedSearchesActionData {
  intent: SavedSearchIntent | null;
  id: string | null;
  ok: boolean;
  message: string;
  fieldErrors?: { name?: string; frequency?: string };
  /** `delete` without `confirm`: the page asks once more. */
  confirmDelete?: boolean;
}

function answer(result: SavedSearchesActionData, status = 200) {
  return data<SavedSearchesActionData>(result, { status });
}

/** Rename, change the frequency of, pause, resume or delete one of the user's searches. */
export async function savedSearchesAction(args: PageArgs) {
  await requireUser(args);
  const formData = await args.request.formData();
  const intent = text(formData, 'intent') as SavedSearchIntent;
  const id = text(formData, 'id');
  if (!INTENTS.includes(intent) || !ID.test(id)) return answer({ intent: null, id: null, ok: false, message: UNKNOWN_ACTION }, 400);
  const client = createApiClient(args);

  if (intent === 'delete') {
    if (text(formData, 'confirm') !== 'da') return answer({ intent, id, ok: true, message: '', confirmDelete: true });
    const result = await client.call<null>(savedSearchApi.one(id), { method: 'DELETE' });
    if (!result.ok) return answer({ intent, id: null, ok: false, message: mapFailure(result).message }, result.status || 502);
    return answer({ intent, id: null, ok: true, message: 'Căutarea a fost ștearsă. Nu vei mai primi alerte pentru ea.' });
  }

  let patch: SavedSearchPatch;
  if (intent === 'rename' || intent === 'frequency') {
    const { name, frequency, fieldErrors } = checkNameAndFrequency(formData, { name: intent === 'rename', frequency: intent === 'frequency' });
    if (fieldErrors.name || fieldErrors.frequency)
      return answer({ intent, id, ok: false, message: fieldErrors.name ?? fieldErrors.frequency ?? '', fieldErrors }, 400);
    patch = intent === 'rename' ? { name } : { frequency: frequency as SavedSearchFrequency };
  } else {
    patch = { paused: intent === 'pause' };
  }
  const result = await client.call<SavedSearch>(savedSearchApi.one(id), { method: 'PATCH', json: { ...patch } });
  if (!result.ok) {
    const failure = mapFailure(result);
    return answer(
      { intent, id, ok: false, message: failure.fieldErrors.name ?? failure.fieldErrors.frequency ?? failure.message, fieldErrors: failure.fieldErrors },
      result.status || 502,
    );
  }
  const saved = result.data;
  const messages: Record<Exclude<SavedSearchIntent, 'delete'>, string> = {
    rename: `Căutarea se numește acum „${saved?.name ?? patch.name}”.`,
    frequency: `Alertele vin acum: ${frequencyLabel(saved?.frequency ?? (patch.frequency as SavedSearchFrequency)).toLowerCase()}.`,
    pause: 'Alertele acestei căutări sunt oprite. Le poți porni oricând.',
    resume: 'Alertele acestei căutări au pornit din nou.',
  };
  return answer({ intent, id, ok: true, message: messages[intent] });
}

// ——— cont/cautari-salvate/:id/deschide ———

/** Marks the search's new matches seen and opens its family page with its filters. */
export async function openSavedSearch(args: PageArgs & { params: { id?: string } }): Promise<never> {
  await requireUser(args);
  const id = args.params.id ?? '';
  if (!ID.test(id)) throw data(null, { status: 404 });
  const client = createApiClient(args);
  const list = await client.call<SavedSearchList>(savedSearchApi.list());
  if (!list.ok) throw data(null, { status: list.status === 401 ? 401 : 503 });
  const search = list.data.items?.find((item) => item.id === id);
  if (!search) throw data(null, { status: 404 });
  const visit = await client.call<null>(savedSearchApi.visit(id), { method: 'POST' });
  if (!visit.ok) console.error(`Saved search ${id}: visit not recorded (${visit.status})`);
  throw redirect(safeRedirectTarget(search.path, savedSearchPaths.list()));
}
