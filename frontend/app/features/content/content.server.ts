/**
 * Loaders' access to the content API (backend module `content`, docs/api-contract-content.md).
 * A missing or malformed item shows the site's 404 page; an API failure the error page (503).
 */
import { data } from 'react-router';
import { createApiClient, type ApiCallArgs } from '~/lib/api-client';
import { PRODUCT_SLUG } from '~/lib/paths';

const BUSINESS_SERVICES = `/api/special-posts/servicii-${PRODUCT_SLUG}/list`;

export const contentApiPaths = {
  portfolio: '/api/masterdata/portfolio',
  partners: '/api/masterdata/all-clients',
  businessServices: BUSINESS_SERVICES,
  businessService: (slug: string) => `${BUSINESS_SERVICES}/${encodeURIComponent(slug)}`,
  faq: '/api/content/faq',
  team: '/api/content/team',
  /** GET: the home page's stories; POST: a visitor's review. */
  successStories: '/api/masterdata/successStories',
  successStoriesAll: '/api/masterdata/successStoriesAll',
} as const;

/** The answer of a content path, or a thrown 404 (unknown or malformed) / 503 (API failure) response. */
export async function fetchContent<T>(args: ApiCallArgs, path: string): Promise<T> {
  const result = await createApiClient(args).call<T>(path);
  if (result.ok) return result.data;
  if (result.status === 404 || result.status === 400) throw data(null, { status: 404 });
  throw data(null, { status: 503 });
}
