/**
 * Form validation messages, apart from the other texts (ro.ts) so that a page's small forms do not
 * load every error text of the API.
 */
/** Validation messages keyed like the spec's error keys (section 5). */
export const validationTexts = {
  required: 'Câmpul este obligatoriu.',
  invalidEmail: 'Adresa de email nu este validă.',
  mismatchedPasswords: 'Parolele nu coincid.',
  weakPassword: 'Parola trebuie să aibă cel puțin 8 caractere, cu cel puțin o literă și o cifră.',
  invalidPhone: 'Numărul de telefon nu este valid.',
  invalidCui: 'Codul fiscal (CUI) trebuie să conțină între 2 și 10 cifre, opțional cu prefixul RO.',
  acceptTerms: 'Trebuie să accepți termenii și condițiile.',
} as const;
