import { Column } from 'typeorm';
import { numericTransformer } from './transformers.js';

/** An optional amount of money: numeric(16,2), read as a number. */
export const AmountColumn = (precision = 16): PropertyDecorator =>
  Column({ type: 'numeric', precision, scale: 2, nullable: true, transformer: numericTransformer });

/** An optional percentage 0-100 with two decimals (the range is a CHECK in the migration). */
export const PercentColumn = (): PropertyDecorator => Column({ type: 'numeric', precision: 5, scale: 2, nullable: true, transformer: numericTransformer });

/** An optional short number (ids of fixed lists, years). */
export const SmallIntColumn = (): PropertyDecorator => Column({ type: 'smallint', nullable: true });

/** Optional text: `varchar(length)`, or unbounded `text` without a length. */
export const TextColumn = (length?: number): PropertyDecorator =>
  Column(length ? { type: 'varchar', length, nullable: true } : { type: 'text', nullable: true });

/** An optional whole number (counts). */
export const IntColumn = (): PropertyDecorator => Column({ type: 'integer', nullable: true });
