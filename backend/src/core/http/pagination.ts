import { LIST_PAGE_SIZE_DEFAULT, LIST_PAGE_SIZE_MAX, type ListResponse } from '../../contracts/listings.js';

/** Offset paging of a list: `page` from 1, `pageSize` capped at the list maximum. */
export function pageOf(query: { page?: number; pageSize?: number }, defaultSize = LIST_PAGE_SIZE_DEFAULT): { page: number; perPage: number; offset: number } {
  const page = query.page ?? 1;
  const perPage = Math.min(query.pageSize ?? defaultSize, LIST_PAGE_SIZE_MAX);
  return { page, perPage, offset: (page - 1) * perPage };
}

/**
 * The project's list shape (`{ docs, count, pagination }`). `featuredCount`: the promoted listings
 * of a family list. `estimate` (family lists): whether `total` is an estimate and whether a page
 * follows, which then decides `nextPage` (an estimated total cannot).
 */
export function listResponse<T>(
  docs: T[],
  page: number,
  perPage: number,
  total: number,
  featuredCount = 0,
  estimate?: { totalIsEstimate: boolean; hasMore: boolean },
): ListResponse<T> {
  const totalPages = estimate?.hasMore ? Math.max(Math.ceil(total / perPage), page + 1) : Math.ceil(total / perPage);
  return {
    docs,
    count: docs.length,
    pagination: {
      page,
      perPage,
      prevPage: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
      nextPage: (estimate ? estimate.hasMore : page < totalPages) ? page + 1 : null,
      total,
      totalPages,
      featuredCount,
      ...(estimate ? { totalIsEstimate: estimate.totalIsEstimate } : {}),
    },
  };
}
