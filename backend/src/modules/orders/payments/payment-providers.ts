import { Injectable } from '@nestjs/common';
import type { PaymentMethod } from '../../../contracts/orders.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { BankTransferProvider } from './bank-transfer.provider.js';
import type { PaymentProvider } from './payment-provider.js';
import { CARD_UNAVAILABLE, StripeCardProvider } from './stripe-card.provider.js';

/** The payment providers of the checkout, by method; card only when Stripe is configured. */
@Injectable()
export class PaymentProviders {
  private readonly all: readonly PaymentProvider[];

  constructor(transfer: BankTransferProvider, card: StripeCardProvider) {
    this.all = [card, transfer];
  }

  /** The methods the site offers now (card first when enabled). */
  methods(): PaymentMethod[] {
    return this.all.filter((provider) => provider.enabled).map((provider) => provider.method);
  }

  /** The provider a buyer chose; a method not offered is a 400 on the field `method`. */
  offered(method: PaymentMethod): PaymentProvider {
    const provider = this.all.find((candidate) => candidate.method === method);
    if (!provider?.enabled) throw AppException.validation([{ field: 'method', message: CARD_UNAVAILABLE }]);
    return provider;
  }

  /** The provider an order was paid with (refunds): a card order refunds through Stripe even if card payment was switched off since. */
  of(method: PaymentMethod): PaymentProvider {
    return this.all.find((candidate) => candidate.method === method)!;
  }
}
