import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

/**
 * What every module's repository shares: its queries run on the caller's transaction when one is
 * given, else on the pool; `transaction` opens one for a service that changes several rows.
 */
@Injectable()
export abstract class RepositoryBase {
  constructor(protected readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  protected managerOf(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }
}
