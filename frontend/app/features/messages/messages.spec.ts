import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { UserType, type SessionUser } from '@contracts/index';
import { ListingType } from '@contracts/lists';
import type { ConversationSummary, ConversationThread, Message } from '@contracts/messages';
import { stubbedArgs } from '~/lib/stubbed-api.fixture';
import { ConversationView } from './ConversationView';
import { conversationAction, loadMessagesPage } from './messages.server';

const ID = '11111111-2222-4333-8444-555555555555';
const MESSAGE_ID = '66666666-7777-4888-9999-aaaaaaaaaaaa';
const user: SessionUser = {
  id: 'u1',
  fullName: 'Ion Popescu',
  email: 'ion@example.ro',
  userType: UserType.PersoanaFizica,
  emailVerified: true,
  claims: { role: 'user' },
};
const SIGNED_IN = { 'GET /api/account': { status: 200, body: { user, favoriteCount: 0, unreadMessages: 2 } } };

const summary: ConversationSummary = {
  id: ID,
  listing: { id: 'l1', type: ListingType.Company, slug: 'cafenea-cluj', title: 'Cafenea în Cluj', thumbnail: '/images/x.webp' },
  other: { id: 'u2', fullName: 'Maria <b>Ionescu</b>' },
  role: 'buyer',
  lastMessage: { excerpt: 'Bună ziua', sentAt: '2026-03-10T10:00:00.000Z', mine: false },
  unread: 2,
  blockedByMe: false,
  blockedMe: false,
  createdAt: '2026-03-10T09:00:00.000Z',
};
const message = (rest: Partial<Message> = {}): Message => ({
  id: MESSAGE_ID,
  conversationId: ID,
  senderId: 'u2',
  mine: false,
  body: 'Bună ziua',
  attachments: [],
  sentAt: '2026-03-10T10:00:00.000Z',
  readAt: null,
  ...rest,
});
const thread = (messages: Message[], conversation: Partial<ConversationSummary> = {}): ConversationThread => ({
  conversation: { ...summary, ...conversation },
  messages,
});

function render(element: ReturnType<typeof createElement>): string {
  const router = createMemoryRouter([{ path: '/cont/mesaje/:id', element, action: () => null }], { initialEntries: [`/cont/mesaje/${ID}`] });
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

describe('cont/mesaje', () => {
  it('lists the conversations without an id, and the thread with one', async () => {
    const list = stubbedArgs('/cont/mesaje', { ...SIGNED_IN, 'GET /api/conversations': { status: 200, body: [summary] } }, { signedIn: true });
    expect(await loadMessagesPage(list.args)).toEqual({ kind: 'list', conversations: [summary] });

    const one = stubbedArgs(
      `/cont/mesaje/${ID}`,
      { ...SIGNED_IN, [`GET /api/conversations/${ID}/messages`]: { status: 200, body: thread([message()]) } },
      { signedIn: true, params: { id: ID } },
    );
    expect(await loadMessagesPage(one.args)).toEqual({ kind: 'thread', thread: thread([message()]) });
  });

  it('sends visitors without a session to the login page', async () => {
    const { args } = stubbedArgs('/cont/mesaje', {});
    const thrown = await loadMessagesPage(args).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('location')).toBe('/auth/login?redirect=%2Fcont%2Fmesaje');
  });

  it('answers 404 for someone else’s conversation and for an id that is not one, without asking the API for the latter', async () => {
    const foreign = stubbedArgs(`/cont/mesaje/${ID}`, SIGNED_IN, { signedIn: true, params: { id: ID } });
    const thrown = (await loadMessagesPage(foreign.args).catch((error: unknown) => error)) as { init?: { status?: number } };
    expect(thrown.init?.status).toBe(404);
    const bad = stubbedArgs('/cont/mesaje/abc', SIGNED_IN, { signedIn: true, params: { id: 'abc' } });
    const refused = (await loadMessagesPage(bad.args).catch((error: unknown) => error)) as { init?: { status?: number } };
    expect(refused.init?.status).toBe(404);
    expect(bad.calls.map((call) => call.key)).not.toContain('GET /api/conversations/abc/messages');
  });

  it('posts a reply as typed; an empty one is refused before the API is asked', async () => {
    const sent = message({ id: 'm2', senderId: 'u1', mine: true, body: 'Da, mulțumesc' });
    const reply = stubbedArgs(
      `/cont/mesaje/${ID}`,
      { ...SIGNED_IN, [`POST /api/conversations/${ID}/messages`]: { status: 201, body: sent } },
      { signedIn: true, params: { id: ID }, form: { intent: 'reply', body: '  Da, mulțumesc  ' } },
    );
    const answer = (await conversationAction(reply.args)) as unknown as { data: { ok: boolean } };
    expect(answer.data.ok).toBe(true);
    expect(reply.calls.find((call) => call.key === `POST /api/conversations/${ID}/messages`)?.body).toEqual({ body: 'Da, mulțumesc' });

    const empty = stubbedArgs(`/cont/mesaje/${ID}`, SIGNED_IN, { signedIn: true, params: { id: ID }, form: { intent: 'reply', body: '   ' } });
    const refused = (await conversationAction(empty.args)) as unknown as { data: { ok: boolean; fieldErrors: { body: string } }; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.fieldErrors.body).toBe('Scrie un mesaj.');
    expect(empty.calls.some((call) => call.key.startsWith('POST'))).toBe(false);
  });

  it('reports a message with its reason, and blocks the other party', async () => {
    const report = stubbedArgs(
      `/cont/mesaje/${ID}`,
      { ...SIGNED_IN, [`POST /api/messages/${MESSAGE_ID}/report`]: { status: 204 } },
      { signedIn: true, params: { id: ID }, form: { intent: 'report', messageId: MESSAGE_ID, reason: 'Mesaj abuziv' } },
    );
    expect(((await conversationAction(report.args)) as unknown as { data: { ok: boolean } }).data.ok).toBe(true);
    expect(report.calls.find((call) => call.key === `POST /api/messages/${MESSAGE_ID}/report`)?.body).toEqual({ reason: 'Mesaj abuziv' });

    const block = stubbedArgs(
      `/cont/mesaje/${ID}`,
      { ...SIGNED_IN, [`POST /api/conversations/${ID}/block`]: { status: 200, body: { ...summary, blockedByMe: true } } },
      { signedIn: true, params: { id: ID }, form: { intent: 'block' } },
    );
    expect(((await conversationAction(block.args)) as unknown as { data: { ok: boolean; intent: string } }).data).toMatchObject({ ok: true, intent: 'block' });
  });

  it('shows script in a message as text, keeps line breaks, and offers reporting only for the other party’s messages', () => {
    const html = render(
      createElement(ConversationView, {
        thread: thread([
          message({ body: '<script>alert("x")</script>\nA doua linie' }),
          message({ id: 'm2', senderId: 'u1', mine: true, body: '<img src=x onerror=alert(1)>' }),
        ]),
        actionData: undefined,
      }),
    );
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;\nA doua linie');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('white-space:pre-wrap');
    expect(html).toContain('Maria &lt;b&gt;Ionescu&lt;/b&gt;');
    expect(html.match(/Raportează/g)).toHaveLength(1);
    expect(html).toContain('Blochează utilizatorul');
    expect(html).toContain('name="body"');
  });

  it('hides the reply form once either party blocked the other', () => {
    const html = render(createElement(ConversationView, { thread: thread([message()], { blockedByMe: true }), actionData: undefined }));
    expect(html).not.toContain('name="body"');
    expect(html).toContain('Deblochează utilizatorul');
  });
});
