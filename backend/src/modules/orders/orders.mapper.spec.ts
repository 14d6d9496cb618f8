import { renderMail } from '../mail/templates/index.js';
import { formatDay, orderUrl, paymentDueAt, toCatalogue, yearOf } from './orders.mapper.js';

describe('orders mapper', () => {
  it('prices the catalogue with VAT, to the cent', () => {
    expect(toCatalogue().map(({ id, netEur, vatEur, totalEur }) => ({ id, netEur, vatEur, totalEur }))).toEqual([
      { id: 'promotion-30', netEur: 49, vatEur: 10.29, totalEur: 59.29 },
      { id: 'premium-60', netEur: 99, vatEur: 20.79, totalEur: 119.79 },
      { id: 'valuation-report', netEur: 290, vatEur: 60.9, totalEur: 350.9 },
    ]);
  });

  it('writes days the Romanian way, in Romanian time', () => {
    // 22:30 UTC on 31 December is already 1 January in Bucharest.
    expect(formatDay(new Date('2026-12-31T22:30:00Z'))).toBe('01.01.2027');
    expect(yearOf(new Date('2026-12-31T22:30:00Z'))).toBe(2027);
    expect(paymentDueAt(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-12-07T10:00:00.000Z');
    expect(orderUrl('https://roafaceri.ro', 'abc')).toBe('https://roafaceri.ro/plata/comanda/abc');
  });

  it('renders the proforma with the bank details and escapes what the client typed', () => {
    const mail = renderMail(
      'order-created',
      {
        fullName: 'Ana <b>Pop</b>',
        orderNumber: 'CMD-2026-000123',
        productName: 'Promovat',
        subject: '<img src=x onerror=alert(1)>',
        kind: 'promotion',
        buyer: 'Ana Pop, Str. X, Cluj-Napoca, jud. Cluj',
        netEur: '49,00',
        vatEur: '10,29',
        vatRate: '21%',
        totalEur: '59,29',
        beneficiary: 'RoAfaceri Demo SRL',
        bank: 'Banca Demo',
        iban: 'RO49 AAAA 1B31 0075 9384 0000',
        dueDays: '14',
        dueDate: '07.12.2026',
        url: 'https://roafaceri.ro/plata/comanda/abc',
      },
      'https://roafaceri.ro',
    );
    expect(mail.subject).toBe('Comanda CMD-2026-000123: factură proformă și date de plată — RoAfaceri');
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<b>Pop</b>');
    expect(mail.text).toContain('IBAN: RO49 AAAA 1B31 0075 9384 0000');
    expect(mail.text).toContain('Referința plății: CMD-2026-000123');
    expect(mail.text).toContain('Te rugăm să plătești 59,29 EUR în cel mult 14 zile (până pe 07.12.2026)');
  });
});
