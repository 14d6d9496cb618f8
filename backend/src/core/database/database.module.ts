import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RateCounters } from '../rate-limit/rate-counters.js';
import { AfterCommit } from './after-commit.js';
import type { OpenedDatabase } from './data-source.js';

const OPENED_DATABASE = Symbol('OPENED_DATABASE');

/** Exposes the DataSource opened in main.ts (or by a test), AfterCommit and RateCounters, and closes it on shutdown. */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(OPENED_DATABASE) private readonly database: OpenedDatabase) {}

  static forRoot(database: OpenedDatabase): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: OPENED_DATABASE, useValue: database }, { provide: DataSource, useValue: database.dataSource }, AfterCommit, RateCounters],
      exports: [DataSource, AfterCommit, RateCounters],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.database.close();
  }
}
