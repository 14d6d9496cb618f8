/**
 * The rows a statement with RETURNING answered. TypeORM's PostgreSQL driver answers an UPDATE or a
 * DELETE as `[rows, affected count]` and an INSERT or a SELECT as the rows.
 */
export function returned<T>(result: unknown): T[] {
  const answer = result as unknown[];
  return answer.length === 2 && Array.isArray(answer[0]) && typeof answer[1] === 'number' ? (answer[0] as T[]) : (answer as T[]);
}
