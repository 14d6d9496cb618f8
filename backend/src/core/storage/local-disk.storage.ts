import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { assertSafeStorageKey, contentTypeOfKey, UnsafeStorageKeyError, type StorageDriver, type StoredObject } from './storage-driver.js';

/**
 * Files under one directory (`<DATA_DIR>/uploads`). Writes go to a temporary file in the target
 * directory and are renamed into place, so a reader never sees half a file. The content type is
 * derived from the key's extension (the `contentType` given to `put` matters to remote drivers only).
 */
export class LocalDiskStorage implements StorageDriver {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await writeFile(temporary, body, { flag: 'wx', mode: 0o640 });
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    // Open first, then stat the open handle: a concurrent delete cannot slip between the two.
    const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR') return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const info = await handle.stat();
      if (!info.isFile()) {
        await handle.close();
        return null;
      }
      return { stream: handle.createReadStream(), size: info.size, contentType: contentTypeOfKey(key) };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return Boolean(info?.isFile());
  }

  private pathOf(key: string): string {
    assertSafeStorageKey(key);
    const path = join(this.root, key);
    // The key rules already exclude this; checked again so no future rule change can escape the root.
    if (!path.startsWith(this.root + sep)) throw new UnsafeStorageKeyError(key);
    return path;
  }
}
