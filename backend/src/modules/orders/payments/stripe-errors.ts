/**
 * What an error of the Stripe client means for the payment (STYLE.md §9.3), read from the client's
 * error `type` (StripeCardError, StripeRateLimitError, …) and, for a connection error, its cause:
 * - `declined`: Stripe refused the card; the buyer is told why (Romanian) and may try again;
 * - `retry`: nothing was done (rate limit); the call may be made again after a pause;
 * - `unknown`: the call may have been carried out (a timeout or a reset after sending, a 5xx): its
 *   outcome is asked for again, with the same idempotency key, before anything else happens;
 * - `refused`: nothing was done and trying again now will not help (bad request, keys, a key reused
 *   with other parameters, Stripe unreachable).
 */
export type StripeFailure = 'declined' | 'retry' | 'unknown' | 'refused';

interface StripeLikeError {
  type?: string;
  code?: string;
  decline_code?: string;
  detail?: { code?: string } | unknown;
}

/** Connection errors that mean the call never left this machine (nothing can have been done). */
const NOT_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export function classifyStripeError(error: unknown): StripeFailure {
  const stripe = error as StripeLikeError | null;
  switch (stripe?.type) {
    case 'StripeCardError':
      return 'declined';
    case 'StripeRateLimitError':
      return 'retry';
    case 'StripeAPIError':
      return 'unknown';
    case 'StripeConnectionError': {
      const cause = (stripe.detail as { code?: string } | undefined)?.code;
      return cause && NOT_SENT.has(cause) ? 'refused' : 'unknown';
    }
    default:
      return 'refused';
  }
}

/** Why a card was refused, as the buyer reads it (Stripe's decline codes; the bank's own reason is not always given). */
const DECLINE_REASONS: Record<string, string> = {
  insufficient_funds: 'Fondurile de pe card nu sunt suficiente.',
  expired_card: 'Cardul a expirat.',
  incorrect_cvc: 'Codul de securitate (CVC) nu este corect.',
  invalid_cvc: 'Codul de securitate (CVC) nu este corect.',
  incorrect_number: 'Numărul cardului nu este corect.',
  invalid_expiry_month: 'Luna de expirare a cardului nu este corectă.',
  invalid_expiry_year: 'Anul de expirare a cardului nu este corect.',
  processing_error: 'A apărut o eroare la procesarea cardului.',
  card_velocity_exceeded: 'Ai depășit limita de plăți a cardului.',
  withdrawal_count_limit_exceeded: 'Ai depășit limita de plăți a cardului.',
  authentication_required: 'Banca cere autentificarea plății (3-D Secure).',
};

/** The Romanian message of a refused card, from Stripe's `decline_code` or `code`. */
export function declineMessage(error: unknown): string {
  const stripe = error as StripeLikeError | null;
  const reason = DECLINE_REASONS[stripe?.decline_code ?? ''] ?? DECLINE_REASONS[stripe?.code ?? ''] ?? 'Banca emitentă a refuzat plata.';
  return `Plata cu cardul a fost refuzată: ${reason} Poți încerca din nou, cu același card sau cu altul, ori poți plăti prin transfer bancar.`;
}
