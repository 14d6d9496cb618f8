/**
 * Typed client for the JSON API, used by loaders and actions on the server.
 *
 * - Calls go through the `apiFetch` the NestJS host put into the load context (in-process), or,
 *   when the site runs alone (`react-router dev`), through `fetch` to `API_URL`.
 * - The visitor's `cookie` and `accept-language` headers are forwarded, so the API sees the session.
 * - Errors are mapped from `error.code` to Romanian texts; `error.message` is never used for logic.
 */
import type { RouterContextProvider } from 'react-router';
import type { ErrorBody, ErrorCode, LoginResponse, ProfileResponse, SessionUser } from '@contracts/index';
import { IDEMPOTENCY_KEY_HEADER } from '@contracts/submissions';
import { errorTexts, GENERIC_ERROR } from '~/i18n/ro';
import { apiFetchContext, type ApiFetch } from './api-context';
import { apiPaths } from './paths';
import { siteConfig } from './site-config';

export type ApiErrorCode = ErrorCode | 'NETWORK';

export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
  /** Set-Cookie headers of the API answer, to pass on to the browser when needed. */
  setCookies: string[];
}

export interface ApiFailure {
  ok: false;
  status: number;
  code: ApiErrorCode;
  /** Romanian text for `code`. */
  text: string;
  /** Field name → Romanian message, from the `details` of a 400 answer. */
  fieldErrors: Record<string, string>;
  setCookies: string[];
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export interface ApiCallArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

type JsonBody = Record<string, unknown>;

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: JsonBody;
  /** Multipart body (fields and files); its content type is set by the transport. */
  form?: FormData;
  /** A create call's key (a form's submission token, lib/submission-token): its repeat gets the first answer. */
  idempotencyKey?: string;
}

const FORWARDED_HEADERS = ['cookie', 'accept-language'] as const;

function fallbackFetch(): ApiFetch {
  const base = siteConfig().apiUrl;
  return (path, init) => fetch(base + path, init);
}

function resolveApiFetch(context: Readonly<RouterContextProvider>): ApiFetch {
  return context.get(apiFetchContext) ?? fallbackFetch();
}

function isErrorBody(value: unknown): value is ErrorBody {
  return typeof value === 'object' && value !== null && typeof (value as ErrorBody).error?.code === 'string';
}

export function errorText(code: ApiErrorCode): string {
  return errorTexts[code] ?? GENERIC_ERROR;
}

function failure(status: number, code: ApiErrorCode, body: unknown, setCookies: string[] = []): ApiFailure {
  const fieldErrors: Record<string, string> = {};
  if (isErrorBody(body)) {
    for (const detail of body.error.details ?? []) {
      // Field messages are shown next to their field; they are never used to decide anything.
      if (detail.field && !(detail.field in fieldErrors)) fieldErrors[detail.field] = detail.message;
    }
  }
  return { ok: false, status, code, text: errorText(code), fieldErrors, setCookies };
}

export function createApiClient({ request, context }: ApiCallArgs) {
  const apiFetch = resolveApiFetch(context);

  async function call<T>(path: string, options: CallOptions = {}): Promise<ApiResult<T>> {
    const headers = new Headers({ accept: 'application/json' });
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers.get(name);
      if (value) headers.set(name, value);
    }
    if (options.idempotencyKey) headers.set(IDEMPOTENCY_KEY_HEADER, options.idempotencyKey);
    let body: string | FormData | undefined;
    if (options.json) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }

    let response: Response;
    try {
      response = await apiFetch(path, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body });
    } catch (error) {
      console.error(`API ${path} unreachable: ${error instanceof Error ? error.message : String(error)}`);
      return failure(0, 'NETWORK', null);
    }

    const setCookies = response.headers.getSetCookie?.() ?? [];
    let parsed: unknown = null;
    const text = await response.text();
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = null;
      }
    }
    if (response.ok) return { ok: true, status: response.status, data: parsed as T, setCookies };
    const code: ApiErrorCode = isErrorBody(parsed) ? parsed.error.code : response.status >= 500 ? 'INTERNAL' : 'NETWORK';
    if (response.status >= 500) console.error(`API ${path} answered ${response.status}`);
    return failure(response.status, code, parsed, setCookies);
  }

  return {
    call,
    getAccount: () => call<{ user: SessionUser; favoriteCount?: number; unreadMessages?: number }>(apiPaths.account),
    getFavoriteCount: () => call<number | { count?: number; total?: number }>(apiPaths.favoriteCount),
    login: (email: string, password: string) => call<LoginResponse>(apiPaths.login, { json: { email, password } }),
    logout: () => call<{ ok: true }>(apiPaths.logout, { method: 'POST' }),
    lostPassword: (email: string) => call<{ ok: true; message: string }>(apiPaths.lostPassword, { json: { email } }),
    resetPassword: (input: { token: string; password: string; confirmPassword: string }) => call<{ ok: true }>(apiPaths.resetPassword, { json: { ...input } }),
    verifyEmail: (token: string) => call<{ ok: true }>(apiPaths.verifyEmail, { json: { token } }),
    register: (input: RegisterInput) => call<{ user: SessionUser; message: string }>(apiPaths.register, { json: { ...input } }),
    getProfile: () => call<ProfileResponse>(apiPaths.profile),
    /** With a new profile photo the fields go as multipart, as the API expects for files. */
    updateProfile: (input: { fullName: string; phone: string; companyName: string; cui: string }, avatar?: File) => {
      if (!avatar) return call<ProfileResponse>(apiPaths.profile, { json: { ...input } });
      const form = new FormData();
      for (const [key, value] of Object.entries(input)) form.set(key, value);
      form.set('avatar', avatar, avatar.name);
      return call<ProfileResponse>(apiPaths.profile, { method: 'POST', form });
    },
    changePassword: (input: { currentPassword: string; password: string; confirmPassword: string }) =>
      call<{ ok: true }>(apiPaths.password, { json: { ...input } }),
    deleteAccount: (password: string) => call<{ ok: true }>(apiPaths.deleteAccount, { json: { password } }),
    /** `idempotencyKey`: the sign-up form's submission token. */
    subscribeNewsletter: (email: string, idempotencyKey?: string) => call<{ ok: true }>(apiPaths.newsletter, { json: { email }, idempotencyKey }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export interface RegisterInput {
  fullName: string;
  email: string;
  phone?: string;
  password: string;
  confirmPassword: string;
  userType: 1 | 2;
  acceptTerms: 'true';
  companyName?: string;
  cui?: string;
}

/** Response headers that pass the API's Set-Cookie lines on to the browser. */
export function cookieHeaders(result: { setCookies: string[] }): Headers {
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie);
  return headers;
}

/** Reads a count from the favourites endpoint, whatever its exact shape; anything odd counts as 0. */
export function readCount(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'object' && value !== null) {
    const record = value as { count?: unknown; total?: unknown };
    if (typeof record.count === 'number') return record.count;
    if (typeof record.total === 'number') return record.total;
  }
  return 0;
}
