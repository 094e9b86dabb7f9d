/**
 * The audit log's filters in the URL, with the table's keys (?event=&resource=&userId=&startDate=&endDate=
 * &page=), read back into the API's query (event, resource, user_id, start_date, end_date, page): what a
 * reload shows is what was applied. Unknown or malformed values are dropped.
 */
import { auditEvents, type TAuditLogQuery } from '@verity/client';

export const AUDIT_FILTER_KEYS = ['event', 'resource', 'userId', 'startDate', 'endDate'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function auditDraftFrom(search: string): Record<AuditFilterKey, string> {
  const params = new URLSearchParams(search);
  const draft = Object.fromEntries(
    AUDIT_FILTER_KEYS.map((key) => [key, params.get(key)?.trim() ?? '']),
  ) as Record<AuditFilterKey, string>;
  if (!(auditEvents as readonly string[]).includes(draft.event)) draft.event = '';
  for (const key of ['startDate', 'endDate'] as const) if (!DATE.test(draft[key])) draft[key] = '';
  return draft;
}

export function auditQueryFrom(search: string): TAuditLogQuery & { page: number } {
  const draft = auditDraftFrom(search);
  const query: TAuditLogQuery & { page: number } = { page: 1 };
  if (draft.event) query.event = draft.event as TAuditLogQuery['event'];
  if (draft.resource) query.resource = draft.resource;
  if (draft.userId) query.user_id = draft.userId;
  if (draft.startDate) query.start_date = draft.startDate;
  if (draft.endDate) query.end_date = draft.endDate;
  const page = Number(new URLSearchParams(search).get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}
