import { ErrorCode, type FieldError } from '../../contracts/error-codes.js';

/**
 * The one exception services throw. It carries a code from contracts/error-codes and a Romanian
 * message; the HTTP status is decided by the global filter, so services stay transport-free.
 */
export class AppException extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: FieldError[],
    /** Seconds until the caller may try again; sent as `Retry-After` (rate limits). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppException';
  }

  static validation(details: FieldError[], message = 'Datele trimise nu sunt valide.'): AppException {
    return new AppException(ErrorCode.VALIDATION_FAILED, message, details);
  }

  static notFound(message = 'Resursa căutată nu există.'): AppException {
    return new AppException(ErrorCode.NOT_FOUND, message);
  }

  static unauthenticated(message = 'Trebuie să te autentifici.'): AppException {
    return new AppException(ErrorCode.UNAUTHENTICATED, message);
  }

  static forbidden(message = 'Nu ai dreptul să faci această acțiune.'): AppException {
    return new AppException(ErrorCode.FORBIDDEN, message);
  }
}
