import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ResponseCache } from './response-cache.js';

/**
 * Tells every process of the deployment that public data changed, so that each web process drops
 * its cached answers and pages at once instead of serving them until their TTL runs out: a change
 * made through one web process (or by the worker's schedules) reaches the others' visitors within
 * a Redis round trip. Without Redis there is one process, and nothing to tell.
 */
@Injectable()
export class CacheInvalidationBus implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CacheInvalidationBus.name);
  /** This process's messages come back to it too; it has forgotten already. */
  private readonly origin = randomUUID();
  private publisher: Redis | null = null;
  private subscriber: Redis | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: ResponseCache,
  ) {}

  get channel(): string {
    return `${this.config.redis?.prefix ?? 'roafaceri'}:cache-invalidate`;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.redis) return;
    this.publisher = new Redis(this.config.redis.url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(this.config.redis.url);
    for (const connection of [this.publisher, this.subscriber]) connection.on('error', (error: Error) => this.logger.warn(`Redis: ${error.message}`));
    this.subscriber.on('message', (_channel: string, origin: string) => {
      if (origin !== this.origin) this.cache.forget();
    });
    await this.subscriber.subscribe(this.channel);
    this.cache.publishWith(() => {
      this.publisher
        ?.publish(this.channel, this.origin)
        .catch((error: Error) => this.logger.warn(`Could not tell the other processes of a change: ${error.message}`));
    });
  }

  async onApplicationShutdown(): Promise<void> {
    this.cache.publishWith(null);
    await Promise.all([this.publisher, this.subscriber].map((connection) => connection?.quit().catch(() => connection.disconnect())));
  }
}
