import { LIST_PAGE_SIZE_MAX, type ListResponse } from '../../contracts/listings.js';

/** Offset paging of a staff list: `page` from 1, `pageSize` capped at the list maximum. */
export function pageOf(query: { page?: number; pageSize?: number }, defaultSize: number): { page: number; perPage: number; offset: number } {
  const page = query.page ?? 1;
  const perPage = Math.min(query.pageSize ?? defaultSize, LIST_PAGE_SIZE_MAX);
  return { page, perPage, offset: (page - 1) * perPage };
}

/** The project's list shape (`{ docs, count, pagination }`), as the listing lists answer it. */
export function listResponse<T>(docs: T[], page: number, perPage: number, total: number): ListResponse<T> {
  const totalPages = Math.ceil(total / perPage);
  return {
    docs,
    count: docs.length,
    pagination: {
      page,
      perPage,
      prevPage: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
      nextPage: page < totalPages ? page + 1 : null,
      total,
      totalPages,
      featuredCount: 0,
    },
  };
}
