import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * The page's own POSTs (keep, email, request) answer with their own data: the answers on the page
 * stay as the visitor left them instead of being read again from the address.
 */
export function skipOwnPosts({ formMethod, formAction, currentUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod?.toUpperCase() === 'POST' && formAction && new URL(formAction, currentUrl).pathname === currentUrl.pathname) return false;
  return defaultShouldRevalidate;
}
