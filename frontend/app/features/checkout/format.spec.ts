import { formatMoney } from '@contracts/format-money';
import { formatIban } from '@contracts/iban';
import { countLabel, formatDate } from '../listings/format';
import { nextStepsOf, paymentDueDate } from './format';

describe('the shared money formatter on the checkout pages', () => {
  it('writes euro amounts with Romanian separators and two decimals', () => {
    expect(formatMoney(59.29)).toBe('59,29 €');
    expect(formatMoney(49)).toBe('49,00 €');
    expect(formatMoney(0)).toBe('0,00 €');
    expect(formatMoney(350.9)).toBe('350,90 €');
  });

  it('groups every thousand, four-digit amounts included', () => {
    expect(formatMoney(1234.5)).toBe('1.234,50 €');
    expect(formatMoney(1234567.891)).toBe('1.234.567,89 €');
    expect(formatMoney(-10.29)).toBe('-10,29 €');
  });
});

describe('formatIban', () => {
  it('prints the IBAN in groups of four, whatever spacing it came with', () => {
    expect(formatIban('RO49AAAA1B31007593840000')).toBe('RO49 AAAA 1B31 0075 9384 0000');
    expect(formatIban(' ro49 aaaa1b31007593840000 ')).toBe('RO49 AAAA 1B31 0075 9384 0000');
  });
});

describe('dates and days', () => {
  it('gives the last day to pay and Romanian day counts', () => {
    expect(paymentDueDate('2026-11-23T10:00:00.000Z', 14).toISOString()).toBe('2026-12-07T10:00:00.000Z');
    expect(formatDate('2026-12-07T10:00:00.000Z')).toBe('7 decembrie 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(countLabel(1, 'zi', 'zile')).toBe('1 zi');
    expect(countLabel(14, 'zi', 'zile')).toBe('14 zile');
    expect(countLabel(30, 'zi', 'zile')).toBe('30 de zile');
  });
});

describe('nextStepsOf', () => {
  const billing = { type: 'company' as const, name: 'Firma SRL', address: 'Str. Lungă 1', city: 'Cluj-Napoca', county: 16, email: 'plati@firma.ro' };

  it('asks for the transfer while the order waits, naming where the proforma went', () => {
    const text = nextStepsOf({ status: 'awaiting_payment', kind: 'promotion', promotedUntil: null, billing });
    expect(text).toContain('Proforma a fost trimisă la plati@firma.ro.');
    expect(text).toContain('promovarea anunțului începe la confirmare');
    expect(text).not.toMatch(/card/i);
  });

  it('names the end of a paid promotion, and the report steps of a paid valuation', () => {
    expect(nextStepsOf({ status: 'paid', kind: 'promotion', promotedUntil: '2027-01-22T10:00:00.000Z', billing })).toBe(
      'Plata a fost confirmată. Anunțul tău este promovat până la 22 ianuarie 2027.',
    );
    // Paid after the listing stopped being public: staff start the promotion later or refund it.
    expect(nextStepsOf({ status: 'paid', kind: 'promotion', promotedUntil: null, billing })).toMatch(/^Plata a fost confirmată, dar promovarea nu a pornit/);
    expect(nextStepsOf({ status: 'paid', kind: 'valuation', promotedUntil: null, billing })).toContain('raportul îl primești');
    expect(nextStepsOf({ status: 'cancelled', kind: 'valuation', promotedUntil: null, billing })).toContain('nu mai trebuie plătită');
  });
});
