/** Calls behind the newsletter's email links (confirm, preferences, unsubscribe), from the route modules. */
import type { NewsletterTopic } from '@contracts/admin';
import type { NewsletterConfirmed, NewsletterPreferences } from '@contracts/newsletter';
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';
import { apiPaths } from '~/lib/paths';

export { LINK_INVALID, PRIVATE_PAGE_HEADERS } from './newsletter-links';

export function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get('token')?.trim() ?? '';
}

export function newsletterApi(args: ApiCallArgs) {
  const api = createApiClient(args);
  return {
    confirm: (token: string) => api.call<NewsletterConfirmed>(apiPaths.newsletterConfirm, { json: { token } }),
    preferences: (token: string) => api.call<NewsletterPreferences>(`${apiPaths.newsletterPreferences}?token=${encodeURIComponent(token)}`),
    savePreferences: (token: string, topics: NewsletterTopic[]) => api.call<NewsletterPreferences>(apiPaths.newsletterPreferences, { method: 'PUT', json: { token, topics } }),
    unsubscribe: (token: string) => api.call<{ ok: true; message: string }>(`${apiPaths.newsletterUnsubscribe}?token=${encodeURIComponent(token)}`, { method: 'POST' }),
  };
}
