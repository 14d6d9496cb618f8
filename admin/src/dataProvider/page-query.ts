import type { GetListParams } from 'react-admin';

/** The API's largest page (`pageSize` above it is refused). */
export const MAX_PAGE_SIZE = 100;

/** `page` and `pageSize` of a react-admin list request as the API names them (page ≥ 1, 1 ≤ pageSize ≤ 100, 25 by default). */
export function pageQuery(params: Partial<Pick<GetListParams, 'pagination'>>): URLSearchParams {
  const page = Math.max(1, params.pagination?.page ?? 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, params.pagination?.perPage ?? 25));
  return new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
}

/** `pageQuery` plus the list's filters among `keys`, each as `valueOf` writes it (undefined: left out). */
export function filteredPageQuery(params: GetListParams, keys: readonly string[], valueOf: (value: unknown) => string | undefined): URLSearchParams {
  const query = pageQuery(params);
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  for (const key of keys) {
    const value = valueOf(filter[key]);
    if (value !== undefined) query.set(key, value);
  }
  return query;
}
