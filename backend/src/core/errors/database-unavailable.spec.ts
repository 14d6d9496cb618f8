import { AppException } from './app.exception.js';
import { databaseUnavailable, isDatabaseUnavailable } from './database-unavailable.js';
import { externalServiceUnavailable, isOutsideServiceError, isUnreachable } from './external-service.js';

describe('database unavailability', () => {
  it('recognises the ways node-postgres, PostgreSQL and TypeORM say the database cannot be reached', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new AggregateError([refused], ''), { code: undefined }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // PostgreSQL shutting down or starting up, as TypeORM's QueryFailedError wraps it.
    expect(isDatabaseUnavailable({ message: 'terminating connection due to administrator command', driverError: { code: '57P01' } })).toBe(true);
    expect(isDatabaseUnavailable({ message: 'the database system is starting up', code: '57P03' })).toBe(true);
    expect(isDatabaseUnavailable(databaseUnavailable())).toBe(true);
  });

  it('leaves query errors and everything else alone', () => {
    expect(isDatabaseUnavailable({ message: 'duplicate key value violates unique constraint', code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable({ message: 'syntax error', driverError: { code: '42601' } })).toBe(false);
    expect(isDatabaseUnavailable(AppException.notFound('x'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('never takes an outside service for the database, whatever socket error it carries', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED', syscall: 'connect' });
    // fetch of BNR, ANAF, SPV, web push: undici's TypeError with the socket error as its cause.
    const fetchFailure = await fetch('http://127.0.0.1:9/nbrfxrates.xml').catch((error: unknown) => error);
    expect(fetchFailure).toMatchObject({ name: 'TypeError', message: 'fetch failed' });
    expect(isDatabaseUnavailable(fetchFailure)).toBe(false);
    expect(isOutsideServiceError(fetchFailure)).toBe(true);
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: refused }))).toBe(false);
    // AbortSignal.timeout, the AWS SDK (S3), Stripe, nodemailer (SMTP).
    expect(isDatabaseUnavailable(Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', $metadata: {} }))).toBe(false);
    expect(
      isDatabaseUnavailable(Object.assign(new Error('An error occurred with our connection to Stripe.'), { type: 'StripeConnectionError', detail: refused })),
    ).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('Connection timeout'), { code: 'ETIMEDOUT', command: 'CONN' }))).toBe(false);
    expect(isDatabaseUnavailable(externalServiceUnavailable())).toBe(false);
    // The database's own socket error is still the database's.
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isOutsideServiceError(refused)).toBe(false);
  });

  it('names an outside service unavailable with its own code, distinct from the database', () => {
    const error = externalServiceUnavailable();
    expect(error.code).toBe('EXTERNAL_SERVICE_UNAVAILABLE');
    expect(error.code).not.toBe(databaseUnavailable().code);
    expect(isUnreachable(Object.assign(new Error('x'), { name: 'TimeoutError' }))).toBe(true);
    expect(isUnreachable(new TypeError('fetch failed'))).toBe(true);
    expect(isUnreachable(new Error('boom'))).toBe(false);
  });

  it('answers 503 with a Romanian message and a retry delay', () => {
    const error = databaseUnavailable();
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe('Serviciul este momentan indisponibil. Încearcă din nou în câteva momente.');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
  });
});
