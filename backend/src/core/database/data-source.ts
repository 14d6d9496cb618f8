import { join } from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../../config/app-config.js';
import { ALL_MIGRATIONS } from './migrations/index.js';
import { SnakeNamingStrategy } from './naming.strategy.js';
import { acquireDataDirLock } from './pglite-lock.js';

export interface OpenedDatabase {
  dataSource: DataSource;
  close(): Promise<void>;
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
      extra = { ...pgConfig, connection: pgConfig.connection, max: 1 };
      release = async () => {
        await pglite.close();
        releaseLock();
      };
    } catch (error) {
      releaseLock();
      throw error;
    }
  }
  const dataSource = new DataSource({ ...baseOptions, entities: options.entities, url, extra } as DataSourceOptions);
  try {
    await dataSource.initialize();
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
