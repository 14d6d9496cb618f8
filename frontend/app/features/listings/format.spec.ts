import { countLabel, formatDate, formatPrice, formatRange, PRICE_ON_REQUEST } from './format';

describe('listing formats', () => {
  it('formats prices the Romanian way with the currency sign', () => {
    expect(formatPrice(1250000, 'EUR')).toBe('1.250.000 €');
    expect(formatPrice(4500, 'RON')).toBe('4.500 lei');
    expect(formatPrice(0, 'USD')).toBe('0 $');
    expect(formatPrice(null)).toBe(PRICE_ON_REQUEST);
  });

  it('formats ranges with one or two bounds', () => {
    expect(formatRange(50000, 250000)).toBe('50.000 – 250.000 €');
    expect(formatRange(50000, null)).toBe('de la 50.000 €');
    expect(formatRange(null, 9000, 'RON')).toBe('până la 9.000 lei');
    expect(formatRange(null, undefined)).toBeNull();
  });

  it('formats dates in Romanian and ignores invalid ones', () => {
    expect(formatDate('2026-11-23T10:00:00Z')).toBe('23 noiembrie 2026');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });

  it('counts with the Romanian "de" from 20 on', () => {
    expect(countLabel(1, 'anunț', 'anunțuri')).toBe('1 anunț');
    expect(countLabel(0, 'anunț', 'anunțuri')).toBe('0 anunțuri');
    expect(countLabel(7, 'anunț', 'anunțuri')).toBe('7 anunțuri');
    expect(countLabel(20, 'anunț', 'anunțuri')).toBe('20 de anunțuri');
    expect(countLabel(105, 'anunț', 'anunțuri')).toBe('105 anunțuri');
    expect(countLabel(22000, 'anunț', 'anunțuri')).toBe('22.000 de anunțuri');
  });
});
