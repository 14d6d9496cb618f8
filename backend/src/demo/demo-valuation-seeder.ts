import { Logger, type INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserEntity } from '../modules/account/user.entity.js';
import type { CreateValuationDto } from '../modules/valuation/dto/valuation.dto.js';
import { ValuationService } from '../modules/valuation/valuation.service.js';

/**
 * One instant estimate of the demo company account, made by the method like any other (figures
 * typed in EUR, so no exchange rate is asked for offline), and shown as „Valoare estimată” on its
 * newest published company listing, so `npm start` shows the valuation on the estimate's page, in
 * „Evaluările mele” and on a listing. Runs only while there is no estimate at all; answers how many it wrote.
 */
export async function seedDemoValuation(app: INestApplicationContext): Promise<number> {
  const dataSource = app.get(DataSource);
  const [{ count }] = (await dataSource.query(`SELECT count(*)::int AS count FROM valuation_estimates`)) as { count: number }[];
  if (count > 0) return 0;
  const user = await dataSource.getRepository(UserEntity).findOneBy({ email: 'demo@roafaceri.ro' });
  if (!user) return 0;
  const lastYear = new Date().getFullYear() - 1;
  // A small consulting firm (CAEN 7022) in Bucharest, growing a little, with a healthy margin.
  const figures = {
    caen: '7022',
    currency: 'EUR',
    countyId: 41,
    years: [
      { year: lastYear, turnover: 410_000, netProfit: 62_000, employees: 9 },
      { year: lastYear - 1, turnover: 372_000, netProfit: 51_000, employees: 8 },
      { year: lastYear - 2, turnover: 335_000, netProfit: 44_000, employees: 8 },
    ],
    assets: 180_000,
    debts: 70_000,
    includes: { kind: 'shares', realEstate: false },
  } as unknown as CreateValuationDto;
  const valuation = app.get(ValuationService, { strict: false });
  const estimate = await valuation.create(figures, { ip: '127.0.0.1', userId: user.id });
  const [listing] = (await dataSource.query(
    `SELECT id FROM listings WHERE owner_id = $1 AND family = 1 AND status = 'approved' ORDER BY published_at DESC, id LIMIT 1`,
    [user.id],
  )) as { id: string }[];
  if (listing) await valuation.attach(estimate.id, listing.id, user.id);
  new Logger('Demo').log(`Made one instant valuation of demo@roafaceri.ro${listing ? ', shown on its company listing' : ''}.`);
  return 1;
}
