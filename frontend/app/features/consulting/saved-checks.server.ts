/**
 * „Verificările mele” on the account page (`cont`): the eligibility checks the user kept, each
 * emailed again or deleted on request (plain POST forms, so they work without JavaScript too).
 */
import { data } from 'react-router';
import type { SavedEligibilityCheck } from '@contracts/funding';
import { createApiClient, type ApiCallArgs, type ApiClient } from '~/lib/api-client';
import { requireUser } from '~/lib/session.server';
import { text } from '~/lib/validation';
import { API, emailCheck } from './funding.server';

export type SavedCheckActionData = { intent: 'delete-check' | 'email-check'; ok: boolean; checkId: string; message: string };

/** The user's kept checks, newest first; null when the API did not answer. */
export async function loadSavedChecks(client: ApiClient): Promise<SavedEligibilityCheck[] | null> {
  const result = await client.call<SavedEligibilityCheck[] | { docs: SavedEligibilityCheck[] }>(API.mine);
  if (!result.ok) return null;
  const checks = Array.isArray(result.data) ? result.data : (result.data?.docs ?? []);
  return [...checks].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Handles the account page's check forms; other intents are not this module's (null). */
export async function savedChecksAction(args: ApiCallArgs & { url: URL }, formData: FormData) {
  const intent = text(formData, 'intent');
  if (intent !== 'delete-check' && intent !== 'email-check') return null;
  await requireUser(args);
  const checkId = text(formData, 'checkId');
  const client = createApiClient(args);
  if (intent === 'email-check') {
    const sent = await emailCheck(client, checkId);
    return data<SavedCheckActionData>({ intent, ok: sent.data.ok, checkId, message: sent.data.message ?? '' }, { status: sent.init?.status ?? 200 });
  }
  if (!checkId) return data<SavedCheckActionData>({ intent, ok: false, checkId, message: 'Alege verificarea pe care vrei să o ștergi.' }, { status: 400 });
  const deleted = await client.call<unknown>(`${API.mine}/${encodeURIComponent(checkId)}`, { method: 'DELETE' });
  if (deleted.ok) return data<SavedCheckActionData>({ intent, ok: true, checkId, message: 'Verificarea a fost ștearsă.' });
  const message = deleted.status === 404 ? 'Verificarea nu există printre verificările tale.' : deleted.text;
  return data<SavedCheckActionData>({ intent, ok: false, checkId, message }, { status: deleted.status || 502 });
}
