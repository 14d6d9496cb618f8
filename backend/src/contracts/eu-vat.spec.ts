import { COUNTRIES, countryName, isCountryCode, postalCodeRequired } from './countries.js';
import { EU_MEMBER_STATES, isEuMember, isVatIdOf, normalizeVatId } from './eu-vat.js';

describe('EU member states and their VAT numbers', () => {
  it('has the 27 member states, each a country of the list, with a number of its own shape as example', () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    expect(new Set(EU_MEMBER_STATES.map((state) => state.country)).size).toBe(27);
    for (const state of EU_MEMBER_STATES) {
      expect(isCountryCode(state.country), state.country).toBe(true);
      expect(isVatIdOf(state.country, state.example), state.example).toBe(true);
    }
    // Left in 2020; Norway and Switzerland never joined.
    for (const outside of ['GB', 'NO', 'CH', 'MD', 'US']) expect(isEuMember(outside), outside).toBe(false);
  });

  it('writes a typed number as VIES does: upper case, compact, with the prefix (EL for Greece)', () => {
    expect(normalizeVatId('DE', 'de 123.456-789')).toBe('DE123456789');
    expect(normalizeVatId('DE', '123456789')).toBe('DE123456789');
    expect(normalizeVatId('GR', 'GR123456789')).toBe('EL123456789');
    expect(normalizeVatId('GR', '123456789')).toBe('EL123456789');
    expect(normalizeVatId('AT', 'U12345678')).toBe('ATU12345678');
    expect(normalizeVatId('FR', 'AB123456789')).toBe('FRAB123456789');
    // Another state's number keeps its prefix, so the shape check refuses it.
    expect(normalizeVatId('DE', 'FR12345678901')).toBe('FR12345678901');
    expect(isVatIdOf('DE', 'FR12345678901')).toBe(false);
  });

  it('checks the shape per state', () => {
    expect(isVatIdOf('DE', 'DE12345678')).toBe(false);
    expect(isVatIdOf('NL', 'NL123456789B01')).toBe(true);
    expect(isVatIdOf('NL', 'NL123456789')).toBe(false);
    expect(isVatIdOf('AT', 'AT12345678')).toBe(false);
    expect(isVatIdOf('IE', 'IE1234567WA')).toBe(true);
    expect(isVatIdOf('SE', 'SE123456789701')).toBe(true);
    expect(isVatIdOf('US', 'US123456789')).toBe(false);
  });
});

describe('countries', () => {
  it('names every ISO country in Romanian, Romania included, and knows which need a postal code', () => {
    expect(COUNTRIES.length).toBeGreaterThan(240);
    expect(countryName('RO')).toBe('România');
    expect(countryName('DE')).toBe('Germania');
    expect(countryName('XX')).toBeNull();
    expect(postalCodeRequired('DE')).toBe(true);
    expect(postalCodeRequired('US')).toBe(true);
    expect(postalCodeRequired('MD')).toBe(false);
    expect(postalCodeRequired('IE')).toBe(false);
  });
});
