import type { TestProject } from 'vitest/node';
import { buildAppConfig } from '../src/config/app-config.js';
import { openAppDatabase } from '../src/entities.js';
import { adminQuery, databaseUrl, uniqueName } from './support/postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/** Migrates a template database once; every test file clones it into a database of its own. */
export default async function setup(project: TestProject) {
  const template = uniqueName('rf_tpl');
  await adminQuery(`CREATE DATABASE ${template}`);
  const config = buildAppConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl(template), JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/rf-test-template' });
  const database = await openAppDatabase(config);
  await database.close();
  project.provide('templateDatabase', template);
  return async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}
