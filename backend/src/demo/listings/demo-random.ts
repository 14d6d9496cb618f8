import { formatMoney } from '../../contracts/format-money.js';

/**
 * A small seeded random generator (mulberry32), so the demo content is the same on every machine
 * and every run: the same titles, prices and places, in the same order.
 */
export class DemoRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, Math.min(count, copy.length));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** An amount in [min, max], log-uniform (small amounts are more frequent), rounded to `step`. */
  amount(min: number, max: number, step = 1000): number {
    const value = Math.exp(Math.log(min) + this.next() * (Math.log(max) - Math.log(min)));
    return Math.max(step, Math.round(value / step) * step);
  }
}

/** 240000 → "240.000 EUR". */
export function eur(value: number): string {
  return formatMoney(value, 'EUR', { decimals: 0, label: 'code' });
}

/** A calendar date (YYYY-MM-DD) `days` from `from`. */
export function isoDate(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
