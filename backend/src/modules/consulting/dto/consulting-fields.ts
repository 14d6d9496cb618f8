import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** Strict decimal text (form posts, query strings) becomes a number; anything else is left to fail validation. */
const toNumber = Transform(({ value }) => (typeof value === 'string' && /^-?\d{1,13}(\.\d{1,2})?$/.test(value.trim()) ? Number(value) : value));
const toBoolean = Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));
const trimToUndefined = Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value));

/** A required whole number within bounds, with one Romanian message. */
export function WholeNumber(min: number, max: number, message: string): PropertyDecorator {
  return (target, key) => {
    toNumber(target, key);
    IsInt({ message })(target, key);
    Min(min, { message })(target, key);
    Max(max, { message })(target, key);
  };
}

/** A required amount in euro (up to two decimals), not negative. */
export function EuroAmount(message: string, max = 10_000_000_000): PropertyDecorator {
  return (target, key) => {
    toNumber(target, key);
    IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message })(target, key);
    Min(0, { message })(target, key);
    Max(max, { message })(target, key);
  };
}

export function YesNo(message: string): PropertyDecorator {
  return (target, key) => {
    toBoolean(target, key);
    IsBoolean({ message })(target, key);
  };
}

export function OneOf(values: readonly (string | number)[], message: string): PropertyDecorator {
  return (target, key) => IsIn(values as (string | number)[], { message })(target, key);
}

/** Optional free text of at most `max` characters; blank counts as absent. */
export function OptionalText(max: number): PropertyDecorator {
  return (target, key) => {
    trimToUndefined(target, key);
    IsOptional()(target, key);
    IsString({ message: 'Valoarea trebuie să fie text.' })(target, key);
    MaxLength(max, { message: `Maximum ${max} caractere.` })(target, key);
  };
}

/**
 * The honeypot: a field people never see and bots fill in. Blank (or absent) passes; anything
 * typed in it refuses the request like any invalid field.
 */
export function Honeypot(): PropertyDecorator {
  return (target, key) => {
    trimToUndefined(target, key);
    IsOptional()(target, key);
    MaxLength(0, { message: 'Câmpul trebuie lăsat necompletat.' })(target, key);
  };
}
