/**
 * Web push after a cookie choice (features/push/push.ts): its code loads only when it can do
 * something, i.e. after a click (the permission prompt) or when the visitor already allowed
 * notifications. Used by the cookie notice (start-up) and the cookie dialog (a choice saved).
 */
export function requestPush(options: { vapidPublicKey: string | null; mayPrompt: boolean }): void {
  if (!('Notification' in window)) return;
  if (!options.mayPrompt && Notification.permission !== 'granted') return;
  void import('./push').then((module) => module.requestPushSubscription(options));
}
