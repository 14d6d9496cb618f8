/** Calls behind the newsletter's email links (confirm, preferences, unsubscribe), from the route modules. */
import type { NewsletterTopic } from '@contracts/admin';
import type { NewsletterConfirmed, NewsletterPreferences } from '@contracts/newsletter';
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';

export { LINK_INVALID, PRIVATE_PAGE_HEADERS } from './newsletter-links';

export function tokenOf(request: Request): string {
  return new URL(request.url).searchParams.get('token')?.trim() ?? '';
}

/** The newsletter's link routes of the API (server-only, so the site's shared bundle does not carry them). */
const API = { confirm: '/api/newsletter/confirm', preferences: '/api/newsletter/preferences', unsubscribe: '/api/newsletter/unsubscribe' } as const;

export function newsletterApi(args: ApiCallArgs) {
  const api = createApiClient(args);
  return {
    confirm: (token: string) => api.call<NewsletterConfirmed>(API.confirm, { json: { token } }),
    preferences: (token: string) => api.call<NewsletterPreferences>(`${API.preferences}?token=${encodeURIComponent(token)}`),
    savePreferences: (token: string, topics: NewsletterTopic[]) => api.call<NewsletterPreferences>(API.preferences, { method: 'PUT', json: { token, topics } }),
    unsubscribe: (token: string) => api.call<{ ok: true; message: string }>(`${API.unsubscribe}?token=${encodeURIComponent(token)}`, { method: 'POST' }),
  };
}
