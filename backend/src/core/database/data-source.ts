import { join } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { ALL_MIGRATIONS } from './migrations/index.js';
import { SnakeNamingStrategy } from './naming.strategy.js';
import { acquireDataDirLock } from './pglite-lock.js';
import { guardTransactions } from './transaction-guard.js';

export interface OpenedDatabase {
  dataSource: DataSource;
  close(): Promise<void>;
  /**
   * The shutdown deadline passed (a transaction never ended, a query never answered): closes the
   * embedded database without waiting for the pool's connections, so its files are flushed and its
   * lock file released, and rolls back what was left open. PostgreSQL needs nothing: the server
   * rolls back a connection that goes away with the process.
   */
  abandon(): Promise<void>;
}

const baseOptions = {
  type: 'postgres',
  migrations: ALL_MIGRATIONS,
  migrationsRun: false,
  synchronize: false,
  namingStrategy: new SnakeNamingStrategy(),
  uuidExtension: 'pgcrypto',
  installExtensions: false,
} as const;

/**
 * Opens the system-of-record database: PostgreSQL when DATABASE_URL is set, otherwise an embedded
 * PGlite under DATA_DIR, guarded by a lock file. Runs pending migrations (never synchronize).
 */
export async function openDatabase(config: AppConfig, options: { entities: DataSourceOptions['entities']; runMigrations?: boolean }): Promise<OpenedDatabase> {
  let extra: Record<string, unknown> = { max: 10 };
  let release = async () => {};
  let abandon = async () => {};
  let url: string | undefined;
  if (config.db.kind === 'postgres') {
    url = config.db.url;
    // A connection that cannot be had in 5 s fails (503 to the caller) instead of holding the request.
    extra.connectionTimeoutMillis = 5000;
  } else {
    const releaseLock = acquireDataDirLock(join(config.db.dir, '..', 'pglite.lock'));
    try {
      const [{ PGlite }, { createPgConfig }, { unaccent }, { pg_trgm }, { pgcrypto }] = await Promise.all([
        import('@electric-sql/pglite'),
        import('@electric-sql/pglite/node-postgres'),
        import('@electric-sql/pglite/contrib/unaccent'),
        import('@electric-sql/pglite/contrib/pg_trgm'),
        import('@electric-sql/pglite/contrib/pgcrypto'),
      ]);
      const pglite = await PGlite.create(config.db.dir, { extensions: { unaccent, pg_trgm, pgcrypto } });
      const pgConfig = createPgConfig(pglite);
      // One connection. A wait for it longer than any request's work means a query that waits for
      // its own transaction (see transaction-guard): fail then instead of freezing for good.
      extra = { ...pgConfig, connection: pgConfig.connection, max: 1, connectionTimeoutMillis: 30_000 };
      // Once: a graceful close and an abandon after the deadline may both ask for it.
      let closing: Promise<void> | undefined;
      release = () => (closing ??= pglite.close().then(releaseLock));
      // PGlite serves one message at a time and holds nothing between them, so it closes even while
      // the pool's only connection is held: the session ends, an open transaction is rolled back.
      abandon = release;
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  const dataSource = new DataSource({ ...baseOptions, entities: options.entities, url, extra } as DataSourceOptions);
  try {
    await dataSource.initialize();
    // Outside production a query sent past its transaction fails at once, naming its call site.
    if (!config.isProduction) guardTransactions(dataSource);
    if (options.runMigrations !== false) await migrate(dataSource, config.db.kind === 'postgres');
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await release();
    throw error;
  }
  return {
    dataSource,
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await release();
    },
    abandon,
  };
}

/** Runs pending migrations; on PostgreSQL under an advisory lock, so web and worker starting together do not race. */
async function migrate(dataSource: DataSource, shared: boolean): Promise<void> {
  if (!shared) {
    await dataSource.runMigrations({ transaction: 'each' });
    return;
  }
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query('SELECT pg_advisory_lock(7263541001)');
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock(7263541001)').catch(() => undefined);
    await runner.release();
  }
}
