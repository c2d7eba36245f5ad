/** Pages of lists, as docs/product.md: Data shapes them: {content, totalPages, totalElements, size, number}. */
import type { Page } from '../../domain/types';

export interface PageRequest {
  /** 0-based page number. */
  page: number;
  size: number;
}

export const offsetOf = ({ page, size }: PageRequest) => page * size;

export function toPage<T>(content: T[], totalElements: number, { page, size }: PageRequest): Page<T> {
  return { content, totalPages: Math.ceil(totalElements / size), totalElements, size, number: page };
}

/**
 * The page from rows that carry `total`. A page past the end has no row to carry it: `count` is asked then
 * (a second statement only in that case).
 */
export async function pageOfRows<R extends { total: number }, T>(
  rows: R[],
  map: (row: R) => T,
  pageRequest: PageRequest,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const total = rows.length > 0 ? rows[0].total : pageRequest.page === 0 ? 0 : await count();
  return toPage(rows.map(map), total, pageRequest);
}
