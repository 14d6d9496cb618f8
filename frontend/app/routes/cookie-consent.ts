/**
 * The cookie dialog's form without JavaScript (or before its code has arrived): each of its three
 * buttons posts here, the choice is stored in the `CookieConsent` cookie exactly as the dialog's
 * script stores it (spec section 9), and the visitor returns to the page they were on.
 */
import { redirect } from 'react-router';
import type { Route } from './+types/cookie-consent';
import { CONSENT_RETURN_FIELD, consentCookieText, consentFromForm } from '~/features/cookies/consent-write';
import { serverConsentCookieOptions } from '~/features/cookies/consent.server';
import { paths, safeRedirectTarget } from '~/lib/paths';

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const returnTo = safeRedirectTarget(form.get(CONSENT_RETURN_FIELD));
  const consent = consentFromForm(form);
  // Not one of the dialog's buttons: nothing is stored, the dialog shows again on the page.
  if (!consent) return redirect(returnTo, 303);
  return redirect(returnTo, { status: 303, headers: { 'Set-Cookie': consentCookieText(consent, serverConsentCookieOptions()) } });
}

/** The address itself is no page: a visitor who opens it goes home. */
export function loader() {
  return redirect(paths.home());
}
