/**
 * Web push subscription, requested after the cookie choice is saved (spec section 4).
 * Runs only in production builds (the service worker is production-only), only with a VAPID key,
 * only where the browser supports push, and only with the visitor's permission.
 * Every failure is only logged.
 */
import { apiPaths } from '~/lib/paths';

function keyToBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const padding = '='.repeat((4 - (base64Url.length % 4)) % 4);
  const raw = atob((base64Url + padding).replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function fetchPublicKey(): Promise<string | null> {
  const response = await fetch(apiPaths.pushPublicKey, { credentials: 'omit' });
  if (!response.ok) return null;
  const body = (await response.json()) as { publicKey?: unknown };
  return typeof body.publicKey === 'string' ? body.publicKey : null;
}

export async function requestPushSubscription(options: { vapidPublicKey: string | null; mayPrompt: boolean }): Promise<void> {
  try {
    if (!import.meta.env.PROD) return;
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return;
    // The key comes with the page when set in the environment, else from the API (generated keys of the embedded default).
    const vapidPublicKey = options.vapidPublicKey ?? (await fetchPublicKey());
    if (!vapidPublicKey) return;
    let permission = Notification.permission;
    // The permission prompt only follows a click (saving the cookie choice), never a page load.
    if (permission === 'default' && options.mayPrompt) permission = await Notification.requestPermission();
    if (permission !== 'granted') return;

    const registration = await navigator.serviceWorker.register('/sw.js');
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyToBytes(vapidPublicKey) }));
    const response = await fetch(apiPaths.subscribeToWebPush, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(subscription),
    });
    console.info('Web push subscription answer:', response.status);
  } catch (error) {
    console.warn('Web push subscription failed:', error);
  }
}
