/**
 * „Descarcă datele mele” (GDPR articles 15 and 20): the account page asks for the archive of the
 * user's data (a plain form post, so it works without JavaScript too); the emailed link's page
 * (`/cont/datele-mele?token=…`) asks before its button downloads the archive, once.
 */
import { data } from 'react-router';
import { DATA_EXPORT_TOKEN_PATTERN, type DataExportLinkState, type DataExportRequested, type DataExportSummary } from '@contracts/privacy';
import { createApiClient, type ApiCallArgs, type ApiClient } from '~/lib/api-client';
import { requireUser } from '~/lib/session.server';
import { text } from '~/lib/validation';
import { DATA_EXPORT_API, EXPORT_INTENT, type MyDataActionData } from './my-data';

/** The latest archive asked for; undefined when the API did not answer (the section still offers the button). */
export async function loadLatestDataExport(client: ApiClient): Promise<DataExportSummary | null | undefined> {
  const result = await client.call<{ export: DataExportSummary | null }>(DATA_EXPORT_API.latest);
  return result.ok ? (result.data?.export ?? null) : undefined;
}

/** Handles the account page's „Descarcă datele mele” form; other intents are not this module's (null). */
export async function myDataAction(args: ApiCallArgs & { url: URL }, formData: FormData) {
  if (text(formData, 'intent') !== EXPORT_INTENT) return null;
  await requireUser(args);
  const result = await createApiClient(args).call<DataExportRequested>(DATA_EXPORT_API.request, { method: 'POST' });
  if (result.ok) return data<MyDataActionData>({ intent: EXPORT_INTENT, ok: true, message: result.data.message });
  const message = result.code === 'RATE_LIMITED' ? 'Ai cerut deja de mai multe ori arhiva cu datele tale astăzi. Încearcă din nou mâine.' : result.text;
  return data<MyDataActionData>({ intent: EXPORT_INTENT, ok: false, message }, { status: result.status || 502 });
}

export type DataExportLinkPage = { token: string; link: DataExportLinkState } | { token: string; link: null };

/** The link's page: what its archive is (changes nothing: mail scanners open links too). `link: null` when the API did not answer. */
export async function loadDataExportLink(args: ApiCallArgs & { url: URL }): Promise<DataExportLinkPage> {
  await requireUser(args);
  const token = (args.url.searchParams.get('token') ?? '').trim();
  if (!DATA_EXPORT_TOKEN_PATTERN.test(token)) return { token: '', link: { state: 'invalid' } };
  const result = await createApiClient(args).call<DataExportLinkState>(DATA_EXPORT_API.link(token));
  if (result.ok) return { token, link: result.data };
  return { token, link: result.status === 400 ? { state: 'invalid' } : null };
}
