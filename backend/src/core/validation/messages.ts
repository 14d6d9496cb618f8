import type { ValidationError } from 'class-validator';
import type { FieldError } from '../../contracts/error-codes.js';

/** Romanian texts for the validation constraints we use, keyed by class-validator constraint name. */
const byConstraint: Record<string, (args: string[]) => string> = {
  isNotEmpty: () => 'Câmpul este obligatoriu.',
  isDefined: () => 'Câmpul este obligatoriu.',
  isEmail: () => 'Adresa de email nu este validă.',
  isString: () => 'Valoarea trebuie să fie text.',
  isInt: () => 'Valoarea trebuie să fie un număr întreg.',
  isNumber: () => 'Valoarea trebuie să fie un număr.',
  isBoolean: () => 'Valoarea trebuie să fie adevărat sau fals.',
  isIn: () => 'Valoarea aleasă nu este permisă.',
  isEnum: () => 'Valoarea aleasă nu este permisă.',
  isUUID: () => 'Identificatorul nu este valid.',
  isArray: () => 'Valoarea trebuie să fie o listă.',
  isObject: () => 'Valoarea trebuie să fie un obiect.',
  minLength: ([min]) => `Minimum ${min} caractere.`,
  maxLength: ([max]) => `Maximum ${max} caractere.`,
  min: ([min]) => `Valoarea minimă este ${min}.`,
  max: ([max]) => `Valoarea maximă este ${max}.`,
  equals: () => 'Valoarea nu este cea așteptată.',
  whitelistValidation: () => 'Câmpul nu este permis.',
  matches: () => 'Formatul valorii nu este valid.',
};

/** class-validator's own messages begin with the property name; ours (Romanian) never do. */
function messageFor(error: ValidationError, key: string, text: string): string {
  if (!text.startsWith(`${error.property} `) && !text.startsWith('property ')) return text;
  const numbers = text.match(/-?\d+(\.\d+)?/g) ?? [];
  return (byConstraint[key] ?? (() => 'Valoarea nu este validă.'))(numbers);
}

/** Flattens class-validator errors into one Romanian message per field path. */
export function toFieldErrors(errors: ValidationError[], prefix = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {});
    const mine: FieldError[] = own.length ? [{ field, message: messageFor(error, own[0][0], own[0][1]) }] : [];
    return [...mine, ...toFieldErrors(error.children ?? [], field)];
  });
}
