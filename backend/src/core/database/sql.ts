import type { EntityManager } from 'typeorm';

/** `%`, `_` and `\` typed in a search are literal characters in a LIKE / ILIKE pattern (escape `\`). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A LIKE / ILIKE pattern matching `text` anywhere, with the user's `%`, `_` and `\` taken literally. */
export const likePattern = (text: string): string => `%${escapeLike(text)}%`;

/**
 * The next number of a shared PostgreSQL sequence as a readable reference, `<prefix>-<year>-<six
 * digits>` (orders `CMD-2026-000042`, consulting requests `RC-2026-000042`).
 */
export async function nextReference(manager: EntityManager, sequence: string, prefix: string, year: number): Promise<string> {
  const rows: { n: string }[] = await manager.query(`SELECT nextval('${sequence}') AS n`);
  return `${prefix}-${year}-${String(rows[0].n).padStart(6, '0')}`;
}

/**
 * The rows a statement with RETURNING answered. TypeORM's PostgreSQL driver answers an UPDATE or a
 * DELETE as `[rows, affected count]` and an INSERT or a SELECT as the rows.
 */
export function returned<T>(result: unknown): T[] {
  const answer = result as unknown[];
  return answer.length === 2 && Array.isArray(answer[0]) && typeof answer[1] === 'number' ? (answer[0] as T[]) : (answer as T[]);
}
