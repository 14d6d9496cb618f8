import type { DataSource } from 'typeorm';

/** Counts the SQL statements sent while `run` executes (every query goes through a query runner of the driver). */
export async function queriesDuring(dataSource: DataSource, run: () => Promise<unknown>): Promise<number> {
  const driver = dataSource.driver as unknown as { createQueryRunner: (mode: string) => { query: (...args: unknown[]) => Promise<unknown> } };
  const original = driver.createQueryRunner;
  let count = 0;
  driver.createQueryRunner = function (this: unknown, mode: string) {
    const runner = original.call(this, mode);
    const query = runner.query.bind(runner);
    runner.query = (...args: unknown[]) => {
      count += 1;
      return query(...args);
    };
    return runner;
  };
  try {
    await run();
  } finally {
    driver.createQueryRunner = original;
  }
  return count;
}
