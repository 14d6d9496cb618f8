/** The service worker (web push) is registered by production builds only (spec section 9). */
import { requestPushSubscription } from './push';

const VAPID_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function browserWithPush(apiKey: string | null = null) {
  const register = vi.fn(async () => ({
    pushManager: { getSubscription: async () => ({ endpoint: 'https://push.example/1' }), subscribe: vi.fn() },
  }));
  vi.stubGlobal('navigator', { serviceWorker: { register, ready: Promise.resolve() } });
  vi.stubGlobal('window', { PushManager: class {}, Notification: class {} });
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url === '/api/push/public-key' ? Response.json({ publicKey: apiKey }) : new Response(null, { status: 201 }))),
  );
  return register;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('service worker registration', () => {
  it('never happens outside a production build, even with permission and a key', async () => {
    vi.stubEnv('PROD', false);
    const register = browserWithPush();
    await requestPushSubscription({ vapidPublicKey: VAPID_KEY, mayPrompt: true });
    expect(register).not.toHaveBeenCalled();
  });

  it('a production build registers /sw.js once permission is granted', async () => {
    vi.stubEnv('PROD', true);
    const register = browserWithPush();
    await requestPushSubscription({ vapidPublicKey: VAPID_KEY, mayPrompt: false });
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('a production build without a push key (neither in the page nor from the API) registers nothing', async () => {
    vi.stubEnv('PROD', true);
    const register = browserWithPush(null);
    await requestPushSubscription({ vapidPublicKey: null, mayPrompt: true });
    expect(register).not.toHaveBeenCalled();
  });

  it('takes the key from the API when the page has none, then sends the subscription to the server', async () => {
    vi.stubEnv('PROD', true);
    const register = browserWithPush(VAPID_KEY);
    await requestPushSubscription({ vapidPublicKey: null, mayPrompt: false });
    expect(register).toHaveBeenCalledWith('/sw.js');
    const calls = (fetch as unknown as { mock: { calls: [string, RequestInit?][] } }).mock.calls;
    expect(calls.map(([url]) => url)).toEqual(['/api/push/public-key', '/api/account/subscribeToWebPush']);
    expect(JSON.parse(String(calls[1][1]?.body))).toEqual({ endpoint: 'https://push.example/1' });
  });
});
