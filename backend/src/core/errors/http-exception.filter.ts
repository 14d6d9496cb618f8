import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ErrorCode, type ErrorBody } from '../../contracts/error-codes.js';
import { AppException } from './app.exception.js';
import { databaseUnavailable, isDatabaseUnavailable } from './database-unavailable.js';
import { statusOf } from './error-status.js';
import { externalServiceUnavailable, isUnreachable } from './external-service.js';

const logger = new Logger('Errors');

const messageByStatus: Record<number, [ErrorCode, string]> = {
  400: [ErrorCode.VALIDATION_FAILED, 'Cererea nu este validă.'],
  401: [ErrorCode.UNAUTHENTICATED, 'Trebuie să te autentifici.'],
  403: [ErrorCode.FORBIDDEN, 'Nu ai dreptul să faci această acțiune.'],
  404: [ErrorCode.NOT_FOUND, 'Resursa căutată nu există.'],
  405: [ErrorCode.NOT_FOUND, 'Metoda nu este permisă pentru această adresă.'],
  406: [ErrorCode.VALIDATION_FAILED, 'Formatul cerut nu este disponibil.'],
  413: [ErrorCode.PAYLOAD_TOO_LARGE, 'Fișierul sau cererea depășește dimensiunea permisă.'],
  415: [ErrorCode.UNSUPPORTED_MEDIA_TYPE, 'Tipul conținutului trimis nu este acceptat.'],
  429: [ErrorCode.RATE_LIMITED, 'Prea multe cereri. Încearcă din nou mai târziu.'],
};

/** Maps any thrown value to `{ status, body }` in the API's error shape. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppException) {
    return {
      status: statusOf(error.code),
      body: { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } },
    };
  }
  const status =
    error instanceof HttpException
      ? error.getStatus()
      : typeof (error as { statusCode?: unknown })?.statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500;
  if (status >= 500 || !messageByStatus[status]) {
    logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return { status: 500, body: { error: { code: ErrorCode.INTERNAL, message: 'A apărut o eroare neașteptată. Te rugăm să încerci din nou.' } } };
  }
  const [code, message] = messageByStatus[status];
  const fastifyCode = (error as { code?: string })?.code ?? '';
  const detail =
    fastifyCode.startsWith('FST_ERR_CTP') || fastifyCode === 'FST_ERR_VALIDATION' ? 'Corpul cererii nu poate fi citit (JSON invalid sau gol).' : undefined;
  return { status, body: { error: { code, message: detail ?? message } } };
}

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  catch(thrown: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    // An AppException already names what failed and is answered as it is. Otherwise: the database
    // cannot be reached (restart, failover): 503 SERVICE_UNAVAILABLE with Retry-After, not a 500; a
    // bare fetch failure or timeout of an outside service that its client let through: 503
    // EXTERNAL_SERVICE_UNAVAILABLE. Each is logged as what it is (database-unavailable.ts decides).
    const exception =
      thrown instanceof AppException
        ? thrown
        : isDatabaseUnavailable(thrown)
          ? databaseUnavailable()
          : isUnreachable(thrown)
            ? externalServiceUnavailable()
            : thrown;
    const reason = thrown instanceof Error ? `${thrown.message}${thrown.cause instanceof Error ? ` (${thrown.cause.message})` : ''}` : String(thrown);
    if (exception !== thrown)
      logger.warn(`${(exception as AppException).code === ErrorCode.SERVICE_UNAVAILABLE ? 'Database' : 'Outside service'} unavailable: ${reason}`);
    const { status, body } = toErrorResponse(exception);
    // Rate limits and unavailability say when to try again (seconds).
    if (exception instanceof AppException && exception.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(Math.max(1, Math.ceil(exception.retryAfterSeconds))));
    void reply.status(status).header('cache-control', 'no-store').send(body);
  }
}
