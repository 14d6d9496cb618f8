import { formatPercent } from '@contracts/format-money';
import { formatChange, formatEurRange, formatEurShort, formatEurWhole, formatFactor, formatMultiple } from './estimate-format';

describe('estimate amounts', () => {
  it('writes whole euros with a dot every thousand', () => {
    expect(formatEurWhole(410_000)).toBe('410.000 €');
    expect(formatEurWhole(1_250_000.6)).toBe('1.250.001 €');
    expect(formatEurWhole(999)).toBe('999 €');
    expect(formatEurWhole(-35_000)).toBe('-35.000 €');
  });

  it('writes a range once with the currency at the end', () => {
    expect(formatEurRange(310_000, 520_000)).toBe('310.000 – 520.000 €');
  });

  it('shortens axis amounts to thousands and millions, Romanian style', () => {
    expect(formatEurShort(0)).toBe('0 €');
    expect(formatEurShort(250_000)).toBe('250 mii €');
    expect(formatEurShort(1_250_000)).toBe('1,3 mil. €');
    expect(formatEurShort(2_000_000)).toBe('2 mil. €');
    expect(formatEurShort(2_500)).toBe('2,5 mii €');
  });
});

describe('factors and multiples', () => {
  it('shows a multiplier as the change it makes, with a real minus sign', () => {
    expect(formatFactor(0.7)).toBe('\u221230%');
    expect(formatFactor(1.05)).toBe('+5%');
    expect(formatFactor(1)).toBe('0%');
    expect(formatFactor(0.875)).toBe('\u221212,5%');
  });

  it('compares a value with the mid', () => {
    expect(formatChange(437_000, 410_000)).toBe('+6,6%');
    expect(formatChange(383_000, 410_000)).toBe('\u22126,6%');
    expect(formatChange(5, 0)).toBe('0%');
  });

  it('writes multiples and margins with a decimal comma', () => {
    expect(formatMultiple(1.8)).toBe('1,8×');
    expect(formatMultiple(22.456)).toBe('22,46×');
    expect(formatPercent(0.062)).toBe('6,2%');
  });
});
