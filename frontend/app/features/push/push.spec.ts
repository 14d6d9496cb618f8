/** The service worker (web push) is registered by production builds only (spec section 9). */
import { requestPushSubscription } from './push';

const VAPID_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

function browserWithPush() {
  const register = vi.fn(async () => ({
    pushManager: { getSubscription: async () => ({ endpoint: 'https://push.example/1' }), subscribe: vi.fn() },
  }));
  vi.stubGlobal('navigator', { serviceWorker: { register, ready: Promise.resolve() } });
  vi.stubGlobal('window', { PushManager: class {}, Notification: class {} });
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
  vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 201 })));
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

  it('a production build without a push key registers nothing', async () => {
    vi.stubEnv('PROD', true);
    const register = browserWithPush();
    await requestPushSubscription({ vapidPublicKey: null, mayPrompt: true });
    expect(register).not.toHaveBeenCalled();
  });
});
