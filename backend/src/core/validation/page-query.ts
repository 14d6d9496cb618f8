import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LIST_PAGE_SIZE_MAX } from '../../contracts/listings.js';

/** Query strings are text: a strict decimal integer or the raw value (which then fails validation). */
export const toInt = Transform(({ value }) => (typeof value === 'string' && /^-?\d{1,9}$/.test(value.trim()) ? Number(value) : value));
/** Above the cap is capped, not refused (issue 3); non-numbers still fail validation. */
export const toPageSize = Transform(({ value }) => {
  if (typeof value === 'string' && /^\d{1,12}$/.test(value.trim())) return Math.min(Number(value), LIST_PAGE_SIZE_MAX);
  return value;
});
export const trimmed = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Decorators in the order they would be written above a property (the lowest applies first, as with `@`). */
const stacked = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

/** `page` of a paginated query: a whole number from 1 to 100 000; `parse` reads the query string. */
export const PageNumber = (parse: PropertyDecorator = toInt) =>
  stacked(
    ApiPropertyOptional({ default: 1 }),
    IsOptional(),
    parse,
    IsInt({ message: 'Pagina trebuie să fie un număr întreg.' }),
    Min(1, { message: 'Pagina minimă este 1.' }),
    Max(100000, { message: 'Pagina este prea mare.' }),
  );

/**
 * `pageSize` of a paginated query: above LIST_PAGE_SIZE_MAX it is capped (issue 3), or refused when
 * `parse` (which reads the query string instead of capping it) and `refuseAboveMax` are given.
 */
export const PageSize = (options: { default: number; parse?: PropertyDecorator; refuseAboveMax?: boolean }) =>
  stacked(
    ApiPropertyOptional({ default: options.default, maximum: LIST_PAGE_SIZE_MAX }),
    IsOptional(),
    options.parse ?? toPageSize,
    IsInt({ message: 'Numărul de rezultate pe pagină trebuie să fie un număr întreg.' }),
    Min(1, { message: 'Cel puțin un rezultat pe pagină.' }),
    ...(options.refuseAboveMax ? [Max(LIST_PAGE_SIZE_MAX, { message: `Cel mult ${LIST_PAGE_SIZE_MAX} de rezultate pe pagină.` })] : []),
  );

/** A free-text search (`q`): trimmed text of at most 100 characters. */
export const SearchText = () =>
  stacked(
    IsOptional(),
    trimmed,
    IsString({ message: 'Căutarea trebuie să fie text.' }),
    MaxLength(100, { message: 'Căutarea poate avea cel mult 100 de caractere.' }),
  );
