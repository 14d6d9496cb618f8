import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { Clock } from '../clock/clock.js';
import { currentRomanianYear, OptionalYear } from './year.js';

class Sample {
  @OptionalYear(1800)
  year?: number | null;
}

const messages = (year: unknown) => validateSync(plainToInstance(Sample, { year })).flatMap((error) => Object.values(error.constraints ?? {}));

describe('OptionalYear', () => {
  afterEach(() => vi.restoreAllMocks());

  it('takes the current year from the project clock and refuses the next one', () => {
    vi.spyOn(Clock.prototype, 'now').mockImplementation(() => new Date('2030-06-01T10:00:00Z'));
    expect(messages(2030)).toEqual([]);
    expect(messages(2031)).toEqual(['Anul nu poate fi în viitor.']);
  });

  it('refuses years before the lower bound and fractions; an absent year is fine', () => {
    expect(messages(1799)).toEqual(['Anul nu poate fi înainte de 1800.']);
    expect(messages(1800)).toEqual([]);
    expect(messages(2019.5)).toEqual(['Anul trebuie să fie un număr întreg.']);
    expect(messages('2019')).toEqual(['Anul trebuie să fie un număr întreg.']);
    expect(messages(null)).toEqual([]);
  });

  it('counts the year in Romania: New Year arrives there two hours before UTC', () => {
    expect(currentRomanianYear(new Date('2026-12-31T22:30:00Z'))).toBe(2027);
    expect(currentRomanianYear(new Date('2026-12-31T21:30:00Z'))).toBe(2026);
  });
});
