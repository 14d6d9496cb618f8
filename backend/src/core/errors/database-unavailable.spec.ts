import { AppException } from './app.exception.js';
import { databaseUnavailable, isDatabaseUnavailable } from './database-unavailable.js';

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

  it('answers 503 with a Romanian message and a retry delay', () => {
    const error = databaseUnavailable();
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe('Serviciul este momentan indisponibil. Încearcă din nou în câteva momente.');
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
  });
});
