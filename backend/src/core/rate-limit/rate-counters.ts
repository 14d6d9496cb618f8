import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ErrorCode } from '../../contracts/error-codes.js';
import { AppException } from '../errors/app.exception.js';
import { addressRateKey } from '../http/client-info.js';

/** At most `max` events under `key` in `windowSeconds`; `message` (Romanian) answers the one too many. */
export interface RateLimit {
  key: string;
  windowSeconds: number;
  max: number;
  message: string;
}

/**
 * Days a counter is kept after its window started (daily pruning). Every limit's window must be
 * shorter (the longest, contact messages per sender and listing, is one day).
 */
export const RATE_COUNTER_RETENTION_DAYS = 7;

/** A limit's size: `max` events in `windowSeconds`. */
export interface RateRule {
  max: number;
  windowSeconds: number;
}

/** A key's count inside its current window and the seconds until that window ends. */
export interface RateState {
  count: number;
  retryAfterSeconds: number;
}

/**
 * The limit of one purpose per client address (`<purpose>-ip:<address>`): every per-address form
 * limit (registration, lost password, newsletter, contact, consulting, reviews) is built here, so
 * that all key an address the same way (IPv6 clients by their /64).
 */
export function addressLimit(purpose: string, address: string, rule: RateRule, message: string): RateLimit {
  return { key: addressKey(purpose, address), ...rule, message };
}

/** The counter key of one purpose for a client address. */
export function addressKey(purpose: string, address: string): string {
  return `${purpose}-ip:${addressRateKey(address)}`;
}

/** Seconds from now until the window that started at `window_start` ends (at least 1). */
const RETRY_AFTER = `GREATEST(1, CEIL(EXTRACT(EPOCH FROM (rate_counters.window_start + make_interval(secs => $2) - now()))))::int`;

/** Adds one event to `key` and returns its count, restarting the count when its window has passed. */
const BUMP = `INSERT INTO rate_counters (key, count, window_start) VALUES ($1, 1, now())
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_counters.window_start < now() - make_interval(secs => $2) THEN 1 ELSE rate_counters.count + 1 END,
    window_start = CASE WHEN rate_counters.window_start < now() - make_interval(secs => $2) THEN now() ELSE rate_counters.window_start END
  RETURNING count, ${RETRY_AFTER} AS retry_after`;

/**
 * Event counters in fixed time windows, kept in the database so that every web process shares
 * them (sign-in failures, contact messages). Keys carry their purpose as a prefix.
 */
@Injectable()
export class RateCounters {
  constructor(private readonly dataSource: DataSource) {}

  /** Counts of each key inside its current window (absent keys count 0). */
  async count(keys: string[], windowSeconds: number): Promise<Map<string, number>> {
    const rows: { key: string; count: number }[] = await this.dataSource.query(
      `SELECT key, count FROM rate_counters WHERE key = ANY($1) AND window_start >= now() - make_interval(secs => $2)`,
      [keys, windowSeconds],
    );
    return new Map(rows.map((row) => [row.key, Number(row.count)]));
  }

  /** One key's count inside its current window, without adding to it (0 when absent or past). */
  async state(key: string, windowSeconds: number): Promise<RateState> {
    const rows: { count: number; retry_after: number }[] = await this.dataSource.query(
      `SELECT count, ${RETRY_AFTER} AS retry_after FROM rate_counters WHERE key = $1 AND window_start >= now() - make_interval(secs => $2)`,
      [key, windowSeconds],
    );
    return rows[0] ? { count: Number(rows[0].count), retryAfterSeconds: Number(rows[0].retry_after) } : { count: 0, retryAfterSeconds: 0 };
  }

  /** One more event under each key. */
  async add(keys: string[], windowSeconds: number): Promise<void> {
    for (const key of keys) await this.bump(this.dataSource.manager, key, windowSeconds);
  }

  /** One more event under `key`, in one atomic statement; the count that results and its window's remaining seconds. */
  increment(key: string, windowSeconds: number): Promise<RateState> {
    return this.bump(this.dataSource.manager, key, windowSeconds);
  }

  /**
   * Takes one event from every limit, or none: when any limit would pass its maximum the whole
   * change rolls back and RATE_LIMITED (429) carries that limit's message and the seconds until its
   * window frees (`Retry-After`). Concurrent callers of one key wait on its row, so a limit cannot be overrun.
   */
  async take(limits: RateLimit[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const limit of limits) {
        const { count, retryAfterSeconds } = await this.bump(manager, limit.key, limit.windowSeconds);
        if (count > limit.max) throw new AppException(ErrorCode.RATE_LIMITED, limit.message, undefined, retryAfterSeconds);
      }
    });
  }

  /**
   * Whether one more event fits every limit, taking it when it does; false (and nothing taken) when
   * one is full. For limits that must not answer differently when full (lost password per email).
   */
  async tryTake(limits: RateLimit[]): Promise<boolean> {
    try {
      await this.take(limits);
      return true;
    } catch (error) {
      if (error instanceof AppException && error.code === ErrorCode.RATE_LIMITED) return false;
      throw error;
    }
  }

  /** Deletes the counters whose window started before `before`; returns how many. */
  async prune(before: Date): Promise<number> {
    const [, count] = (await this.dataSource.query(`DELETE FROM rate_counters WHERE window_start < $1`, [before])) as [unknown[], number];
    return count;
  }

  async clear(key: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(`DELETE FROM rate_counters WHERE key = $1`, [key]);
  }

  private async bump(manager: EntityManager, key: string, windowSeconds: number): Promise<RateState> {
    const rows: { count: number; retry_after: number }[] = await manager.query(BUMP, [key, windowSeconds]);
    return { count: Number(rows[0].count), retryAfterSeconds: Number(rows[0].retry_after) };
  }
}
