import type { Validator } from 'react-admin';

/**
 * Length of a text as the API counts it (trimmed): blank is "required", then min/max, with
 * react-admin's Romanian messages (ra.validation.*). The API refuses a reason shorter than 5
 * characters after trimming, so "     " must not pass here either.
 */
export function trimmedLength(min: number, max: number): Validator {
  return (value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) return 'ra.validation.required';
    if (text.length < min) return { message: 'ra.validation.minLength', args: { min } };
    if (text.length > max) return { message: 'ra.validation.maxLength', args: { max } };
    return undefined;
  };
}
