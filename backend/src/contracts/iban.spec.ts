import { formatIban, isValidIban, normalizeIban } from './iban.js';

describe('IBAN check (mod 97)', () => {
  it.each(['RO49AAAA1B31007593840000', 'ro49 aaaa 1b31 0075 9384 0000', 'DE89370400440532013000', 'GB82WEST12345698765432'])('accepts %s', (iban) =>
    expect(isValidIban(iban)).toBe(true),
  );
  it.each(['RO48AAAA1B31007593840000', 'RO49AAAA1B3100759384000', 'RO49', '', '1234567890123456', 'RO49AAAA1B31-07593840000'])('refuses %s', (iban) =>
    expect(isValidIban(iban)).toBe(false),
  );
  it('normalises and groups by four', () => {
    expect(normalizeIban(' ro49 aaaa 1b31 0075 9384 0000 ')).toBe('RO49AAAA1B31007593840000');
    expect(formatIban('RO49AAAA1B31007593840000')).toBe('RO49 AAAA 1B31 0075 9384 0000');
  });
});
