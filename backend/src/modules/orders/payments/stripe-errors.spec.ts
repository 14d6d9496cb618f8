import Stripe from 'stripe';
import { classifyStripeError, declineMessage } from './stripe-errors.js';

describe('classifyStripeError', () => {
  const raw = (statusCode: number, error: Record<string, unknown>) => ({ statusCode, ...error });

  it("classifies the Stripe client's errors", () => {
    expect(classifyStripeError(new Stripe.errors.StripeCardError(raw(402, { type: 'card_error', code: 'card_declined' })))).toBe('declined');
    expect(classifyStripeError(new Stripe.errors.StripeRateLimitError(raw(429, { type: 'rate_limit_error' })))).toBe('retry');
    expect(classifyStripeError(new Stripe.errors.StripeAPIError(raw(500, { type: 'api_error' })))).toBe('unknown');
    expect(classifyStripeError(new Stripe.errors.StripeIdempotencyError(raw(400, { type: 'idempotency_error' })))).toBe('refused');
    expect(classifyStripeError(new Stripe.errors.StripeInvalidRequestError(raw(400, { type: 'invalid_request_error' })))).toBe('refused');
    expect(classifyStripeError(new Stripe.errors.StripeAuthenticationError(raw(401, {})))).toBe('refused');
    expect(classifyStripeError(new Error('anything else'))).toBe('refused');
  });

  it('takes a timeout or a reset for an unknown outcome, a refused connection for nothing done', () => {
    const connection = (code: string) =>
      new Stripe.errors.StripeConnectionError({
        message: 'An error occurred with our connection to Stripe.',
        detail: Object.assign(new Error(code), { code }),
      } as never);
    expect(classifyStripeError(connection('ETIMEDOUT'))).toBe('unknown');
    expect(classifyStripeError(connection('ECONNRESET'))).toBe('unknown');
    expect(classifyStripeError(connection('ECONNREFUSED'))).toBe('refused');
  });
});

describe('declineMessage', () => {
  it("tells the buyer why in Romanian, from Stripe's decline code", () => {
    expect(declineMessage({ type: 'StripeCardError', code: 'card_declined', decline_code: 'insufficient_funds' })).toBe(
      'Plata cu cardul a fost refuzată: Fondurile de pe card nu sunt suficiente. Poți încerca din nou, cu același card sau cu altul, ori poți plăti prin transfer bancar.',
    );
    expect(declineMessage({ type: 'StripeCardError', code: 'expired_card' })).toContain('Cardul a expirat.');
    expect(declineMessage({ type: 'StripeCardError', code: 'card_declined', decline_code: 'stolen_card' })).toContain('Banca emitentă a refuzat plata.');
  });
});
