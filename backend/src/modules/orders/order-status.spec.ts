import { assertAwaitingPayment, canAct } from './order-status.js';

describe('order status rules', () => {
  it('lets only an order waiting for payment be paid, checked out or cancelled', () => {
    expect(canAct('awaiting_payment')).toBe(true);
    expect(canAct('paid')).toBe(false);
    expect(canAct('cancelled')).toBe(false);
    expect(() => assertAwaitingPayment('awaiting_payment', 'mark-paid')).not.toThrow();
  });

  it('refuses the others with a Romanian message on the status field', () => {
    try {
      assertAwaitingPayment('paid', 'cancel');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Comanda nu mai așteaptă plata.',
        details: [{ field: 'status', message: 'Comanda nu mai poate fi anulată: este plătită.' }],
      });
    }
    expect(() => assertAwaitingPayment('cancelled', 'mark-paid')).toThrow('Comanda nu mai așteaptă plata.');
  });
});
