import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, MinLength, registerDecorator, type ValidationOptions } from 'class-validator';
import { EMAIL_PATTERN, PASSWORD_PATTERN } from '../../contracts/auth.js';
import { isValidCui, normalizeCui } from './cui.js';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** A required, trimmed string of at most `max` characters. */
export function TrimmedString(max: number): PropertyDecorator {
  return (target, key) => {
    trim(target, key);
    IsString({ message: 'Valoarea trebuie să fie text.' })(target, key);
    IsNotEmpty({ message: 'Câmpul este obligatoriu.' })(target, key);
    MaxLength(max, { message: `Maximum ${max} caractere.` })(target, key);
  };
}

/** A required, trimmed string of `min` to `max` characters. */
export function TrimmedText(min: number, max: number): PropertyDecorator {
  return (target, key) => {
    TrimmedString(max)(target, key);
    MinLength(min, { message: `Minimum ${min} caractere.` })(target, key);
  };
}

/** Digits with an optional leading +, spaces, dots, dashes and brackets: 0740 123 456, +40 (21) 312-00-00. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]{6,20}$/;

/** Optional phone number; an empty string counts as absent. */
export function OptionalPhone(): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))(target, key);
    IsOptional()(target, key);
    IsString({ message: 'Numărul de telefon nu este valid.' })(target, key);
    Matches(PHONE_PATTERN, { message: 'Numărul de telefon nu este valid.' })(target, key);
  };
}

/** The spec's email rule (section 5): something@domain.tld with a 2-12 letter top-level part. */
export function IsRoEmail(): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))(target, key);
    IsString({ message: 'Adresa de email este obligatorie.' })(target, key);
    IsNotEmpty({ message: 'Adresa de email este obligatorie.' })(target, key);
    MaxLength(254, { message: 'Adresa de email este prea lungă.' })(target, key);
    Matches(EMAIL_PATTERN, { message: 'Adresa de email nu este validă.' })(target, key);
  };
}

/** At least 8 characters with a letter and a digit. */
export function IsStrongPassword(): PropertyDecorator {
  return (target, key) => {
    IsString({ message: 'Parola este obligatorie.' })(target, key);
    Matches(PASSWORD_PATTERN, { message: 'Parola trebuie să aibă cel puțin 8 caractere, cu cel puțin o literă și o cifră.' })(target, key);
  };
}

/** Romanian tax id (CUI/CIF) with a valid check digit; normalised to digits only. */
export function IsCui(options?: ValidationOptions): PropertyDecorator {
  return (target, key) => {
    Transform(({ value }) => (typeof value === 'string' || typeof value === 'number' ? normalizeCui(String(value)) : value))(target, key);
    registerDecorator({
      name: 'isCui',
      target: target.constructor,
      propertyName: key as string,
      options: { message: 'Codul fiscal (CUI) nu este valid.', ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && isValidCui(value) },
    });
  };
}

/** Must equal the sibling property `other` (spec: mismatchedPasswords). */
export function EqualsProperty(other: string, message: string): PropertyDecorator {
  return (target, key) =>
    registerDecorator({
      name: 'equalsProperty',
      target: target.constructor,
      propertyName: key as string,
      constraints: [other],
      options: { message },
      validator: { validate: (value: unknown, args) => value === (args?.object as Record<string, unknown>)[other] },
    });
}

/** A password typed to prove identity (login, current password): required, not checked for strength. */
export function RequiredPassword(message = 'Parola este obligatorie.'): PropertyDecorator {
  return (target, key) => {
    IsString({ message })(target, key);
    IsNotEmpty({ message })(target, key);
    MaxLength(128, { message: 'Parola este prea lungă.' })(target, key);
  };
}

/** An opaque token from an emailed link. */
export function RequiredToken(message: string): PropertyDecorator {
  return (target, key) => {
    IsString({ message })(target, key);
    IsNotEmpty({ message })(target, key);
    MaxLength(200, { message })(target, key);
  };
}
