import { validationTexts } from '~/i18n/ro';
import { confirmPasswordError, cuiError, emailError, newPasswordError } from './validation';

describe('form rules of spec section 5', () => {
  it('accepts an email whose top-level part has 2 to 12 letters', () => {
    expect(emailError('ana@firma.ro')).toBeUndefined();
    expect(emailError('ana@firma.solutionsxyz')).toBeUndefined();
  });

  it('refuses other emails with invalidEmail, and an empty one as required', () => {
    for (const value of ['ana@firma.r', 'ana@firma.abcdefghijklm', 'ana.firma.ro', 'ana@firma.r0'])
      expect(emailError(value)).toBe(validationTexts.invalidEmail);
    expect(emailError('')).toBe(validationTexts.required);
  });

  it('needs the confirmation to equal the password (mismatchedPasswords)', () => {
    expect(confirmPasswordError('Parola123', 'Parola124')).toBe(validationTexts.mismatchedPasswords);
    expect(confirmPasswordError('Parola123', 'Parola123')).toBeUndefined();
  });

  it('asks for a letter and a digit in a new password', () => {
    expect(newPasswordError('doarlitere')).toBe(validationTexts.weakPassword);
    expect(newPasswordError('Parola123')).toBeUndefined();
  });

  it('requires a CUI only where the account is a legal entity', () => {
    expect(cuiError('', true)).toBe(validationTexts.required);
    expect(cuiError('', false)).toBeUndefined();
    expect(cuiError('RO14399840', true)).toBeUndefined();
    expect(cuiError('ABC', true)).toBe(validationTexts.invalidCui);
  });
});
