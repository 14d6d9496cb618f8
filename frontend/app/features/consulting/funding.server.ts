/**
 * Loaders and actions of the funding tools. The answers travel in the query string (a GET form:
 * the page computes without JavaScript and a link opens the same answers again); with JavaScript
 * the same loader answers the page's live calls as the visitor types. Keeping a check, emailing it
 * and turning it into a consulting request are POSTs to the page's action.
 */
import { data } from 'react-router';
import type { ConsultingCreated, DigitalizationAnswer, DigitalizationResult } from '@contracts/consulting';
import type { CaenClass, CompanyAnswers, EligibilityResponse, ProgrammeResult, ProgrammeSummary } from '@contracts/funding';
import { anafAnswersNote, mergeCompanyAnswers } from '~/features/company-data/company-prefill';
import { companyAnswers } from '~/features/company-data/company-prefill.server';
import { createApiClient, type ApiCallArgs, type ApiClient } from '~/lib/api-client';
import { getSessionUser } from '~/lib/session.server';
import { submissionKey } from '~/lib/submission-token';
import { hasErrors, text, type FieldErrors } from '~/lib/validation';
import { allFields, consultingBody, FUNDING_REQUEST_FORM, validateConsultingForm } from './consulting-forms';
import {
  answersQuery,
  apiFieldErrors,
  fieldsOf,
  readAnswers,
  SCORE_SENT_FIELD,
  valuesOf,
  type AnswerGroup,
  type AnswerKey,
  type AnswerValues,
} from './funding-answers';

export const API = {
  eligibility: '/api/consulting/eligibility',
  programmes: '/api/consulting/programmes',
  prefill: '/api/consulting/eligibility/prefill',
  request: FUNDING_REQUEST_FORM.apiPath,
  mine: '/api/consulting/eligibility/mine',
  points: '/api/consulting/calculateDigitalizarePoints',
  caen: '/api/masterdata/caen',
} as const;

/** One computation of a tool: what the fields hold, what could not be read, and the result. */
export interface CheckView {
  values: AnswerValues;
  /** Shown next to the fields after a submission. */
  errors: FieldErrors<AnswerKey>;
  /** Null while nothing was answered. */
  results: ProgrammeResult[] | null;
  /** The API could not compute (shown instead of the results). */
  message: string | null;
  /** The name of the CAEN class answered, when it is one. */
  caenName: string | null;
  /** Results that are open funding calls (fund listings), shown apart from the programmes. */
  callIds: string[];
}

export interface FundingCheckData {
  check: CheckView;
  /** The answers come from the signed-in company's profile. */
  prefilled: boolean;
  /** The profile's company name, when the answers come from it. */
  company: string | null;
  signedIn: boolean;
  /** Present when the profile has a CUI and ANAF was asked for the answers the profile lacks. */
  anaf?: { filled: boolean; note: string };
}

export type FundingActionData =
  | { intent: 'save'; ok: true; checkId: string; check: CheckView; message: string }
  | { intent: 'save'; ok: false; message: string }
  | { intent: 'email'; ok: boolean; checkId: string; message: string }
  | { intent: 'request'; ok: true; number: string; message: string }
  | { intent: 'request'; ok: false; fieldErrors: FieldErrors; message?: string; values: Record<string, string> }
  | { intent: 'unknown'; ok: false; message: string };

interface ToolOptions {
  groups: readonly AnswerGroup[];
  /** Only these programmes (Măsura 3's own page); all when absent. */
  programmeIds?: readonly string[];
}

const onlyFields = (answers: CompanyAnswers, groups: readonly AnswerGroup[]): CompanyAnswers => {
  const kept: Record<string, unknown> = {};
  for (const field of fieldsOf(groups)) if (answers[field.name] !== undefined && answers[field.name] !== null) kept[field.name] = answers[field.name];
  return kept as CompanyAnswers;
};

async function caenName(client: ApiClient, code: string | undefined): Promise<string | null> {
  if (!code) return null;
  const found = await client.call<CaenClass[]>(`${API.caen}?q=${encodeURIComponent(code)}`);
  return found.ok && Array.isArray(found.data) ? (found.data.find((item) => item.code === code)?.name ?? null) : null;
}

/** The ids of the open funding calls among the programmes (none when the API does not answer). */
async function callIdsOf(client: ApiClient): Promise<string[]> {
  const list = await client.call<ProgrammeSummary[]>(API.programmes);
  return list.ok && Array.isArray(list.data) ? list.data.filter((item) => item.kind === 'call').map((item) => item.id) : [];
}

/**
 * Runs the engine on the answers (nothing when none was given). Answers the API refuses (a CAEN code
 * that is no class of CAEN Rev. 2) are named next to their field and left out of a second try, so
 * the other programmes' results still show.
 */
async function compute(
  client: ApiClient,
  answers: CompanyAnswers,
  options: ToolOptions,
  save = false,
): Promise<{ results: ProgrammeResult[] | null; checkId?: string; message: string | null; errors: FieldErrors<AnswerKey> }> {
  let errors: FieldErrors<AnswerKey> = {};
  let given = answers;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (!Object.keys(given).length) return { results: null, message: null, errors };
    const body = { answers: { ...given }, ...(options.programmeIds ? { programmeIds: [...options.programmeIds] } : {}), ...(save ? { save: true } : {}) };
    const result = await client.call<EligibilityResponse>(API.eligibility, { json: body });
    if (result.ok) return { results: result.data.results, checkId: result.data.checkId, message: null, errors };
    const refused = apiFieldErrors(result.fieldErrors, fieldsOf(options.groups));
    errors = { ...errors, ...refused };
    const rest = Object.fromEntries(Object.entries(given).filter(([key]) => !(key in refused))) as CompanyAnswers;
    if (result.status !== 400 || !hasErrors(refused) || Object.keys(rest).length === Object.keys(given).length)
      return { results: null, message: result.text, errors };
    given = rest;
  }
  return { results: null, message: null, errors };
}

/**
 * The page's data: the answers of the query string (empty fields are no answer) and their results;
 * a signed-in visitor opening the page without answers finds their company's profile filled in.
 */
export async function loadFundingCheck(args: ApiCallArgs, options: ToolOptions) {
  const client = createApiClient(args);
  const params = new URL(args.request.url).searchParams;
  const read = readAnswers(params, fieldsOf(options.groups));
  const user = await getSessionUser(args);
  let { answers, values } = read;
  let prefilled = false;
  let company: string | null = null;
  let anaf: FundingCheckData['anaf'];
  if (!read.submitted && user) {
    const profile = await client.call<CompanyAnswers>(API.prefill);
    if (profile.ok && profile.data) {
      let given = profile.data;
      // A company with a CUI: ANAF's figures (newest balance sheet) fill the answers the profile lacks.
      if (profile.data.cui) {
        const found = await companyAnswers(args, profile.data.cui);
        if (found.status === 'found') given = mergeCompanyAnswers(profile.data, found.answers);
        anaf = anafAnswersNote(found);
      }
      answers = onlyFields(given, options.groups);
      values = valuesOf(answers, fieldsOf(options.groups));
      prefilled = Object.keys(answers).length > 0;
      company = prefilled ? (profile.data.companyName ?? null) : null;
    }
  }
  const [computed, name, callIds] = await Promise.all([compute(client, answers, options), caenName(client, answers.caen), callIdsOf(client)]);
  const errors = { ...computed.errors, ...read.errors };
  const check: CheckView = { values, errors, results: computed.results, message: computed.message, caenName: name, callIds };
  return data<FundingCheckData>(
    { check, prefilled, company, signedIn: Boolean(user), ...(anaf ? { anaf } : {}) },
    { status: hasErrors(read.errors) ? 400 : 200 },
  );
}

function contactValues(formData: FormData): Record<string, string> {
  return Object.fromEntries(allFields(FUNDING_REQUEST_FORM).map((field) => [field.name, text(formData, field.name)]));
}

/** Keep the check in the account (`save`), email a kept check (`email`), or send it to a consultant (`request`). */
export async function fundingCheckAction(args: ApiCallArgs, options: ToolOptions) {
  const formData = await args.request.formData();
  const intent = text(formData, 'intent');
  const client = createApiClient(args);
  const fields = fieldsOf(options.groups);

  if (intent === 'save') {
    if (!(await getSessionUser(args)))
      return data<FundingActionData>({ intent, ok: false, message: 'Intră în cont ca să păstrezi verificarea.' }, { status: 401 });
    const read = readAnswers(formData, fields);
    if (!Object.keys(read.answers).length) return data<FundingActionData>({ intent, ok: false, message: 'Răspunde mai întâi la întrebări.' }, { status: 400 });
    const computed = await compute(client, read.answers, options, true);
    if (!computed.results || !computed.checkId)
      return data<FundingActionData>(
        { intent, ok: false, message: computed.message ?? 'Verificarea nu a putut fi păstrată. Încearcă din nou.' },
        { status: 502 },
      );
    const [name, callIds] = await Promise.all([caenName(client, read.answers.caen), callIdsOf(client)]);
    const check: CheckView = { values: read.values, errors: {}, results: computed.results, message: null, caenName: name, callIds };
    return data<FundingActionData>({
      intent,
      ok: true,
      checkId: computed.checkId,
      check,
      message: 'Verificarea a fost păstrată în contul tău, la „Verificările mele”.',
    });
  }

  if (intent === 'email') return emailCheck(client, text(formData, 'checkId'));

  if (intent === 'request') {
    const values = contactValues(formData);
    const fieldErrors = validateConsultingForm(FUNDING_REQUEST_FORM, formData);
    if (hasErrors(fieldErrors)) return data<FundingActionData>({ intent, ok: false, fieldErrors, values }, { status: 400 });
    const read = readAnswers(formData, fields);
    if (!Object.keys(read.answers).length || hasErrors(read.errors)) {
      return data<FundingActionData>(
        { intent, ok: false, fieldErrors: {}, values, message: 'Răspunde corect la întrebări înainte să trimiți rezultatul.' },
        { status: 400 },
      );
    }
    const body = {
      ...consultingBody(FUNDING_REQUEST_FORM, formData),
      answers: { ...read.answers },
      ...(options.programmeIds ? { programmeIds: [...options.programmeIds] } : {}),
    };
    const result = await client.call<ConsultingCreated>(API.request, { json: body, idempotencyKey: submissionKey(formData) });
    if (result.ok) return data<FundingActionData>({ intent, ok: true, number: result.data.number, message: result.data.message });
    const known = new Set(allFields(FUNDING_REQUEST_FORM).map((field) => field.name));
    const shown: FieldErrors = {};
    for (const [field, message] of Object.entries(result.fieldErrors)) if (known.has(field)) shown[field] = message;
    return data<FundingActionData>({ intent, ok: false, fieldErrors: shown, values, message: result.text }, { status: result.status || 502 });
  }

  return data<FundingActionData>({ intent: 'unknown', ok: false, message: 'Acțiunea nu este cunoscută.' }, { status: 400 });
}

/** Emails a kept check to its owner (`POST /api/consulting/eligibility/mine/:id/email`). */
export async function emailCheck(client: ApiClient, checkId: string) {
  if (!checkId)
    return data<FundingActionData>({ intent: 'email', ok: false, checkId, message: 'Alege verificarea pe care vrei să o primești.' }, { status: 400 });
  const sent = await client.call<unknown>(`${API.mine}/${encodeURIComponent(checkId)}/email`, { method: 'POST' });
  if (sent.ok) return data<FundingActionData>({ intent: 'email', ok: true, checkId, message: 'Ți-am trimis rezultatul pe email.' });
  const message =
    sent.status === 404
      ? 'Verificarea nu există printre verificările tale.'
      : sent.status === 401
        ? 'Intră în cont ca să primești rezultatul pe email.'
        : sent.text;
  return data<FundingActionData>({ intent: 'email', ok: false, checkId, message }, { status: sent.status || 502 });
}

// ------------------------------------------------------------------ the points calculator

export interface ScoreView {
  values: AnswerValues;
  errors: FieldErrors<AnswerKey>;
  result: DigitalizationResult | null;
  message: string | null;
  /** Answers still missing before a total can be computed (labels). */
  missing: string[];
}

/** The calculator's data: every answer is needed; without them the page says which are missing. */
export async function loadScore(args: ApiCallArgs, groups: readonly AnswerGroup[]) {
  const params = new URL(args.request.url).searchParams;
  const fields = fieldsOf(groups);
  const read = readAnswers(params, fields, { required: true });
  const sent = params.has(SCORE_SENT_FIELD) || Object.keys(read.values).length > 0;
  const missing = fields.filter((field) => read.errors[field.name]).map((field) => field.label);
  const view: ScoreView = { values: read.values, errors: sent ? read.errors : {}, result: null, message: null, missing };
  if (!sent) return data({ score: view });
  if (hasErrors(read.errors)) return data({ score: view }, { status: 400 });
  const result = await createApiClient(args).call<DigitalizationAnswer>(API.points, { json: { ...read.answers } });
  if (result.ok) return data({ score: { ...view, result: result.data.result } });
  return data({ score: { ...view, errors: apiFieldErrors(result.fieldErrors, fields), message: result.text } }, { status: result.status || 502 });
}

export { answersQuery };
