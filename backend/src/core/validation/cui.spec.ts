import { isValidCui, normalizeCui } from './cui.js';

describe('CUI check digit (key 753217532)', () => {
  it.each(['14399840', '1590082', 'RO18547290', 'ro 6859662'])('accepts %s', (cui) => expect(isValidCui(cui)).toBe(true));
  it.each(['14399841', '1590083', '1', '12345678901', 'ABC', '', 'RO'])('refuses %s', (cui) => expect(isValidCui(cui)).toBe(false));
  it('normalises the RO prefix and spaces', () => expect(normalizeCui(' ro 14399840 ')).toBe('14399840'));
});
