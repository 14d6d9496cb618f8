import { Logger, type INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CompanyAnswers } from '../contracts/funding.js';
import { EligibilityCheckEntity } from '../modules/consulting/programmes/eligibility-check.entity.js';
import { ProgrammesService } from '../modules/consulting/programmes/programmes.service.js';
import { UserEntity } from '../modules/account/user.entity.js';

/** The demo company's answers (a small Cluj software firm planning a digitalisation investment). */
const DEMO_ANSWERS: CompanyAnswers = {
  legalForm: 1,
  foundedYear: 2019,
  caen: '6201',
  employees: 6,
  turnoverEur: 240_000,
  profitable: true,
  positiveEquity: true,
  county: 16,
  investmentEur: 60_000,
  canCoFinance: true,
  hasTaxDebts: false,
  inDifficulty: false,
  deMinimisReceivedEur: 0,
  digitalLevel: 'basic',
  investments: ['software', 'cloud', 'cybersecurity'],
};

/**
 * One kept eligibility check of the demo company account, computed by the engine from today's
 * programme documents, so „Verificările mele” in `cont` shows one on a fresh `npm start`. Runs only
 * while that account has no kept check; answers how many it wrote.
 */
export async function seedDemoEligibilityCheck(app: INestApplicationContext): Promise<number> {
  const dataSource = app.get(DataSource);
  const user = await dataSource.getRepository(UserEntity).findOneBy({ email: 'demo@roafaceri.ro' });
  if (!user || (await dataSource.getRepository(EligibilityCheckEntity).existsBy({ userId: user.id }))) return 0;
  await app.get(ProgrammesService).check(DEMO_ANSWERS, undefined, user.id, true);
  new Logger('Demo').log('Kept one eligibility check for demo@roafaceri.ro.');
  return 1;
}
