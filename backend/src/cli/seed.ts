import { seedDemoData } from '../demo/demo-seeder.js';
import { withAppContext } from './cli-context.js';

/** `npm run seed`: loads the demo data into the configured database (refused in production by the config). */
void withAppContext(async (context) => {
  await seedDemoData(context);
  console.log('Demo data loaded.');
});
