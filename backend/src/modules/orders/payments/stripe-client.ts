import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';

/** Tolerance of a webhook's signed timestamp (Stripe's own default): older or newer events are refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The client's options for another host than Stripe's (STRIPE_API_URL): host, port and protocol. */
export function stripeHostOptions(apiUrl: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** The official Stripe client, made once from the configuration; null when card payments are off. */
@Injectable()
export class StripeClient {
  readonly api: Stripe | null;
  readonly webhookSecret: string | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const payments = config.payments;
    if (payments.driver !== 'stripe') {
      this.api = null;
      this.webhookSecret = null;
      return;
    }
    // The client retries a call itself (twice, backoff from 0.5 s) when no answer came (connection
    // refused or reset, timeout), on 409 and on 5xx, always with the idempotency key of the first try.
    this.api = new Stripe(payments.secretKey, { ...stripeHostOptions(payments.apiUrl), maxNetworkRetries: 2, timeout: payments.timeoutMs, telemetry: false });
    this.webhookSecret = payments.webhookSecret;
  }

  /** The event Stripe signed, or a thrown error when the signature is missing, forged or stale (checked on the raw body). */
  verify(rawBody: Buffer, signature: string): Stripe.Event {
    if (!this.api || !this.webhookSecret) throw new Error('Stripe is not configured');
    return this.api.webhooks.constructEvent(rawBody, signature, this.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  }
}
