import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/** The transaction whose callback is running in this async context, and where it was opened. */
interface HeldTransaction {
  runner: QueryRunner;
  openedAt: string;
}

const scope = new AsyncLocalStorage<HeldTransaction>();
/** Every refusal of this process, kept even when the caller swallowed it (a job retried, a fallback). */
const refused: QueryOutsideTransactionError[] = [];

/** The refusals since the last call (tests fail on any, so a swallowed one is still seen). */
export function takeTransactionViolations(): QueryOutsideTransactionError[] {
  return refused.splice(0);
}

/**
 * A query (or a second transaction) asked for a connection of the pool while the caller's own
 * transaction holds one. On PostgreSQL it only takes a second connection; on the embedded database,
 * which has one, it waits for the transaction that waits for it, and the process freezes for good.
 */
export class QueryOutsideTransactionError extends Error {
  override readonly name = 'QueryOutsideTransactionError';
}

/** The first stack frame of the product's own code (not TypeORM's, not this guard's). */
function callSite(stack: string | undefined): string {
  const frames = (stack ?? '')
    .split('\n')
    .slice(1)
    .map((line) => line.trim());
  const own = frames.find((frame) => !frame.includes('node_modules') && !/transaction-guard\.[jt]s:/.test(frame) && !frame.includes('node:'));
  return (own ?? frames[0] ?? 'unknown').replace(/^at /, '');
}

/**
 * Runs `work` outside any transaction's scope: for work that starts inside a transaction's callback
 * but is not awaited by it (an in-process job, the outbox relay after a commit). Its queries wait
 * for a free connection like any other request's.
 */
export function detached<T>(work: () => T): T {
  return scope.exit(work);
}

type TransactionFn = EntityManager['transaction'];

/**
 * Makes a query sent on the pool from inside a transaction's callback fail at once, naming its call
 * site and the transaction's, instead of waiting for a connection (the embedded database's freeze).
 * Every transaction opened through `dataSource.transaction` / `dataSource.manager.transaction` runs
 * its callback in a scope that remembers its query runner; the driver refuses a new connection in
 * that scope while the runner still holds one.
 */
export function guardTransactions(dataSource: DataSource): void {
  const manager = dataSource.manager;
  const transaction = async (isolationOrWork: unknown, maybeWork?: unknown): Promise<unknown> => {
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      const held: HeldTransaction = { runner, openedAt: callSite(new Error().stack) };
      const run = runner.manager.transaction.bind(runner.manager) as (...args: unknown[]) => Promise<unknown>;
      return await scope.run(held, () => (maybeWork ? run(isolationOrWork, maybeWork) : run(isolationOrWork)));
    } finally {
      await runner.release();
    }
  };
  manager.transaction = transaction as TransactionFn;

  const driver = dataSource.driver as unknown as { obtainMasterConnection(): Promise<unknown> };
  const obtain = driver.obtainMasterConnection.bind(driver);
  driver.obtainMasterConnection = () => {
    const held = scope.getStore();
    if (held && !held.runner.isReleased) {
      const error = new QueryOutsideTransactionError('');
      error.message =
        `A query asked for a new database connection at ${callSite(error.stack)} while its own transaction ` +
        `(opened at ${held.openedAt}) holds one: pass the transaction's manager. On the embedded database this waits forever.`;
      if (refused.length < 100) refused.push(error);
      return Promise.reject(error);
    }
    return obtain();
  };
}
