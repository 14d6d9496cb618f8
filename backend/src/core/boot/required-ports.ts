/**
 * Fails boot when a port another module must register was never registered (that module left out of
 * the application, or its registration removed): a clear error at startup instead of a 404 or a
 * silently skipped step in production. Call it from the consumer's `onApplicationBootstrap`, which
 * runs after every module's `onModuleInit` (where providers register their implementations).
 */
export function assertPortsRegistered(consumer: string, ports: Record<string, unknown>): void {
  const missing = Object.entries(ports)
    .filter(([, port]) => port === null || port === undefined)
    .map(([name]) => name);
  if (missing.length) throw new Error(`${consumer}: no implementation of ${missing.join(', ')} was registered at boot`);
}
