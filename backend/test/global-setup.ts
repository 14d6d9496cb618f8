import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildAppConfig } from '../src/config/app-config.js';
import { openAppDatabase } from '../src/entities.js';
import { compileRuleSets } from './support/efactura-rules.js';
import { adminQuery, databaseUrl, TEST_EMBEDDED, uniqueName } from './support/postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    /** TEST_DATABASE=embedded: a migrated embedded database's folder, copied by every test app. */
    templateDataDir: string;
  }
}

/**
 * Migrates a template database once; every test file clones it into a database of its own. With
 * TEST_DATABASE=embedded the template is an embedded database's folder instead, copied per test app.
 */
export default async function setup(project: TestProject) {
  // The e-Factura rule sets compile (about a minute on a fresh machine) while the database migrates.
  const ruleSets = compileRuleSets();
  try {
    return await migrateTemplate(project);
  } finally {
    await ruleSets;
  }
}

async function migrateTemplate(project: TestProject) {
  if (TEST_EMBEDDED) {
    const dataDir = await mkdtemp(join(tmpdir(), 'rf-test-template-'));
    const config = buildAppConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), DATA_DIR: dataDir });
    await (await openAppDatabase(config)).close();
    project.provide('templateDatabase', '');
    project.provide('templateDataDir', join(dataDir, 'pglite'));
    return async () => rm(dataDir, { recursive: true, force: true });
  }
  const template = uniqueName('rf_tpl');
  await adminQuery(`CREATE DATABASE ${template}`);
  const config = buildAppConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl(template), JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/rf-test-template' });
  const database = await openAppDatabase(config);
  await database.close();
  project.provide('templateDatabase', template);
  project.provide('templateDataDir', '');
  return async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}
