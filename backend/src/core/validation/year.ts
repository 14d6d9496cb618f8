import { registerDecorator } from 'class-validator';
import { IsOptional } from 'class-validator';
import { yearError } from '../../contracts/years.js';
import { Clock } from '../clock/clock.js';
import { romanianDay } from '../clock/romanian-day.js';

/*
 * DTO validation runs outside dependency injection, so the rule reads the project clock through
 * its own instance: tests that move time with `vi.spyOn(Clock.prototype, 'now')` move it here too.
 */
const clock = new Clock();

/** The current calendar year in Romania (on 31 December 23:30 UTC it is already next year there). */
export function currentRomanianYear(now: Date = clock.now()): number {
  return Number(romanianDay(now).slice(0, 4));
}

/**
 * An optional calendar year: a whole number from `min` up to the current year, with the Romanian
 * messages of `contracts/years.ts` (the site's forms check the same rule before sending).
 */
export function OptionalYear(min: number): PropertyDecorator {
  return (target, key) => {
    IsOptional()(target, key);
    registerDecorator({
      name: 'isYear',
      target: target.constructor,
      propertyName: key as string,
      constraints: [min],
      validator: {
        validate: (value: unknown) => yearError(value, min, currentRomanianYear()) === null,
        defaultMessage: (args) => yearError(args?.value, min, currentRomanianYear()) ?? '',
      },
    });
  };
}
