import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ErrorCode } from '../../contracts/error-codes.js';
import { AppException } from '../errors/app.exception.js';

/** At most `max` events under `key` in `windowSeconds`; `message` (Romanian) answers the one too many. */
export interface RateLimit {
  key: string;
  windowSeconds: number;
  max: number;
  message: string;
}

/** Adds one event to `key` and returns its count, restarting the count when its window has passed. */
const BUMP = `INSERT INTO rate_counters (key, count, window_start) VALUES ($1, 1, now())
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN rate_counters.window_start < now() - make_interval(secs => $2) THEN 1 ELSE rate_counters.count + 1 END,
    window_start = CASE WHEN rate_counters.window_start < now() - make_interval(secs => $2) THEN now() ELSE rate_counters.window_start END
  RETURNING count`;

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

  /** One more event under each key. */
  async add(keys: string[], windowSeconds: number): Promise<void> {
    for (const key of keys) await this.bump(this.dataSource.manager, key, windowSeconds);
  }

  /**
   * Takes one event from every limit, or none: when any limit would pass its maximum the whole
   * change rolls back and RATE_LIMITED (429) carries that limit's message. Concurrent callers of
   * one key wait on its row, so a limit cannot be overrun.
   */
  async take(limits: RateLimit[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const limit of limits) {
        if ((await this.bump(manager, limit.key, limit.windowSeconds)) > limit.max) throw new AppException(ErrorCode.RATE_LIMITED, limit.message);
      }
    });
  }

  async clear(key: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(`DELETE FROM rate_counters WHERE key = $1`, [key]);
  }

  private async bump(manager: EntityManager, key: string, windowSeconds: number): Promise<number> {
    const rows: { count: number }[] = await manager.query(BUMP, [key, windowSeconds]);
    return Number(rows[0].count);
  }
}
