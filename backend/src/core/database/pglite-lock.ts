import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own: two processes on one data directory corrupt it.
 * Takes an exclusive lock file holding our pid; a stale lock (dead pid) is taken over.
 * Returns the release function.
 */
export function acquireDataDirLock(lockFile: string): () => void {
  mkdirSync(dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${dirname(lockFile)} is in use by another process (pid ${owner}). ` +
            'Stop that process, or set DATA_DIR to another folder or DATABASE_URL to a PostgreSQL server.',
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database at ${lockFile}`);
}
