import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { ListItem } from '../../../contracts/lists.js';

/**
 * Optional, validated family fields with Romanian messages, so each family DTO states only what
 * differs (which field, which bounds, which list).
 */
function stack(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorator) => decorator(target, key));
}

const emptyToNull = Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value));

/** An amount of money (two decimals at most) within [min, max]. */
export const OptionalAmount = (min = 0, max = 1e13): PropertyDecorator =>
  stack(
    IsOptional(),
    IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'Valoarea trebuie să fie o sumă cu cel mult două zecimale.' }),
    Min(min, { message: `Valoarea minimă este ${min}.` }),
    Max(max, { message: 'Valoarea este prea mare.' }),
  );

/** A percentage between 0 and 100. */
export const OptionalPercent = (): PropertyDecorator =>
  stack(
    IsOptional(),
    IsNumber({ maxDecimalPlaces: 2 }, { message: 'Procentul trebuie să fie un număr.' }),
    Min(0, { message: 'Procentul minim este 0.' }),
    Max(100, { message: 'Procentul maxim este 100.' }),
  );

/** A whole number within [min, max]. */
export const OptionalInt = (min: number, max: number): PropertyDecorator =>
  stack(
    IsOptional(),
    IsInt({ message: 'Valoarea trebuie să fie un număr întreg.' }),
    Min(min, { message: `Valoarea minimă este ${min}.` }),
    Max(max, { message: `Valoarea maximă este ${max}.` }),
  );

/** Plain text of at most `max` characters; blank becomes null. */
export const OptionalText = (max: number): PropertyDecorator =>
  stack(IsOptional(), emptyToNull, IsString({ message: 'Valoarea trebuie să fie text.' }), MaxLength(max, { message: `Maximum ${max} caractere.` }));

/** One id of a fixed list. */
export const Choice = <Id extends string | number>(list: readonly ListItem<Id>[], options: { optional?: boolean } = { optional: true }): PropertyDecorator =>
  stack(
    ...(options.optional === false ? [] : [IsOptional()]),
    IsIn(
      list.map((item) => item.id),
      { message: 'Valoarea aleasă nu există în listă.' },
    ),
  );

/** An http(s) address. */
export const OptionalUrl = (): PropertyDecorator =>
  stack(
    IsOptional(),
    emptyToNull,
    IsString({ message: 'Adresa trebuie să fie text.' }),
    MaxLength(300, { message: 'Adresa este prea lungă.' }),
    Matches(/^https?:\/\/[^\s<>"]+$/, { message: 'Adresa trebuie să înceapă cu http:// sau https://.' }),
  );
