/**
 * Loaders and actions of `cont/mesaje` (the signed-in user's conversations) and `cont/mesaje/:id`
 * (one thread: reply with optional documents, report a message of the other party, block or
 * unblock them). Plain HTML forms posting to these actions: everything works without JavaScript.
 */
import { data } from 'react-router';
import { ErrorCode } from '@contracts/error-codes';
import { MESSAGE_MAX_LENGTH, type ConversationSummary, type ConversationThread, type Message } from '@contracts/messages';
import { errorTexts } from '~/i18n/ro';
import { createApiClient, type ApiCallArgs, type ApiClient } from '~/lib/api-client';
import { requireUser } from '~/lib/session.server';
import { submissionKey } from '~/lib/submission-token';
import { MESSAGE_MAX_FILES, type ConversationActionData } from './paths';

interface PageArgs extends ApiCallArgs {
  url: URL;
  params: { id?: string };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export { attachmentPath, conversationPath, MESSAGE_MAX_FILES, messagesPath } from './paths';

export async function loadConversations(args: PageArgs): Promise<{ conversations: ConversationSummary[] }> {
  await requireUser(args);
  const result = await createApiClient(args).call<ConversationSummary[]>('/api/conversations');
  if (!result.ok || !Array.isArray(result.data)) throw data(null, { status: result.status === 401 ? 401 : 503 });
  return { conversations: result.data };
}

function conversationId(args: PageArgs): string {
  const id = args.params.id;
  if (!id || !UUID.test(id)) throw data(null, { status: 404 });
  return id;
}

/** The thread (opening it marks the other party's messages read); someone else's conversation is 404. */
export async function loadConversation(args: PageArgs): Promise<ConversationThread> {
  await requireUser(args);
  const id = conversationId(args);
  const result = await createApiClient(args).call<ConversationThread>(`/api/conversations/${id}/messages`);
  if (result.status === 404) throw data(null, { status: 404 });
  if (!result.ok || !result.data) throw data(null, { status: 503 });
  return result.data;
}

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
};

const failureText = (result: { status: number; text: string }) => (result.status === 429 ? errorTexts[ErrorCode.RATE_LIMITED] : result.text);

/** Files of the reply form that were actually chosen (an empty file input sends one empty part). */
function chosenFiles(formData: FormData): File[] {
  return formData.getAll('attachments').filter((value): value is File => typeof value === 'object' && value !== null && 'size' in value && value.size > 0);
}

async function reply(client: ApiClient, id: string, formData: FormData) {
  const body = text(formData, 'body').trim();
  const files = chosenFiles(formData);
  const fieldErrors: { body?: string; attachments?: string } = {};
  if (!body) fieldErrors.body = 'Scrie un mesaj.';
  else if (body.length > MESSAGE_MAX_LENGTH) fieldErrors.body = `Mesajul poate avea cel mult ${MESSAGE_MAX_LENGTH} de caractere.`;
  if (files.length > MESSAGE_MAX_FILES) fieldErrors.attachments = `Poți atașa cel mult ${MESSAGE_MAX_FILES} documente unui mesaj.`;
  if (fieldErrors.body || fieldErrors.attachments)
    return data<ConversationActionData>({ intent: 'reply', ok: false, message: 'Verifică mesajul.', fieldErrors }, { status: 400 });

  let attachments: string[] = [];
  if (files.length) {
    const upload = new FormData();
    for (const file of files) upload.append('documents', file, file.name);
    const uploaded = await client.call<{ documents: { key: string }[] }>('/api/uploads/documents', {
      form: upload,
      idempotencyKey: submissionKey(formData, 'documents'),
    });
    if (!uploaded.ok) {
      const message = uploaded.fieldErrors.documents ?? failureText(uploaded);
      return data<ConversationActionData>({ intent: 'reply', ok: false, message, fieldErrors: { attachments: message } }, { status: uploaded.status || 502 });
    }
    attachments = (uploaded.data?.documents ?? []).map((document) => document.key);
  }
  const sent = await client.call<Message>(`/api/conversations/${id}/messages`, {
    json: { body, ...(attachments.length ? { attachments } : {}) },
    idempotencyKey: submissionKey(formData),
  });
  if (!sent.ok) {
    return data<ConversationActionData>(
      { intent: 'reply', ok: false, message: failureText(sent), fieldErrors: { body: sent.fieldErrors.body, attachments: sent.fieldErrors.attachments } },
      { status: sent.status || 502 },
    );
  }
  return data<ConversationActionData>({ intent: 'reply', ok: true, message: 'Mesajul a fost trimis.', sent: sent.data });
}

async function report(client: ApiClient, formData: FormData) {
  const messageId = text(formData, 'messageId');
  const reason = text(formData, 'reason').trim();
  if (!UUID.test(messageId)) throw data(null, { status: 400 });
  if (reason.length < 3)
    return data<ConversationActionData>(
      { intent: 'report', ok: false, messageId, message: 'Spune-ne pe scurt motivul.', fieldErrors: { reason: 'Scrie cel puțin 3 caractere.' } },
      { status: 400 },
    );
  const result = await client.call<null>(`/api/messages/${messageId}/report`, { json: { reason: reason.slice(0, 1000) } });
  if (!result.ok)
    return data<ConversationActionData>(
      { intent: 'report', ok: false, messageId, message: failureText(result), fieldErrors: { reason: result.fieldErrors.reason } },
      { status: result.status || 502 },
    );
  return data<ConversationActionData>({ intent: 'report', ok: true, messageId, message: 'Mulțumim! Mesajul a fost trimis echipei de moderare.' });
}

async function block(client: ApiClient, id: string, blocked: boolean) {
  const intent = blocked ? 'block' : 'unblock';
  const result = await client.call<ConversationSummary>(`/api/conversations/${id}/block`, { method: blocked ? 'POST' : 'DELETE' });
  if (!result.ok) return data<ConversationActionData>({ intent, ok: false, message: failureText(result) }, { status: result.status || 502 });
  return data<ConversationActionData>({
    intent,
    ok: true,
    message: blocked ? 'Utilizatorul a fost blocat: nu mai primești mesaje de la el.' : 'Utilizatorul a fost deblocat.',
  });
}

export async function conversationAction(args: PageArgs) {
  await requireUser(args);
  const id = conversationId(args);
  const formData = await args.request.formData();
  const client = createApiClient(args);
  switch (formData.get('intent')) {
    case 'reply':
      return reply(client, id, formData);
    case 'report':
      return report(client, formData);
    case 'block':
      return block(client, id, true);
    case 'unblock':
      return block(client, id, false);
    default:
      throw data(null, { status: 400 });
  }
}

/**
 * `cont/mesaje` and `cont/mesaje/:id` are one route (one entry in the route manifest every page
 * loads): without an id the list, with one the thread.
 */
export async function loadMessagesPage(
  args: PageArgs,
): Promise<{ kind: 'list'; conversations: ConversationSummary[] } | { kind: 'thread'; thread: ConversationThread }> {
  if (args.params.id === undefined) return { kind: 'list', ...(await loadConversations(args)) };
  return { kind: 'thread', thread: await loadConversation(args) };
}
