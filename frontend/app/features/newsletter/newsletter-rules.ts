import { emailError } from '~/lib/validation';

export interface NewsletterActionData {
  ok: boolean;
  fieldErrors?: { email?: string };
  message?: string;
}

export function validateNewsletter(email: string): { email?: string } {
  const error = emailError(email);
  return error ? { email: error } : {};
}

/**
 * Field name of the footer and home sign-up forms: distinct from the `email` field of the page
 * forms they share a page with (registration, login, contact), so autofill never mixes them.
 */
export const NEWSLETTER_FIELD = 'newsletterEmail';

/** Shown at once (spec section 4); the subscription starts when the address confirms it (double opt-in). */
export const NEWSLETTER_THANKS = 'Mulțumim! Ți-am trimis un email: confirmă abonarea la newsletterul RoAfaceri din linkul primit.';
