/**
 * The /users list's filters in the URL (?businessId=&status=&name=&startDate=&endDate=&page=): the team's
 * (features/team/lib/team-search.ts) without the role, whose ids belong to one business, and with the
 * business. Unknown or malformed values are dropped.
 */
import type { TAdminUserQuery } from '@verity/client';
import { teamQueryFrom } from '../../team';

export type UsersFilterKey = 'businessId' | 'status' | 'name' | 'startDate' | 'endDate';

export function usersQueryFrom(search: string): TAdminUserQuery & { page: number } {
  const { roleId: _role, ...query } = teamQueryFrom(search);
  const businessId = new URLSearchParams(search).get('businessId')?.trim();
  return businessId ? { ...query, businessId } : query;
}

export function usersDraftFrom(query: TAdminUserQuery): Record<UsersFilterKey, string> {
  return {
    businessId: query.businessId ?? '',
    status: query.status ?? '',
    name: query.name ?? '',
    startDate: query.startDate ?? '',
    endDate: query.endDate ?? '',
  };
}
