import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { DeliveryChannel } from './notification-delivery.entity.js';

/** Where a test may hold a delivery (TEST_DELIVERY_PAUSE, NODE_ENV=test only) to kill the worker there. */
export type DeliveryPausePoint = 'before-send' | 'after-send';

/**
 * Makes each notification happen once. A job runs again after a crash or a stalled lock; before
 * sending, the ledger is asked whether this notification (its key) was already sent, and right after
 * sending its row is written. The window left is between the mail server's or push service's answer
 * and that insert (milliseconds); a crash exactly there would send twice.
 */
@Injectable()
export class DeliveryLedger {
  private readonly pause: { point: DeliveryPausePoint; ms: number } | null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.pause = config.testDeliveryPause;
  }

  /** Runs `send` unless `key` was already delivered; answers whether it sent now. */
  async once(key: string, channel: DeliveryChannel, send: () => Promise<void>): Promise<boolean> {
    if (await this.wasSent(key)) return false;
    await this.hold('before-send');
    await send();
    await this.dataSource.query(`INSERT INTO notification_deliveries (key, channel) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [key, channel]);
    await this.hold('after-send');
    return true;
  }

  async wasSent(key: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM notification_deliveries WHERE key = $1`, [key]);
    return rows.length > 0;
  }

  /** Forgets deliveries older than `before` (their jobs are long gone). */
  async prune(before: Date): Promise<number> {
    const [, count] = (await this.dataSource.query(`DELETE FROM notification_deliveries WHERE sent_at < $1`, [before])) as [unknown, number];
    return count ?? 0;
  }

  private async hold(point: DeliveryPausePoint): Promise<void> {
    if (this.pause?.point !== point) return;
    console.log(`delivery paused ${point}`);
    await new Promise((resolve) => setTimeout(resolve, this.pause!.ms));
  }
}
