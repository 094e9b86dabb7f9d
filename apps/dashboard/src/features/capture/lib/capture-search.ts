/**
 * A capture list's filters in the URL (?status=&documentType=&name=&startDate=&endDate=&page=, the form's
 * names), read back into the client's query (the API's names); the liveness list takes the dates only.
 * Unknown or malformed values are dropped.
 */
import {
  captureDocumentTypes,
  captureSessionStatuses,
  type TDocumentCaptureFilterQuery,
} from '@verity/client';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export type CaptureFilterKey = 'status' | 'documentType' | 'name' | 'startDate' | 'endDate';

export function captureQueryFrom(
  search: string,
  kind: 'document' | 'liveness',
): TDocumentCaptureFilterQuery & { page: number } {
  const params = new URLSearchParams(search);
  const query: TDocumentCaptureFilterQuery & { page: number } = { page: 1 };
  const start = params.get('startDate');
  if (start && DATE.test(start)) query.start_date = start;
  const end = params.get('endDate');
  if (end && DATE.test(end)) query.end_date = end;
  if (kind === 'document') {
    const status = params.get('status');
    if (status && (captureSessionStatuses as readonly string[]).includes(status))
      query.status = status as TDocumentCaptureFilterQuery['status'];
    const type = params.get('documentType');
    if (type && (captureDocumentTypes as readonly string[]).includes(type))
      query.document_type = type as TDocumentCaptureFilterQuery['document_type'];
    const name = params.get('name')?.trim();
    if (name) query.name = name;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

export function captureDraftFrom(query: TDocumentCaptureFilterQuery): Record<CaptureFilterKey, string> {
  return {
    status: query.status ?? '',
    documentType: query.document_type ?? '',
    name: query.name ?? '',
    startDate: query.start_date ?? '',
    endDate: query.end_date ?? '',
  };
}
