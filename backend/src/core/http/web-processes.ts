import cluster, { type Worker } from 'node:cluster';

/** A web process that stops sooner than this after starting counts as a failed start. */
const QUICK_EXIT_MS = 10_000;
/** Failed starts in a row after which the supervisor gives up (a broken build or setting, not a crash). */
const MAX_QUICK_EXITS = 5;

/**
 * WEB_PROCESSES > 1: this (primary) process opens no database and serves nothing; it starts `count`
 * web processes that share the port (the kernel hands each new connection to one of them), starts a
 * new one when one stops, and on SIGTERM/SIGINT stops them all, then itself. Each web process runs
 * the ordinary start (`main`); what they share lives in PostgreSQL and Redis.
 */
export function superviseWebProcesses(count: number, log: (line: string) => void = console.log): void {
  let stopping = false;
  let quickExits = 0;
  const startedAt = new Map<number, number>();

  const start = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    quickExits = lived < QUICK_EXIT_MS ? quickExits + 1 : 0;
    log(`Web process ${worker.process.pid} stopped (${signal ?? `code ${code}`}) after ${Math.round(lived / 1000)} s`);
    if (quickExits >= MAX_QUICK_EXITS) {
      log(`${MAX_QUICK_EXITS} web processes stopped right after starting: giving up`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    start();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  log(`Starting ${count} web processes (supervisor ${process.pid})`);
  for (let index = 0; index < count; index++) start();
}

/** Whether this process should supervise web processes instead of serving (see superviseWebProcesses). */
export function isWebSupervisor(role: string, webProcesses: number): boolean {
  return role === 'web' && webProcesses > 1 && cluster.isPrimary;
}
