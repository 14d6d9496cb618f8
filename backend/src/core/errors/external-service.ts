import { ErrorCode } from '../../contracts/error-codes.js';
import { AppException } from './app.exception.js';

/** What a visitor or staff member is told when an outside service does not answer and the action needs it now. */
export const EXTERNAL_SERVICE_UNAVAILABLE_MESSAGE = 'Un serviciu extern nu răspunde acum. Nu s-a schimbat nimic; încearcă din nou peste câteva minute.';

/**
 * Whether an error comes from a client of an outside service rather than from the database, whatever
 * socket code it carries: fetch's failure (undici's `TypeError: fetch failed`, the socket error in its
 * `cause`), an aborted or timed-out request, the AWS SDK (S3: `$metadata`), Stripe (`type`
 * `Stripe…Error`), nodemailer (the SMTP `command` it failed on), and the 503 already made of one.
 */
export function isOutsideServiceError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if (error instanceof AppException) return error.code === ErrorCode.EXTERNAL_SERVICE_UNAVAILABLE;
  const { name, message, $metadata, type, command } = error as { name?: unknown; message?: unknown; $metadata?: unknown; type?: unknown; command?: unknown };
  if (isUnreachable(error)) return true;
  if (name === 'AbortError') return true;
  if ($metadata !== null && typeof $metadata === 'object') return true;
  if (typeof type === 'string' && type.startsWith('Stripe')) return true;
  return typeof command === 'string' && typeof message === 'string';
}

/** fetch could not reach the host (refused, DNS, reset) or gave up waiting (AbortSignal.timeout). */
export function isUnreachable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return (name === 'TypeError' && message === 'fetch failed') || name === 'TimeoutError';
}

/** The 503 of an action that needs an outside service's answer now; `message` says which and what to do. */
export function externalServiceUnavailable(message = EXTERNAL_SERVICE_UNAVAILABLE_MESSAGE, retryAfterSeconds?: number): AppException {
  return new AppException(ErrorCode.EXTERNAL_SERVICE_UNAVAILABLE, message, undefined, retryAfterSeconds);
}
