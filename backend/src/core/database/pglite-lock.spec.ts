import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from './pglite-lock.js';

describe('embedded database lock', () => {
  it('refuses a second holder while the first lives, and frees on release', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rf-lock-')), 'pglite.lock');
    // A live process that is not us holds the lock.
    writeFileSync(file, String(process.ppid));
    expect(() => acquireDataDirLock(file)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(file)).toThrow(/in use by another process/);
  });

  it('takes over a stale lock left by a dead process', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rf-lock-')), 'pglite.lock');
    const dead = spawnSync(process.execPath, ['-e', 'process.pid'], { encoding: 'utf8' }).pid!;
    writeFileSync(file, String(dead));
    const release = acquireDataDirLock(file);
    expect(existsSync(file)).toBe(true);
    release();
    expect(existsSync(file)).toBe(false);
  });
});
