import { createECDH } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import webpush from 'web-push';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ErrorCode } from '../../contracts/error-codes.js';
import { AppException } from '../../core/errors/app.exception.js';
import { DeliveryLedger } from '../../core/queue/delivery-ledger.js';
import { HandlesJob } from '../../core/queue/handles-job.decorator.js';
import { JobQueueService } from '../../core/queue/job-queue.service.js';
import { JobName, type JobPayloads, type JobResult } from '../../core/queue/job-registry.js';
import type { PushSubscriptionDto } from './push.dto.js';
import { PushSubscriptionEntity } from './push-subscription.entity.js';

/** What the service worker receives (frontend/public/sw.js shows it and opens `url`). */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the site, e.g. /vanzare-cumparare-afaceri/<slug>. */
  url: string;
}

const MAX_SUBSCRIPTIONS_PER_USER = 10;
const PUSH_TTL_SECONDS = 24 * 3600;

/** Whether the server may call `endpoint` (config.push.endpointHosts; http only for a host:port entry). */
export function isAllowedPushEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((entry) => {
    if (entry.includes(':')) return url.host.toLowerCase() === entry && (url.protocol === 'http:' || url.protocol === 'https:');
    if (url.protocol !== 'https:') return false;
    return entry.startsWith('.') ? host.endsWith(entry) && host.length > entry.length : host === entry;
  });
}

/**
 * Web push (spec section 4): browsers' subscriptions, several per user, and the `push` queue's
 * handler, which encrypts the message for each subscription (aes128gcm, VAPID-signed) and posts it
 * to the browser's push service. A subscription the push service no longer knows (404/410) is removed.
 */
/**
 * The subscription key fields a message cannot be encrypted for: `p256dh` must be a point of the
 * P-256 curve (uncompressed, 65 bytes) and `auth` a 16-byte secret (RFC 8291).
 */
function invalidKeys(keys: { p256dh: string; auth: string }): ('keys.p256dh' | 'keys.auth')[] {
  const invalid: ('keys.p256dh' | 'keys.auth')[] = [];
  const point = Buffer.from(keys.p256dh, 'base64url');
  try {
    if (point.length !== 65) throw new Error('not an uncompressed point');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
  } catch {
    invalid.push('keys.p256dh');
  }
  if (Buffer.from(keys.auth, 'base64url').length !== 16) invalid.push('keys.auth');
  return invalid;
}

export const PUSH_ENDPOINT_TAKEN_MESSAGE = 'Acest browser primește deja notificări pentru alt cont. Dezactivează-le din contul acela, apoi încearcă din nou.';

@Injectable()
export class PushService {
  private readonly logger = new Logger(PushService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueueService,
    private readonly ledger: DeliveryLedger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get publicKey(): string | null {
    return this.config.push.publicKey;
  }

  /**
   * Stores the browser's subscription for this user, or refreshes its keys. An endpoint already
   * subscribed by another user stays theirs until they remove it (or the push service drops it):
   * 409 PUSH_ENDPOINT_TAKEN, nothing changed. Otherwise another account could take over a
   * browser's notifications, or push its own to someone else's browser.
   */
  async subscribe(userId: string, dto: PushSubscriptionDto, userAgent: string | undefined): Promise<void> {
    if (!isAllowedPushEndpoint(dto.endpoint, this.config.push.endpointHosts)) {
      throw AppException.validation([{ field: 'endpoint', message: 'Adresa serviciului de notificări nu este acceptată.' }]);
    }
    const invalid = invalidKeys(dto.keys);
    if (invalid.length) throw AppException.validation(invalid.map((field) => ({ field, message: 'Cheia abonamentului nu este validă.' })));
    await this.dataSource.transaction(async (manager) => {
      const [stored] = (await manager.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (endpoint) DO UPDATE SET p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, user_agent = EXCLUDED.user_agent, updated_at = now()
           WHERE push_subscriptions.user_id = EXCLUDED.user_id
         RETURNING id`,
        [userId, dto.endpoint, dto.keys.p256dh, dto.keys.auth, userAgent?.slice(0, 300) ?? null],
      )) as { id: string }[];
      if (!stored) throw new AppException(ErrorCode.PUSH_ENDPOINT_TAKEN, PUSH_ENDPOINT_TAKEN_MESSAGE);
      // Oldest browsers first out: a user keeps at most MAX_SUBSCRIPTIONS_PER_USER.
      await manager.query(
        `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (
           SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY updated_at DESC LIMIT ${MAX_SUBSCRIPTIONS_PER_USER})`,
        [userId],
      );
    });
  }

  /** Removes one of the user's subscriptions (the browser unsubscribed); another user's is left alone. */
  async unsubscribe(userId: string, endpoint: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2`, [userId, endpoint]);
  }

  subscriptionsOf(userId: string): Promise<PushSubscriptionEntity[]> {
    return this.dataSource.getRepository(PushSubscriptionEntity).find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  /** Enqueues a push to every browser of the user; `key` makes it happen once. */
  async notify(userId: string, message: PushMessage, key: string): Promise<void> {
    if (!this.publicKey) return;
    await this.jobs.enqueue(JobName.SendPushNotification, { userId, ...message, key }, { jobId: key });
  }

  @HandlesJob(JobName.SendPushNotification)
  async deliver(payload: JobPayloads[JobName.SendPushNotification]): Promise<JobResult> {
    const { publicKey, privateKey, subject } = this.config.push;
    if (!publicKey || !privateKey) return 'skipped';
    const subscriptions = await this.subscriptionsOf(payload.userId);
    const message = JSON.stringify({ title: payload.title, body: payload.body, url: payload.url });
    let sent = 0;
    const unavailable: string[] = [];
    // Every browser gets its try: one push service being down delays only its own browsers, and a
    // retry sends only what the ledger has not recorded.
    for (const subscription of subscriptions) {
      try {
        const delivered = await this.ledger.once(`${payload.key}-${subscription.id}`, 'push', () =>
          this.post(subscription, message, { publicKey, privateKey, subject }),
        );
        if (delivered) sent++;
      } catch (error) {
        unavailable.push(error instanceof Error ? error.message : String(error));
      }
    }
    if (unavailable.length) throw new Error(unavailable.join('; '));
    return sent ? 'done' : 'skipped';
  }

  /** Encrypts and posts one message; throws (so the job retries) when the push service is unavailable. */
  private async post(subscription: PushSubscriptionEntity, message: string, vapid: { publicKey: string; privateKey: string; subject: string }): Promise<void> {
    if (!isAllowedPushEndpoint(subscription.endpoint, this.config.push.endpointHosts)) {
      await this.remove(subscription, 'endpoint no longer allowed');
      return;
    }
    // Keys no browser could have made (stored before subscriptions were checked) never work: removed.
    if (invalidKeys(subscription).length) return this.remove(subscription, 'keys are not a P-256 point and a 16-byte secret');
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      message,
      { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.ok) return;
    if (response.status === 404 || response.status === 410) return this.remove(subscription, `push service answered ${response.status}`);
    if (response.status === 429 || response.status >= 500) throw new Error(`Push service answered ${response.status}`);
    // Other refusals (400, 403, 413) will not change on retry; spec: push failures are only logged.
    this.logger.warn(`Push to subscription ${subscription.id} refused with ${response.status}`);
  }

  private async remove(subscription: PushSubscriptionEntity, why: string): Promise<void> {
    this.logger.log(`Removing push subscription ${subscription.id}: ${why}`);
    await this.dataSource.query(`DELETE FROM push_subscriptions WHERE id = $1`, [subscription.id]);
  }
}
