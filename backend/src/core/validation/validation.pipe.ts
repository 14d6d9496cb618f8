import { ValidationPipe, type PipeTransform } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { AppException } from '../errors/app.exception.js';
import { toFieldErrors } from './messages.js';

const options = { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true } as const;

/** The global pipe: transform, whitelist, reject unknown fields, Romanian field messages. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...options,
    transform: true,
    exceptionFactory: (errors) => AppException.validation(toFieldErrors(errors)),
  });
}

/** Validates a plain object (e.g. multipart fields) against a DTO class with the same rules. */
export async function validateDto<T extends object>(dto: new () => T, plain: unknown): Promise<T> {
  if (plain === null || typeof plain !== 'object' || Array.isArray(plain)) {
    throw AppException.validation([{ field: 'body', message: 'Corpul cererii lipsește sau nu este un obiect.' }]);
  }
  const instance = plainToInstance(dto, plain);
  const errors = await validate(instance, options);
  if (errors.length) throw AppException.validation(toFieldErrors(errors));
  return instance;
}

/**
 * Validates a body or query against a DTO class given at runtime (e.g. a listing family's), with
 * the same rules as the global pipe: for parameters whose static type is generic.
 */
export class DtoPipe<T extends object> implements PipeTransform<unknown, Promise<T>> {
  constructor(private readonly dto: new () => T) {}

  transform(value: unknown): Promise<T> {
    return validateDto(this.dto, value ?? {});
  }
}
