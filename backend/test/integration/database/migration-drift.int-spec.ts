import { startTestApp, type TestApp } from '../../support/test-app.js';

/** Entities and migrations must describe the same schema: what synchronize would run must be nothing. */
describe('entity/migration drift', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('has no pending schema change after all migrations ran', async () => {
    const sql = await t.dataSource.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('has no pending migration', async () => {
    expect(await t.dataSource.showMigrations()).toBe(false);
  });
});
