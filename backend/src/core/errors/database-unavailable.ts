import { ErrorCode } from '../../contracts/error-codes.js';
import { RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '../http/status-pages.js';
import { AppException } from './app.exception.js';
import { isOutsideServiceError } from './external-service.js';

/** Socket errors of a database connection that cannot be made or was lost. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND']);
/**
 * PostgreSQL SQLSTATEs of a server that is going away or not ready: connection exceptions (class
 * 08), shutdown (57P01 admin, 57P02 crash), starting up (57P03), too many connections (53300).
 */
const UNAVAILABLE_SQLSTATE = /^(08\w{3}|57P0[123]|53300)$/;
/** What node-postgres says when its connection dies or cannot be had in time. */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|connect ECONNREFUSED/i;

/**
 * Whether an error says the database cannot be reached right now (rather than that a query was
 * wrong): node-postgres's socket and pool errors, PostgreSQL's shutdown and start-up states, also
 * when TypeORM wraps them (`driverError`), or Node gathers them (`errors`, `cause`); and the 503
 * already made of one. An outside service's failure (isOutsideServiceError) never is, even when its
 * socket error reads like one (ECONNREFUSED from BNR is not the database's).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  if (error instanceof AppException) return error.code === ErrorCode.SERVICE_UNAVAILABLE;
  if (isOutsideServiceError(error)) return false;
  const { code, message, driverError, errors, cause } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(driverError, depth + 1) || isDatabaseUnavailable(cause, depth + 1);
}

/** The 503 answer of a request that found the database unavailable; the client may retry shortly. */
export function databaseUnavailable(): AppException {
  return new AppException(ErrorCode.SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE_MESSAGE, undefined, RETRY_AFTER_SECONDS);
}
