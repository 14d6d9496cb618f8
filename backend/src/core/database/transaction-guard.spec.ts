import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAppConfig } from '../../config/app-config.js';
import { openDatabase, type OpenedDatabase } from './data-source.js';
import { detached, QueryOutsideTransactionError, takeTransactionViolations } from './transaction-guard.js';

/** The embedded database as `npm start` opens it (one connection), without the application's tables. */
describe('transaction guard on the embedded database', () => {
  let dataDir: string;
  let database: OpenedDatabase;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rf-guard-'));
    database = await openDatabase(buildAppConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir }), { entities: [], runMigrations: false });
  }, 180_000); // A fresh embedded database runs initdb in WebAssembly: about 20 s on a quiet 2-core machine, over a minute on a busy one.

  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  afterEach(() => {
    takeTransactionViolations();
  });

  it('refuses at once a query sent on the pool from inside a transaction, naming where it was sent and where the transaction began', async () => {
    const { dataSource } = database;
    const started = Date.now();
    const attempt = dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1');
      return dataSource.query('SELECT 2');
    });
    await expect(attempt).rejects.toBeInstanceOf(QueryOutsideTransactionError);
    await expect(attempt).rejects.toThrow(/at .*transaction-guard\.spec\.ts:\d+.*opened at .*transaction-guard\.spec\.ts:\d+/s);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(takeTransactionViolations()).toHaveLength(1);
    // The transaction was rolled back and its connection given back: the pool answers again.
    expect(await dataSource.query('SELECT 3 AS n')).toEqual([{ n: 3 }]);
  });

  it('refuses a second transaction opened from inside the first', async () => {
    const { dataSource } = database;
    const attempt = dataSource.transaction(() => dataSource.transaction((inner) => inner.query('SELECT 1')));
    await expect(attempt).rejects.toBeInstanceOf(QueryOutsideTransactionError);
    const again = dataSource.transaction(() => dataSource.manager.transaction((inner) => inner.query('SELECT 1')));
    await expect(again).rejects.toBeInstanceOf(QueryOutsideTransactionError);
  });

  it('lets the transaction use its own manager, savepoints included, and commits', async () => {
    const { dataSource } = database;
    await dataSource.query('CREATE TABLE IF NOT EXISTS guard_probe (n int)');
    await dataSource.transaction(async (manager) => {
      await manager.query('INSERT INTO guard_probe VALUES (1)');
      await manager.transaction((nested) => nested.query('INSERT INTO guard_probe VALUES (2)'));
    });
    expect(await dataSource.query('SELECT count(*)::int AS n FROM guard_probe')).toEqual([{ n: 2 }]);
    expect(takeTransactionViolations()).toEqual([]);
  });

  it('lets work started inside a transaction but not awaited by it (detached) run once the connection is free', async () => {
    const { dataSource } = database;
    let later: Promise<unknown> = Promise.resolve();
    await dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1');
      later = detached(() => dataSource.query('SELECT 42 AS n'));
    });
    expect(await later).toEqual([{ n: 42 }]);
    expect(takeTransactionViolations()).toEqual([]);
  });

  it('runs transactions of separate callers one after the other on the one connection', async () => {
    const { dataSource } = database;
    const order: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        dataSource.transaction(async (manager) => {
          order.push(`${name}:begin`);
          await manager.query('SELECT pg_sleep(0.02)');
          order.push(`${name}:end`);
        }),
      ),
    );
    expect(order).toHaveLength(6);
    for (let index = 0; index < 6; index += 2) expect(order[index]!.replace(':begin', '')).toBe(order[index + 1]!.replace(':end', ''));
    expect(takeTransactionViolations()).toEqual([]);
  });
});
