import { test } from '@playwright/test';

/**
 * Headers of an API call made as the site's own pages make it: browsers send the page's Origin with
 * every POST, and the API refuses cookie-authenticated changes without it (cross-site request forgery).
 */
export function fromSite(baseURL?: string): { origin: string } {
  return { origin: new URL(baseURL ?? test.info().project.use.baseURL!).origin };
}
