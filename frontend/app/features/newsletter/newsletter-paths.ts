/**
 * Paths of the newsletter's link pages and of the feedback form's page. Kept here rather than in
 * lib/paths.ts: only these pages and the deferred footer use them, and lib/paths.ts ships in the
 * first-load bundle of every page (the JavaScript budget).
 */
export const newsletterPaths = {
  confirm: (token: string) => `/newsletter/confirmare?token=${encodeURIComponent(token)}`,
  preferences: (token: string) => `/newsletter/preferinte?token=${encodeURIComponent(token)}`,
  unsubscribe: (token: string) => `/newsletter/dezabonare?token=${encodeURIComponent(token)}`,
  /** The footer's feedback form posts here (its page works without JavaScript). */
  feedback: () => '/feedback',
};
