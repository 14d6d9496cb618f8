import { parseArgs } from 'node:util';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { seedDemoData } from '../demo/demo-seeder.js';
import { seedBulkListings } from './bulk-listings.js';
import { withAppContext } from './cli-context.js';

const usage = `Usage:
  npm run seed                         demo accounts and demo listings (listings only into an empty database)
  npm run seed -- --listings 100000    N approved listings over the seven families, for load tests`;

/** `npm run seed`: demo data, or a bulk load of listings, into the configured database (DATABASE_URL). */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { listings: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(usage);
    return;
  }
  const count = values.listings === undefined ? null : Number(values.listings);
  if (count !== null && (!Number.isInteger(count) || count < 1 || count > 5_000_000)) {
    console.error(`--listings must be a whole number between 1 and 5000000\n${usage}`);
    process.exit(2);
  }
  await withAppContext(async (context) => {
    if (context.get<AppConfig>(APP_CONFIG).isProduction) {
      console.error('Seeding demo or load-test data is refused in production (NODE_ENV=production).');
      process.exitCode = 2;
      return;
    }
    if (count === null) {
      await seedDemoData(context);
      console.log('Demo data loaded.');
      return;
    }
    console.log(`Inserting ${count.toLocaleString('en')} listings…`);
    const report = await seedBulkListings(context, count);
    const families = Object.entries(report.byFamily)
      .map(([family, inserted]) => `${family} ${inserted.toLocaleString('en')}`)
      .join(', ');
    console.log(
      `Inserted ${report.inserted.toLocaleString('en')} listings (${families}) in ${(report.milliseconds / 1000).toFixed(1)} s, VACUUM ANALYZE done; ${report.total.toLocaleString('en')} listings in the database.`,
    );
  });
}

void main();
