import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { AppException } from '../../../core/errors/app.exception.js';
import { Outbox } from '../../../core/queue/outbox.js';
import { JobName, type JobResult } from '../../../core/queue/job-registry.js';
import { InvoicesService } from '../../invoices/invoices.service.js';
import { OrdersRepository } from '../orders.repository.js';
import { CardPayments, orderIdOf, type PaymentOutcome } from './card-payments.service.js';
import { StripeClient } from './stripe-client.js';

/** Events about a Checkout Session: applied by a job (paid, expired, failed), the rest only recorded. */
const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** What the webhook answers Stripe: the event taken for the first time (a job applies it) or again. */
export type WebhookOutcome = 'recorded' | 'duplicate' | 'ignored';

export const BAD_SIGNATURE_MESSAGE = 'Semnătura evenimentului lipsește, nu este validă sau a expirat.';

/**
 * Stripe's webhook, as an input like any other (STYLE.md §9.5): the event is taken only when its
 * signature (`Stripe-Signature`, on the raw body, at most 5 minutes old) is valid; it is stored by
 * its id (`payment_events`, unique) with, in the same transaction, the outbox row of the job that
 * applies it; then answered 2xx at once. A delivery again (or at the same time) finds the row and
 * changes nothing. The job (`apply`) applies the event once: the row is locked and marked applied in
 * the transaction of its effect, which goes through `CardPayments.apply`.
 */
@Injectable()
export class CardWebhookService {
  private readonly logger = new Logger(CardWebhookService.name);

  constructor(
    private readonly stripe: StripeClient,
    private readonly repository: OrdersRepository,
    private readonly cards: CardPayments,
    private readonly invoices: InvoicesService,
    private readonly outbox: Outbox,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | string[] | undefined): Promise<{ received: true; outcome: WebhookOutcome }> {
    if (!this.stripe.api) throw AppException.notFound('Plata cu cardul nu este activă.');
    let event: Stripe.Event;
    try {
      if (!rawBody || typeof signature !== 'string') throw new Error('unsigned');
      event = this.stripe.verify(rawBody, signature);
    } catch {
      throw AppException.validation([{ field: 'Stripe-Signature', message: BAD_SIGNATURE_MESSAGE }], BAD_SIGNATURE_MESSAGE);
    }
    const applies = SESSION_EVENTS.has(event.type);
    const orderId = applies ? orderIdOf(event.data.object as Stripe.Checkout.Session) : null;
    const outcome = await this.repository.transaction(async (manager): Promise<WebhookOutcome> => {
      const recorded = await this.repository.recordPaymentEvent(manager, {
        id: event.id,
        provider: 'stripe',
        type: event.type,
        orderId,
        outcome: applies ? 'received' : 'ignored',
        payload: event,
      });
      if (!recorded) return 'duplicate';
      if (!applies) return 'ignored';
      await this.outbox.add(manager, JobName.ApplyStripeEvent, { eventId: event.id }, `stripe-event-${event.id}`);
      return 'recorded';
    });
    return { received: true, outcome };
  }

  /** The job of a recorded event: applied once (a second run finds it applied). */
  async apply(eventId: string): Promise<JobResult> {
    // BNR is asked (if at all) before the transaction: a paying event never waits for it nor fails with it.
    await this.invoices.prepareRate();
    const outcome = await this.repository.transaction(async (manager): Promise<PaymentOutcome | null> => {
      const event = await this.repository.paymentEvent(manager, eventId);
      if (!event || event.appliedAt) return null;
      const session = (event.payload as Stripe.Event).data.object as Stripe.Checkout.Session;
      const result = SESSION_EVENTS.has(event.type) ? await this.cards.apply(manager, session, `event ${eventId}`) : 'ignored';
      await this.repository.settlePaymentEvent(manager, eventId, orderIdOf(session), result);
      return result;
    });
    if (outcome) this.logger.log(`Stripe event ${eventId}: ${outcome}`);
    return outcome ? 'done' : 'skipped';
  }
}
