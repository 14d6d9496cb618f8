import { ListingType } from '@contracts/lists';
import { describe, expect, it } from 'vitest';
import type { AdminOrderView } from '@contracts/orders';
import { orderResources } from './ro-orders';
import { formatMoney } from '@contracts/format-money';
import { awaitingPaymentHint, consultingRequestPath, listingConsolePath, mayCancelOrder, mayDecidePayment } from './order-view';

describe('order page helpers', () => {
  it('writes euro amounts the Romanian way', () => {
    expect(formatMoney(1234.5)).toBe('1.234,50 €');
    expect(formatMoney(59.29)).toBe('59,29 €');
    expect(formatMoney(120000)).toBe('120.000,00 €');
    expect(formatMoney(null)).toBe('—');
  });

  it('offers the payment decisions to admins only, and only while the order waits for payment', () => {
    expect(mayDecidePayment('admin', { status: 'awaiting_payment' })).toBe(true);
    expect(mayDecidePayment('admin', { status: 'paid' })).toBe(false);
    expect(mayDecidePayment('admin', { status: 'cancelled' })).toBe(false);
    expect(mayDecidePayment('consultant', { status: 'awaiting_payment' })).toBe(false);
    expect(mayDecidePayment('moderator', { status: 'awaiting_payment' })).toBe(false);
    expect(mayDecidePayment(undefined, { status: 'awaiting_payment' })).toBe(false);
  });

  it('lets admins cancel an order waiting for payment or a paid one (refunded), never a cancelled one', () => {
    expect(mayCancelOrder('admin', { status: 'awaiting_payment' })).toBe(true);
    expect(mayCancelOrder('admin', { status: 'paid' })).toBe(true);
    expect(mayCancelOrder('admin', { status: 'cancelled' })).toBe(false);
    expect(mayCancelOrder('consultant', { status: 'paid' })).toBe(false);
  });

  it("links the promoted listing to its family's console page for the roles that open listings", () => {
    const listing = { id: 'l 1', type: ListingType.Active, title: 'Strung CNC', slug: 'strung-cnc' };
    expect(listingConsolePath('admin', listing)).toBe('/active/l%201/show');
    expect(listingConsolePath('moderator', listing)).toBe('/active/l%201/show');
    expect(listingConsolePath('consultant', listing)).toBeNull();
    expect(listingConsolePath('admin', null)).toBeNull();
  });

  it('links the consulting request of a paid valuation for admins and consultants', () => {
    expect(consultingRequestPath('consultant', { consultingRequestId: 'c1' })).toBe('/consulting/c1/show');
    expect(consultingRequestPath('admin', { consultingRequestId: 'c1' })).toBe('/consulting/c1/show');
    expect(consultingRequestPath('moderator', { consultingRequestId: 'c1' })).toBeNull();
    expect(consultingRequestPath('admin', { consultingRequestId: null })).toBeNull();
  });
});

describe('the hint of an order waiting for payment', () => {
  const payment = (methods: ('bank_transfer' | 'card')[]) => ({ payment: { methods } as NonNullable<AdminOrderView['payment']> });

  it('names card payment only when the site offers it (the methods the API answers)', () => {
    expect(awaitingPaymentHint(payment(['bank_transfer']))).toBe('awaiting_hint');
    expect(awaitingPaymentHint(payment(['bank_transfer', 'card']))).toBe('awaiting_hint_card');
    expect(awaitingPaymentHint({ payment: null })).toBe('awaiting_hint');
    const show: Record<string, unknown> = orderResources.orders.show;
    expect(show.awaiting_hint).not.toMatch(/sau cu cardul|Stripe/);
    expect(show.awaiting_hint_card).toContain('cu cardul');
  });
});
