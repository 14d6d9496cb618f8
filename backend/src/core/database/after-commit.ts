import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  DataSource,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';

interface Pending {
  depth: number;
  work: () => Promise<void>;
}

const depthOf = (runner: QueryRunner): number => (runner as unknown as { transactionDepth?: number }).transactionDepth ?? 1;

/**
 * Runs side effects (deleting files) only once the caller's transaction has committed, and never
 * when it rolls back. Without a transaction the work runs at once. Failures are logged, never
 * thrown: the database change already happened and must not look failed.
 */
@Injectable()
export class AfterCommit implements EntitySubscriberInterface, OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(AfterCommit.name);
  private readonly pending = new WeakMap<QueryRunner, Pending[]>();

  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  onModuleDestroy(): void {
    const index = this.dataSource.subscribers.indexOf(this);
    if (index >= 0) this.dataSource.subscribers.splice(index, 1);
  }

  async run(manager: EntityManager | undefined, work: () => Promise<void>): Promise<void> {
    const runner = manager?.queryRunner;
    if (!runner?.isTransactionActive) return this.safely(work);
    const list = this.pending.get(runner) ?? [];
    list.push({ depth: depthOf(runner), work });
    this.pending.set(runner, list);
  }

  async afterTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    // Releasing a savepoint is not the end: wait for the outermost commit.
    if (event.queryRunner.isTransactionActive) return;
    const list = this.pending.get(event.queryRunner);
    this.pending.delete(event.queryRunner);
    for (const item of list ?? []) await this.safely(item.work);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    const runner = event.queryRunner;
    if (!runner.isTransactionActive) {
      this.pending.delete(runner);
      return;
    }
    // A savepoint rolled back: forget only the work registered inside it.
    const depth = depthOf(runner);
    const list = this.pending.get(runner);
    if (list)
      this.pending.set(
        runner,
        list.filter((item) => item.depth <= depth),
      );
  }

  private async safely(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.error(`After-commit work failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
