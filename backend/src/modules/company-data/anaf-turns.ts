import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/**
 * Reserves the next free moment (Redis time, ms) of one ANAF service for the caller: the
 * reservations are spaced `interval` apart; a wait longer than `maxWait` reserves nothing and
 * answers -1. One atomic script, so every process of the deployment shares one queue.
 */
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local maxWait = tonumber(ARGV[2])
local nextFree = tonumber(redis.call('GET', KEYS[1]) or '0')
local slot = math.max(now, nextFree)
if slot - now > maxWait then return -1 end
redis.call('SET', KEYS[1], tostring(slot + interval), 'PX', math.max(interval * 2, 1000) + (slot - now))
return slot - now`;

/** ANAF's services; each keeps its own turns (ANAF's limit is per service). */
export type AnafService = 'registry' | 'balance';

/**
 * The bound on requests to ANAF: at most one request per `ANAF_MIN_INTERVAL_MS` to each service,
 * counted across every process through Redis (in-process when there is no Redis: one process).
 * A caller waits for its turn, in the order they asked, but never longer than `ANAF_MAX_WAIT_MS`:
 * then it is told no, and the form it serves goes on without ANAF.
 */
@Injectable()
export class AnafTurns implements OnApplicationShutdown {
  private readonly logger = new Logger(AnafTurns.name);
  private redis: Redis | null = null;
  private readonly localNextFree = new Map<AnafService, number>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Waits for a turn of `service`; false when none comes within the longest wait (or Redis fails). */
  async take(service: AnafService): Promise<boolean> {
    const { minIntervalMs, maxWaitMs } = this.config.anaf;
    let wait: number;
    if (this.config.redis) {
      try {
        wait = Number(await this.connection().eval(RESERVE, 1, `${this.config.redis.prefix}:anaf-turns:${service}`, minIntervalMs, maxWaitMs));
      } catch (error) {
        this.logger.warn(`ANAF turns: Redis failed (${error instanceof Error ? error.message : String(error)}); not calling ANAF`);
        return false;
      }
    } else {
      const now = Date.now();
      const slot = Math.max(now, this.localNextFree.get(service) ?? 0);
      wait = slot - now > maxWaitMs ? -1 : slot - now;
      if (wait >= 0) this.localNextFree.set(service, slot + minIntervalMs);
    }
    if (wait < 0) return false;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return true;
  }

  private connection(): Redis {
    if (!this.redis) {
      this.redis = new Redis(this.config.redis!.url, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
      this.redis.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    }
    return this.redis;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => this.redis?.disconnect());
  }
}
