import { Logger, type INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../core/clock/clock.js';
import { romanianDay } from '../core/clock/romanian-day.js';
import { addDays } from '../modules/listing-stats/listing-stats.service.js';

/** The members whose published listings get four weeks of figures (their account shows the charts). */
const DEMO_SELLERS = ['demo@roafaceri.ro', 'ion.popescu@example.ro'];
const DEMO_DAYS = 28;
/** Typical visitors a day of each listing in turn: some listings do well, others hardly get seen. */
const DAILY_VISITORS = [24, 11, 5, 2, 15, 1];

/**
 * Four weeks of seller analytics for the demo members' published listings (views, favourites,
 * conversations; access requests for none: those come from the deal room's own demo), so that
 * `cont/anunturile-mele` and the account's performance card show charts on a fresh `npm start`.
 * Deterministic figures; runs only while no listing has any figure. Answers how many days it wrote.
 */
export async function seedDemoListingStats(app: INestApplicationContext): Promise<number> {
  const dataSource = app.get(DataSource);
  const [{ count }] = (await dataSource.query(`SELECT count(*)::int AS count FROM listing_daily_stats`)) as { count: number }[];
  if (count) return 0;
  const listings: { id: string }[] = await dataSource.query(
    `SELECT l.id FROM listings l JOIN users u ON u.id = l.owner_id
      WHERE u.email = ANY($1) AND l.status = 'approved' ORDER BY l.created_at, l.id`,
    [DEMO_SELLERS],
  );
  const today = romanianDay(app.get(Clock).now());
  const rows: [string, string, number, number, number][] = [];
  listings.forEach(({ id }, index) => {
    const base = DAILY_VISITORS[index % DAILY_VISITORS.length]!;
    for (let back = DEMO_DAYS - 1; back >= 0; back -= 1) {
      const wave = 1 + 0.45 * Math.sin(back * 0.8 + index);
      // Weekends are quieter on a business marketplace.
      const weekday = new Date(`${addDays(today, -back)}T12:00:00Z`).getUTCDay();
      const views = Math.max(0, Math.round(base * wave * (weekday === 0 || weekday === 6 ? 0.6 : 1)));
      const favourites = views > 3 && (back + index) % 6 === 0 ? 1 : 0;
      const conversations = views > 8 && (back + 2 * index) % 9 === 0 ? 1 : 0;
      if (views || favourites || conversations) rows.push([id, addDays(today, -back), views, favourites, conversations]);
    }
  });
  if (!rows.length) return 0;
  await dataSource.query(
    `INSERT INTO listing_daily_stats (listing_id, day, views, favourites, conversations)
     SELECT * FROM unnest($1::uuid[], $2::date[], $3::int[], $4::int[], $5::int[])
     ON CONFLICT (listing_id, day) DO NOTHING`,
    [rows.map((row) => row[0]), rows.map((row) => row[1]), rows.map((row) => row[2]), rows.map((row) => row[3]), rows.map((row) => row[4])],
  );
  new Logger('Demo').log(`Wrote ${DEMO_DAYS} days of listing figures for ${listings.length} demo listings.`);
  return rows.length;
}
