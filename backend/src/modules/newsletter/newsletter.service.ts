import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { NEWSLETTER_TOPICS } from '../../contracts/admin.js';
import { nameOf } from '../../contracts/consulting.js';
import type { NewsletterConfirmed, NewsletterPreferences } from '../../contracts/newsletter.js';
import { AppException } from '../../core/errors/app.exception.js';
import { addressLimit, RateCounters } from '../../core/rate-limit/rate-counters.js';
import { MailService } from '../mail/mail.service.js';
import { NewsletterLinks, type NewsletterTokenPurpose } from './newsletter-links.js';
import { returned } from '../../core/database/sql.js';
import type { NewsletterTopic } from './newsletter-subscriber.entity.js';

/** Sign-ups one client address may send in an hour (any email, any topic). */
export const NEWSLETTER_LIMIT = { max: 10, windowSeconds: 60 * 60 } as const;
export const NEWSLETTER_LIMIT_MESSAGE = 'Ai trimis prea multe abonări în ultima oră. Încearcă din nou mai târziu.';
/** A sign-up of an address still waiting to confirm re-sends the confirmation email at most this often. */
export const NEWSLETTER_CONFIRM_RESEND_MINUTES = 15;
/** The answer of every sign-up, whatever the address's state (nobody learns who is subscribed). */
export const NEWSLETTER_SIGNUP_MESSAGE = 'Mulțumim! Verifică-ți căsuța de email și confirmă abonarea din mesajul primit.';
export const NEWSLETTER_LINK_INVALID = 'Linkul nu este valid. Deschide-l din nou din emailul primit de la RoAfaceri.';

/** Topics in the order the site lists them, whatever order they were asked for in. */
const TOPIC_ORDER = NEWSLETTER_TOPICS.map((topic) => topic.id);
const ordered = (topics: readonly string[]): NewsletterTopic[] => TOPIC_ORDER.filter((topic) => topics.includes(topic));
const ORDERED_SQL = (expression: string) =>
  `ARRAY(SELECT t FROM unnest(ARRAY['general','funds','business']) WITH ORDINALITY AS o(t, n) WHERE t = ANY(${expression}) ORDER BY n)`;

interface SubscriberState {
  id: string;
  email: string;
  topics: NewsletterTopic[];
  pending_topics: NewsletterTopic[];
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
}

/**
 * The public side of the newsletter, double opt-in: a sign-up stores the topic as pending and
 * mails one confirmation link; only a confirmed, not unsubscribed address receives newsletter mail.
 * Every sign-up answers the same, so the form tells nobody whether an address is subscribed.
 */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly counters: RateCounters,
    private readonly mail: MailService,
    private readonly links: NewsletterLinks,
  ) {}

  /**
   * Asks for `topic` on behalf of `email`. A topic the address already receives changes nothing;
   * any other waits for confirmation, and the confirmation email goes out unless one was queued in
   * the last NEWSLETTER_CONFIRM_RESEND_MINUTES (it confirms every pending topic when clicked).
   */
  async subscribe(email: string, topic: NewsletterTopic, clientAddress: string, name?: string): Promise<void> {
    await this.counters.take([addressLimit('newsletter', clientAddress, NEWSLETTER_LIMIT, NEWSLETTER_LIMIT_MESSAGE)]);
    await this.dataSource.transaction(async (manager) => {
      const [row]: { id: string; pending_topics: NewsletterTopic[] }[] = await manager.query(
        `INSERT INTO newsletter_subscribers (email, name, pending_topics) VALUES ($1, $3, ARRAY[$2]::text[])
         ON CONFLICT (email) DO UPDATE SET
           name = COALESCE(EXCLUDED.name, newsletter_subscribers.name),
           pending_topics = CASE
             WHEN $2 = ANY(newsletter_subscribers.pending_topics)
               OR (newsletter_subscribers.confirmed_at IS NOT NULL AND newsletter_subscribers.unsubscribed_at IS NULL AND $2 = ANY(newsletter_subscribers.topics))
             THEN newsletter_subscribers.pending_topics
             ELSE ${ORDERED_SQL(`array_append(newsletter_subscribers.pending_topics, $2)`)} END,
           updated_at = now()
         RETURNING id, pending_topics`,
        [email, topic, name ?? null],
      );
      if (!row.pending_topics.length) return;
      const [due] = returned<{ sent_at: Date }>(
        await manager.query(
          `UPDATE newsletter_subscribers SET confirmation_sent_at = now()
          WHERE id = $1 AND (confirmation_sent_at IS NULL OR confirmation_sent_at < now() - make_interval(mins => $2))
          RETURNING confirmation_sent_at AS sent_at`,
          [row.id, NEWSLETTER_CONFIRM_RESEND_MINUTES],
        ),
      );
      if (!due) return;
      const topics = row.pending_topics.map((id) => nameOf(NEWSLETTER_TOPICS, id)).join(', ');
      await this.mail.send(
        'newsletter-confirm',
        email,
        { topics, url: this.links.confirmUrl(row.id) },
        { jobId: `newsletter-confirm-${row.id}-${new Date(due.sent_at).getTime()}`, transaction: manager },
      );
    });
  }

  /**
   * The confirmation link: the pending topics become received ones (an address that had
   * unsubscribed starts again with them). A second click answers the same; a link of an address
   * with nothing to confirm that does not receive mail (it unsubscribed since) is refused.
   */
  async confirm(token: string): Promise<NewsletterConfirmed> {
    const id = this.subscriberOf('confirm', token);
    const [confirmed] = returned<SubscriberState>(
      await this.dataSource.query(
        `UPDATE newsletter_subscribers SET
         topics = CASE WHEN confirmed_at IS NULL OR unsubscribed_at IS NOT NULL THEN pending_topics ELSE ${ORDERED_SQL('topics || pending_topics')} END,
         confirmed_at = CASE WHEN confirmed_at IS NULL OR unsubscribed_at IS NOT NULL THEN now() ELSE confirmed_at END,
         pending_topics = '{}', unsubscribed_at = NULL, updated_at = now()
       WHERE id = $1 AND cardinality(pending_topics) > 0
       RETURNING id, topics`,
        [id],
      ),
    );
    const state = confirmed ?? (await this.state(id));
    if (!state || (!confirmed && !this.receives(state))) throw this.invalidLink();
    return { ok: true, topics: ordered(state.topics), preferencesToken: this.links.token('manage', id) };
  }

  async preferences(token: string): Promise<NewsletterPreferences> {
    const state = await this.state(this.subscriberOf('manage', token));
    if (!state) throw this.invalidLink();
    return this.view(state);
  }

  /**
   * The preferences page: the topics to receive from now on (the link proves the address, so they
   * count as confirmed); none at all unsubscribes.
   */
  async updatePreferences(token: string, topics: NewsletterTopic[]): Promise<NewsletterPreferences> {
    const id = this.subscriberOf('manage', token);
    if (!topics.length) return this.unsubscribe(token);
    const [row] = returned<SubscriberState>(
      await this.dataSource.query(
        `UPDATE newsletter_subscribers SET topics = ${ORDERED_SQL('$2::text[]')}, pending_topics = '{}',
         confirmed_at = CASE WHEN confirmed_at IS NULL OR unsubscribed_at IS NOT NULL THEN now() ELSE confirmed_at END,
         unsubscribed_at = NULL, updated_at = now()
       WHERE id = $1
       RETURNING id, email, topics, pending_topics, confirmed_at, unsubscribed_at`,
        [id, topics],
      ),
    );
    if (!row) throw this.invalidLink();
    return this.view(row);
  }

  /** One-click unsubscribe (RFC 8058) and the pages' "unsubscribe from all": no newsletter mail from now on. */
  async unsubscribe(token: string): Promise<NewsletterPreferences> {
    const id = this.subscriberOf('manage', token);
    const [row] = returned<SubscriberState>(
      await this.dataSource.query(
        `UPDATE newsletter_subscribers SET unsubscribed_at = COALESCE(unsubscribed_at, now()), pending_topics = '{}', updated_at = now()
        WHERE id = $1
        RETURNING id, email, topics, pending_topics, confirmed_at, unsubscribed_at`,
        [id],
      ),
    );
    if (!row) throw this.invalidLink();
    return this.view(row);
  }

  private async state(id: string): Promise<SubscriberState | undefined> {
    const [row]: SubscriberState[] = await this.dataSource.query(
      `SELECT id, email, topics, pending_topics, confirmed_at, unsubscribed_at FROM newsletter_subscribers WHERE id = $1`,
      [id],
    );
    return row;
  }

  private receives(state: SubscriberState): boolean {
    return state.confirmed_at !== null && state.unsubscribed_at === null;
  }

  private view(state: SubscriberState): NewsletterPreferences {
    const subscribed = this.receives(state);
    return { email: state.email, topics: subscribed ? ordered(state.topics) : [], pendingTopics: ordered(state.pending_topics), subscribed };
  }

  private subscriberOf(purpose: NewsletterTokenPurpose, token: string): string {
    const id = this.links.verify(purpose, token);
    if (!id) throw this.invalidLink();
    return id;
  }

  private invalidLink(): AppException {
    return AppException.validation([{ field: 'token', message: NEWSLETTER_LINK_INVALID }], NEWSLETTER_LINK_INVALID);
  }
}
