/** The consent cookie's attributes on this server (root loader, the dialog's form action). */
import { serverPublicUrl } from '~/lib/seo.server';
import { siteConfig } from '~/lib/site-config';
import type { ConsentCookieOptions } from './consent-write';

/** Production with an https PUBLIC_URL: Secure, and the site's domain (without `www.`) so subdomains share the choice. */
export function serverConsentCookieOptions(publicUrl = serverPublicUrl()): ConsentCookieOptions {
  const production = siteConfig().production && publicUrl.startsWith('https://');
  return { secure: production, domain: production ? new URL(publicUrl).hostname.replace(/^www\./, '') : null };
}
