/**
 * The team list's filters in the URL (?status=&roleId=&name=&startDate=&endDate=&page=), read back into
 * the client's query: what a reload shows is what was applied. Unknown or malformed values are dropped.
 */
import { type TTeamQuery, teamMemberStatuses } from '@verity/client';

export const TEAM_FILTER_KEYS = ['status', 'roleId', 'name', 'startDate', 'endDate'] as const;
export type TeamFilterKey = (typeof TEAM_FILTER_KEYS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function teamQueryFrom(search: string): TTeamQuery & { page: number } {
  const params = new URLSearchParams(search);
  const query: TTeamQuery & { page: number } = { page: 1 };
  const status = params.get('status');
  if (status && (teamMemberStatuses as readonly string[]).includes(status))
    query.status = status as TTeamQuery['status'];
  const roleId = params.get('roleId');
  if (roleId) query.roleId = roleId;
  const name = params.get('name')?.trim();
  if (name) query.name = name;
  for (const key of ['startDate', 'endDate'] as const) {
    const value = params.get(key);
    if (value && DATE.test(value)) query[key] = value;
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

/** The filters as the form's draft: every key, empty when not applied. */
export function teamDraftFrom(query: TTeamQuery): Record<TeamFilterKey, string> {
  return {
    status: query.status ?? '',
    roleId: query.roleId ?? '',
    name: query.name ?? '',
    startDate: query.startDate ?? '',
    endDate: query.endDate ?? '',
  };
}
