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
