/**
 * Server side of the instant estimate: the action of the two estimate forms on `evaluare-afaceri`
 * (`POST /api/termene/evaluation`), the stored estimate's page (`GET /api/termene/evaluation/:id`,
 * read by whoever holds the unguessable id) and its owner's "show it on my listing" form
 * (`POST /api/termene/evaluation/:id/attach`).
 */
import { data } from 'react-router';
import { ErrorCode } from '@contracts/error-codes';
import { ListingStatus } from '@contracts/listings';
import { ListingType } from '@contracts/listing-type';
import type { ValuationEstimate } from '@contracts/valuation';
import { loadMine } from '~/features/account/my-listings.server';
import { formatDate } from '~/features/listings/format';
import { createApiClient, type ApiCallArgs, type ApiClient, type ApiFailure } from '~/lib/api-client';
import { getSessionUser } from '~/lib/session.server';
import { hasErrors, text, type FieldErrors } from '~/lib/validation';
import {
  CUI_FIELDS,
  FIGURE_FIELDS,
  financialYears,
  placeEstimateErrors,
  readCuiRequest,
  readFiguresRequest,
  validateCuiEstimate,
  validateFiguresEstimate,
  type EstimateField,
  type EstimateMode,
} from './estimate-form';

export const ESTIMATE_API = '/api/termene/evaluation';

export type EstimateActionData =
  | { intent: 'estimate'; mode: EstimateMode; ok: true; estimate: ValuationEstimate; values: Record<string, string> }
  | { intent: 'estimate'; mode: EstimateMode; ok: false; fieldErrors: FieldErrors<EstimateField>; message: string | null; values: Record<string, string> };

function valuesOf(formData: FormData, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, text(formData, field)]));
}

/** Romanian line for an answer that is not a field problem. */
export function failureMessage(result: ApiFailure, mode: EstimateMode): string {
  if (result.status === 429 || result.code === ErrorCode.RATE_LIMITED) return 'Ai cerut multe estimări într-un timp scurt. Încearcă din nou peste un minut.';
  if (result.status === 0 || result.status >= 500) {
    return mode === 'cui'
      ? 'Nu am putut calcula estimarea acum. Poți completa cifrele firmei în formularul de mai jos sau poți încerca din nou peste câteva minute.'
      : 'Nu am putut calcula estimarea acum. Încearcă din nou peste câteva minute.';
  }
  return result.text;
}

/**
 * Maps the API's answer to what the page shows: the estimate, or the field messages next to their
 * fields (the form's own fields only) and any other message above the form.
 */
export function estimateOutcome(
  result: Awaited<ReturnType<ApiClient['call']>>,
  mode: EstimateMode,
  values: Record<string, string>,
): { body: EstimateActionData; status: number } {
  if (result.ok) return { body: { intent: 'estimate', mode, ok: true, estimate: result.data as ValuationEstimate, values }, status: 200 };
  const fields = mode === 'cui' ? CUI_FIELDS : FIGURE_FIELDS;
  const placed = placeEstimateErrors(result.fieldErrors, fields);
  const fieldMessage = hasErrors(placed.fields) && !placed.other.length ? 'Verifică valorile marcate mai jos.' : null;
  const message = placed.other.length ? placed.other.join(' ') : (fieldMessage ?? failureMessage(result, mode));
  const status = result.status === 0 ? 503 : result.status;
  return { body: { intent: 'estimate', mode, ok: false, fieldErrors: placed.fields, message, values }, status };
}

/** The estimate forms' action: the same rules as in the browser, then the API. */
export async function estimateAction(args: ApiCallArgs, formData: FormData, now = new Date()) {
  const mode: EstimateMode = text(formData, 'mode') === 'cui' ? 'cui' : 'figures';
  const years = financialYears(now);
  const values = valuesOf(formData, mode === 'cui' ? CUI_FIELDS : FIGURE_FIELDS);
  const fieldErrors = mode === 'cui' ? validateCuiEstimate(formData) : validateFiguresEstimate(formData, years);
  if (hasErrors(fieldErrors)) {
    return data<EstimateActionData>(
      { intent: 'estimate', mode, ok: false, fieldErrors, message: 'Verifică valorile marcate mai jos.', values },
      { status: 400 },
    );
  }
  const request = mode === 'cui' ? readCuiRequest(formData) : readFiguresRequest(formData, years);
  const result = await createApiClient(args).call<ValuationEstimate>(ESTIMATE_API, { json: { ...request } });
  const outcome = estimateOutcome(result, mode, values);
  return data<EstimateActionData>(outcome.body, { status: outcome.status });
}

/** Estimate ids are 128 random bits in base64url; anything else is not worth asking the API about. */
const ESTIMATE_ID = /^[A-Za-z0-9_-]{16,64}$/;

export function isEstimateId(value: unknown): value is string {
  return typeof value === 'string' && ESTIMATE_ID.test(value);
}

/** The estimate `id`, or null when there is none with that id (or the API could not answer). */
export async function fetchEstimate(client: ApiClient, id: string): Promise<ValuationEstimate | null> {
  if (!isEstimateId(id)) return null;
  const result = await client.call<ValuationEstimate>(`${ESTIMATE_API}/${encodeURIComponent(id)}`);
  return result.ok ? result.data : null;
}

export interface OwnListingOption {
  id: string;
  title: string;
  statusName: string;
}

export interface StoredEstimateData {
  estimate: ValuationEstimate;
  /** The day it was computed, in words (written here so the page's script needs no date code). */
  date: string;
  /** The owner's company listings the estimate can be shown on; null for anyone else. */
  listings: OwnListingOption[] | null;
}

export async function loadStoredEstimate(args: ApiCallArgs & { params: { id?: string } }): Promise<StoredEstimateData> {
  const client = createApiClient(args);
  const id = args.params.id ?? '';
  if (!isEstimateId(id)) throw data(null, { status: 404 });
  const result = await client.call<ValuationEstimate>(`${ESTIMATE_API}/${encodeURIComponent(id)}`);
  if (!result.ok) throw data(null, { status: result.status === 404 || result.status === 400 ? 404 : 503 });
  const estimate = result.data;
  let listings: OwnListingOption[] | null = null;
  if (estimate.mine && (await getSessionUser(args))) {
    const mine = await loadMine(client);
    // Without an answer about the owner's listings the form is left out rather than claim there are none.
    listings =
      mine
        ?.filter((listing) => listing.type === ListingType.Company && listing.status !== ListingStatus.Archived)
        .map((listing) => ({ id: listing.id, title: listing.title, statusName: listing.statusName })) ?? null;
  }
  return { estimate, date: formatDate(estimate.createdAt), listings };
}

export type AttachActionData = { ok: boolean; message: string; listingId?: string };

/** "Afișează ca valoare estimată": the API checks that both the estimate and the listing are the caller's. */
export async function attachEstimateAction(args: ApiCallArgs & { params: { id?: string } }) {
  const formData = await args.request.formData();
  const id = args.params.id ?? '';
  const listingId = text(formData, 'listingId');
  if (!isEstimateId(id)) throw data(null, { status: 404 });
  if (!listingId) return data<AttachActionData>({ ok: false, message: 'Alege anunțul pe care apare valoarea estimată.' }, { status: 400 });
  const result = await createApiClient(args).call<unknown>(`${ESTIMATE_API}/${encodeURIComponent(id)}/attach`, { json: { listingId } });
  if (result.ok)
    return data<AttachActionData>({ ok: true, listingId, message: 'Gata: anunțul arată acum această valoare estimată, cu legătură către metoda de calcul.' });
  const message = result.fieldErrors.listingId ?? (result.status === 401 ? 'Intră în cont ca să afișezi estimarea pe anunțul tău.' : result.text);
  return data<AttachActionData>({ ok: false, listingId, message }, { status: result.status === 0 ? 503 : result.status });
}
