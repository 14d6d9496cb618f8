import { Inject, Injectable, Module } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** What a signed link does; a token made for one purpose is refused for another. */
export type LinkPurpose = 'renew-listing' | 'pause-saved-search';

export type LinkCheck = { ok: true; subject: string } | { ok: false; why: 'invalid' | 'expired' };

/**
 * Links in emails that act without a session (renew a listing): the subject id and a
 * validity end, signed with HMAC-SHA256 under the server's secret. Nothing is stored.
 */
@Injectable()
export class SignedLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  sign(purpose: LinkPurpose, subject: string, validUntil: Date): string {
    const body = Buffer.from(JSON.stringify({ p: purpose, s: subject, u: validUntil.getTime() })).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  verify(purpose: LinkPurpose, token: string, now: Date): LinkCheck {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) return { ok: false, why: 'invalid' };
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, why: 'invalid' };
    let claims: { p?: unknown; s?: unknown; u?: unknown };
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return { ok: false, why: 'invalid' };
    }
    if (claims.p !== purpose || typeof claims.s !== 'string' || typeof claims.u !== 'number') return { ok: false, why: 'invalid' };
    if (claims.u < now.getTime()) return { ok: false, why: 'expired' };
    return { ok: true, subject: claims.s };
  }

  private mac(body: string): string {
    return createHmac('sha256', this.config.jwt.secret).update(`signed-link:${body}`).digest('base64url');
  }
}

@Module({ providers: [SignedLinks], exports: [SignedLinks] })
export class SignedLinksModule {}
