import { countLabel, formatNumber } from './format.js';
import { formatCents, formatMoney, formatPercent } from './format-money.js';
import { formatFileSize } from './format-size.js';

describe('formatNumber', () => {
  it('groups every thousand with a dot and rounds to the decimals asked', () => {
    expect([0, 1, 2, 19, 20, 101, 1234, 1234567].map((value) => formatNumber(value))).toEqual(['0', '1', '2', '19', '20', '101', '1.234', '1.234.567']);
    expect(formatNumber(1234.5)).toBe('1.235');
    expect(formatNumber(-1234)).toBe('-1.234');
    expect(formatNumber(4.975, { decimals: 4 })).toBe('4,9750');
    expect(formatNumber(1.25, { decimals: 1, trimZeros: true })).toBe('1,3');
    expect(formatNumber(2, { decimals: 1, trimZeros: true })).toBe('2');
  });
});

describe('formatMoney', () => {
  it('writes euro with two decimals, a plain space and the sign after the number', () => {
    expect([0, 1, 2, 19, 20, 101, 1234.5].map((value) => formatMoney(value))).toEqual([
      '0,00 €',
      '1,00 €',
      '2,00 €',
      '19,00 €',
      '20,00 €',
      '101,00 €',
      '1.234,50 €',
    ]);
    expect(formatMoney(1234567.891)).toBe('1.234.567,89 €');
    expect(formatMoney(-10.29)).toBe('-10,29 €');
  });

  it('writes lei, codes, whole amounts and cents only when there are any', () => {
    expect(formatMoney(1234.5, 'RON')).toBe('1.234,50 lei');
    expect(formatMoney(1234.5, 'RON', { label: 'code' })).toBe('1.234,50 RON');
    expect(formatMoney(1234.5, 'EUR', { label: 'code' })).toBe('1.234,50 EUR');
    expect(formatMoney(1234.5, 'EUR', { decimals: 0 })).toBe('1.235 €');
    expect(formatMoney(250_000, 'EUR', { decimals: 0, label: 'code' })).toBe('250.000 EUR');
    expect(formatMoney(0, 'USD', { decimals: 0 })).toBe('0 $');
    expect(formatMoney(1490, 'EUR', { decimals: 'auto' })).toBe('1.490 €');
    expect(formatMoney(59.29, 'EUR', { decimals: 'auto' })).toBe('59,29 €');
  });

  it('never writes the no-break space Intl puts before the currency', () => {
    expect(formatMoney(1234.5)).not.toContain('\u00a0');
    expect(formatMoney(1234.5, 'RON', { label: 'code' })).not.toContain('\u00a0');
  });

  it('writes a dash for a missing amount', () => {
    expect(formatMoney(null)).toBe('—');
    expect(formatMoney(undefined)).toBe('—');
    expect(formatMoney(Number.NaN)).toBe('—');
  });
});

describe('formatCents', () => {
  it('turns cents into the amount with two decimals', () => {
    expect(formatCents(0)).toBe('0,00 €');
    expect(formatCents(5929)).toBe('59,29 €');
    expect(formatCents(-35090)).toBe('-350,90 €');
    expect(formatCents(123450, 'RON')).toBe('1.234,50 lei');
    expect(formatCents(123450, 'EUR', 'code')).toBe('1.234,50 EUR');
  });
});

describe('formatPercent', () => {
  it('writes a fraction as a percentage without a space before the sign', () => {
    expect(formatPercent(0.062)).toBe('6,2%');
    expect(formatPercent(0.85, 0)).toBe('85%');
    expect(formatPercent(0.855, 2)).toBe('85,5%');
    expect(formatPercent(0)).toBe('0%');
  });
});

describe('countLabel', () => {
  it('follows the Romanian plural, with „de” from 20 on by the last two digits', () => {
    const ads = (count: number) => countLabel(count, 'anunț', 'anunțuri');
    expect([0, 1, 2, 19, 20, 101, 119, 120, 1000, 22_000].map(ads)).toEqual([
      '0 anunțuri',
      '1 anunț',
      '2 anunțuri',
      '19 anunțuri',
      '20 de anunțuri',
      '101 anunțuri',
      '119 anunțuri',
      '120 de anunțuri',
      '1.000 de anunțuri',
      '22.000 de anunțuri',
    ]);
    expect(countLabel(1, 'zi', 'zile')).toBe('1 zi');
    expect(countLabel(30, 'zi', 'zile')).toBe('30 de zile');
    expect(countLabel(3, 'program', 'programe')).toBe('3 programe');
    expect(countLabel(21, 'vizualizare', 'vizualizări')).toBe('21 de vizualizări');
  });
});

describe('formatFileSize', () => {
  it('writes bytes, kilobytes and megabytes with one decimal', () => {
    expect(formatFileSize(300)).toBe('300 B');
    expect(formatFileSize(120_000)).toBe('117 kB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2 MB');
  });
});
