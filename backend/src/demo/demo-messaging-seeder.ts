import { Logger, type INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ListingType } from '../contracts/lists.js';
import { ListingStatus } from '../contracts/listings.js';
import { UserEntity } from '../modules/account/user.entity.js';
import { MessagingRepository } from '../modules/messaging/messaging.repository.js';

const HOUR = 60 * 60 * 1000;

/** The thread, oldest first: who writes, how long ago, and whether the other party has read it. */
const THREAD = [
  {
    from: 'buyer',
    hoursAgo: 50,
    read: true,
    body: 'Bună ziua! Afacerea mai este de vânzare? Aș dori să știu dacă prețul include și echipamentele.',
  },
  {
    from: 'seller',
    hoursAgo: 47,
    read: true,
    body: 'Bună ziua! Da, este încă disponibilă, iar prețul include toate echipamentele din inventar. Vă pot trimite lista completă.',
  },
  {
    from: 'buyer',
    hoursAgo: 3,
    read: false,
    body: 'Mulțumesc! Aș vrea lista și, dacă se poate, o vizită săptămâna viitoare. Ce zi v-ar conveni?',
  },
] as const;

/**
 * Messaging on `npm start`: one conversation of the demo buyer (Ion Popescu) with the demo company
 * account about the company's oldest published company listing that is not confidential (so the
 * journeys' newest one stays free), three messages in Romanian: the buyer asks, the seller answers,
 * the buyer's follow-up waits unread in the seller's inbox. Written through the messaging
 * repository, not the service: loaded content queues no email or push, and its messages count as
 * announced, so no later burst mentions them. Runs only while there is no conversation; answers
 * how many conversations it wrote.
 */
export async function seedDemoMessaging(app: INestApplicationContext): Promise<number> {
  const dataSource = app.get(DataSource);
  const [{ count }] = (await dataSource.query(`SELECT count(*)::int AS count FROM conversations`)) as { count: number }[];
  if (count > 0) return 0;
  const users = dataSource.getRepository(UserEntity);
  const [seller, buyer] = await Promise.all([users.findOneBy({ email: 'demo@roafaceri.ro' }), users.findOneBy({ email: 'ion.popescu@example.ro' })]);
  if (!seller || !buyer) return 0;
  const [listing] = (await dataSource.query(
    `SELECT id FROM listings
      WHERE owner_id = $1 AND family = $2 AND status = $3 AND NOT confidential AND (expires_at IS NULL OR expires_at > now())
      ORDER BY created_at, id LIMIT 1`,
    [seller.id, ListingType.Company, ListingStatus.Approved],
  )) as { id: string }[];
  if (!listing) return 0;

  const messaging = app.get(MessagingRepository, { strict: false });
  const now = Date.now();
  await messaging.transaction(async (manager) => {
    const { conversation } = await messaging.findOrCreate(manager, listing.id, buyer.id, seller.id);
    const started = new Date(now - THREAD[0].hoursAgo * HOUR);
    await manager.query(`UPDATE conversations SET created_at = $2 WHERE id = $1`, [conversation.id, started]);
    for (const message of THREAD) {
      const sentAt = new Date(now - message.hoursAgo * HOUR);
      const row = await messaging.insertMessage(manager, conversation.id, message.from === 'buyer' ? buyer.id : seller.id, message.body, []);
      // Sent back then; read an hour later when the other party has read it; never to be emailed.
      await manager.query(`UPDATE messages SET created_at = $2, read_at = $3, notified_at = $2 WHERE id = $1`, [
        row.id,
        sentAt,
        message.read ? new Date(sentAt.getTime() + HOUR) : null,
      ]);
      await manager.query(`UPDATE conversations SET last_message_at = $2 WHERE id = $1`, [conversation.id, sentAt]);
    }
  });
  new Logger('Demo').log('Made one conversation of ion.popescu@example.ro with demo@roafaceri.ro (three messages, the last one unread).');
  return 1;
}
