/**
 * /businesses/report-log-requests' filters in the URL (?status=&page=): every business's export requests
 * (support attaches their report links), a page at a time. Unknown or malformed values are dropped.
 */
import type { TExportRequest, TExportRequestsQuery } from '@verity/client';

export const exportStatuses = [
  'pending',
  'failed',
  'completed',
] as const satisfies readonly TExportRequest['status'][];

export interface ExportRequestSearch {
  status: TExportRequest['status'] | '';
  page: number;
}

/** A status the API knows, else '' (every status). */
export function readExportStatus(value: string | null): ExportRequestSearch['status'] {
  return exportStatuses.find((status) => status === value) ?? '';
}

export function readExportRequestSearch(search: string): ExportRequestSearch {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    status: readExportStatus(params.get('status')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeExportRequestSearch({ status, page }: ExportRequestSearch): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

export function toExportRequestsQuery(search: ExportRequestSearch, limit: number): TExportRequestsQuery {
  return { page: search.page, limit, ...(search.status ? { status: search.status } : {}) };
}

/** The filters an export ran with, as one line ('status: found, start_date: 2026-01-01'); '—' for none. */
export function filtersText(filters: Readonly<Record<string, string>>): string {
  const entries = Object.entries(filters).filter(([, value]) => value !== '');
  return entries.length === 0
    ? '—'
    : entries.map(([key, value]) => `${key.replaceAll('_', ' ')}: ${value}`).join(', ');
}
