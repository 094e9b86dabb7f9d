/** A page list's answer: the items and where they sit among `total`. */
import type { PageList } from '@verity/client';

export function pageList<T>(items: T[], query: { page: number; limit: number }, total: number): PageList<T> {
  return {
    items,
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
