import { Injectable } from '@nestjs/common';
import type { PaymentProvider, PaymentRefund, PaymentStart } from './payment-provider.js';

/**
 * Bank transfer against the emailed proforma, the order number as reference: nothing to start (the
 * order view carries the instructions); staff confirm the payment in the console and refund by hand.
 */
@Injectable()
export class BankTransferProvider implements PaymentProvider {
  readonly method = 'bank_transfer' as const;
  readonly enabled = true;

  start(): Promise<PaymentStart> {
    return Promise.resolve({ redirectUrl: null, sessionId: null });
  }

  refund(): Promise<PaymentRefund> {
    return Promise.resolve({ status: 'manual', reference: null });
  }
}
