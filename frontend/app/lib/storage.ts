/** Browser local storage under the product prefix (spec section 9). Safe to call during SSR. */
import { site } from './site';

const key = (name: string) => `${site.storagePrefix}.${name}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function readStored<T>(name: string): T | null {
  const raw = storage()?.getItem(key(name));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeStored(name: string, value: unknown): void {
  storage()?.setItem(key(name), JSON.stringify(value));
}

export function removeStored(name: string): void {
  storage()?.removeItem(key(name));
}

/** Keys the site keeps for a signed-in visitor; cleared on logout. */
export const USER_STORAGE_KEYS = ['user', 'favorites'] as const;
