/** File sizes as Romanians read them (kept apart from format.ts: only the pages that list files load it). */
import { formatNumber } from './format.js';

/** A file's size: `300 B`, `117 kB`, `1,5 MB` (one decimal, dropped when zero: `2 MB`). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${formatNumber(bytes / 1024 / 1024, { decimals: 1, trimZeros: true })} MB`;
}
