import { Logger, type INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sanitizeRichText } from '../modules/listing-core/listing-text.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Confirmed demo subscribers (example.ro addresses: nothing is ever mailed to them by the seed). */
const SUBSCRIBERS: readonly { email: string; name: string | null; topics: string[]; daysAgo: number; unsubscribedDaysAgo?: number }[] = [
  { email: 'maria.ionescu@example.ro', name: 'Maria Ionescu', topics: ['general', 'funds'], daysAgo: 60 },
  { email: 'andrei.popa@example.ro', name: null, topics: ['general'], daysAgo: 45 },
  { email: 'elena.dumitru@example.ro', name: 'Elena Dumitru', topics: ['general', 'business'], daysAgo: 30 },
  { email: 'radu.stan@example.ro', name: null, topics: ['funds'], daysAgo: 21 },
  { email: 'ioana.marin@example.ro', name: 'Ioana Marin', topics: ['general'], daysAgo: 14, unsubscribedDaysAgo: 3 },
];

const CAMPAIGN = {
  subject: 'Finanțări deschise și afaceri noi — noutățile lunii',
  bodyHtml:
    '<h2>Ce s-a schimbat luna aceasta</h2><p>Am publicat pe RoAfaceri noile apeluri de finanțare pentru IMM-uri și afacerile puse recent în vânzare.</p>' +
    '<ul><li>apelurile deschise, cu termenele de depunere;</li><li>afaceri noi de vânzare din toate regiunile;</li><li>un ghid scurt pentru pregătirea dosarului de finanțare.</li></ul>' +
    '<p>Le găsești pe toate pe <a href="https://roafaceri.ro/finantari">pagina de finanțări</a>.</p>',
};

/**
 * A few confirmed newsletter subscribers and one campaign already sent to the general ones (its
 * delivery rows written as sent, no email), so the console's campaign screen shows counts on a
 * fresh `npm start`. Runs only while there is no campaign; answers how many campaigns it wrote.
 */
export async function seedDemoNewsletter(app: INestApplicationContext): Promise<number> {
  const dataSource = app.get(DataSource);
  const [{ count }] = (await dataSource.query(`SELECT count(*)::int AS count FROM newsletter_campaigns`)) as { count: number }[];
  if (count > 0) return 0;
  const [admin] = (await dataSource.query(`SELECT id FROM users WHERE email = 'admin@roafaceri.ro' AND deleted_at IS NULL`)) as { id: string }[];
  const now = Date.now();
  const sentAt = new Date(now - 7 * DAY_MS);
  await dataSource.transaction(async (manager) => {
    for (const subscriber of SUBSCRIBERS) {
      const since = new Date(now - subscriber.daysAgo * DAY_MS);
      await manager.query(
        `INSERT INTO newsletter_subscribers (email, name, topics, confirmed_at, confirmation_sent_at, unsubscribed_at, created_at, updated_at)
         VALUES ($1, $2, $3::text[], $4, $4, $5, $4, $4) ON CONFLICT (email) DO NOTHING`,
        [
          subscriber.email,
          subscriber.name,
          subscriber.topics,
          since,
          subscriber.unsubscribedDaysAgo ? new Date(now - subscriber.unsubscribedDaysAgo * DAY_MS) : null,
        ],
      );
    }
    const [campaign] = (await manager.query(
      `INSERT INTO newsletter_campaigns (subject, body_html, topic, status, created_by, sent_by, send_requested_at, recipients_listed_at, sent_at, created_at, updated_at)
       VALUES ($1, $2, 'general', 'sent', $3, $3, $4, $4, $4, $5, $4) RETURNING id`,
      [CAMPAIGN.subject, sanitizeRichText(CAMPAIGN.bodyHtml), admin?.id ?? null, sentAt, new Date(sentAt.getTime() - DAY_MS)],
    )) as { id: string }[];
    await manager.query(
      `INSERT INTO newsletter_campaign_deliveries (campaign_id, subscriber_id, email, batch, status, attempts, sent_at, claimed_at, created_at, updated_at)
       SELECT $1, id, email, 0, 'sent', 1, $2, $2, $2, $2 FROM newsletter_subscribers
        WHERE email = ANY($3::text[]) AND 'general' = ANY(topics) AND created_at < $2`,
      [campaign!.id, sentAt, SUBSCRIBERS.map((subscriber) => subscriber.email)],
    );
  });
  new Logger('Demo').log(`Created ${SUBSCRIBERS.length} demo newsletter subscribers and one sent campaign (no emails sent).`);
  return 1;
}
