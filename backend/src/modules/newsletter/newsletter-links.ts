import { Inject, Injectable, Module } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** What a subscriber's token allows: confirming the topics asked for, or managing the subscription. */
export type NewsletterTokenPurpose = 'confirm' | 'manage';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Links and headers that make a newsletter email to one subscriber. */
export interface NewsletterMailLinks {
  preferencesUrl: string;
  unsubscribeUrl: string;
  /** List-Unsubscribe (the one-click URL) and List-Unsubscribe-Post (RFC 8058). */
  headers: Record<string, string>;
}

/**
 * The links of newsletter emails. A token is the subscriber's id and an HMAC-SHA256 of it and its
 * purpose under the server's secret: nothing is stored, a token never expires (an unsubscribe link
 * in an old email keeps working), and one made to manage a subscription cannot confirm one.
 */
@Injectable()
export class NewsletterLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  token(purpose: NewsletterTokenPurpose, subscriberId: string): string {
    return `${subscriberId}.${this.mac(purpose, subscriberId)}`;
  }

  /** The subscriber id a token was made for, or null when it is not one of ours for `purpose`. */
  verify(purpose: NewsletterTokenPurpose, token: string | undefined): string | null {
    if (typeof token !== 'string' || token.length > 200) return null;
    const [id, mac, extra] = token.split('.');
    if (!id || !mac || extra !== undefined || !UUID.test(id)) return null;
    const expected = Buffer.from(this.mac(purpose, id));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
  }

  confirmUrl(subscriberId: string): string {
    return `${this.site}/newsletter/confirmare?token=${this.token('confirm', subscriberId)}`;
  }

  preferencesUrl(subscriberId: string): string {
    return `${this.site}/newsletter/preferinte?token=${this.token('manage', subscriberId)}`;
  }

  /** The one-click URL: POST unsubscribes (RFC 8058), GET leads to a page that asks first. */
  unsubscribeUrl(subscriberId: string): string {
    return `${this.site}/api/newsletter/unsubscribe?token=${this.token('manage', subscriberId)}`;
  }

  mailLinks(subscriberId: string): NewsletterMailLinks {
    const unsubscribeUrl = this.unsubscribeUrl(subscriberId);
    return {
      preferencesUrl: this.preferencesUrl(subscriberId),
      unsubscribeUrl,
      headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  private get site(): string {
    return this.config.http.publicUrl.replace(/\/+$/, '');
  }

  private mac(purpose: NewsletterTokenPurpose, subscriberId: string): string {
    return createHmac('sha256', this.config.jwt.secret).update(`newsletter:${purpose}:${subscriberId}`).digest('base64url');
  }
}

@Module({ providers: [NewsletterLinks], exports: [NewsletterLinks] })
export class NewsletterLinksModule {}
